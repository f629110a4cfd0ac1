import type { TUploadMediaResponse } from '@portal/contracts/media';
import type { UploadControls } from '@/api/storage/use-upload';

/**
 * `POST /media?title=…&shared=true`: a video or poster image every member of the programme can play or
 * see (editors and admins). The body streams as the file itself, with its progress.
 */
export async function uploadProgrammeMedia(
  file: File,
  title: string,
  { onProgress, signal }: UploadControls,
): Promise<TUploadMediaResponse> {
  // The retrying upload client loads only when an editor uploads.
  const { uploadObject } = await import('@/api/storage/upload-object');
  return uploadObject<TUploadMediaResponse>({
    url: '/api/authorization/media',
    file,
    params: { title, shared: 'true' },
    onProgress,
    signal,
  });
}
