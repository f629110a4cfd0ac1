/**
 * The API's OpenAPI 3.1 document, generated from the routes' declarations (`defineRoute`) and nothing
 * else: paths, parameters, bodies and answers are the contracts' zod schemas as JSON Schema 2020-12
 * (OpenAPI 3.1's own dialect), security is each route's `auth`.
 */
import * as z from 'zod/mini';
import { OPENAPI_VERSION } from '@portal/contracts/api-docs';
import type { TOpenApiDocument } from '@portal/contracts/api-docs';
import { ZErrorResponse } from '@portal/contracts/errors';
import { APPLICATION_TYPE_HEADER, BRAND_HEADER } from '@portal/contracts/headers';
import type { RouteAuth } from '../../lib/caller';
import type { ResponseSpec, RouteContract, Schema } from '../../lib/define-route';
import { isRawResponse } from '../../lib/define-route';

type JsonObject = Record<string, unknown>;

/** What the document needs of a route: the registry's entries (`app.routeRegistry.declared()`). */
export interface DocumentedRoute {
  method: string;
  url: string;
  contract: RouteContract;
}

export const API_TITLE = 'Health portal API';
export const API_VERSION = '1.0.0';

/** The services docs/product.md names, and ours beside them, in the order the reference lists them. */
export const API_TAGS: readonly { name: string; description: string }[] = [
  { name: 'auth', description: 'The auth service, `/api/auth`: sign-in, sign-out and password recovery.' },
  {
    name: 'authorization',
    description: 'The authorization service, `/api/authorization`: the signed-in account and everything it owns.',
  },
  { name: 'ingestion', description: 'The ingestion service, `/api/ingestion`: analytics events.' },
  {
    name: 'operator-console',
    description:
      'The operator console, `/api/operator-console`: the people who run the platform create, change and suspend ' +
      'programmes, on OPERATOR_HOST only.',
  },
  { name: 'storage', description: 'The storage client’s paths, `/api/storage`: media by bucket and object.' },
  { name: 'accounts', description: 'The signed-in account.' },
  { name: 'invitations', description: 'Invitations and their links.' },
  { name: 'documents', description: 'The programme’s public pages.' },
  { name: 'questionnaire', description: 'The health questionnaire and its results.' },
  { name: 'profile', description: 'The member’s profile and account.' },
  { name: 'dependents', description: 'The member’s family.' },
  { name: 'media', description: 'Images and documents, the member’s own and the programme’s shared ones.' },
  { name: 'articles', description: 'Articles.' },
  { name: 'videos', description: 'Videos, their captions and the member’s viewing position.' },
  { name: 'news', description: 'The programme’s news on Home: its announcements, or the remote news API it reads.' },
  {
    name: 'partner-sign-on',
    description:
      'Signing members on to partners: the handoff, and the tenant’s public keys at `/.well-known/jwks.json`.',
  },
  {
    name: 'devices',
    description: 'The member’s phones, registered by the native shell for push notifications.',
  },
  {
    name: 'health-scans',
    description:
      'The attentive health scan’s readings: heart rate, its quality and the pre-scan answers, measured on the ' +
      'phone (the video never leaves it).',
  },
  {
    name: 'app-links',
    description:
      'The deep-link association files on each brand’s host (`/.well-known/assetlinks.json`, ' +
      '`/.well-known/apple-app-site-association`): links that open the brand’s native app.',
  },
  {
    name: 'brands',
    description:
      'Each brand’s artwork on every host (`/brands/<brand>/logo.svg`, `favicon.svg`), which its pages and emails show.',
  },
  {
    name: 'operators',
    description: 'What the deployment’s own machinery asks (`/api/operators`): the TLS front’s on-demand certificates.',
  },
  { name: 'health', description: 'The process itself.' },
  { name: 'api-docs', description: 'This document and its reference.' },
];

export const SECURITY_SCHEMES = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token from `POST /api/auth/login` (or an accepted invitation). It is bound to its tenant: ' +
      'another brand’s host answers 401.',
  },
  ingestionWriteKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'The tenant’s public, insert-only analytics write key (in the app’s runtime configuration).',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The server’s METRICS_TOKEN. Without one configured, only clients on the server’s loopback address are ' +
      'served, and every other client gets 404.',
  },
} as const;

const AUTH_DESCRIPTIONS: Record<RouteAuth, string> = {
  public: 'Anyone.',
  member: 'A signed-in member, editor or admin of the tenant.',
  editor: 'A signed-in editor or admin of the tenant.',
  admin: 'A signed-in admin of the tenant.',
  'ingestion-key': 'The holder of the tenant’s analytics write key.',
  operator: 'The platform’s operators: the METRICS_TOKEN, or without one a client on the server’s own machine.',
  'platform-operator':
    'A person who runs the platform, signed in with two steps on the operator console’s host (OPERATOR_HOST); ' +
    'elsewhere the route answers 404.',
};

/** `/media/:id` → `/media/{id}`. */
export function toOpenApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** A contracts schema as JSON Schema; requests are described as sent (`input`), answers as received. */
export function toJsonSchema(schema: Schema, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonObject;
  return jsonSchema;
}

function describeAuth(contract: RouteContract): string {
  return AUTH_DESCRIPTIONS[contract.auth];
}

