import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRuntimeConfig } from '@portal/contracts/runtime-config';
import { tenants } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

const INDEX_HTML = '<!doctype html><html><head><!--runtime-config--></head><body><div id="root"></div></body></html>';
const CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self';media-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

function runtimeConfigOf(html: string) {
  const match = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
  return ZRuntimeConfig.parse(JSON.parse(match?.[1] ?? 'null'));
}

describe('GET /api/health', () => {
  it('answers ok with the security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('web app serving', () => {
  it('serves every page route index.html with the host tenant runtime config and no-cache', async () => {
    const writeKeys = Object.fromEntries(
      (await t.db.select().from(tenants)).map((row) => [row.key, row.ingestionWriteKey]),
    );
    for (const [host, brand] of [
      ['swift.localhost:8080', 'swift'],
      ['oakmore.localhost', 'oakmore'],
      ['127.0.0.1:8080', 'default'],
    ] as const) {
      for (const url of ['/', '/login', '/dashboard/articles/42', '/index.html']) {
        const response = await t.app.inject({ url, headers: { host, accept: 'text/html,*/*' } });
        expect(response.statusCode, `${host}${url}`).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toBe(CSP);
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        const permissions = String(response.headers['permissions-policy']).split(', ');
        expect(permissions).toContain('camera=(self)');
        expect(permissions).toEqual(
          expect.arrayContaining(['microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()']),
        );
        expect(permissions.filter((rule) => !rule.endsWith('=()'))).toEqual([
          'camera=(self)',
          'fullscreen=(self)',
          'picture-in-picture=(self)',
        ]);
        expect(response.body).not.toContain('<!--runtime-config-->');
        expect(runtimeConfigOf(response.body)).toEqual({
          services: { auth: '/api/auth', authorization: '/api/authorization', ingestion: '/api/ingestion' },
          ingestionKey: writeKeys[brand],
        });
      }
    }
  });

  it('sends no referrer from the pages whose address carries a token', async () => {
    for (const url of ['/confirm-invitation?token=abc', '/reset-password?token=abc', '/invitation-expired?token=abc']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const login = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(login.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API routes and missing non-HTML files with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/assets/missing.js'],
      ['DELETE', '/login'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
    }
    const apiWithHtml = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(apiWithHtml.statusCode).toBe(404);
  });

  it('rate limits probing of unknown API paths but never page loads of the app', async () => {
    const address = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 310; i += 1) {
      const page = await t.app.inject({
        url: `/dashboard/articles/${i}`,
        headers: { accept: 'text/html' },
        ...address,
      });
      expect(page.statusCode).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 310; i += 1) {
      statuses.push((await t.app.inject({ url: `/api/probe-${i}`, ...address })).statusCode);
    }
    expect(statuses.filter((status) => status === 404).length).toBe(300);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('without a web build, behind a TLS proxy', () => {
  it('answers page requests with 503 and how to build, and sends HSTS only over https', async () => {
    const bare = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await bare.app.inject({ url: '/login', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('npm run build');
      const overHttps = await bare.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.statusCode).toBe(200);
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await bare.app.inject({ url: '/api/health' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
