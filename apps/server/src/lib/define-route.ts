/**
 * A route declared by its contract: who may call it, the `packages/contracts` schemas of its params,
 * query, body and answers, and a summary for the API's documentation. `defineRoute` registers the
 * Fastify route with that declaration in its `config` (the edge reads `auth`, the route registry and
 * the OpenAPI document read `contract`), parses every input with `parseInput` (the same messages and
 * field names as a handler parsing by hand) and hands the handler typed values and the verified caller.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type * as z from 'zod/mini';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { TAppLocale } from '@portal/contracts/locales';
import type { Caller, RouteAuth, SignedInAuth } from './caller';
import { readRequestLocale } from './request-locale';
import { AppError } from './errors';
import { getBodyLimit } from './json-body-size';
import { parseInput } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any contracts schema. */
export type Schema = z.ZodMiniType;

/** An answer that is not JSON (media bytes, captions), or that is JSON only sometimes. */
export interface RawResponse {
  /** What the bytes are, for the documentation. */
  description: string;
  /** The content types it may have (`image/png`, `text/vtt`); `*\/*` for whatever was stored. */
  contentTypes: readonly string[];
  /** The JSON answer the route gives instead when asked for it (the storage alias's metadata). */
  json?: Schema;
}

/** A declared answer: its JSON schema, `null` for no body (204), or a raw body. */
export type ResponseSpec = Schema | null | RawResponse;

/** The answers a route declares, by status; its errors are always `ZErrorResponse`. */
export type ResponseSpecs = Readonly<Record<number, ResponseSpec>>;

/** A raw request body (an upload), streamed by the handler from `request.raw`. */
export interface RawBody {
  description: string;
  contentTypes: readonly string[];
}

/** Everything a route declares but its code: what the edge, the registry and the OpenAPI document read. */
export interface RouteContract {
  method: HttpMethod;
  /** Relative to the plugin's prefix; the registry holds the full path. */
  url: string;
  auth: RouteAuth;
  /** The 403 message for a signed-in caller below the route's role. */
  forbiddenMessage?: string;
  /**
   * Open to a session the programme holds until two-step sign-in is set up (who am I, signing out,
   * setting it up); every other signed-in route answers 403 TWO_STEP_SETUP_REQUIRED to such a session.
   */
  openDuringTwoStepSetup?: boolean;
  summary: string;
  description?: string;
  /** The service (`auth`, `authorization`, `ingestion`, `storage`, …) and the area it belongs to. */
  tags: readonly string[];
  params?: Schema;
  /**
   * Path parameters that fail their schema name nothing: answer 404 with this message instead of 400
   * (malformed, unknown and other members' ids all look alike).
   */
  paramsNotFound?: string;
  querystring?: Schema;
  body?: Schema;
  /** A request without a body is read as `{}` (an empty filter). */
  optionalBody?: boolean;
  rawBody?: RawBody;
  response: ResponseSpecs;
  /** The answer's Cache-Control (the API's default is `no-store`). */
  cacheControl?: string;
  /** Limited per address, account or token: may answer 429 with Retry-After. */
  rateLimited: boolean;
  bodyLimit?: number;
}

type Parsed<S> = S extends Schema ? z.output<S> : undefined;

type ResponseBody<S> = S extends null
  ? void
  : S extends RawResponse
    ? FastifyReply | (S['json'] extends Schema ? z.output<S['json']> : never)
    : S extends Schema
      ? z.output<S>
      : never;

/** What a handler may return: one of the declared answers' bodies (or the reply it sent itself). */
export type HandlerResult<R extends ResponseSpecs> = { [K in keyof R]: ResponseBody<R[K]> }[keyof R];

export interface RouteInput<A extends RouteAuth, P, Q, B> {
  tenant: FastifyRequest['tenant'];
  /** The language to answer in (messages, emails sent now, localised content). */
  locale: TAppLocale;
  /** The verified caller, on `member`, `editor` and `admin` routes. */
  caller: A extends SignedInAuth ? Caller : undefined;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

export interface RouteDeclaration<
  A extends RouteAuth,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends ResponseSpecs,
> extends Omit<RouteContract, 'auth' | 'params' | 'querystring' | 'body' | 'response' | 'rateLimited'> {
  auth: A;
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
  /** Rate limits (lib/rate-limits.ts), checked after the edge and before the handler. */
  rateLimit?: preHandlerAsyncHookHandler;
  handler(
    input: RouteInput<A, P, Q, B>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<HandlerResult<R>> | HandlerResult<R>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration, when `defineRoute` registered it. */
    contract?: RouteContract;
  }
}

export function isRawResponse(spec: ResponseSpec | undefined): spec is RawResponse {
  return typeof spec === 'object' && spec !== null && 'contentTypes' in spec;
}

/** The JSON schema of a declared answer, if its body is JSON. */
export function jsonSchemaOf(spec: ResponseSpec | undefined): Schema | undefined {
  if (spec === null || spec === undefined) return undefined;
  return isRawResponse(spec) ? spec.json : spec;
}

/** The status a route answers when all goes well: its first declared 2xx. */
export function getSuccessStatus(response: ResponseSpecs): number {
  const statuses = Object.keys(response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  if (statuses.length === 0) throw new Error('A route declares at least one 2xx answer.');
  return Math.min(...statuses);
}

function parseParams(contract: RouteContract, schema: Schema, value: unknown) {
  try {
    return parseInput(schema, value);
  } catch (error) {
    if (contract.paramsNotFound !== undefined && error instanceof AppError) {
      throw new AppError(ERROR_CODES.notFound, contract.paramsNotFound);
    }
    throw error;
  }
}

export function defineRoute<
  A extends RouteAuth,
  R extends ResponseSpecs,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(app: FastifyInstance, declaration: RouteDeclaration<A, P, Q, B, R>): void {
  const { handler, rateLimit, ...fields } = declaration;
  const contract: RouteContract = { ...fields, rateLimited: rateLimit !== undefined };
  const successStatus = getSuccessStatus(contract.response);
  const hasNoContent = contract.response[successStatus] === null;

  app.route({
    method: contract.method,
    url: contract.url,
    config: { auth: contract.auth, forbiddenMessage: contract.forbiddenMessage, contract },
    // What the contract allows is never refused as too large (a 100,000-character privacy policy).
    bodyLimit: getBodyLimit(contract),
    ...(rateLimit === undefined ? {} : { preHandler: rateLimit }),
    async handler(request, reply) {
      if (contract.cacheControl) reply.header('cache-control', contract.cacheControl);
      // Path first (what the request is about), then the query, then the body.
      const params = contract.params ? parseParams(contract, contract.params, request.params) : undefined;
      const query = contract.querystring ? parseInput(contract.querystring, request.query) : undefined;
      const body = contract.body
        ? parseInput(contract.body, request.body ?? (contract.optionalBody ? {} : undefined))
        : undefined;
      const input = {
        tenant: request.tenant,
        locale: readRequestLocale(request),
        caller: request.caller ?? undefined,
        params,
        query,
        body,
      };
      reply.code(successStatus);
      const result = await handler(input as RouteInput<A, P, Q, B>, request, reply);
      if (hasNoContent && !reply.sent) return reply.send();
      return result;
    },
  });
}
