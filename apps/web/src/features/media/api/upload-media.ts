import { ZUploadMediaResponse } from '@portal/contracts/media';
import type { TUploadMediaResponse } from '@portal/contracts/media';
import type { UploadProgress } from '@/api/storage/upload-object';

export interface UploadMediaOptions {
  file: File;
  title: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** `POST /media?title=…` with the raw file; rejects with a StorageError (type, size, content, quota, cancel). */
export async function uploadMedia({
  file,
  title,
  onProgress,
  signal,
}: UploadMediaOptions): Promise<TUploadMediaResponse> {
  // The storage client loads with the first upload.
  const { uploadObject } = await import('@/api/storage/upload-object');
  const body = await uploadObject<unknown>({
    url: '/api/authorization/media',
    params: { title },
    file,
    onProgress,
    signal,
  });
  return ZUploadMediaResponse.parse(body);
}
