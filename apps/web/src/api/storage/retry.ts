import { STORAGE_RETRY } from '@portal/contracts/media';
import { getErrorStatus, isHttpError } from '../error-message';
import { STORAGE_ERROR_CODES, StorageError, toStorageError } from './storage-error';

/** §9: give up retrying an operation (metadata, delete…) after 2 minutes. */
export const MAX_OPERATION_RETRY_TIME = STORAGE_RETRY.maxOperationRetryMs;
/** §9: give up retrying an upload after 10 minutes. */
export const MAX_UPLOAD_RETRY_TIME = STORAGE_RETRY.maxUploadRetryMs;
export const INITIAL_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = STORAGE_RETRY.maxBackoffMs;

/** Time and chance, injectable so tests run on a fake clock. */
export interface StorageClock {
  now: () => number;
  /** Waits `ms`; rejects with `storage/canceled` when `signal` aborts first. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** In [0, 1), like Math.random. */
  random: () => number;
}

function canceledError(): StorageError {
  return new StorageError(STORAGE_ERROR_CODES.canceled);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(canceledError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(canceledError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const systemClock: StorageClock = { now: () => Date.now(), sleep, random: () => Math.random() };

/** The most the `attempt`th retry (0-based) may wait: 1 s, 2 s, 4 s … doubling up to 64 s. */
export function getBackoffCeiling(attempt: number): number {
  return Math.min(INITIAL_BACKOFF_MS * 2 ** attempt, MAX_BACKOFF_MS);
}

/** Full jitter: anywhere from 0 up to the ceiling, so many clients do not retry in step. */
export function getBackoffDelay(attempt: number, random: () => number): number {
  return Math.floor(random() * getBackoffCeiling(attempt));
}

/** 5xx, 408 and 429 are worth another try, and so is no answer at all (a network error or timeout). */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof StorageError) return false;
  if (!isHttpError(error) || error.code === 'ERR_CANCELED') return false;
  const status = getErrorStatus(error);
  if (status === undefined) return true;
  return status >= 500 || (STORAGE_RETRY.retryableStatuses as readonly number[]).includes(status);
}

export interface RetryOptions {
  /** How long, from the first try, retrying may go on: MAX_OPERATION_RETRY_TIME or MAX_UPLOAD_RETRY_TIME. */
  maxRetryTime: number;
  signal?: AbortSignal;
  clock?: StorageClock;
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the next wait would end
 * past `maxRetryTime` (→ `storage/retry-limit-exceeded`). Every failure comes
 * out as a StorageError.
 */
export async function runWithRetry<T>(
  attempt: (signal?: AbortSignal) => Promise<T>,
  { maxRetryTime, signal, clock = systemClock }: RetryOptions,
): Promise<T> {
  const startedAt = clock.now();
  for (let retry = 0; ; retry += 1) {
    if (signal?.aborted) throw canceledError();
    try {
      return await attempt(signal);
    } catch (error) {
      if (signal?.aborted) throw new StorageError(STORAGE_ERROR_CODES.canceled, { cause: error });
      if (!isRetryableError(error)) throw toStorageError(error);
      const delay = getBackoffDelay(retry, clock.random);
      if (clock.now() - startedAt + delay >= maxRetryTime) {
        throw new StorageError(STORAGE_ERROR_CODES.retryLimitExceeded, {
          status: getErrorStatus(error),
          cause: error,
        });
      }
      await clock.sleep(delay, signal);
    }
  }
}
