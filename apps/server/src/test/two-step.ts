import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ZAuthenticatorSetup, ZRecoveryCodes } from '@portal/contracts/sign-in-security';
import { authenticatorCodeAt } from '../modules/identity/second-factors/authenticator-codes';
import { api } from './api';

/**
 * Turns an authenticator app on for the signed-in account as a member does (the secret shown, the first
 * code typed); answers the secret, to make codes with, and the ten recovery codes.
 */
export async function setUpAuthenticator(app: FastifyInstance, input: { host: string; token: string }) {
  const client = api(app, { host: input.host, prefix: '/api/authorization' }).as(input.token);
  const begun = await client.post('/accounts/me/two-step/authenticator');
  expect(begun.statusCode, begun.body).toBe(200);
  const { secret } = ZAuthenticatorSetup.parse(begun.json());
  const confirmed = await client.post('/accounts/me/two-step/authenticator/confirm', {
    code: authenticatorCodeAt(secret, Date.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: ZRecoveryCodes.parse(confirmed.json()).recovery_codes };
}
