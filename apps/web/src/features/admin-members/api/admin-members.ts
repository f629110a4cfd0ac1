import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminMemberDetails,
  TAdminMemberStatus,
  TListAdminCompaniesResponse,
  TListAdminMembersResponse,
} from '@portal/contracts/admin-members';
import { loadClients } from '@/api/load-clients';

export interface MembersFilter {
  search: string;
  status: TAdminMemberStatus | '';
  company: string;
  cursor: string | null;
}

/** `GET /admin/members`: a page of the programme's members by email address. */
export async function listMembers(filter: MembersFilter): Promise<TListAdminMembersResponse> {
  const { authorizationClient } = await loadClients();
  const params: Record<string, string> = {};
  if (filter.search.trim()) params.search = filter.search.trim();
  if (filter.status) params.status = filter.status;
  if (filter.company) params.company = filter.company;
  if (filter.cursor) params.cursor = filter.cursor;
  const { data } = await authorizationClient.get<TListAdminMembersResponse>('/admin/members', { params });
  return data;
}

export function useMembers(filter: MembersFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['admin-members', 'list', filter],
      queryFn: () => listMembers(filter),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /admin/companies`: the programme's companies, for the filter. */
export function useCompanies() {
  return useQuery({
    queryKey: ['admin-members', 'companies'],
    queryFn: async () => {
      const { authorizationClient } = await loadClients();
      const { data } = await authorizationClient.get<TListAdminCompaniesResponse>('/admin/companies');
      return data.companies;
    },
    staleTime: 5 * 60_000,
  });
}

const memberKey = (id: string) => ['admin-members', 'member', id] as const;

export function useMember(id: string) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: async () => {
      const { authorizationClient } = await loadClients();
      const { data } = await authorizationClient.get<TAdminMemberDetails>(`/admin/members/${encodeURIComponent(id)}`);
      return data;
    },
  });
}

export type MemberAction = 'invitation' | 'deactivate' | 'reactivate';

/** Resend an invitation, deactivate or reactivate: the answer is the member as they now are. */
export function useMemberAction(id: string, action: MemberAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { authorizationClient } = await loadClients();
      const { data } = await authorizationClient.post<TAdminMemberDetails>(
        `/admin/members/${encodeURIComponent(id)}/${action}`,
      );
      return data;
    },
    onSuccess: (member) => {
      client.setQueryData(memberKey(id), member);
      // The lists, and this member under any other key, are out of date.
      void client.invalidateQueries({
        queryKey: ['admin-members'],
        predicate: (query) => query.queryKey[2] !== id,
      });
    },
  });
}
