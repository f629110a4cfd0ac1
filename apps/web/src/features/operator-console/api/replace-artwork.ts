import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBrandArtworkKind, TBrandArtworkUpload, TOperatorProgramme } from '@portal/contracts/operator-console';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { storeChangedProgramme } from './get-programme';
import { operatorConsoleClient } from './operator-console-client';

/** `PUT /programmes/:key/logo` or `…/favicon`: a new image, checked and re-encoded by the server. */
export async function replaceArtwork(
  key: string,
  kind: TBrandArtworkKind,
  upload: TBrandArtworkUpload,
): Promise<TOperatorProgramme> {
  const { data } = await operatorConsoleClient.put<TOperatorProgramme>(
    `/programmes/${encodeURIComponent(key)}/${kind}`,
    upload,
  );
  return data;
}

export function useReplaceArtwork(key: string, kind: TBrandArtworkKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: TBrandArtworkUpload) => withStepUp(() => replaceArtwork(key, kind, upload)),
    onSuccess: (programme) => storeChangedProgramme(client, programme),
  });
}
