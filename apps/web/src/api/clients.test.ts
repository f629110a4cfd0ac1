import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, passthrough } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { setNative } from '../test/fixtures';
import { setRuntimeConfig } from '../platform/runtime-config';
import { setCurrentBrand } from '../brands/current-brand';
import { getBrand } from '@portal/contracts/brands';
import { authClient, authorizationClient, ingestionClient } from './clients';
import { createServiceClient } from './create-client';
import { getErrorMessage } from './error-message';
import { selectEvents, sendEvent } from './ingestion';

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
    setCurrentBrand(getBrand('incent'));
    const seen = captureHeaders(path);
    await client.get('/ping');
    expect(seen[0]?.get('x-application-type')).toBe('HEALTHCARE_MOBILE');
    expect(seen[0]?.get('x-portal-brand')).toBe('incent');
  });

  it('has no timeout by default and treats only 2xx as success', async () => {
    expect(authClient.defaults.timeout).toBe(0);
    server.use(http.get('*/api/auth/redirected', () => new HttpResponse(null, { status: 304 })));
    await expect(authClient.get('/redirected')).rejects.toMatchObject({ response: { status: 304 } });
  });

  it('the authorization client sends the stored access token', async () => {
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    const seen = captureHeaders('/api/authorization/ping');
    await authorizationClient.get('/ping');
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
  });

  it("keeps axios's own messages: Network Error and timeout of {n}ms exceeded", async () => {
    server.use(http.get('*/api/auth/down', () => HttpResponse.error()));
    const networkError = await authClient.get('/down').catch((error: unknown) => error);
    expect(networkError).toMatchObject({ message: 'Network Error' });
    expect(getErrorMessage(networkError)).toBe("We couldn't reach the portal. Check your connection and try again.");

    // A real slow server: the XMLHttpRequest timeout has to fire for real.
    const slow = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.end();
      setTimeout(() => response.end('{}'), 500);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    server.use(http.all(`http://127.0.0.1:${port}/slow`, () => passthrough()));
    try {
      const slowClient = createServiceClient({ baseURL: `http://127.0.0.1:${port}`, timeout: 50 });
      const timeoutError = await slowClient.get('/slow').catch((error: unknown) => error);
      expect(timeoutError).toMatchObject({ message: 'timeout of 50ms exceeded' });
      expect(getErrorMessage(timeoutError)).toBe('The portal took too long to answer. Please try again.');
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

describe('ingestion', () => {
  const config = {
    services: { auth: '/api/auth', authorization: '/api/authorization', ingestion: '/api/ingestion' },
    ingestionKey: 'write-key',
  };

  it('does nothing without an ingestion key', async () => {
    await expect(sendEvent({ event: 'page.view' })).resolves.toBeNull();
  });

  it("posts to /crud in the brand's analytics database with the write key", async () => {
    setRuntimeConfig(config);
    setCurrentBrand(getBrand('oakmore'));
    let seen: { url: string; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/api/ingestion/crud', async ({ request }) => {
        seen = { url: request.url, auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ id: 'evt-1' }, { status: 201 });
      }),
    );
    await expect(sendEvent({ event: 'page.view' })).resolves.toEqual({ id: 'evt-1' });
    expect(new URL(seen?.url ?? '').searchParams.get('db')).toBe('oakmorelabs_mm');
    expect(seen?.auth).toBe('Bearer write-key');
    expect(seen?.body).toEqual({ event: 'page.view' });
  });

  it('rejects with "Failed to send event: " and the status text', async () => {
    setRuntimeConfig(config);
    server.use(
      http.post(
        '*/api/ingestion/crud',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(sendEvent({ event: 'page.view' })).rejects.toThrow('Failed to send event: Service Unavailable');
  });

  it("reads events with /select and the signed-in admin's token", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'admin-token' }));
    let auth: string | null = null;
    server.use(
      http.post('*/api/ingestion/select', ({ request }) => {
        auth = request.headers.get('authorization');
        expect(new URL(request.url).searchParams.get('db')).toBe('amm_c0nj');
        return HttpResponse.json({ events: [] });
      }),
    );
    await expect(selectEvents({ limit: 10 })).resolves.toEqual({ events: [] });
    expect(auth).toBe('Bearer admin-token');
  });
});
