/**
 * The registry of the app's routes, and (in tests) the check of every JSON answer against its route's
 * declaration. Registered at the root before any route, it sees every route Fastify registers.
 *
 * `app.routeRegistry.registered()` lists every route (method, full URL, auth, declaration if any);
 * `app.routeRegistry.declared()` the routes registered by `defineRoute`, with their contracts: the
 * OpenAPI document, the route-matrix and the fuzz tests are all driven by it.
 */
import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ZErrorResponse } from '@portal/contracts/errors';
import type { RouteAuth } from '../lib/caller';
import type { HttpMethod, RouteContract } from '../lib/define-route';
import { jsonSchemaOf } from '../lib/define-route';

export interface RegisteredRoute {
  method: string;
  /** The full path, prefixes included, in Fastify's syntax (`/api/authorization/media/:id`). */
  url: string;
  auth: RouteAuth | undefined;
  contract: RouteContract | undefined;
}

export interface DeclaredRoute extends RegisteredRoute {
  method: HttpMethod;
  auth: RouteAuth;
  contract: RouteContract;
}

export interface RouteRegistry {
  /** Every route Fastify registered, in order (HEAD routes, which it adds for every GET, left out). */
  registered(): readonly RegisteredRoute[];
  /** The routes declared with `defineRoute`, with their contracts. */
  declared(): readonly DeclaredRoute[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: RouteRegistry;
  }
}

/** A JSON answer that does not match what its route declares: a bug in the server, found by the tests. */
export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

function isDeclared(route: RegisteredRoute): route is DeclaredRoute {
  return route.contract !== undefined;
}

function checkResponse(method: string, url: string, contract: RouteContract): preSerializationAsyncHookHandler {
  return async function checkResponseContract(_request, reply, payload) {
    const status = reply.statusCode;
    const schema = status >= 400 ? ZErrorResponse : jsonSchemaOf(contract.response[status]);
    const problem = !schema
      ? `answered ${status} with a JSON body, which it does not declare`
      : (() => {
          const result = schema.safeParse(payload);
          if (result.success) return undefined;
          const [issue] = result.error.issues;
          return `answered ${status} with a body its contract refuses: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`;
        })();
    if (problem) {
      const error = new ResponseContractError(`${method} ${url} ${problem}`);
      // Visible in the test's output even though the answer is a generic 500.
      console.error(error.message, JSON.stringify(payload)?.slice(0, 500));
      throw error;
    }
    return payload;
  };
}

export const routeContractsPlugin = fp(
  async (app: FastifyInstance, options: { checkResponses: boolean }) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('routeRegistry', {
      registered: () => routes,
      declared: () => routes.filter(isDeclared),
    } satisfies RouteRegistry);

    app.addHook('onRoute', (route) => {
      const contract = route.config?.contract;
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route for every GET; it is the GET's, not one of its own.
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, auth: route.config?.auth, contract });
      }
      if (contract && options.checkResponses) {
        const existing = route.preSerialization ? [route.preSerialization].flat() : [];
        route.preSerialization = [...existing, checkResponse(String(route.method), route.url, contract)];
      }
    });
  },
  { name: 'route-contracts' },
);