function securityOf(auth: RouteAuth): JsonObject[] {
  if (auth === 'public') return [];
  if (auth === 'ingestion-key') return [{ ingestionWriteKey: [] }];
  if (auth === 'operator') return [{ metricsToken: [] }];
  return [{ accessToken: [] }];
}

function parametersOf(schema: Schema | undefined, location: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const jsonSchema = toJsonSchema(schema, 'input');
  const properties = (jsonSchema.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((jsonSchema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function requestBodyOf(contract: RouteContract): JsonObject | undefined {
  if (contract.rawBody) {
    return {
      description: contract.rawBody.description,
      required: true,
      // OpenAPI 3.1: a body of bytes needs no schema; its media type says what it is.
      content: Object.fromEntries(contract.rawBody.contentTypes.map((type) => [type, {}])),
    };
  }
  if (!contract.body) return undefined;
  return {
    required: !contract.optionalBody,
    ...(contract.optionalBody ? { description: 'May be left out (read as `{}`).' } : {}),
    content: { 'application/json': { schema: toJsonSchema(contract.body, 'input') } },
  };
}

function successResponseOf(status: number, spec: ResponseSpec): JsonObject {
  if (spec === null) return { description: status === 204 ? 'Done; no content.' : 'No content.' };
  if (isRawResponse(spec)) {
    const content: JsonObject = Object.fromEntries(spec.contentTypes.map((type) => [type, {}]));
    if (spec.json) content['application/json'] = { schema: toJsonSchema(spec.json, 'output') };
    return { description: spec.description, content };
  }
  return { description: 'OK', content: { 'application/json': { schema: toJsonSchema(spec, 'output') } } };
}

/** The errors a route can answer, from what it declares; each is `ErrorResponse`. */
function errorResponsesOf(contract: RouteContract): Record<string, JsonObject> {
  const responses: Record<string, JsonObject> = {};
  const validatesInput =
    (contract.params && contract.paramsNotFound === undefined) ||
    contract.querystring ||
    contract.body ||
    contract.rawBody;
  if (validatesInput) responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (contract.auth !== 'public') responses['401'] = { $ref: '#/components/responses/Unauthenticated' };
  if (contract.auth === 'editor' || contract.auth === 'admin') {
    responses['403'] = {
      description: `The caller’s role may not do this${contract.forbiddenMessage ? `: “${contract.forbiddenMessage}”` : ''}.`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
  }
  if (contract.paramsNotFound !== undefined) {
    responses['404'] = {
      description: `Nothing the caller may see has that id: “${contract.paramsNotFound}”.`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
  }
  if (contract.rateLimited) responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  responses.default = { $ref: '#/components/responses/Error' };
  return responses;
}

function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

function operationOf(route: DocumentedRoute): JsonObject {
  const { contract } = route;
  const parameters = [...parametersOf(contract.params, 'path'), ...parametersOf(contract.querystring, 'query')];
  const requestBody = requestBodyOf(contract);
  const responses: Record<string, JsonObject> = {};
  for (const [status, spec] of Object.entries(contract.response))
    responses[status] = successResponseOf(Number(status), spec);
  Object.assign(responses, errorResponsesOf(contract));
  const notes = [contract.description, `**Who may call:** ${describeAuth(contract)}`];
  if (contract.cacheControl) notes.push(`**Cache-Control:** \`${contract.cacheControl}\``);
  return {
    operationId: operationIdOf(route.method, route.url),
    summary: contract.summary,
    description: notes.filter(Boolean).join('\n\n'),
    tags: [...contract.tags],
    security: securityOf(contract.auth),
    'x-portal-auth': contract.auth,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

function errorResponse(description: string): JsonObject {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
  };
}

export function buildOpenApiDocument(routes: readonly DocumentedRoute[]): TOpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description: [
        'One server hosts every tenant (brand). Each request’s tenant is its host name’s brand, or the ' +
          `\`${BRAND_HEADER}\` header (the native app sends it); the apps also send \`${APPLICATION_TYPE_HEADER}\`.`,
        'Every error answer is an `ErrorResponse`: a status, a message a person can act on, a stable `code` ' +
          'and, for bad input, the `field` it is about.',
        'Generated by the server from its routes’ declarations.',
      ].join('\n\n'),
    },
    tags: API_TAGS.map((tag) => ({ ...tag })),
    paths,
    components: {
      schemas: { ErrorResponse: toJsonSchema(ZErrorResponse, 'output') },
      responses: {
        BadRequest: errorResponse('The input is not valid; the message says why and `field` names it.'),
        Unauthenticated: errorResponse(
          'No valid credential for this tenant (missing, expired, revoked or another brand’s).',
        ),
        TooManyRequests: errorResponse('Too many attempts; `Retry-After` says when to try again.'),
        Error: errorResponse('Any other error, in the same shape.'),
      },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

/**
 * The API routes Fastify registered that the document does not describe (HEAD routes are their GETs').
 * Empty when every route is documented: the API docs test holds it so.
 */
export function findUndocumentedRoutes(
  registered: readonly { method: string; url: string }[],
  document: Pick<TOpenApiDocument, 'paths'>,
): string[] {
  return registered
    .filter((route) => route.url === '/api' || route.url.startsWith('/api/'))
    .filter((route) => route.method !== 'HEAD')
    .filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.url}`);
}
