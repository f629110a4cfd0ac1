import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_AUTHENTICATOR_SECRET, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD } from '@portal/contracts/demo';
import { ZLoginAnswer, isSecondStepRequired } from '@portal/contracts/sign-in-security';
import { DEMO_OPERATOR_HOST } from '../config';
import { accounts, authenticatorApps } from '../db/schema';
import type { TestApp } from './create-test-app';
import { authenticatorCodeAt } from '../modules/identity/second-factors/authenticator-codes';

/** The demo's operator console, where the operators' tenant answers. */
export const OPERATOR_HOST = DEMO_OPERATOR_HOST;

const sessions = new WeakMap<FastifyInstance, Promise<string>>();

/** The template's authenticator app was sealed under another secret: this app's own, sealed under its. */
async function sealOperatorsApp(t: TestApp): Promise<void> {
  await t.db
    .delete(authenticatorApps)
    .where(
      sql`${authenticatorApps.accountId} in (select ${accounts.id} from ${accounts} where ${eq(accounts.email, DEMO_OPERATOR_EMAIL)})`,
    );
  await t.services.twoStepService.seedDemoAuthenticators();
}

async function signInWithCode(t: TestApp): Promise<string> {
  const { app } = t;
  await sealOperatorsApp(t);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: OPERATOR_HOST },
    payload: { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`The operator's sign-in failed: ${login.statusCode} ${login.body}`);
  const answer = ZLoginAnswer.parse(login.json());
  if (!isSecondStepRequired(answer)) throw new Error('The operator signed in without a second step.');
  let last = '';
  // A code is spent once: the next one (its window accepts) when this one was spent already.
  for (const atMs of [Date.now(), Date.now() + 30_000]) {
    const code = await app.inject({
      method: 'POST',
      url: '/api/auth/login/second-step',
      headers: { host: OPERATOR_HOST },
      payload: { ticket: answer.second_step.ticket, code: authenticatorCodeAt(DEMO_AUTHENTICATOR_SECRET, atMs) },
    });
    if (code.statusCode === 200) return (code.json() as { access_token: string }).access_token;
    last = `${code.statusCode} ${code.body}`;
  }
  throw new Error(`The operator’s authenticator codes were refused: ${last}`);
}

/**
 * The demo operator's access token on this app, signed in with the password and an authenticator code
 * once per app (each code is spent once, so a test file shares the one session).
 */
export function signInAsOperator(t: TestApp): Promise<string> {
  let session = sessions.get(t.app);
  if (!session) {
    session = signInWithCode(t);
    sessions.set(t.app, session);
  }
  return session;
}
