import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOpenApiDocument } from '@portal/contracts/api-docs';
import type { TOpenApiDocument } from '@portal/contracts/api-docs';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { findUndocumentedRoutes, toOpenApiPath } from './openapi';

type JsonObject = Record<string, unknown>;

let t: TestApp;
let document: TOpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = ZOpenApiDocument.parse(response.json());
});
afterAll(async () => {
  await t?.close();
});

function operation(method: string, url: string): JsonObject | undefined {
  return document.paths[toOpenApiPath(url)]?.[method.toLowerCase()] as JsonObject | undefined;
}

/** Every `$ref` in a JSON value. */
function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, refs);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') refs.push(item);
      else collectRefs(item, refs);
    }
  }
  return refs;
}

describe('GET /api/openapi.json', () => {
  it('describes every API route Fastify registered', () => {
    const registered = t.app.routeRegistry.registered();
    expect(registered.length).toBeGreaterThan(40);
    expect(findUndocumentedRoutes(registered, document)).toEqual([]);
    // Every API route is declared with defineRoute, so every one has a contract to document.
    const undeclared = registered.filter((route) => route.url.startsWith('/api/') && !route.contract);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('finds a registered route the document leaves out', () => {
    const registered = [
      ...t.app.routeRegistry.registered(),
      { method: 'GET', url: '/api/authorization/forgotten/:id' },
    ];
    expect(findUndocumentedRoutes(registered, document)).toEqual(['GET /api/authorization/forgotten/:id']);
  });

  it('holds the calls docs/product.md names for the three services', () => {
    const specified = [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/forgot-password'],
      ['POST', '/api/auth/reset-password'],
      ['POST', '/api/authorization/accounts/confirm-invitation'],
      ['GET', '/api/authorization/token/validate-token/:token'],
      ['GET', '/api/authorization/accounts/invitation/generate-new-token/:token'],
      ['GET', '/api/authorization/companies/questionnaire'],
      ['GET', '/api/authorization/accounts/me'],
      ['POST', '/api/ingestion/crud'],
      ['POST', '/api/ingestion/select'],
      ['GET', '/api/storage/b/:bucket/o/:path'],
    ] as const;
    for (const [method, url] of specified) expect(operation(method, url), `${method} ${url}`).toBeDefined();
    expect(document.openapi).toBe('3.1.0');
  });

  it('states each route’s security as the route declares it', () => {
    for (const { method, url, auth } of t.app.routeRegistry.declared()) {
      const declared = operation(method, url);
      expect(declared?.['x-portal-auth'], `${method} ${url}`).toBe(auth);
      const security = declared?.security;
      if (auth === 'public') expect(security, `${method} ${url}`).toEqual([]);
      else if (auth === 'ingestion-key') expect(security).toEqual([{ ingestionWriteKey: [] }]);
      else if (auth === 'operator') expect(security).toEqual([{ metricsToken: [] }]);
      else expect(security, `${method} ${url}`).toEqual([{ accessToken: [] }]);
      if (auth !== 'public') expect(declared?.responses).toHaveProperty('401');
      if (auth === 'editor' || auth === 'admin') expect(declared?.responses).toHaveProperty('403');
    }
    expect(operation('POST', '/api/auth/login')?.security).toEqual([]);
    expect(operation('POST', '/api/ingestion/crud')?.security).toEqual([{ ingestionWriteKey: [] }]);
    expect(operation('POST', '/api/authorization/articles')?.['x-portal-auth']).toBe('editor');
    expect(operation('POST', '/api/authorization/accounts/invitations')?.['x-portal-auth']).toBe('admin');
    expect(Object.keys((document.components?.securitySchemes ?? {}) as JsonObject)).toEqual([
      'accessToken',
      'ingestionWriteKey',
      'metricsToken',
    ]);
  });

  it('is a well-formed document: unique operation ids, declared path parameters, answers and resolvable refs', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      const template = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, value] of Object.entries(item)) {
        const op = value as JsonObject;
        expect(ids.has(op.operationId as string), `${method} ${path} operationId`).toBe(false);
        ids.add(op.operationId as string);
        expect(op.summary, `${method} ${path}`).toEqual(expect.any(String));
        const pathParameters = ((op.parameters as JsonObject[] | undefined) ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name)
          .sort();
        expect(pathParameters, `${method} ${path} path parameters`).toEqual(template);
        const responses = op.responses as Record<string, JsonObject>;
        expect(Object.keys(responses).some((status) => status.startsWith('2'))).toBe(true);
      }
    }
    for (const ref of collectRefs(document)) {
      expect(ref, ref).toMatch(/^#\/components\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as JsonObject | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('describes bodies, parameters and answers with the contracts’ schemas', () => {
    const login = operation('POST', '/api/auth/login') as JsonObject;
    const body = (login.requestBody as JsonObject).content as Record<string, { schema: JsonObject }>;
    expect(body['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
      required: expect.arrayContaining(['email', 'password']),
    });
    const list = operation('GET', '/api/authorization/articles') as JsonObject;
    expect((list.parameters as JsonObject[]).map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['search', 'category', 'cursor', 'limit']),
    );
    const media = operation('GET', '/api/authorization/media/:id') as JsonObject;
    expect(media.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ pattern: expect.any(String) }),
      }),
    ]);
    expect((media.responses as JsonObject)['404']).toBeDefined();
    const upload = operation('POST', '/api/authorization/media') as JsonObject;
    expect(Object.keys((upload.requestBody as { content: JsonObject }).content)).toContain('application/pdf');
    expect(
      ((operation('DELETE', '/api/authorization/dependents/:id') as JsonObject).responses as JsonObject)['204'],
    ).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('is a readable page of every operation that needs no script or inline style', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    expect(stylesheet).toBe('/api/docs/docs.css');
    const css = await t.app.inject({ method: 'GET', url: stylesheet ?? '' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
