import { describe, expect, it } from 'vitest';
import { getServerFieldError } from './server-field-error';

function httpError(status: number, data: unknown = {}) {
  return { isHttpError: true, message: 'failed', response: { status, statusText: '', data } };
}

const FIELDS = ['email', 'new_password'] as const;

describe('getServerFieldError', () => {
  it('puts the message on the field the server named, when the form has it', () => {
    expect(getServerFieldError(httpError(400, { field: 'email', message: 'Use a work address.' }), FIELDS)).toEqual({
      field: 'email',
      message: 'Use a work address.',
    });
  });

  it('leaves a field the form does not have, or none, to the form alert', () => {
    expect(getServerFieldError(httpError(400, { field: 'plan', message: 'No.' }), FIELDS).field).toBeUndefined();
    expect(getServerFieldError(httpError(500), FIELDS).field).toBeUndefined();
  });

  it('maps an error code to its field, and uses messages by status', () => {
    const rejected = httpError(400, { code: 'PASSWORD_REJECTED', message: 'Too short.' });
    expect(getServerFieldError(rejected, FIELDS, { byCode: { PASSWORD_REJECTED: 'new_password' } }).field).toBe(
      'new_password',
    );
    expect(getServerFieldError(httpError(403), FIELDS, { byStatus: { 403: 'Editors only.' } }).message).toBe(
      'Editors only.',
    );
  });
});
