import type { FastifyInstance } from 'fastify';
import { ZIdParams } from '@portal/contracts/ids';
import {
  SIGN_IN_SECURITY_MESSAGES,
  ZAuthenticatorSetup,
  ZConfirmAuthenticatorRequest,
  ZRecoveryCodes,
  ZStepUpRequest,
  ZTwoStepReset,
  ZTwoStepStatus,
} from '@portal/contracts/sign-in-security';
import { defineRoute } from '../../../lib/define-route';
import { byClientAddress, createRateLimitGuard } from '../../../lib/rate-limits';
import { readClientContext } from '../../../lib/request';
import type { TwoStepService } from './two-step-service';

const TAGS = ['authorization', 'accounts', 'two-step'];

/** Guessing codes or a password through a stolen session is slowed as sign-in is. */
export const CODE_CHECK_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

export async function twoStepRoutes(app: FastifyInstance, options: { twoStepService: TwoStepService }) {
  const { twoStepService } = options;
  const codeChecks = createRateLimitGuard(
    app,
    [{ name: 'two-step-code-checks', ...CODE_CHECK_RATE_LIMIT, key: byClientAddress }],
    'Too many attempts. Try again in a minute.',
  );

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/me/two-step',
    auth: 'member',
    openDuringTwoStepSetup: true,
    summary: 'What guards the account beyond its password, and whether the programme requires it',
    tags: TAGS,
    response: { 200: ZTwoStepStatus },
    handler: ({ caller }) => twoStepService.getStatus(caller),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/two-step/authenticator',
    auth: 'member',
    openDuringTwoStepSetup: true,
    summary: 'Start setting up an authenticator app: a new secret, as text and as a QR code',
    description:
      'Starting again replaces an unconfirmed secret. 409 when an app is already on. Needs a proof within ' +
      'the step-up window (403 STEP_UP_REQUIRED) when a passkey already guards the account; a first second factor ' +
      'needs none.',
    tags: TAGS,
    response: { 200: ZAuthenticatorSetup },
    handler: ({ caller }) => twoStepService.beginAuthenticatorSetup(caller),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/two-step/authenticator/confirm',
    auth: 'member',
    openDuringTwoStepSetup: true,
    summary: 'Turn the app on with its first code; answers ten recovery codes, shown this once',
    description:
      'Needs a recent proof (STEP_UP_MINUTES, five by default), as the start does, when a passkey already guards the account.',
    tags: TAGS,
    body: ZConfirmAuthenticatorRequest,
    response: { 200: ZRecoveryCodes },
    rateLimit: codeChecks,
    handler: ({ caller, body }, request) =>
      twoStepService.confirmAuthenticator(caller, { code: body.code, context: readClientContext(request) }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/accounts/me/two-step/authenticator',
    auth: 'member',
    summary: 'Turn the authenticator app off (and its recovery codes)',
    description:
      'Needs a recent proof (STEP_UP_MINUTES, five by default) (403 STEP_UP_REQUIRED otherwise: `POST /accounts/me/verify`). ' +
      'Refused (409) while the programme requires two-step sign-in and no passkey stands in.',
    tags: TAGS,
    response: { 204: null },
    async handler({ caller }, request) {
      await twoStepService.disableAuthenticator(caller, { context: readClientContext(request) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/two-step/recovery-codes',
    auth: 'member',
    summary: 'Ten new recovery codes in place of the old ones',
    description: 'Needs a recent proof (STEP_UP_MINUTES, five by default) (403 STEP_UP_REQUIRED otherwise).',
    tags: TAGS,
    response: { 200: ZRecoveryCodes },
    handler: ({ caller }, request) =>
      twoStepService.renewRecoveryCodes(caller, { context: readClientContext(request) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/verify',
    auth: 'member',
    // A member held to setting up two-step sign-in proves it here before adding a passkey.
    openDuringTwoStepSetup: true,
    summary: 'Step-up: prove it is still you with your password or a code, for five minutes',
    description:
      'Opens what matters (turning two-step sign-in off, new recovery codes, adding or removing a passkey, ' +
      'adding an app beside a passkey, downloading your data, deleting the account) for five minutes. ' +
      'Open to a session held to setting up two-step sign-in. A wrong password or code answers 400.',
    tags: TAGS,
    body: ZStepUpRequest,
    response: { 204: null },
    rateLimit: codeChecks,
    async handler({ caller, body }, request) {
      await twoStepService.confirmIdentity(caller, { ...body, context: readClientContext(request) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/members/:id/two-step/reset',
    auth: 'admin',
    forbiddenMessage: SIGN_IN_SECURITY_MESSAGES.adminsOnly,
    summary: 'Reset a member’s two-step sign-in (they lost their authenticator): app, codes and passkeys go',
    description: 'Audited as `two_step_reset` (the admin named); the member is emailed. Not for your own account.',
    tags: ['authorization', 'admin', 'two-step'],
    params: ZIdParams,
    response: { 200: ZTwoStepReset },
    handler: ({ caller, params }, request) =>
      twoStepService.resetForMember(caller, { accountId: params.id, context: readClientContext(request) }),
  });
}
