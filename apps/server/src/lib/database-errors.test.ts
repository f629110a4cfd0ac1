import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ZErrorResponse } from '@portal/contracts/errors';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { isDatabaseUnavailable } from './database-errors';

/** An error shaped as postgres.js throws it (`code`), wrapped as Drizzle wraps it (`cause`). */
function driverError(code: string, wrapped = true): Error {
  const error = Object.assign(new Error(`driver: ${code}`), { code });
  return wrapped ? new Error('Failed query: insert into "dependents" …', { cause: error }) : error;
}

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused connection and a server going away, wrapped or not', () => {
    for (const code of [
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
      'CONNECT_TIMEOUT',
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(driverError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(driverError(code, false)), code).toBe(true);
    }
    for (const state of ['57P01', '57P02', '57P03', '08006', '08001', '57014', '53300']) {
      expect(isDatabaseUnavailable(driverError(state)), state).toBe(true);
    }
    const refusedEverywhere = new AggregateError([driverError('ECONNREFUSED', false)], 'connect failed');
    expect(isDatabaseUnavailable(refusedEverywhere)).toBe(true);
  });

  it('leaves a fault in the query itself alone', () => {
    for (const state of ['23505', '42P01', '22P02', '40001']) {
      expect(isDatabaseUnavailable(driverError(state)), state).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('the error handler, when the database is gone', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After and no detail of the failure', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    app.get('/write', async () => {
      throw driverError('CONNECTION_CLOSED');
    });
    app.get('/bug', async () => {
      throw driverError('23505');
    });
    const gone = await app.inject({ method: 'GET', url: '/write' });
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('5');
    expect(ZErrorResponse.parse(gone.json())).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable. Try again in a moment.',
      code: ERROR_CODES.unavailable,
    });
    expect(gone.body).not.toContain('dependents');
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
