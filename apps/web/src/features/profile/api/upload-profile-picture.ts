import { ZProfilePictureResponse } from '@portal/contracts/media';
import type { TProfilePictureResponse } from '@portal/contracts/media';
import type { UploadProgress } from '@/api/storage/upload-object';

export interface UploadProfilePictureOptions {
  file: Blob;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** `PUT /accounts/me/profile-picture` with the raw image; rejects with a StorageError. */
export async function uploadProfilePicture({
  file,
  onProgress,
  signal,
}: UploadProfilePictureOptions): Promise<TProfilePictureResponse> {
  // The storage client loads with the first upload.
  const { uploadObject } = await import('@/api/storage/upload-object');
  const body = await uploadObject<unknown>({
    url: '/api/authorization/accounts/me/profile-picture',
    method: 'PUT',
    file,
    onProgress,
    signal,
  });
  return ZProfilePictureResponse.parse(body);
}
