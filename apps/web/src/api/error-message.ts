import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TErrorResponse } from '@portal/contracts/errors';
import { i18n as appI18n } from '../i18n/i18n';

const NETWORK_ERROR = msg`We couldn't reach the portal. Check your connection and try again.`;
const TIMEOUT_ERROR = msg`The portal took too long to answer. Please try again.`;
const GENERIC_ERROR = msg`Something went wrong on our side. Please try again.`;

/**
 * The parts of the services' HttpError (create-client.ts) we read; checked by its flag so this file, on
 * the login path, never pulls in the HTTP client.
 */
interface HttpErrorLike {
  isHttpError: true;
  code?: string;
  message: string;
  response?: { status: number; statusText: string; data: unknown; headers?: unknown };
}

export function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true;
}

/** The HTTP status of a failed call, or undefined when no answer came back. */
export function getErrorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The stable `code` of a ZErrorResponse body (`TOKEN_EXPIRED`, `PASSWORD_REJECTED`…), when the server sent one. */
export function getErrorCode(error: unknown): string | undefined {
  const data: unknown = isHttpError(error) ? error.response?.data : undefined;
  const code = data && typeof data === 'object' ? (data as Partial<TErrorResponse>).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The `field` a validation error is about, when the server named one. */
export function getErrorField(error: unknown): string | undefined {
  const data: unknown = isHttpError(error) ? error.response?.data : undefined;
  const field = data && typeof data === 'object' ? (data as Partial<TErrorResponse>).field : undefined;
  return typeof field === 'string' ? field : undefined;
}

/** Whole seconds from a 429's `Retry-After` (seconds or an HTTP date), when there is one. */
export function getRetryAfterSeconds(error: unknown, now = Date.now()): number | undefined {
  const headers = isHttpError(error) ? error.response?.headers : undefined;
  if (!headers || typeof headers !== 'object') return undefined;
  const raw = (headers as Record<string, unknown>)['retry-after'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * "Please wait 2 minutes and try again." from a 429's Retry-After, for forms
 * that were refused; in the active language unless `i18n` says otherwise.
 */
export function getRetryAdvice(error: unknown, i18n: I18n = appI18n): string {
  const seconds = getRetryAfterSeconds(error);
  if (seconds === undefined) return i18n._(msg`Please wait a few minutes and try again.`);
  if (seconds <= 1) return i18n._(msg`Please wait a second and try again.`);
  if (seconds < 60) {
    return i18n._(
      msg`${plural(seconds, { one: 'Please wait # second and try again.', other: 'Please wait # seconds and try again.' })}`,
    );
  }
  const minutes = Math.ceil(seconds / 60);
  return i18n._(
    msg`${plural(minutes, { one: 'Please wait # minute and try again.', other: 'Please wait # minutes and try again.' })}`,
  );
}

/** The human `message` of a ZErrorResponse body (read without zod: it loads with the form). */
function getServerMessage(data: unknown): string | undefined {
  const message = data && typeof data === 'object' ? (data as Partial<TErrorResponse>).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * A sentence a member can read, for any failure: the server's own `message`
 * for a 4xx (every service answers errors with ZErrorResponse), else a
 * message chosen by status, else a plain explanation. Never a raw error.
 * The server answers in the language of the request (Accept-Language); the
 * web's own messages come out in the active language unless `i18n` says otherwise.
 */
export function getErrorMessage(error: unknown, byStatus: Record<number, string> = {}, i18n: I18n = appI18n): string {
  if (!isHttpError(error)) return i18n._(GENERIC_ERROR);
  const { response } = error;
  if (!response) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return i18n._(TIMEOUT_ERROR);
    return i18n._(NETWORK_ERROR);
  }
  const serverMessage = response.status < 500 ? getServerMessage(response.data) : undefined;
  return serverMessage ?? byStatus[response.status] ?? i18n._(GENERIC_ERROR);
}

/**
 * `getErrorMessage` for forms, except that a 429 says how long to wait
 * (from Retry-After) rather than the server's generic advice, unless the
 * form says its own (the login form's).
 */
export function getFormErrorMessage(
  error: unknown,
  byStatus: Record<number, string> = {},
  i18n: I18n = appI18n,
): string {
  if (getErrorStatus(error) === 429 && byStatus[429] === undefined) {
    const advice = getRetryAdvice(error, i18n);
    return i18n._(msg`Too many attempts in a short time. ${advice}`);
  }
  return getErrorMessage(error, byStatus, i18n);
}
