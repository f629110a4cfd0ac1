import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOperatorProgramme, TReplaceProgrammeHostsRequest } from '@portal/contracts/operator-console';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { storeChangedProgramme } from './get-programme';
import { operatorConsoleClient } from './operator-console-client';

/** `PUT /programmes/:key/hosts`: the host names the programme answers on, in place of its old ones. */
export async function replaceHosts(key: string, request: TReplaceProgrammeHostsRequest): Promise<TOperatorProgramme> {
  const { data } = await operatorConsoleClient.put<TOperatorProgramme>(
    `/programmes/${encodeURIComponent(key)}/hosts`,
    request,
  );
  return data;
}

export function useReplaceHosts(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TReplaceProgrammeHostsRequest) => withStepUp(() => replaceHosts(key, request)),
    onSuccess: (programme) => storeChangedProgramme(client, programme),
  });
}
