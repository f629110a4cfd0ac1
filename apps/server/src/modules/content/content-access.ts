import type { CallerAccount } from '../../lib/caller';

const EDITOR_ROLES: readonly string[] = ['editor', 'admin'];

/** Editors and admins see drafts and change content; members read what is published. */
export function canEditContent(account: Pick<CallerAccount, 'role'>): boolean {
  return EDITOR_ROLES.includes(account.role);
}

/** The name content shows as its author: the preferred or first name with the last name, else the address. */
export function getDisplayName(member: {
  email: string;
  preferredName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const name = [member.preferredName || member.firstName, member.lastName].filter(Boolean).join(' ').trim();
  return name || member.email.split('@')[0] || member.email;
}
