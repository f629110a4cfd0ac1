import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { getCurrentUser } from './get-current-user';

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: ['session', 'current-user'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}

/** The name the portal greets a member by. */
export function getDisplayName(user: TCurrentUserResponse | undefined): string {
  const member = user?.member;
  if (!member) return user?.account.email ?? '';
  return member.preferred_name?.trim() || `${member.first_name} ${member.last_name}`.trim();
}

export function getInitials(user: TCurrentUserResponse | undefined): string {
  const member = user?.member;
  const letters = member
    ? `${member.first_name.charAt(0)}${member.last_name.charAt(0)}`
    : (user?.account.email.charAt(0) ?? '');
  return letters.toUpperCase() || '?';
}
