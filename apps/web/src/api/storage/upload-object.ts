import axios from 'axios';
import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { getRuntimeConfig } from '@/platform/runtime-config';
import { readAccessToken } from '@/session/storage';
import { applyServiceHeaders, HttpError, httpStatusError, isSuccessStatus } from '../create-client';
import { MAX_OPERATION_RETRY_TIME, MAX_UPLOAD_RETRY_TIME, runWithRetry } from './retry';
import type { StorageClock } from './retry';

// Uploads keep axios (XMLHttpRequest): it reports upload progress, which fetch cannot in every browser.
// This module pulls it in: a screen that uploads imports it lazily, and nothing on the login or Home path does.

/** Where the server mounts the storage client's `/b/{bucket}/o/{path}` alias. */
export const STORAGE_BASE_PATH = '/api/storage';
export const APP_CHECK_HEADER = 'X-App-Check';

let client: AxiosInstance | undefined;

/**
 * Created on first use: the services' headers (create-client.ts) with the stored access token as the
 * bearer, success any 2xx, no timeout.
 */
function getStorageClient(): AxiosInstance {
  if (client) return client;
  client = axios.create({ timeout: 0, validateStatus: isSuccessStatus });
  client.interceptors.request.use((config) => {
    applyServiceHeaders(config.headers, readAccessToken);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toHttpError(error)));
  return client;
}

/** An axios failure as the services' HttpError (create-client.ts), so every consumer reads one kind of error. */
function toHttpError(error: unknown): unknown {
  if (!axios.isAxiosError(error)) return error;
  const { response } = error;
  if (response) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    return httpStatusError(
      { status: response.status, statusText: response.statusText, data: response.data as unknown, headers },
      error,
    );
  }
  // No answer: axios's own message and code ("Network Error", ERR_NETWORK; ERR_CANCELED when aborted).
  return new HttpError(error.message, error.code, undefined, error);
}

/** The app-check token, when the runtime config carries one (read structurally: the field is optional). */
function readAppCheckToken(): string | undefined {
  const config: object = getRuntimeConfig();
  const token = 'appCheckToken' in config ? config.appCheckToken : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** `/api/storage/b/{bucket}/o/{path}`, the path encoded as one segment (slashes too). */
export function getObjectUrl(bucket: string, path: string): string {
  return `${STORAGE_BASE_PATH}/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}`;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1. */
  fraction: number;
}

interface StorageTarget {
  /** The tenant's key. */
  bucket: string;
  /** The object's name within the bucket. */
  path: string;
  url?: never;
}

interface UrlTarget {
  /** A plain URL instead of the alias, e.g. `/api/authorization/media`. */
  url: string;
  bucket?: never;
  path?: never;
}

export type UploadObjectOptions = (StorageTarget | UrlTarget) & {
  file: Blob;
  method?: 'POST' | 'PUT';
  /** Query parameters (`{ title }` for `POST /media`). */
  params?: Record<string, string>;
  /** Progress of the current attempt; a retry starts again from 0. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload, or the wait before a retry, with `storage/canceled`. */
  signal?: AbortSignal;
  clock?: StorageClock;
};

/**
 * Uploads `file` as the raw request body (its own Content-Type), retrying
 * 5xx, 408, 429 and network failures with backoff for up to 10 minutes.
 * Resolves with the response body, unchecked: parse it with the endpoint's
 * contract. Rejects with a StorageError.
 */
export function uploadObject<T = unknown>(options: UploadObjectOptions): Promise<T> {
  const { file, method = 'POST', params, onProgress, signal, clock } = options;
  const url = options.url ?? getObjectUrl(options.bucket, options.path);
  const appCheck = readAppCheckToken();
  return runWithRetry(
    async (attemptSignal) => {
      const response = await getStorageClient().request<T>({
        url,
        method,
        params,
        data: file,
        signal: attemptSignal,
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          ...(appCheck ? { [APP_CHECK_HEADER]: appCheck } : {}),
        },
        onUploadProgress: onProgress
          ? (event: AxiosProgressEvent) => {
              const total = event.total ?? file.size;
              onProgress({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(event.loaded / total, 1) : 1 });
            }
          : undefined,
      });
      return response.data;
    },
    { maxRetryTime: MAX_UPLOAD_RETRY_TIME, signal, clock },
  );
}

export interface GetObjectMetadataOptions {
  bucket: string;
  path: string;
  signal?: AbortSignal;
  clock?: StorageClock;
}

/** `GET /b/{bucket}/o/{path}`: the object's metadata, retried for up to 2 minutes. */
export function getObjectMetadata<T = unknown>({ bucket, path, signal, clock }: GetObjectMetadataOptions): Promise<T> {
  const appCheck = readAppCheckToken();
  return runWithRetry(
    async (attemptSignal) => {
      const response = await getStorageClient().get<T>(getObjectUrl(bucket, path), {
        signal: attemptSignal,
        headers: appCheck ? { [APP_CHECK_HEADER]: appCheck } : {},
      });
      return response.data;
    },
    { maxRetryTime: MAX_OPERATION_RETRY_TIME, signal, clock },
  );
}
