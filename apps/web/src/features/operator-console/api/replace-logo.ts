import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBrandArtworkUpload, TOperatorProgramme } from '@portal/contracts/operator-console';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { storeChangedProgramme } from './get-programme';
import { operatorConsoleClient } from './operator-console-client';

/** `PUT /programmes/:key/logo`: a new logo, checked and re-encoded by the server. */
export async function replaceLogo(key: string, upload: TBrandArtworkUpload): Promise<TOperatorProgramme> {
  const { data } = await operatorConsoleClient.put<TOperatorProgramme>(
    `/programmes/${encodeURIComponent(key)}/logo`,
    upload,
  );
  return data;
}

export function useReplaceLogo(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: TBrandArtworkUpload) => withStepUp(() => replaceLogo(key, upload)),
    onSuccess: (programme) => storeChangedProgramme(client, programme),
  });
}
