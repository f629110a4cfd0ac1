import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, passthrough } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { setNative } from '../test/fixtures';
import { setRuntimeConfig } from '../platform/runtime-config';
import { setCurrentBrand } from '../brands/current-brand';
import { authClient, authorizationClient, ingestionClient } from './clients';
import { activateTestLocale } from '../test/i18n';
import { provideClientSession } from './client-session';
import { createServiceClient, HttpError } from './create-client';
import { getErrorCode, getErrorMessage, getErrorStatus, getRetryAfterSeconds, isHttpError } from './error-message';
import { pinBrand } from '@/test/brands';

function captureHeaders(path: string) {
  const seen: Headers[] = [];
  server.use(
    http.all(`*${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

afterEach(() => {
  setNative(false);
  setRuntimeConfig(undefined);
  setCurrentBrand(undefined);
});

describe('service clients', () => {
  const clients = [
    ['auth', authClient, '/api/auth/ping'],
    ['authorization', authorizationClient, '/api/authorization/ping'],
    ['ingestion', ingestionClient, '/api/ingestion/ping'],
  ] as const;

  it.each(clients)('%s sends X-Application-Type: HEALTHCARE_PORTAL on the web', async (_, client, path) => {
    const seen = captureHeaders(path);
    await client.get('/ping');
    expect(seen[0]?.get('x-application-type')).toBe('HEALTHCARE_PORTAL');
    expect(seen[0]?.has('x-portal-brand')).toBe(false);
  });

  it.each(clients)('%s sends HEALTHCARE_MOBILE and the brand key in the native shell', async (_, client, path) => {
    setNative(true);
    pinBrand('incent');
    const seen = captureHeaders(path);
    await client.get('/ping');
    expect(seen[0]?.get('x-application-type')).toBe('HEALTHCARE_MOBILE');
    expect(seen[0]?.get('x-portal-brand')).toBe('incent');
  });

  it('treats only 2xx as success: a 304 or a 4xx rejects with its status', async () => {
    server.use(
      http.get('*/api/auth/redirected', () => new HttpResponse(null, { status: 304 })),
      http.get('*/api/auth/created', () => HttpResponse.json({ id: 'x' }, { status: 201 })),
    );
    await expect(authClient.get('/created')).resolves.toMatchObject({ data: { id: 'x' }, status: 201 });
    await expect(authClient.get('/redirected')).rejects.toMatchObject({ response: { status: 304 } });
  });

  it('has no timeout by default (ky would give up after 10 s)', async () => {
    let release: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const handlerReached = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get('*/api/auth/slow', async () => {
        reached();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ late: true });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = authClient.get('/slow');
      await handlerReached;
      await vi.advanceTimersByTimeAsync(60_000);
      release();
      await expect(answer).resolves.toMatchObject({ data: { late: true } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never retries by itself: a 503 or a network failure is one request (TanStack Query retries)', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/auth/busy', () => {
        calls += 1;
        return new HttpResponse(null, { status: 503, headers: { 'Retry-After': '0' } });
      }),
      http.get('*/api/auth/offline', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(authClient.get('/busy')).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
    await expect(authClient.get('/offline')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(calls).toBe(2);
  });

  /** The session the app gives the API (app/start-clients.ts), for this test: its token and its notes. */
  function giveSession(token: string | null) {
    const onBearerSent = vi.fn();
    provideClientSession({ getBearer: () => token, onBearerSent });
    return onBearerSent;
  }

  it("the authorization client sends the member's token, from the session the app gave", async () => {
    giveSession('tok-1');
    const seen = captureHeaders('/api/authorization/ping');
    await authorizationClient.get('/ping');
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
  });

  it("a call's own Authorization wins over the client's bearer", async () => {
    giveSession('tok-1');
    const seen = captureHeaders('/api/authorization/ping');
    await authorizationClient.get('/ping', { headers: { Authorization: 'Bearer other' } });
    expect(seen[0]?.get('authorization')).toBe('Bearer other');
  });

  it("tells the session of a call with the member's bearer, and of no other call", async () => {
    captureHeaders('/api/authorization/ping');
    captureHeaders('/api/auth/ping');
    const signedOut = giveSession(null);
    await authorizationClient.get('/ping');
    await authClient.get('/ping');
    expect(signedOut).not.toHaveBeenCalled();
    const signedIn = giveSession('tok-1');
    await authorizationClient.get('/ping', { headers: { Authorization: 'Bearer other' } });
    await authClient.get('/ping');
    expect(signedIn).not.toHaveBeenCalled();
    await authorizationClient.get('/ping');
    expect(signedIn).toHaveBeenCalledOnce();
  });

  it('takes its token and its note as callbacks, read at each call', async () => {
    const seen = captureHeaders('/api/authorization/ping');
    let token: string | null = 'tok-a';
    const onBearerSent = vi.fn();
    const client = createServiceClient({ baseURL: '/api/authorization', getBearer: () => token, onBearerSent });
    await client.get('/ping');
    token = null;
    await client.get('/ping');
    expect(seen.map((headers) => headers.get('authorization'))).toEqual(['Bearer tok-a', null]);
    expect(onBearerSent).toHaveBeenCalledOnce();
  });

  it('asks in the language on screen', async () => {
    activateTestLocale('es');
    const seen = captureHeaders('/api/auth/ping');
    await authClient.get('/ping');
    expect(seen[0]?.get('accept-language')).toBe('es');
  });

  it('sends JSON bodies, no body at all for undefined, and the query without empty parameters', async () => {
    const seen: { method: string; type: string | null; body: string; search: string }[] = [];
    server.use(
      http.all('*/api/authorization/things*', async ({ request }) => {
        seen.push({
          method: request.method,
          type: request.headers.get('content-type'),
          body: await request.text(),
          search: new URL(request.url).search,
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await authorizationClient.post('/things', { a: 1 });
    await authorizationClient.put('things', [1]);
    await authorizationClient.patch('/things', { b: null });
    await authorizationClient.post('/things', undefined);
    await authorizationClient.delete('/things', { params: { q: 'a b', skip: undefined, none: null, n: 2 } });
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', body: '{"a":1}', search: '' },
      { method: 'PUT', type: 'application/json', body: '[1]', search: '' },
      { method: 'PATCH', type: 'application/json', body: '{"b":null}', search: '' },
      { method: 'POST', type: null, body: '', search: '' },
      { method: 'DELETE', type: null, body: '', search: '?q=a+b&n=2' },
    ]);
  });

  it('answers data (JSON, else text), the status and the headers', async () => {
    server.use(
      http.get('*/api/auth/json', () => HttpResponse.json({ ok: true }, { headers: { 'X-Thing': 'a' } })),
      http.get('*/api/auth/text', () => HttpResponse.text('plain words')),
    );
    const json = await authClient.get<{ ok: boolean }>('/json');
    expect(json).toMatchObject({ data: { ok: true }, status: 200, headers: { 'x-thing': 'a' } });
    await expect(authClient.get('/text')).resolves.toMatchObject({ data: 'plain words' });
  });

  it('a failed call carries the status, the parsed body and readable headers (Retry-After)', async () => {
    server.use(
      http.get('*/api/auth/limited', () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Slow down.', code: 'RATE_LIMITED' },
          { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '42' } },
        ),
      ),
      http.get('*/api/auth/broken', () => new HttpResponse('<html>oops</html>', { status: 502 })),
    );
    const limited = await authClient.get('/limited').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(HttpError);
    expect(limited).toMatchObject({
      message: 'Request failed with status code 429',
      code: 'ERR_BAD_REQUEST',
      response: { status: 429, statusText: 'Too Many Requests', data: { code: 'RATE_LIMITED' } },
    });
    expect(isHttpError(limited)).toBe(true);
    expect(getErrorStatus(limited)).toBe(429);
    expect(getErrorCode(limited)).toBe('RATE_LIMITED');
    expect(getRetryAfterSeconds(limited)).toBe(42);
    const broken = await authClient.get('/broken').catch((error: unknown) => error);
    expect(broken).toMatchObject({
      message: 'Request failed with status code 502',
      code: 'ERR_BAD_RESPONSE',
      response: { status: 502, data: '<html>oops</html>' },
    });
  });

  it("an aborted call says so (ERR_CANCELED), as the upload's and the queries' callers expect", async () => {
    server.use(http.get('*/api/auth/never', () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const answer = authClient.get('/never', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await answer;
    expect(error).toMatchObject({ message: 'Request aborted', code: 'ERR_CANCELED', response: undefined });
    expect(isHttpError(error)).toBe(true);
  });

  it("keeps axios's own messages: Network Error and timeout of {n}ms exceeded", async () => {
    server.use(http.get('*/api/auth/down', () => HttpResponse.error()));
    const networkError = await authClient.get('/down').catch((error: unknown) => error);
    expect(networkError).toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
    expect(getErrorMessage(networkError)).toBe("We couldn't reach the portal. Check your connection and try again.");

    // A real slow server (the timeout has to fire for real): it answers only when the test says so.
    const waiting: ServerResponse[] = [];
    const slow = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.end();
      waiting.push(response);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    server.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    try {
      const slowClient = createServiceClient({ baseURL: `http://127.0.0.1:${port}`, timeout: 50 });
      const timeoutError = await slowClient.get('/slow').catch((error: unknown) => error);
      expect(timeoutError).toMatchObject({ message: 'timeout of 50ms exceeded', code: 'ECONNABORTED' });
      expect(getErrorMessage(timeoutError)).toBe('The portal took too long to answer. Please try again.');

      // A call's own timeout (sign-out's, a device's removal) on a client without one.
      const plainClient = createServiceClient({ baseURL: `http://127.0.0.1:${port}` });
      await expect(plainClient.get('/slow', { timeout: 40 })).rejects.toMatchObject({
        message: 'timeout of 40ms exceeded',
        code: 'ECONNABORTED',
      });
      const answered = plainClient.get('/slow');
      await vi.waitFor(() => expect(waiting).toHaveLength(3), { timeout: 5_000 });
      waiting[2]!.end('{}');
      await expect(answered).resolves.toMatchObject({ data: {} });
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });

  it("turns a ZErrorResponse into the server's human message", async () => {
    server.use(
      http.get('*/api/auth/bad', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'Enter a valid email address.', code: 'VALIDATION_FAILED' },
          { status: 400 },
        ),
      ),
    );
    const error = await authClient.get('/bad').catch((caught: unknown) => caught);
    expect(getErrorMessage(error)).toBe('Enter a valid email address.');
    expect(getErrorMessage(new Error('boom'))).not.toContain('boom');
  });
});
