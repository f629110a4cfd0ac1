/**
 * Authentication at the edge. Every route under `/api` states who may call it in its `config.auth`
 * (`defineRoute` writes it from the route's declaration); a route that does not is refused when the app
 * starts. Before anything else of the request is read, a hook verifies the bearer credential the route
 * asks for and hands the handler a typed `request.caller`: services take that caller, never a token.
 *
 * - `public`: anyone (the tenant still comes from the host or brand header).
 * - `member`, `editor`, `admin`: a live access token of this tenant's account with at least that role
 *   (401 without one, 403 with a lower role, worded by the route's `forbiddenMessage`).
 * - `ingestion-key`: the tenant's public, insert-only analytics write key; with it, the signed-in member's
 *   access token in `X-Member-Authorization` (optional) becomes the caller when it is valid, so the
 *   service can attest whose events they are. An invalid or expired one leaves no caller, never a 401:
 *   the events are still taken, without a member.
 * - A session the programme holds until two-step sign-in is set up reaches only the routes that say
 *   `openDuringTwoStepSetup` (403 TWO_STEP_SETUP_REQUIRED elsewhere).
 * - `operator`: METRICS_TOKEN as a bearer token, else a client on the loopback address (lib/operator-access.ts).
 * - `platform-operator`: on the operators' tenant (OPERATOR_HOST) only, 404 elsewhere as an unknown path is;
 *   there, a live access token of one of its admins, whose sessions all passed two steps (its requirement).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@portal/contracts/errors';
import { MEMBER_AUTHORIZATION_HEADER } from '@portal/contracts/ingestion';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import { SIGN_IN_SECURITY_ERROR_CODES, SIGN_IN_SECURITY_MESSAGES } from '@portal/contracts/sign-in-security';
import { readBearerToken } from '../lib/access-tokens';
import type { Caller, RouteAuth, SignedInAuth } from '../lib/caller';
import { ROUTE_AUTH, hasRole } from '../lib/caller';
import { AppError, forbidden } from '../lib/errors';
import { createOperatorCheck } from '../lib/operator-access';
import type { SessionsService } from '../modules/identity/sessions/sessions-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required for every route under `/api`. */
    auth?: RouteAuth;
    /** The 403 message for a signed-in caller below the route's role. */
    forbiddenMessage?: string;
  }
  interface FastifyRequest {
    /**
     * The verified caller of a `member`, `editor` or `admin` route, and of an `ingestion-key` route when
     * the member's token came with the write key; null otherwise.
     */
    caller: Caller | null;
  }
}

/** Whether a path is the API's (the web app's pages and assets are not). */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { sessionsService: SessionsService; metricsToken: string | undefined }) => {
    const { sessionsService } = options;
    const checkOperator = createOperatorCheck({ metricsToken: options.metricsToken });
    app.decorateRequest('caller', null);

    function signedIn(
      auth: SignedInAuth,
      forbiddenMessage: string | undefined,
      openDuringTwoStepSetup: boolean,
    ): onRequestHookHandler {
      const role = auth === 'platform-operator' ? 'admin' : auth;
      return async function authenticate(request) {
        // Elsewhere than the operators' host the console's routes are not there at all, whoever asks.
        if (auth === 'platform-operator' && request.tenant.key !== OPERATORS_TENANT_KEY) {
          throw new AppError(
            ERROR_CODES.notFound,
            `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
          );
        }
        const caller = await sessionsService.authenticate({
          tenant: request.tenant,
          token: readBearerToken(request.headers.authorization),
        });
        if (caller.twoStepSetupRequired && !openDuringTwoStepSetup) {
          throw new AppError(
            SIGN_IN_SECURITY_ERROR_CODES.twoStepSetupRequired,
            SIGN_IN_SECURITY_MESSAGES.setupRequired,
          );
        }
        if (!hasRole(caller.account.role, role)) throw forbidden(forbiddenMessage);
        request.caller = caller;
      };
    }

    const ingestionKey: onRequestHookHandler = async function verifyIngestionKey(request) {
      sessionsService.verifyIngestionKey({
        tenant: request.tenant,
        key: readBearerToken(request.headers.authorization),
      });
      const header = request.headers[MEMBER_AUTHORIZATION_HEADER.toLowerCase()];
      const memberToken = readBearerToken(typeof header === 'string' ? header : undefined);
      if (!memberToken) return;
      request.caller = await sessionsService
        .authenticate({ tenant: request.tenant, token: memberToken })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === ERROR_CODES.unauthenticated) return null;
          throw error;
        });
    };

    const operator: onRequestHookHandler = async function verifyOperator(request) {
      checkOperator(request);
    };

    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url)) return;
      const auth = route.config?.auth;
      if (auth === undefined || !ROUTE_AUTH.includes(auth)) {
        throw new Error(`${String(route.method)} ${route.url} does not say who may call it (config.auth).`);
      }
      if (auth === 'public') return;
      const hook =
        auth === 'ingestion-key'
          ? ingestionKey
          : auth === 'operator'
            ? operator
            : signedIn(auth, route.config?.forbiddenMessage, route.config?.contract?.openDuringTwoStepSetup === true);
      // Route-level hooks run after the instance's, so the tenant is resolved first.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, hook];
    });
  },
  { name: 'authentication' },
);
