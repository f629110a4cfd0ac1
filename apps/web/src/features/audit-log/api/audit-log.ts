import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditEventName, TListAuditResponse } from '@portal/contracts/audit-log';
import { loadClients } from '@/api/load-clients';

export interface AuditFilter {
  event: TAuditEventName | '';
  from: string;
  to: string;
  /** The account's or the acting admin's email address. */
  email: string;
  /** Rows about this account (a member's page links here). */
  account: string;
  cursor: string | null;
}

/** `GET /admin/audit`: a page of the programme's audit log, newest first. */
export async function listAudit(filter: AuditFilter): Promise<TListAuditResponse> {
  const { authorizationClient } = await loadClients();
  const params: Record<string, string> = {};
  for (const key of ['event', 'from', 'to', 'account'] as const) if (filter[key]) params[key] = filter[key];
  if (filter.email.trim()) params.email = filter.email.trim();
  if (filter.cursor) params.cursor = filter.cursor;
  const { data } = await authorizationClient.get<TListAuditResponse>('/admin/audit', { params });
  return data;
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['admin-audit', filter],
      queryFn: () => listAudit(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
