import type { CallerAccount } from '../../lib/caller';

const EDITOR_ROLES: readonly string[] = ['editor', 'admin'];

/** Editors and admins see drafts and change content; members read what is published. */
export function canEditContent(account: Pick<CallerAccount, 'role'>): boolean {
  return EDITOR_ROLES.includes(account.role);
}

/** The name content shows as its author: the preferred or first name with the last name, else the address. */
export function getDisplayName(
  account: Pick<CallerAccount, 'preferredName' | 'firstName' | 'lastName' | 'email'>,
): string {
  const name = [account.preferredName || account.firstName, account.lastName].filter(Boolean).join(' ').trim();
  return name || account.email.split('@')[0] || account.email;
}
