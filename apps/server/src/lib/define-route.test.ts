import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZIdParams } from '@portal/contracts/ids';
import type { SessionsService } from '../modules/identity/sessions/sessions-service';
import { authenticationPlugin } from '../plugins/authentication';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { routeContractsPlugin } from '../plugins/route-contracts';
import type { Caller } from './caller';
import { defineRoute } from './define-route';
import { unauthenticated } from './errors';

const ZThing = z.object({ id: z.string(), name: z.string() });
const ZRename = z.object({ name: z.string().check(z.minLength(1, 'Enter a name.')) });
const ID = '7b0f3c58-2a5e-4f0e-9a51-3c9c1f0c2d11';

const member: Caller = {
  tenant: { id: 'tenant-1', key: 'swift', brand: {} as Caller['tenant']['brand'], programmes: [] },
  account: {
    id: 'account-1',
    email: 'member@swift.example.com',
    role: 'member',
    companyId: 'company-1',
  },
  sessionId: 'session-1',
  twoStepSetupRequired: false,
};

const sessionsService = {
  authenticate: async ({ token }: { token: string | undefined }) => {
    if (token !== 'member-token') throw unauthenticated();
    return member;
  },
  verifyIngestionKey: () => {},
  getCurrentUser: () => {
    throw new Error('not used');
  },
} as unknown as SessionsService;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.restoreAllMocks();
});

/** A bare app with the edge, the registry and these routes under /api. */
async function build(routes: (api: FastifyInstance) => void, checkResponses = true) {
  app = Fastify();
  app.register(errorHandlerPlugin);
  app.register(routeContractsPlugin, { checkResponses });
  app.register(authenticationPlugin, { sessionsService, metricsToken: undefined });
  app.register(async (api) => routes(api), { prefix: '/api' });
  await app.ready();
  return app;
}

function thingRoutes(answer: (id: string, name: string) => unknown) {
  return (api: FastifyInstance) => {
    defineRoute(api, {
      method: 'PUT',
      url: '/things/:id',
      auth: 'member',
      summary: 'Rename a thing',
      tags: ['test'],
      params: ZIdParams,
      paramsNotFound: 'That thing was not found.',
      body: ZRename,
      response: { 200: ZThing },
      handler: ({ params, body }) => answer(params.id, body.name) as z.output<typeof ZThing>,
    });
  };
}

const headers = { authorization: 'Bearer member-token' };

describe('defineRoute', () => {
  it('authenticates first, then reads params (404 when they name nothing), then the body with its messages', async () => {
    const api = await build(thingRoutes((id, name) => ({ id, name })));
    const put = (url: string, payload: unknown, withToken = true) =>
      api.inject({ method: 'PUT', url, payload: payload as object, headers: withToken ? headers : {} });

    expect((await put(`/api/things/${ID}`, { name: '' }, false)).statusCode).toBe(401);
    const notFound = await put('/api/things/not-an-id', { name: 'x' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That thing was not found.' });
    const invalid = await put(`/api/things/${ID}`, { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Enter a name.', field: 'name' });
    const missing = await put(`/api/things/${ID}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
    const unstorable = await put(`/api/things/${ID}`, { name: 'a\u0000b' });
    expect(unstorable.statusCode).toBe(400);
    expect(unstorable.json()).toMatchObject({ field: 'name' });

    const ok = await put(`/api/things/${ID}`, { name: 'New name' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: ID, name: 'New name' });
  });

  it('answers 500 in tests when an answer breaks its declared schema, and names the route', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = await build(thingRoutes((id) => ({ id, name: 42 })));
    const response = await api.inject({ method: 'PUT', url: `/api/things/${ID}`, payload: { name: 'x' }, headers });
    expect(response.statusCode).toBe(500);
    expect(String(logged.mock.calls[0]?.[0])).toContain('PUT /api/things/:id answered 200');
  });

  it('leaves answers unchecked when the check is off (production)', async () => {
    const api = await build(
      thingRoutes((id) => ({ id, name: 42 })),
      false,
    );
    const response = await api.inject({ method: 'PUT', url: `/api/things/${ID}`, payload: { name: 'x' }, headers });
    expect(response.statusCode).toBe(200);
  });

  it('records every route with its full path, auth and contract; HEAD routes are their GETs’', async () => {
    const api = await build((routes) => {
      thingRoutes((id, name) => ({ id, name }))(routes);
      defineRoute(routes, {
        method: 'GET',
        url: '/status',
        auth: 'public',
        summary: 'Status',
        tags: ['test'],
        response: { 200: z.object({ ok: z.boolean() }) },
        handler: () => ({ ok: true }),
      });
    });
    const declared = api.routeRegistry.declared().map(({ method, url, auth }) => ({ method, url, auth }));
    expect(declared).toEqual([
      { method: 'PUT', url: '/api/things/:id', auth: 'member' },
      { method: 'GET', url: '/api/status', auth: 'public' },
    ]);
    expect(api.routeRegistry.declared()[0]?.contract.params).toBe(ZIdParams);
  });
});

describe('the edge', () => {
  it('refuses to start when an API route does not say who may call it', async () => {
    await expect(
      build((api) => {
        api.get('/forgotten', async () => ({}));
      }),
    ).rejects.toThrow('GET /api/forgotten does not say who may call it');
  });

  it('answers 403 with the route’s own message to a signed-in caller below its role', async () => {
    const api = await build((routes) => {
      defineRoute(routes, {
        method: 'POST',
        url: '/admin-only',
        auth: 'admin',
        forbiddenMessage: 'Only admins may.',
        summary: 'Admins only',
        tags: ['test'],
        response: { 204: null },
        handler: () => {},
      });
    });
    const response = await api.inject({ method: 'POST', url: '/api/admin-only', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only admins may.' });
  });
});
