/**
 * The operators' settings: METRICS_TOKEN guarding /api/metrics (on the operators' listener only), INSTANCE_ID in metrics and logs, and load shedding (MAX_RSS_MB set so low
 * that this process is always over it: every request is shed but liveness and the metrics).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ZErrorResponse } from '@portal/contracts/errors';
import { createTestApp } from '../../test/create-test-app';
import { waitFor } from '../../test/wait-for';
import type { TestApp } from '../../test/create-test-app';
import { createLogger } from '../../services';

const METRICS_TOKEN = 'metrics-token-for-the-operations-test';
const HOST = 'swift.localhost';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN, MAX_RSS_MB: '1', INSTANCE_ID: 'portal-a' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers }, remoteAddress });
const getMetrics = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.operators.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress });

describe('/api/metrics with METRICS_TOKEN set', () => {
  it('answers whoever sends the token, from any address', async () => {
    const response = await getMetrics({ authorization: `Bearer ${METRICS_TOKEN}` }, '203.0.113.7');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_requests_total');
    // INSTANCE_ID labels every series.
    expect(response.body).toMatch(/^portal_password_hash_concurrency\{instance_id="portal-a"\} \d+$/m);
  });

  it('refuses a missing or wrong token with 401, from the loopback address too', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: 'Bearer short' },
    ]) {
      const response = await getMetrics(headers);
      expect(response.statusCode).toBe(401);
      expect(ZErrorResponse.parse(response.json())).toMatchObject({
        code: ERROR_CODES.unauthenticated,
        message: 'Send the metrics token.',
      });
    }
  });
});

describe('/api/metrics on the public listener', () => {
  it('is not there, whoever asks and with the token too', async () => {
    for (const remoteAddress of ['127.0.0.1', '203.0.113.7']) {
      const response = await get('/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }, remoteAddress);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
  });
});

describe('INSTANCE_ID in the logs', () => {
  it('names the instance on every line', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    createLogger({ LOG_LEVEL: 'info', INSTANCE_ID: 'portal-a' }, destination).info('hello');
    expect(JSON.parse(lines[0]!)).toMatchObject({ instance: 'portal-a', msg: 'hello', pid: process.pid });
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After at once, while liveness and the metrics still answer', async () => {
    // The memory is sampled once a second: wait until the first sample is in.
    let shed = await get('/api/health/ready');
    await waitFor(async () => {
      shed = await get('/api/health/ready');
      return shed.statusCode === 503;
    }, 'the first memory sample sheds the readiness check');
    expect(shed.headers['retry-after']).toBe('10');
    expect(ZErrorResponse.parse(shed.json())).toMatchObject({
      code: ERROR_CODES.unavailable,
      message: 'The service is busy. Try again in a moment.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST },
      payload: { email: 'member@swift.test', password: 'whatever it is' },
    });
    expect(login.statusCode).toBe(503);

    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    const metrics = await getMetrics({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(metrics.statusCode).toBe(200);
    const loginShed = metrics.body
      .split('\n')
      .find((line) => line.startsWith('http_requests_total{') && line.includes('route="/api/auth/login"'));
    expect(loginShed).toMatch(/method="POST".*status_class="5xx".*\} 1$/);
  });
});
