import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app';

const t = await createTestApp();
afterAll(() => t.close());

const preflight = (origin: string, url = '/api/authorization/accounts/me') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      host: 'swift.localhost',
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,x-application-type,x-portal-brand',
    },
  });

describe('calls from the native shell (CORS)', () => {
  it.each(['capacitor://localhost', 'https://localhost'])('lets the shell at %s call the API', async (origin) => {
    const answer = await preflight(origin);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers['access-control-allow-headers']).toContain('X-Portal-Brand');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();

    const call = await t.app.inject({
      url: '/api/health',
      headers: { host: 'swift.localhost', origin },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(origin);
    expect(call.headers['access-control-expose-headers']).toBe('Retry-After');
  });

  it('answers no other origin, and nothing outside /api', async () => {
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const call = await t.app.inject({
      url: '/api/health',
      headers: { host: 'swift.localhost', origin: 'https://evil.example' },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();

    const page = await t.app.inject({
      url: '/.well-known/assetlinks.json',
      headers: { host: 'swift.localhost', origin: 'capacitor://localhost' },
    });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes its origins from NATIVE_APP_ORIGINS', async () => {
    const custom = await createTestApp({ NATIVE_APP_ORIGINS: 'capacitor://care.swift.example' });
    try {
      const answer = await custom.app.inject({
        method: 'OPTIONS',
        url: '/api/health',
        headers: {
          host: 'swift.localhost',
          origin: 'capacitor://care.swift.example',
          'access-control-request-method': 'GET',
        },
      });
      expect(answer.headers['access-control-allow-origin']).toBe('capacitor://care.swift.example');
    } finally {
      await custom.close();
    }
  });
});
