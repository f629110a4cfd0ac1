import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '../test/i18n';
import { HttpError, httpStatusError } from './create-client';
import {
  getErrorCode,
  getErrorField,
  getErrorMessage,
  getErrorStatus,
  getFormErrorMessage,
  getRetryAdvice,
  getRetryAfterSeconds,
  isHttpError,
} from './error-message';

/** The HTTP clients' own error for an answer (headers in lower case, as they read them). */
function httpError(status: number, data: unknown, headers: Record<string, string> = {}) {
  return httpStatusError({ status, statusText: '', data, headers });
}

describe('isHttpError', () => {
  it("recognises the HTTP clients' error, with or without an answer, and nothing else", () => {
    expect(isHttpError(httpError(404, {}))).toBe(true);
    expect(isHttpError(new HttpError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(getErrorStatus(httpError(404, {}))).toBe(404);
    expect(getErrorStatus(new HttpError('Request aborted', 'ERR_CANCELED'))).toBeUndefined();
    expect(isHttpError(new Error('x'))).toBe(false);
    expect(isHttpError({ isAxiosError: true, message: 'x', response: { status: 500 } })).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });

  it('chooses the timeout or the network sentence when no answer came back', () => {
    expect(getErrorMessage(new HttpError('timeout of 50ms exceeded', 'ECONNABORTED'))).toBe(
      'The portal took too long to answer. Please try again.',
    );
    expect(getErrorMessage(new HttpError('Network Error', 'ERR_NETWORK'))).toBe(
      "We couldn't reach the portal. Check your connection and try again.",
    );
  });
});

describe('error details', () => {
  it('reads the code and field of a ZErrorResponse', () => {
    const error = httpError(400, {
      statusCode: 400,
      error: 'x',
      message: 'm',
      code: 'PASSWORD_REJECTED',
      field: 'password',
    });
    expect(getErrorCode(error)).toBe('PASSWORD_REJECTED');
    expect(getErrorField(error)).toBe('password');
    expect(getErrorCode(new Error('x'))).toBeUndefined();
    expect(getErrorCode(httpError(500, '<html>'))).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(getRetryAfterSeconds(httpError(429, {}, { 'retry-after': '42' }))).toBe(42);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(getRetryAfterSeconds(httpError(429, {}, { 'retry-after': 'Thu, 01 Jan 2026 00:03:00 GMT' }), now)).toBe(180);
    expect(getRetryAfterSeconds(httpError(429, {}, { 'retry-after': 'soon' }))).toBeUndefined();
    expect(getRetryAfterSeconds(httpError(429, {}))).toBeUndefined();
  });

  it('turns a 429 into how long to wait, and anything else as getErrorMessage does', () => {
    expect(getFormErrorMessage(httpError(429, {}, { 'retry-after': '1' }))).toBe(
      'Too many attempts in a short time. Please wait a second and try again.',
    );
    expect(getFormErrorMessage(httpError(429, {}))).toBe(
      'Too many attempts in a short time. Please wait a few minutes and try again.',
    );
    expect(getFormErrorMessage(httpError(400, { message: 'Enter a valid email address.' }))).toBe(
      'Enter a valid email address.',
    );
  });
});

describe('in the active language', () => {
  it('counts the wait with plurals, in English and in Spanish', () => {
    const after = (seconds: string) => httpError(429, {}, { 'retry-after': seconds });
    expect(getRetryAdvice(after('42'))).toBe('Please wait 42 seconds and try again.');
    expect(getRetryAdvice(after('60'))).toBe('Please wait 1 minute and try again.');
    expect(getRetryAdvice(after('180'))).toBe('Please wait 3 minutes and try again.');
    activateTestLocale('es');
    expect(getRetryAdvice(after('42'))).toBe('Espere 42 segundos y vuelva a intentarlo.');
    expect(getRetryAdvice(after('60'))).toBe('Espere 1 minuto y vuelva a intentarlo.');
    expect(getFormErrorMessage(after('180'))).toBe(
      'Demasiados intentos en poco tiempo. Espere 3 minutos y vuelva a intentarlo.',
    );
    expect(getErrorMessage(new HttpError('Network Error', 'ERR_NETWORK'))).toBe(
      'No pudimos comunicarnos con el portal. Revise su conexión y vuelva a intentarlo.',
    );
    expect(getErrorMessage(new Error('x'))).toBe('Algo salió mal de nuestro lado. Vuelva a intentarlo.');
  });
});
