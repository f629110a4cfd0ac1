import { describe, expect, it } from 'vitest';
import { isConflict, isLinkTokenError, isPasswordRejected } from './error-codes';

function httpError(status: number, data: unknown = {}) {
  return { isHttpError: true, message: 'failed', response: { status, statusText: '', data } };
}

describe('error codes', () => {
  it('reads a broken link from its code, or from a 404/410 without one', () => {
    expect(isLinkTokenError(httpError(400, { code: 'TOKEN_EXPIRED' }))).toBe(true);
    expect(isLinkTokenError(httpError(410))).toBe(true);
    expect(isLinkTokenError(httpError(404, { code: 'NOT_FOUND' }))).toBe(false);
    expect(isLinkTokenError(new Error('offline'))).toBe(false);
  });

  it('reads a rejected password and a conflict', () => {
    expect(isPasswordRejected(httpError(400, { code: 'PASSWORD_REJECTED' }))).toBe(true);
    expect(isPasswordRejected(httpError(400, { code: 'VALIDATION_FAILED' }))).toBe(false);
    expect(isConflict(httpError(409))).toBe(true);
    expect(isConflict(httpError(400, { code: 'CONFLICT' }))).toBe(true);
    expect(isConflict(httpError(400))).toBe(false);
  });
});
