/* eslint-disable lingui/no-unlocalized-strings -- HTTP's own text (header names and values) and the client's
   error codes, which docs/product.md fixes and the storage errors turn into words for people */
import { getRuntimeConfig } from '@/platform/runtime-config';
import { noteSessionRequest, sessionBearer } from '../client-session';
import {
  ABORTED_MESSAGE,
  applyServiceHeaders,
  createServiceClient,
  HttpError,
  httpStatusError,
  isSuccessStatus,
  NETWORK_ERROR_MESSAGE,
  parseJsonOrText,
} from '../create-client';
import type { ServiceClient } from '../create-client';
import { MAX_OPERATION_RETRY_TIME, MAX_UPLOAD_RETRY_TIME, runWithRetry } from './retry';
import type { StorageClock } from './retry';

// An upload goes over XMLHttpRequest, the one browser API that reports an upload's progress: fetch (and so
// ky's onUploadProgress) needs a streamed request body, which Chromium sends only over HTTP/2 and Safari and
// Firefox not at all. Everything else goes through the services' client (create-client.ts).

/** Where the server mounts the storage client's `/b/{bucket}/o/{path}` alias. */
export const STORAGE_BASE_PATH = '/api/storage';
export const APP_CHECK_HEADER = 'X-App-Check';

/** The services' client at the site's root, with the member's token as the bearer. */
const storageClient: ServiceClient = createServiceClient({
  baseURL: '',
  getBearer: sessionBearer,
  onBearerSent: noteSessionRequest,
});

/** `getAllResponseHeaders()` as lower-case names and their values. */
function parseResponseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

interface UploadRequest {
  url: string;
  method: string;
  params: Record<string, string> | undefined;
  body: Blob;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  /** Bytes sent so far, and the total when the browser knows it. */
  onProgress: ((loaded: number, total: number | undefined) => void) | undefined;
}

/**
 * One upload attempt: the services' headers and bearer (create-client.ts), success any 2xx, no timeout;
 * the answer's body as JSON, else its text. Fails with the services' HttpError: the status and answer,
 * or "Network Error" (ERR_NETWORK), or "Request aborted" (ERR_CANCELED when `signal` aborts).
 */
function sendUpload<T>({ url, method, params, body, headers, signal, onProgress }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new HttpError(ABORTED_MESSAGE, 'ERR_CANCELED'));
      return;
    }
    const address = new URL(url, globalThis.location?.href);
    for (const [name, value] of Object.entries(params ?? {})) address.searchParams.append(name, value);
    const request = new XMLHttpRequest();
    request.open(method, address.href);
    const all = new Headers(headers);
    if (!all.has('Accept')) all.set('Accept', 'application/json, text/plain, */*');
    applyServiceHeaders(all, sessionBearer, noteSessionRequest);
    all.forEach((value, name) => request.setRequestHeader(name, value));
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : undefined;
        onProgress(total === undefined ? event.loaded : Math.min(event.loaded, total), total);
      });
    }
    const onAbort = () => {
      request.abort();
      reject(new HttpError(ABORTED_MESSAGE, 'ERR_CANCELED'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    request.addEventListener('load', () =>
      settle(() => {
        const data = parseJsonOrText(request.responseText);
        if (isSuccessStatus(request.status)) {
          resolve(data as T);
          return;
        }
        const headers = parseResponseHeaders(request.getAllResponseHeaders());
        reject(httpStatusError({ status: request.status, statusText: request.statusText, data, headers }));
      }),
    );
    // No answer came back (offline, DNS, CORS, a dropped connection).
    request.addEventListener('error', () => settle(() => reject(new HttpError(NETWORK_ERROR_MESSAGE, 'ERR_NETWORK'))));
    // Stopped by the browser rather than by `signal` (a cancel has already rejected): as axios said it.
    request.addEventListener('abort', () => settle(() => reject(new HttpError(ABORTED_MESSAGE, 'ECONNABORTED'))));
    request.send(body);
  });
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
    (attemptSignal) =>
      sendUpload<T>({
        url,
        method,
        params,
        body: file,
        signal: attemptSignal,
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          ...(appCheck ? { [APP_CHECK_HEADER]: appCheck } : {}),
        },
        onProgress: onProgress
          ? (loaded, reported) => {
              const total = reported ?? file.size;
              onProgress({ loaded, total, fraction: total > 0 ? Math.min(loaded / total, 1) : 1 });
            }
          : undefined,
      }),
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
      const response = await storageClient.get<T>(getObjectUrl(bucket, path), {
        signal: attemptSignal,
        headers: appCheck ? { [APP_CHECK_HEADER]: appCheck } : {},
      });
      return response.data;
    },
    { maxRetryTime: MAX_OPERATION_RETRY_TIME, signal, clock },
  );
}
