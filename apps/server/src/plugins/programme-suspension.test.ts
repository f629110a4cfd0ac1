import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { ERROR_CODES, PROGRAMME_SUSPENDED_MESSAGE } from '@portal/contracts/errors';
import { ZRuntimeConfig } from '@portal/contracts/runtime-config';
import type { TTenantStatus } from '@portal/contracts/programme-records';
import { accounts, sessions, tenants } from '../db/schema';
import { api } from '../test/api';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { errorHandlerPlugin } from './error-handler';
import { programmeSuspensionPlugin } from './programme-suspension';
import { tenancyPlugin } from './tenancy';

// The least of a built web app the pages need: the runtime config's marker and the root.
const INDEX_HTML = `<!doctype html><html lang="en"><head><!--runtime-config--><title>Portal</title></head>
<body><div id="root"></div></body></html>`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-suspension-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URLS: 'swift=https://care.swift.example' });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const swift = () => api(t.app, { host: 'swift.localhost' });
const oakmore = () => api(t.app, { host: 'oakmore.localhost' });

async function setSwiftStatus(status: TTenantStatus) {
  await t.db.update(tenants).set({ status }).where(eq(tenants.key, 'swift'));
  await t.services.tenants.refresh();
}

async function signIn(client: ReturnType<typeof api>, email: string): Promise<string> {
  const response = await client.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

function expectSuspended(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    statusCode: 403,
    error: 'Forbidden',
    message: PROGRAMME_SUSPENDED_MESSAGE,
    code: ERROR_CODES.programmeSuspended,
  });
}

function runtimeConfigOf(html: string) {
  const match = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
  return ZRuntimeConfig.parse(JSON.parse(match?.[1] ?? 'null'));
}

const page = (host: string, url = '/login') => t.app.inject({ url, headers: { host, accept: 'text/html' } });

