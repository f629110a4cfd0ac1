import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOperatorProgrammeList } from '@portal/contracts/operator-console';
import { operatorConsoleClient } from './operator-console-client';

/** `GET /programmes`: every programme with how it is doing. */
export async function getProgrammes(): Promise<TOperatorProgrammeList> {
  const { data } = await operatorConsoleClient.get<TOperatorProgrammeList>('/programmes');
  return data;
}

export function getProgrammesQueryOptions() {
  return queryOptions({ queryKey: ['operator-console', 'programmes'], queryFn: getProgrammes });
}

export function useProgrammes() {
  return useQuery(getProgrammesQueryOptions());
}
