import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APPLICATION_TYPE_HEADER, BRAND_HEADER } from '@portal/contracts/headers';
import { MEMBER_AUTHORIZATION_HEADER } from '@portal/contracts/ingestion';

/**
 * The native shell's pages are served by the WebView itself (`https://localhost` on Android,
 * `capacitor://localhost` on iOS), so its calls to the portal cross origins. Only those origins get CORS
 * answers, only under /api, and without credentials: every call carries its bearer token itself.
 */
export const nativeAppCorsPlugin = fp(
  async (app: FastifyInstance, options: { origins: readonly string[] }) => {
    const origins = new Set(options.origins);
    await app.register(cors, {
      // Outside /api (pages, assets, /.well-known) the answer carries no CORS headers at all.
      delegator: (request, callback) =>
        callback(null, {
          origin: request.url.startsWith('/api/')
            ? (origin, done) => done(null, origin !== undefined && origins.has(origin))
            : false,
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          // The member's token rides beside the analytics write key (see MEMBER_AUTHORIZATION_HEADER).
          allowedHeaders: [
            'Authorization',
            'Content-Type',
            'Accept-Language',
            APPLICATION_TYPE_HEADER,
            BRAND_HEADER,
            MEMBER_AUTHORIZATION_HEADER,
          ],
          // The app reads a 429's Retry-After to say how long to wait.
          exposedHeaders: ['Retry-After'],
          maxAge: 600,
        }),
    });
  },
  { name: 'native-app-cors' },
);
