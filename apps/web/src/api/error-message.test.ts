import { describe, expect, it } from 'vitest';
import { getErrorCode, getErrorField, getFormErrorMessage, getRetryAfterSeconds } from './error-message';

function httpError(status: number, data: unknown, headers: Record<string, string> = {}) {
  return { isAxiosError: true, message: 'x', response: { status, statusText: '', data, headers } };
}

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
