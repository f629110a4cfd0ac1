import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOperatorProgramme, TUpdateProgrammeRequest } from '@portal/contracts/operator-console';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { storeChangedProgramme } from './get-programme';
import { operatorConsoleClient } from './operator-console-client';

/** `PATCH /programmes/:key`: what the operator changed; a field left out stays. */
export async function updateProgramme(key: string, request: TUpdateProgrammeRequest): Promise<TOperatorProgramme> {
  const { data } = await operatorConsoleClient.patch<TOperatorProgramme>(
    `/programmes/${encodeURIComponent(key)}`,
    request,
  );
  return data;
}

export function useUpdateProgramme(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateProgrammeRequest) => withStepUp(() => updateProgramme(key, request)),
    onSuccess: (programme) => storeChangedProgramme(client, programme),
  });
}
