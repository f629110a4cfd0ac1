import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateProgrammeRequest, TOperatorProgramme } from '@portal/contracts/operator-console';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { storeChangedProgramme } from './get-programme';
import { operatorConsoleClient } from './operator-console-client';

/** `POST /programmes`: the wizard's answers, all at once; its first admin is invited. */
export async function createProgramme(request: TCreateProgrammeRequest): Promise<TOperatorProgramme> {
  const { data } = await operatorConsoleClient.post<TOperatorProgramme>('/programmes', request);
  return data;
}

/** Creates it, asking for a fresh second factor first when the server wants one (step-up). */
export function useCreateProgramme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateProgrammeRequest) => withStepUp(() => createProgramme(request)),
    onSuccess: (programme) => storeChangedProgramme(client, programme),
  });
}
