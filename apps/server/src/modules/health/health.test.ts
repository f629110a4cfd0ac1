import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '@portal/contracts/demo';
import { ERROR_CODES, ZErrorResponse } from '@portal/contracts/errors';
import { ZReadinessResponse } from '@portal/contracts/health';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { waitFor } from '../../test/wait-for';
import { READINESS_CACHE_MS } from './instance-readiness';

const HOST = 'swift.localhost';

/** Everything the app logged (at the most detailed level), one parsed line each. */
const logLines: Record<string, unknown>[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logDestination });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

/** Long enough for the cached readiness result to expire and the checks to run again. */
const READINESS_TURNS_MS = READINESS_CACHE_MS * 3;

describe('liveness', () => {
  it('answers ok at /api/health and /api/health/live without touching the database', async () => {
    for (const url of ['/api/health', '/api/health/live']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('readiness', () => {
  it('is ready while the database and the media folder answer', async () => {
    const response = await get('/api/health/ready');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZReadinessResponse.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
      // The test server sends no email and has no push credentials: it says so.
      not_configured: ['email', 'push-android', 'push-ios'],
    });
  });

  it('answers 503 naming the storage while the media folder cannot be written, and recovers', async () => {
    const media = path.join(t.config.DATA_DIR, 'media');
    await rm(media, { recursive: true, force: true });
    // A file where the folder should be: nothing can be written under it.
    await writeFile(media, 'not a folder');
    try {
      // The last result is cached for a moment: wait until the checks have run again and found the storage failed.
      let response: Awaited<ReturnType<typeof get>> | undefined;
      await waitFor(
        async () => {
          response = await get('/api/health/ready');
          return response.json().details?.storage === 'failed';
        },
        'readiness names the storage failed',
        READINESS_TURNS_MS,
      );
      expect(response?.statusCode).toBe(503);
      const body = ZErrorResponse.parse(response?.json());
      expect(body.code).toBe(ERROR_CODES.unavailable);
      expect(body.details).toEqual({ database: 'ok', storage: 'failed', draining: false });
      expect(body.message).toBe('Not ready: the database or the media storage is not available.');
      expect(response?.body).not.toContain(t.config.DATA_DIR);
      expect(logLines.some((line) => line.msg === 'readiness check failed' && line.check === 'storage')).toBe(true);
    } finally {
      await rm(media, { force: true });
    }
    await waitFor(
      async () => (await get('/api/health/ready')).statusCode === 200,
      'readiness recovers',
      READINESS_TURNS_MS,
    );
  });

  it('answers 503 while draining, and liveness stays ok', async () => {
    t.app.readiness.startDraining();
    const response = await get('/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(ZErrorResponse.parse(response.json())).toMatchObject({
      message: 'Not ready: this instance is shutting down.',
      details: { database: 'ok', storage: 'ok', draining: true },
    });
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('keeps a plain incoming X-Request-Id and sends it back', async () => {
    const response = await get('/api/health/live', { 'x-request-id': 'lb-trace.0001:abc' });
    expect(response.headers['x-request-id']).toBe('lb-trace.0001:abc');
  });

  it('replaces an unsafe or long one with a new UUID', async () => {
    for (const sent of ['a b<script>', 'x'.repeat(65), '']) {
      const response = await get('/api/health/live', { 'x-request-id': sent });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const without = await get('/api/health/live');
    expect(without.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the request on every line logged for it, the services’ own lines included', async () => {
    const requestId = 'forgot-password-trace-1';
    const email = demoEmail('member', 'swift');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: HOST, 'x-request-id': requestId },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    // The email is written in the background, after the answer: it still belongs to the request.
    const mailLine = () => logLines.find((line) => String(line.msg).startsWith('Email written to the outbox'));
    await waitFor(() => mailLine() !== undefined, 'the email is written', 10_000);
    expect(mailLine()?.reqId).toBe(requestId);
    const lines = logLines.filter((line) => line.reqId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', expect.stringMatching(/^Email written/)]),
    );
  });
});

describe('metrics', () => {
  it('counts requests by route pattern, never the path as sent, and reports the pool, hashing and the process', async () => {
    const token = await signIn(t.app, demoEmail('member', 'swift'));
    const article = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/articles/00000000-0000-4000-8000-000000000000',
      headers: { host: HOST, authorization: `Bearer ${token}` },
    });
    expect(article.statusCode).toBe(404);
    await get('/api/health/live');

    const response = await t.operators.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/authorization\/articles\/:id",status_class="4xx"\} 1$/m,
    );
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/auth\/login",status_class="2xx"\} \d+$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live"/m,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).not.toContain(token);
    expect(text).toMatch(/^portal_db_pool_max \d+$/m);
    expect(text).toMatch(/^portal_db_queries_in_flight \d+$/m);
    expect(text).toMatch(/^portal_password_hashes_peak [1-9]\d*$/m);
    expect(text).toMatch(new RegExp(`^portal_password_hash_concurrency ${t.config.HASH_CONCURRENCY}$`, 'm'));
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
  });
});
