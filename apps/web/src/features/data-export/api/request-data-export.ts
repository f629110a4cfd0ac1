import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TListDataExportsResponse, TRequestDataExportResponse } from '@portal/contracts/data-export';
import { loadClients } from '@/api/load-clients';
import { getDataExportsQueryOptions } from './get-data-exports';

/** `POST /accounts/me/data-exports`: starts preparing (or answers the one already preparing). */
export async function requestDataExport(): Promise<TRequestDataExportResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TRequestDataExportResponse>('/accounts/me/data-exports');
  return data;
}

/** Sends the request: as it is, or through a prompt that first asks the member to prove it is them. */
export type SendDataExportRequest = (
  request: () => Promise<TRequestDataExportResponse>,
) => Promise<TRequestDataExportResponse>;

const sendAsIs: SendDataExportRequest = (request) => request();

/** Asks for an export through `send`, then lists it. */
export function useRequestDataExport(send: SendDataExportRequest = sendAsIs) {
  const queryClient = useQueryClient();
  const { queryKey } = getDataExportsQueryOptions();
  return useMutation({
    mutationFn: () => send(requestDataExport),
    onSuccess: (started) => {
      // Shown at once (the new one replaces the earlier ones), then polled until it is ready.
      queryClient.setQueryData<TListDataExportsResponse>(queryKey, { items: [started] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
