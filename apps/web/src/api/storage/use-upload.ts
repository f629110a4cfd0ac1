import { useRef, useState } from 'react';
import { isStorageError, STORAGE_ERROR_CODES } from './storage-error';
import type { UploadProgress } from './upload-object';

/** What an upload function takes from the hook: where to report progress, and the signal that cancels it. */
export interface UploadControls {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

export type UploadOutcome<T> =
  { status: 'done'; value: T } | { status: 'canceled' } | { status: 'failed'; error: unknown };

export interface Upload {
  isUploading: boolean;
  /** 0 to 1 while uploading. */
  fraction: number;
  /** Runs one upload (progress reported, cancellable) and says how it ended; it never throws. */
  start: <T>(send: (controls: UploadControls) => Promise<T>) => Promise<UploadOutcome<T>>;
  /** Cancels the upload under way: it ends `canceled`. */
  cancel: () => void;
}

/** One upload at a time with its progress and a Cancel, for every screen that uploads a file. */
export function useUpload(): Upload {
  const [fraction, setFraction] = useState<number | null>(null);
  const current = useRef<AbortController | null>(null);

  async function start<T>(send: (controls: UploadControls) => Promise<T>): Promise<UploadOutcome<T>> {
    const controller = new AbortController();
    current.current = controller;
    setFraction(0);
    try {
      const value = await send({
        signal: controller.signal,
        onProgress: (progress) => {
          if (current.current === controller) setFraction(progress.fraction);
        },
      });
      return { status: 'done', value };
    } catch (error) {
      if (isStorageError(error) && error.code === STORAGE_ERROR_CODES.canceled) return { status: 'canceled' };
      return { status: 'failed', error };
    } finally {
      if (current.current === controller) {
        current.current = null;
        setFraction(null);
      }
    }
  }

  return {
    isUploading: fraction !== null,
    fraction: fraction ?? 0,
    start,
    cancel: () => current.current?.abort(),
  };
}
