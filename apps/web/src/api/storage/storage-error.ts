import { getStorageErrorCode, STORAGE_ERROR_CODES, STORAGE_ERROR_MESSAGES } from '@portal/contracts/media';
import type { TStorageErrorCode } from '@portal/contracts/media';
import { msg } from '@lingui/core/macro';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { i18n } from '@/i18n/i18n';
import { getErrorCode, getErrorStatus, isHttpError } from '../error-message';

export { STORAGE_ERROR_CODES };
export type { TStorageErrorCode };

/**
 * The retry limit's own wording: operations (not only uploads) give up with
 * it, and the contracts' "took too long" blames the file where the connection
 * is the likely cause.
 */
const RETRY_LIMIT_MESSAGE = msg`We couldn't reach the portal after several tries. Check your connection and try again.`;

/** The plain message for a code, in the active language: the contracts' wording, but for the retry limit. */
export function getStorageMessage(code: TStorageErrorCode): string {
  if (code === STORAGE_ERROR_CODES.retryLimitExceeded) return i18n._(RETRY_LIMIT_MESSAGE);
  return localizeContractMessage(STORAGE_ERROR_MESSAGES[code]);
}

/** A storage call's failure: a `storage/…` code, the HTTP status (if one came back) and a message for people. */
export class StorageError extends Error {
  readonly code: TStorageErrorCode;
  readonly status: number | undefined;
  /** The API's own error code (`MEDIA_QUOTA_EXCEEDED`, `PAYLOAD_TOO_LARGE`…), when it sent one. */
  readonly serverCode: string | undefined;

  constructor(code: TStorageErrorCode, options: { status?: number; serverCode?: string; cause?: unknown } = {}) {
    super(getStorageMessage(code), { cause: options.cause });
    this.name = 'StorageError';
    this.code = code;
    this.status = options.status;
    this.serverCode = options.serverCode;
  }
}

export function isStorageError(error: unknown): error is StorageError {
  return error instanceof StorageError;
}

/** An aborted request's code (`ERR_CANCELED`, the HTTP clients' and the uploads'). */
function isCanceled(error: unknown): boolean {
  if (isHttpError(error)) return error.code === 'ERR_CANCELED';
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_CANCELED';
}

/** The storage error for whatever a request threw; a StorageError passes through unchanged. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (isCanceled(error)) return new StorageError(STORAGE_ERROR_CODES.canceled, { cause: error });
  const status = getErrorStatus(error);
  if (status === undefined) return new StorageError(STORAGE_ERROR_CODES.unknown, { cause: error });
  const serverCode = getErrorCode(error);
  return new StorageError(getStorageErrorCode(status, serverCode), { status, serverCode, cause: error });
}
