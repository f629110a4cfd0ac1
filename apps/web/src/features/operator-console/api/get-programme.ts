import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TOperatorProgramme } from '@portal/contracts/operator-console';
import { getProgrammesQueryOptions } from './get-programmes';
import { operatorConsoleClient } from './operator-console-client';

/** `GET /programmes/:key`: one programme as the console edits it. */
export async function getProgramme(key: string): Promise<TOperatorProgramme> {
  const { data } = await operatorConsoleClient.get<TOperatorProgramme>(`/programmes/${encodeURIComponent(key)}`);
  return data;
}

export function getProgrammeQueryOptions(key: string) {
  return queryOptions({ queryKey: ['operator-console', 'programme', key], queryFn: () => getProgramme(key) });
}

export function useProgramme(key: string) {
  return useQuery(getProgrammeQueryOptions(key));
}

/** Every change answers the programme as it now is: its page shows that, and the list is asked again. */
export function storeChangedProgramme(client: QueryClient, programme: TOperatorProgramme): void {
  client.setQueryData(getProgrammeQueryOptions(programme.key).queryKey, programme);
  void client.invalidateQueries({ queryKey: getProgrammesQueryOptions().queryKey });
}
