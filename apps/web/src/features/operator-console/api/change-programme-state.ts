import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOperatorProgramme } from '@portal/contracts/operator-console';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { storeChangedProgramme } from './get-programme';
import { operatorConsoleClient } from './operator-console-client';

export type ProgrammeStateChange = 'suspend' | 'resume' | 'schedule-deletion' | 'cancel-deletion';

/** Each change is a POST (start) or DELETE (end) of the programme's suspension or scheduled deletion. */
const REQUESTS: Record<ProgrammeStateChange, { method: 'post' | 'delete'; resource: 'suspension' | 'deletion' }> = {
  suspend: { method: 'post', resource: 'suspension' },
  resume: { method: 'delete', resource: 'suspension' },
  'schedule-deletion': { method: 'post', resource: 'deletion' },
  'cancel-deletion': { method: 'delete', resource: 'deletion' },
};

/**
 * `POST`/`DELETE /programmes/:key/suspension` suspends or resumes; `…/deletion` schedules the deletion
 * (which suspends it at once) or cancels it (it stays suspended until resumed).
 */
export async function changeProgrammeState(key: string, change: ProgrammeStateChange): Promise<TOperatorProgramme> {
  const { method, resource } = REQUESTS[change];
  const url = `/programmes/${encodeURIComponent(key)}/${resource}`;
  const { data } =
    method === 'post'
      ? await operatorConsoleClient.post<TOperatorProgramme>(url)
      : await operatorConsoleClient.delete<TOperatorProgramme>(url);
  return data;
}

export function useChangeProgrammeState(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ProgrammeStateChange) => withStepUp(() => changeProgrammeState(key, change)),
    onSuccess: (programme) => storeChangedProgramme(client, programme),
  });
}