describe('a suspended programme', () => {
  it('refuses its members and admins at the edge, keeps what the deployment needs, and is itself again on resuming', async () => {
    const memberToken = await signIn(swift(), 'member@swift.test');
    const profileBefore = await swift().as(memberToken).get('/api/authorization/accounts/me/profile');
    expect(profileBefore.statusCode).toBe(200);
    const [{ id: swiftId } = { id: '' }] = await t.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.key, 'swift'));
    const swiftRows = async () => ({
      accounts: await t.db.select().from(accounts).where(eq(accounts.tenantId, swiftId)),
      liveSessions: await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(accounts, eq(sessions.accountId, accounts.id))
        .where(and(eq(accounts.tenantId, swiftId), isNull(sessions.revokedAt))),
    });
    const rowsBefore = await swiftRows();
    const oakmoreToken = await signIn(oakmore(), 'member@oakmore.test');

    await setSwiftStatus('suspended');
    try {
      // Nobody signs in, member or admin, on its host or naming it in the brand header.
      expectSuspended(await swift().post('/api/auth/login', { email: 'member@swift.test', password: DEMO_PASSWORD }));
      expectSuspended(await swift().post('/api/auth/login', { email: 'admin@swift.test', password: DEMO_PASSWORD }));
      expectSuspended(
        await api(t.app, { host: '127.0.0.1:8080', headers: { 'x-portal-brand': 'swift' } }).post('/api/auth/login', {
          email: 'member@swift.test',
          password: DEMO_PASSWORD,
        }),
      );
      // A session from before is refused too, as is the analytics write key and anything anonymous.
      expectSuspended(await swift().as(memberToken).get('/api/authorization/accounts/me'));
      expectSuspended(await swift().as(memberToken).get('/api/authorization/accounts/me/profile'));
      expectSuspended(await swift().post('/api/auth/forgot-password', { email: 'member@swift.test' }));
      const writeKey = (await t.services.tenants.getTenant('swift')).ingestionWriteKey;
      expectSuspended(
        await swift().post(
          '/api/ingestion/crud?db=amm_c0nj',
          { events: [] },
          { headers: { authorization: `Bearer ${writeKey}` } },
        ),
      );
      // In the request's language, with the same code.
      const spanish = await swift().get('/api/authorization/accounts/me', { headers: { 'accept-language': 'es' } });
      expect(spanish.json()).toMatchObject({
        code: ERROR_CODES.programmeSuspended,
        message: expect.stringMatching(/^Este programa está suspendido\./),
      });

      // Health, the API's reference and the TLS front's question still answer on its host.
      expect((await swift().get('/api/health')).statusCode).toBe(200);
      expect((await swift().get('/api/health/live')).statusCode).toBe(200);
      expect((await swift().get('/api/openapi.json')).statusCode).toBe(200);
      expect((await swift().get('/api/docs')).statusCode).toBe(200);
      const certificate = await api(t.app, { host: 'care.swift.example' }).get(
        '/api/operators/tls-ask?domain=care.swift.example',
      );
      expect(certificate.statusCode, certificate.body).toBe(200);
      expect(certificate.json()).toEqual({ domain: 'care.swift.example', tenant: 'swift' });

      // Another programme is untouched.
      expect((await oakmore().as(oakmoreToken).get('/api/authorization/accounts/me')).statusCode).toBe(200);
      await signIn(oakmore(), 'admin@oakmore.test');

      // Nothing was deleted, changed or revoked meanwhile.
      expect(await swiftRows()).toEqual(rowsBefore);
    } finally {
      await setSwiftStatus('active');
    }

    // Resumed: the same session works, and everything is as it was.
    expect((await swift().as(memberToken).get('/api/authorization/accounts/me')).statusCode).toBe(200);
    const profileAfter = await swift().as(memberToken).get('/api/authorization/accounts/me/profile');
    expect(profileAfter.statusCode).toBe(200);
    expect(profileAfter.json()).toEqual(profileBefore.json());
    expect(await swiftRows()).toEqual(rowsBefore);
    await signIn(swift(), 'admin@swift.test');
  });

  it('lets through the routes whose declared auth is operator', async () => {
    // The operators' routes live on their own listener: a small app of the same plugins shows the rule.
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(tenancyPlugin, { tenants: t.services.tenants });
    await app.register(programmeSuspensionPlugin);
    app.get('/api/operators-only', { config: { auth: 'operator' } }, async () => ({ ok: true }));
    app.get('/api/anyone', { config: { auth: 'public' } }, async () => ({ ok: true }));
    await setSwiftStatus('suspended');
    try {
      const headers = { host: 'swift.localhost' };
      expect((await app.inject({ url: '/api/operators-only', headers })).statusCode).toBe(200);
      expectSuspended(await app.inject({ url: '/api/anyone', headers }));
    } finally {
      await setSwiftStatus('active');
      await app.close();
    }
  });

  it('is served pages that say so in their runtime config, with no screen’s shell, until it resumes', async () => {
    // The app's suspension page the config switches to (apps/web/src/screens/suspended/).
    const webScreen = fileURLToPath(new URL('../../../web/src/screens/suspended/suspended.tsx', import.meta.url));
    expect(existsSync(webScreen)).toBe(true);

    const active = await page('swift.localhost');
    expect(active.statusCode).toBe(200);
    expect(runtimeConfigOf(active.body).suspended).toBeUndefined();

    await setSwiftStatus('suspended');
    try {
      for (const url of ['/', '/login', '/dashboard/home']) {
        const suspended = await page('swift.localhost', url);
        expect(suspended.statusCode, url).toBe(200);
        const config = runtimeConfigOf(suspended.body);
        expect(config.suspended, url).toBe(true);
        expect(config.brand).toMatchObject({ key: 'swift', title: 'SwiftCare', supportEmail: 'support@swift.test' });
        // No login form to paint: the app shows the suspension page at once.
        expect(suspended.body).toContain('<div id="root"></div>');
        expect(suspended.body).not.toContain('data-app=');
      }
      expect(runtimeConfigOf((await page('oakmore.localhost')).body).suspended).toBeUndefined();
    } finally {
      await setSwiftStatus('active');
    }

    // The page kept from before the suspension is not served for it, nor the suspended one after.
    expect(runtimeConfigOf((await page('swift.localhost')).body).suspended).toBeUndefined();
  });
});
