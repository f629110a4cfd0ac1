import type { TUploadMediaResponse } from '@portal/contracts/media';
import type { UploadProgress } from '@/api/storage/upload-object';

/** `POST /media?title=…&shared=true`: an image every member of the programme can see (editors and admins). */
export async function uploadCover(
  file: File,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<TUploadMediaResponse> {
  // axios and the retrying upload client load only when an editor uploads.
  const { uploadObject } = await import('@/api/storage/upload-object');
  return uploadObject<TUploadMediaResponse>({
    url: '/api/authorization/media',
    file,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the stored file's title, data rather than words on screen
    params: { title: file.name || 'Article cover', shared: 'true' },
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}
