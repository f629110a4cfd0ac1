import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEngagementReport } from '@portal/contracts/engagement';
import { loadClients } from '@/api/load-clients';
import { attachmentName } from '@/ui/save-file';

export interface EngagementRange {
  from: string;
  to: string;
}

/** `GET /admin/engagement`: the programme's aggregates over the range, under the small-group rule. */
export async function getEngagement(range: EngagementRange): Promise<TEngagementReport> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TEngagementReport>('/admin/engagement', { params: { ...range } });
  return data;
}

export function getEngagementQueryOptions({ from, to }: EngagementRange) {
  return queryOptions({
    queryKey: ['admin-engagement', from, to],
    queryFn: () => getEngagement({ from, to }),
    placeholderData: keepPreviousData,
  });
}

export function useEngagement(range: EngagementRange) {
  return useQuery(getEngagementQueryOptions(range));
}

/** `GET /admin/engagement.csv`: the same figures as a file, with the server's name for it. */
export async function getEngagementCsv(range: EngagementRange): Promise<{ blob: Blob; fileName: string }> {
  const { authorizationClient } = await loadClients();
  const { data, headers } = await authorizationClient.get<Blob>('/admin/engagement.csv', {
    params: { ...range },
    responseType: 'blob',
  });
  const fileName = attachmentName(headers['content-disposition']);
  return { blob: data, fileName: fileName ?? `engagement-${range.from}-to-${range.to}.csv` };
}
