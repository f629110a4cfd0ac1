import type { FastifyInstance } from 'fastify';
import { SIGN_IN_SECURITY_MESSAGES, ZSignInSecuritySettings } from '@portal/contracts/sign-in-security';
import { defineRoute } from '../../../lib/define-route';
import { readClientContext } from '../../../lib/request';
import type { SignInPolicyService } from './sign-in-policy-service';

const TAGS = ['authorization', 'admin', 'programme-settings'];

export async function signInPolicyRoutes(app: FastifyInstance, options: { signInPolicyService: SignInPolicyService }) {
  const { signInPolicyService } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/sign-in-security',
    auth: 'admin',
    forbiddenMessage: SIGN_IN_SECURITY_MESSAGES.adminsOnly,
    tags: TAGS,
    summary: 'Who must use two-step sign-in, and after how many idle minutes a session ends',
    response: { 200: ZSignInSecuritySettings },
    handler: ({ caller }) => signInPolicyService.getSettings(caller),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/sign-in-security',
    auth: 'admin',
    forbiddenMessage: SIGN_IN_SECURITY_MESSAGES.adminsOnly,
    tags: TAGS,
    summary: 'Require two-step sign-in (off, admins and editors, everyone) and set the idle minutes (5–120)',
    description:
      'Takes effect at each account’s next sign-in for the requirement, and within a minute on every instance ' +
      'for the idle minutes. Audited as `programme_changed`.',
    body: ZSignInSecuritySettings,
    response: { 200: ZSignInSecuritySettings },
    handler: ({ caller, body }, request) =>
      signInPolicyService.updateSettings(caller, { request: body, context: readClientContext(request) }),
  });
}
