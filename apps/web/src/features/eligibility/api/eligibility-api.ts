import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInviteMemberRequest, TInviteMemberResponse } from '@portal/contracts/account-lifecycle';
import type {
  TEligibilityImport,
  TEligibilityRowAction,
  TEligibilityRowsResponse,
} from '@portal/contracts/eligibility';
import { loadClients } from '@/api/load-clients';

const BASE = '/admin/eligibility-imports';
/** How often the console asks for a check's or commit's progress. */
export const PROGRESS_POLL_MS = 500;

/**
 * `POST /admin/eligibility-imports?file_name=…` with the file itself as the body (`text/csv`): 202 with
 * the import, whose rows the server checks in the background.
 */
export async function uploadEligibilityFile(file: File): Promise<TEligibilityImport> {
  const [{ getRuntimeConfig }, { applyServiceHeaders, httpStatusError }, { readAccessToken }] = await Promise.all([
    import('@/platform/runtime-config'),
    import('@/api/create-client'),
    import('@/session/storage'),
  ]);
  const headers = new Headers({ 'Content-Type': 'text/csv', Accept: 'application/json' });
  applyServiceHeaders(headers, readAccessToken);
  const base = getRuntimeConfig().services.authorization.replace(/\/$/, '');
  const url = new URL(`${base}${BASE}`, globalThis.location.href);
  url.searchParams.set('file_name', file.name);
  const response = await fetch(url, { method: 'POST', headers, body: file });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: the status says enough.
  }
  if (!response.ok) {
    throw httpStatusError({
      status: response.status,
      statusText: response.statusText,
      data,
      headers: Object.fromEntries(response.headers.entries()),
    });
  }
  return data as TEligibilityImport;
}

export async function getEligibilityImport(id: string): Promise<TEligibilityImport> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TEligibilityImport>(`${BASE}/${encodeURIComponent(id)}`);
  return data;
}

const isWorking = (status: TEligibilityImport['status'] | undefined) =>
  status === 'checking' || status === 'committing';

export function eligibilityImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'eligibility-import', id],
    queryFn: () => getEligibilityImport(id),
    // Polled while the server checks or commits it.
    refetchInterval: (query) => (isWorking(query.state.data?.status) ? PROGRESS_POLL_MS : false),
  });
}

export function useEligibilityImport(id: string | null) {
  return useQuery({ ...eligibilityImportQueryOptions(id ?? ''), enabled: id !== null });
}

export interface RowsFilter {
  action: TEligibilityRowAction | null;
  page: number;
}

export const ROWS_PAGE_SIZE = 25;

export async function getEligibilityRows(id: string, filter: RowsFilter): Promise<TEligibilityRowsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TEligibilityRowsResponse>(`${BASE}/${encodeURIComponent(id)}/rows`, {
    params: { action: filter.action ?? undefined, page: filter.page, page_size: ROWS_PAGE_SIZE },
  });
  return data;
}

export function useEligibilityRows(id: string, filter: RowsFilter, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'eligibility-import', id, 'rows', filter],
    queryFn: () => getEligibilityRows(id, filter),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export async function commitEligibilityImport(id: string): Promise<TEligibilityImport> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TEligibilityImport>(`${BASE}/${encodeURIComponent(id)}/commit`);
  return data;
}

export async function discardEligibilityImport(id: string): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.delete(`${BASE}/${encodeURIComponent(id)}`);
}

/** Upload, commit and discard, each writing the import's answer into the cache it is polled from. */
export function useEligibilityMutations() {
  const queryClient = useQueryClient();
  const store = (answer: TEligibilityImport) =>
    queryClient.setQueryData(eligibilityImportQueryOptions(answer.id).queryKey, answer);
  return {
    upload: useMutation({ mutationFn: uploadEligibilityFile, onSuccess: store }),
    commit: useMutation({ mutationFn: commitEligibilityImport, onSuccess: store }),
    discard: useMutation({ mutationFn: discardEligibilityImport }),
  };
}

/** `POST /accounts/invitations` (201): one member, by email. */
export async function inviteMember(request: TInviteMemberRequest): Promise<TInviteMemberResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TInviteMemberResponse>('/accounts/invitations', request);
  return data;
}

export function useInviteMember() {
  return useMutation({ mutationFn: inviteMember });
}
