import { useCurrentUser } from '@/session/use-current-user';

/** Editors and admins write articles; members only read. */
export function useCanEditContent(): { canEdit: boolean; isLoading: boolean } {
  const { data, isLoading } = useCurrentUser();
  const role = data?.account.role;
  return { canEdit: role === 'editor' || role === 'admin', isLoading };
}
