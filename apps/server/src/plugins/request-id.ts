/**
 * Every request's id: the `X-Request-Id` a proxy or client sent when it is short and plain, else a new
 * UUID (Fastify's `genReqId`, set in app.ts). It is sent back in the answer's `X-Request-Id`, bound to
 * `request.log`, and kept for the request's course (lib/request-context.ts) so the services' log lines
 * carry it too.
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, runInRequest } from '../lib/request-context';

const kScope = Symbol('request scope');

declare module 'fastify' {
  interface FastifyRequest {
    [kScope]?: AsyncResource;
  }
}

export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      runInRequest(request.id, () => {
        request[kScope] = new AsyncResource('portal-request');
        done();
      });
    });
    // Reading the body runs in the socket's context, not the request's: the rest of the request goes
    // back into the request's scope (as @fastify/request-context does).
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = request[kScope];
      if (scope) scope.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'request-id' },
);
