import { randomUUID } from 'node:crypto';
import { ACCOUNT_DEACTIVATED_MESSAGE, ADMIN_MEMBERS_ERROR_CODES } from '@portal/contracts/admin-members';
import type { TLoginRequest, TLoginResponse } from '@portal/contracts/auth';
import type { TRole } from '@portal/contracts/accounts';
import {
  SECOND_STEP_TICKET_MINUTES,
  SIGN_IN_SECURITY_ERROR_CODES,
  SIGN_IN_SECURITY_MESSAGES,
} from '@portal/contracts/sign-in-security';
import type { TLoginAnswer, TSecondStepMethod } from '@portal/contracts/sign-in-security';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { AccessTokens } from '../../../lib/access-tokens';
import { createSecureToken, hashToken } from '../../../lib/secure-token';
import { getSessionExpiry } from '../../../lib/access-tokens';
import type { Caller, TenantRef } from '../../../lib/caller';
import { AppError, unauthenticated } from '../../../lib/errors';
import type { PasswordHasher } from '../../../lib/passwords';
import { createDummyPasswordHash, needsRehash } from '../../../lib/passwords';
import type { ClientContext } from '../../../lib/client-context';
import type { MailDispatcher } from '../../email/mail-dispatcher';
import { renderSignInFailuresEmail } from '../../email/templates/sign-in-failures-email';
import { renderNewSignInEmail } from '../../email/templates/new-sign-in-email';
import { describeSessionDevice } from '../sessions/session-devices';
import type { SignInRepository, ClaimedFailure } from './sign-in-repository';
import { sessionUserAgent } from './sign-in-repository';
import type { DeviceProofs, IssuedDeviceProof } from './device-proofs';
import {
  SIGN_IN_NOTIFY_AFTER_FAILURES,
  SignInThrottledError,
  getCodeThrottledMessage,
  getRetryAfterSeconds,
} from './sign-in-throttle';
import { getEmailLocale } from '../../email/templates/email-layout';

export const INVALID_CREDENTIALS_MESSAGE = "That email and password don't match an account on this programme.";

/** The device proofs an attempt came with: the native app's in the body, a browser's cookies by name. */
export interface PresentedDeviceProofs {
  body?: string | undefined;
  cookies: ReadonlyMap<string, string>;
}

export interface SignInResult {
  answer: TLoginResponse;
  /** A fresh proof that this device signed in to this account, for the device to keep. */
  deviceProof: IssuedDeviceProof;
}

/** The password was right: either signed in, or the second step to take (no device proof until it is). */
export type PasswordSignInResult = SignInResult | { answer: TLoginAnswer; deviceProof?: undefined };

/** What the second factors of sign-in offer the password step (identity/second-factors). */
export interface SecondFactors {
  methodsOf(owner: { tenantId: string; accountId: string }): Promise<TSecondStepMethod[]>;
  mustSetUp(owner: { tenantId: string; accountId: string; role: TRole }): Promise<boolean>;
  proveWithCode(
    owner: { tenantId: string; accountId: string },
    input: { code: string; context: ClientContext },
  ): Promise<'authenticator_app' | 'recovery_code' | undefined>;
}

/** How a sign-in was proved, recorded with its `signed_in` event (`app_handoff`: the website's, for the app). */
export type SignInMethod = 'password' | TSecondStepMethod | 'app_handoff';

/**
 * A live session that a new one continues (the website's, handed to the app): the new session keeps its
 * factors, its last proof and its end, so making one session from another never starts a lifetime again
 * and never passes a step-up the first could not.
 */
export interface ContinuedSession {
  factors: 1 | 2;
  verifiedAt: Date;
  expiresAt: Date;
  twoStepSetupRequired: boolean;
}

/** An account proved by other means than its password (a passkey, a hand-over): the session to open for it. */
export interface ProvedSignIn {
  tenant: TenantRef;
  account: { id: string; email: string };
  method: SignInMethod;
  /** The session this one continues; without it, a fresh two-factor session (a passkey proved it now). */
  continues?: ContinuedSession;
  applicationType: string | null;
  context: ClientContext;
  deviceProofs: PresentedDeviceProofs;
}

export const SECOND_STEP_CODE_FIELD = 'code';

export interface SignInService {
  /** The password step: signed in, or a ticket for the second step when the account has second factors. */
  login(
    input: Omit<TLoginRequest, 'device_proof'> & {
      tenant: TenantRef;
      applicationType: string | null;
      context: ClientContext;
      deviceProofs: PresentedDeviceProofs;
    },
  ): Promise<PasswordSignInResult>;
  /** The second step: a ticket from the password step and an authenticator or recovery code. */
  completeSecondStep(input: {
    tenant: TenantRef;
    ticket: string;
    code: string;
    context: ClientContext;
    deviceProofs: PresentedDeviceProofs;
  }): Promise<SignInResult>;
  /** The account behind a live second-step ticket (a passkey may finish it instead of a code). */
  findTicketAccount(input: { tenant: TenantRef; ticket: string }): Promise<{ id: string; email: string }>;
  /** Spends a ticket a passkey finished, and opens the session. */
  completeSecondStepWithPasskey(input: {
    tenant: TenantRef;
    ticket: string;
    context: ClientContext;
    deviceProofs: PresentedDeviceProofs;
  }): Promise<SignInResult>;
  /** Opens a two-factor session for an account a passkey proved, or one that continues another session. */
  signInProved(input: ProvedSignIn): Promise<SignInResult>;
  /** Ends the caller's session. */
  logout(caller: Caller, input: { context: ClientContext }): Promise<void>;
}

export function createSignInService(deps: {
  repository: SignInRepository;
  deviceProofs: DeviceProofs;
  tokens: AccessTokens;
  passwords: Pick<PasswordHasher, 'hash' | 'verify'>;
  /** Verified against for unknown emails, so both answers take as long. */
  dummyPasswordHash?: Promise<string>;
  /** Called once a session is revoked, so cached lookups of it end at once. */
  onSessionRevoked?: (sessionId: string) => void;
  /** For the warning after repeated failed sign-ins. */
  mail: Pick<MailDispatcher, 'sendInBackground'>;
  getPublicUrl: (tenantKey: string) => string;
  /** The account's second factors and the programme's requirement (identity/second-factors). */
  secondFactors: SecondFactors;
  /** The sign-in throttle's clock; tests pass their own. */
  now?: () => Date;
  log: { warn(details: object, message: string): void };
}): SignInService {
  const { repository, tokens, passwords } = deps;
  const dummyPasswordHash = deps.dummyPasswordHash ?? createDummyPasswordHash();
  const getNow = deps.now ?? (() => new Date());

  /**
   * Tells the member, once per run, that sign-ins keep failing. The same
   * queries run for unknown emails; only the email itself depends on the
   * account. Best effort: it never changes the answer to the attempt.
   */
  async function warnAboutFailures(tenant: TenantRef, email: string, now: Date) {
    try {
      if (!(await repository.markSignInFailuresNotified({ tenantId: tenant.id, email, now }))) return;
      const account = await repository.findActiveAccountToNotify(tenant.id, email);
      if (!account) return;
      deps.mail.sendInBackground({
        sender: tenant.brand,
        to: account.email,
        ...renderSignInFailuresEmail({
          brand: tenant.brand,
          publicUrl: deps.getPublicUrl(tenant.key),
          locale: getEmailLocale(account.preferredLanguage),
          lastAttemptAt: now,
          recipientName: account.firstName,
        }),
      });
    } catch (error) {
      deps.log.warn({ err: error }, 'Could not warn a member about failed sign-ins');
    }
  }

  /** Best effort: the person is signed in either way, and the next sign-in tries again. */
  async function upgradeHash(account: { id: string; passwordHash: string }, tenantId: string, password: string) {
    try {
      await repository.replacePasswordHash({
        accountId: account.id,
        tenantId,
        previousHash: account.passwordHash,
        newHash: await passwords.hash(password),
      });
    } catch (error) {
      deps.log.warn({ err: error, accountId: account.id }, 'Could not upgrade a password hash');
    }
  }

  /** Best effort: the refusal stands either way. */
  async function countRefusal(tenant: TenantRef, email: string, context: ClientContext, now: Date) {
    try {
      await repository.recordThrottledSignIn({ tenantId: tenant.id, email, clientAddress: context.clientAddress, now });
    } catch (error) {
      deps.log.warn({ err: error }, 'Could not count a refused sign-in attempt');
    }
  }

  /** Tells the member their account was signed in to from a device with no earlier sign-in. Best effort. */
  async function notifyNewDevice(
    tenant: TenantRef,
    email: string,
    context: ClientContext,
    applicationType: string | null,
  ) {
    try {
      const account = await repository.findActiveAccountToNotify(tenant.id, email);
      if (!account) return;
      const locale = getEmailLocale(account.preferredLanguage);
      deps.mail.sendInBackground({
        sender: tenant.brand,
        to: account.email,
        ...renderNewSignInEmail({
          brand: tenant.brand,
          publicUrl: deps.getPublicUrl(tenant.key),
          locale,
          device: describeSessionDevice({ applicationType, userAgent: context.userAgent }).name,
          signedInAt: getNow(),
          recipientName: account.firstName,
        }),
      });
    } catch (error) {
      deps.log.warn({ err: error }, 'Could not tell a member about a new sign-in');
    }
  }

  /**
   * Counts a password attempt as a failure before it is checked: against a known device's own budget, else
   * the email's run. Throws when the email must wait. What it counted, a right password gives back.
   */
  async function claimAttempt(tenant: TenantRef, email: string, deviceId: string | undefined, context: ClientContext) {
    const now = getNow();
    if (deviceId !== undefined) {
      const claimed = await repository.claimDeviceAttempt({ tenantId: tenant.id, deviceId, now });
      if (claimed) return { isKnownDevice: true, failuresInRun: 0, claimed };
    }
    // Alike for every email, known or not: a blocked email is refused unchecked.
    const attempt = await repository.claimSignInAttempt({ tenantId: tenant.id, email, now });
    if (attempt.blockedUntil) {
      await countRefusal(tenant, email, context, now);
      throw new SignInThrottledError(getRetryAfterSeconds(attempt.blockedUntil, now));
    }
    return { isKnownDevice: false, failuresInRun: attempt.failures, claimed: attempt };
  }

  /**
   * A right password with a second step to come: its attempt was no failure, so its claim is given back,
   * but the run of others' failures stays until the second step succeeds (a stolen password ends nothing).
   */
  async function giveBackAttempt(
    tenant: TenantRef,
    email: string,
    deviceId: string | undefined,
    { isKnownDevice, claimed }: { isKnownDevice: boolean; claimed: ClaimedFailure },
  ) {
    if (isKnownDevice && deviceId !== undefined) {
      await repository.releaseDeviceAttempt({ tenantId: tenant.id, deviceId, claimed });
    } else await repository.releaseSignInAttempt({ tenantId: tenant.id, email, claimed });
  }

  /**
   * Counts a second-step code against the account's budget of wrong codes before it is checked (never
   * against the password's run). Throws when the account's codes must wait.
   */
  async function claimCodeAttempt(tenant: TenantRef, account: { id: string; email: string }, context: ClientContext) {
    const now = getNow();
    const attempt = await repository.claimCodeAttempt({ tenantId: tenant.id, accountId: account.id, now });
    if (attempt.blockedUntil) {
      await countRefusal(tenant, account.email, context, now);
      const retryAfterSeconds = getRetryAfterSeconds(attempt.blockedUntil, now);
      throw new SignInThrottledError(retryAfterSeconds, getCodeThrottledMessage(retryAfterSeconds));
    }
  }

  /**
   * A success ends the failures it was counted among, and a finished second step the account's wrong codes.
   * A known device's ends only its own budget's: a run of others' guesses goes on being slowed down.
   */
  async function clearAttempts(
    tenant: TenantRef,
    email: string,
    deviceId: string | undefined,
    isKnownDevice: boolean,
    secondStepOf?: string,
  ) {
    if (isKnownDevice && deviceId !== undefined) {
      await repository.clearDeviceFailures(tenant.id, deviceId);
      if (secondStepOf !== undefined) await repository.clearCodeFailures(tenant.id, secondStepOf);
    } else await repository.clearSignInThrottle(tenant.id, email);
  }

  /** The session, its token and a fresh device proof; a device with no proof gets the new-sign-in email. */
  async function openSession(input: {
    tenant: TenantRef;
    account: { id: string; email: string };
    method: SignInMethod;
    factors: 1 | 2;
    applicationType: string | null;
    userAgent: string | null;
    context: ClientContext;
    twoStepSetupRequired: boolean;
    isNewDevice: boolean;
    /** The last proof and the end of the session this one continues; a new sign-in's are now and a lifetime on. */
    verifiedAt?: Date;
    expiresAt?: Date;
  }): Promise<SignInResult> {
    const { tenant, account } = input;
    const sessionId = randomUUID();
    // The wall clock, as the token's `exp` is checked by (`getNow` is the throttle's, which tests move).
    const nowMs = Date.now();
    const expiresAt = input.expiresAt ?? getSessionExpiry(tokens.ttlSeconds, nowMs);
    await repository.createSession(
      {
        id: sessionId,
        accountId: account.id,
        tenantId: tenant.id,
        applicationType: input.applicationType,
        userAgent: input.userAgent,
        expiresAt,
        factors: input.factors,
        ...(input.verifiedAt ? { verifiedAt: input.verifiedAt } : {}),
        twoStepSetupRequired: input.twoStepSetupRequired,
      },
      { context: input.context, details: input.method === 'password' ? null : { method: input.method } },
    );
    if (input.isNewDevice) await notifyNewDevice(tenant, account.email, input.context, input.applicationType);
    const accessToken = await tokens.sign({ sub: account.id, tid: tenant.key, jti: sessionId }, expiresAt);
    const expiresIn = input.expiresAt
      ? Math.max(0, Math.floor((input.expiresAt.getTime() - nowMs) / 1000))
      : tokens.ttlSeconds;
    return {
      answer: { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn },
      deviceProof: deps.deviceProofs.issue({ tenantId: tenant.id, email: account.email, now: getNow() }),
    };
  }

  function ticketEnded(): AppError {
    return unauthenticated(SIGN_IN_SECURITY_MESSAGES.ticketEnded);
  }

  async function findTicket(tenant: TenantRef, ticket: string) {
    const row = await repository.findLiveSignInTicket(hashToken(ticket), tenant.id);
    if (!row) throw ticketEnded();
    return row;
  }

  return {
    async login({ tenant, email, password, applicationType, context, deviceProofs: presented }) {
      const now = getNow();
      // A device that signed in to this account before (a valid proof) spends its own small budget of
      // failures, so an attack from elsewhere cannot hold it up. Spent, forged, another account's or older
      // than the password, the proof counts for nothing and the attempt is an unknown device's.
      const proof = presented.body ?? presented.cookies.get(deps.deviceProofs.cookieName(tenant.id, email));
      const account = await repository.findAccountByEmail(tenant.id, email);
      const deviceId = deps.deviceProofs.verify(proof, {
        tenantId: tenant.id,
        email,
        now,
        notBefore: account?.passwordChangedAt,
      });
      /** The failures in the account's run so far, this attempt included (none for a known device). */
      const attempt = await claimAttempt(tenant, email, deviceId, context);
      const { isKnownDevice, failuresInRun } = attempt;

      const storedHash = account?.passwordHash ?? (await dummyPasswordHash);
      const isPasswordRight = await passwords.verify(storedHash, password);
      if (account?.passwordHash && isPasswordRight && account.status === 'disabled') {
        // The right password for a deactivated account: said plainly, and recorded. A wrong
        // password still gets the generic answer below, so this says nothing to someone guessing.
        await repository.recordEvent({ tenantId: tenant.id, accountId: account.id, event: 'sign_in_refused', context });
        throw new AppError(ADMIN_MEMBERS_ERROR_CODES.accountDeactivated, ACCOUNT_DEACTIVATED_MESSAGE);
      }
      if (!account?.passwordHash || !isPasswordRight || account.status !== 'active') {
        await repository.recordEvent({
          tenantId: tenant.id,
          accountId: account?.id ?? null,
          event: 'sign_in_failed',
          context,
        });
        if (failuresInRun >= SIGN_IN_NOTIFY_AFTER_FAILURES) await warnAboutFailures(tenant, email, now);
        throw new AppError(ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
      }
      if (needsRehash(account.passwordHash)) {
        await upgradeHash({ id: account.id, passwordHash: account.passwordHash }, tenant.id, password);
      }
      const owner = { tenantId: tenant.id, accountId: account.id };
      const methods = await deps.secondFactors.methodsOf(owner);
      if (methods.length > 0) {
        // The right password was no failure: its claim is given back, so the member's own tries never
        // lengthen a wait. But it opens nothing alone: the run of others' failures stays until the second
        // step succeeds, so a stolen password ends no throttle.
        await giveBackAttempt(tenant, email, deviceId, attempt);
        const { token: ticket, hash: ticketHash } = createSecureToken();
        await repository.createSignInTicket({
          tokenHash: ticketHash,
          tenantId: tenant.id,
          accountId: account.id,
          applicationType,
          userAgent: sessionUserAgent(context),
          deviceId: isKnownDevice ? (deviceId ?? null) : null,
          expiresAt: new Date(now.getTime() + SECOND_STEP_TICKET_MINUTES * 60_000),
        });
        return { answer: { second_step: { ticket, methods, expires_in: SECOND_STEP_TICKET_MINUTES * 60 } } };
      }
      // A known device's success ends only its own failures: a run of others' guesses on the account
      // goes on being slowed down.
      await clearAttempts(tenant, email, deviceId, isKnownDevice);
      return openSession({
        tenant,
        account: { id: account.id, email },
        method: 'password',
        factors: 1,
        applicationType,
        userAgent: sessionUserAgent(context),
        context,
        twoStepSetupRequired: await deps.secondFactors.mustSetUp({ ...owner, role: account.role }),
        isNewDevice: deviceId === undefined,
      });
    },

    async completeSecondStep({ tenant, ticket, code, context, deviceProofs: presented }) {
      const row = await findTicket(tenant, ticket);
      // The device that typed the password is the one typing the code: its proof came with the ticket.
      const deviceId = row.deviceId ?? undefined;
      // Codes spend the ticket's few tries and the account's budget of wrong codes, never the password's
      // run: only someone who knew the password can get here.
      await claimCodeAttempt(tenant, { id: row.accountId, email: row.email }, context);
      const owner = { tenantId: tenant.id, accountId: row.accountId };
      const proved = await deps.secondFactors.proveWithCode(owner, { code, context });
      if (!proved) {
        await repository.countSignInTicketFailure(row.id);
        await repository.recordEvent({ ...owner, event: 'sign_in_failed', context, details: { step: 'second' } });
        throw new AppError(
          SIGN_IN_SECURITY_ERROR_CODES.secondStepFailed,
          SIGN_IN_SECURITY_MESSAGES.codeWrong,
          SECOND_STEP_CODE_FIELD,
        );
      }
      // Of two requests racing with good codes, one signs in.
      if (!(await repository.spendSignInTicket(row.id))) throw ticketEnded();
      await clearAttempts(tenant, row.email, deviceId, deviceId !== undefined, row.accountId);
      const proof = presented.body ?? presented.cookies.get(deps.deviceProofs.cookieName(tenant.id, row.email));
      return openSession({
        tenant,
        account: { id: row.accountId, email: row.email },
        method: proved,
        factors: 2,
        applicationType: row.applicationType,
        userAgent: row.userAgent,
        context,
        twoStepSetupRequired: false,
        isNewDevice: deviceId === undefined && proof === undefined,
      });
    },

    async findTicketAccount({ tenant, ticket }) {
      const row = await findTicket(tenant, ticket);
      return { id: row.accountId, email: row.email };
    },

    async completeSecondStepWithPasskey({ tenant, ticket, context, deviceProofs: presented }) {
      const row = await findTicket(tenant, ticket);
      if (!(await repository.spendSignInTicket(row.id))) throw ticketEnded();
      await clearAttempts(tenant, row.email, row.deviceId ?? undefined, row.deviceId !== null, row.accountId);
      const proof = presented.body ?? presented.cookies.get(deps.deviceProofs.cookieName(tenant.id, row.email));
      return openSession({
        tenant,
        account: { id: row.accountId, email: row.email },
        method: 'passkey',
        factors: 2,
        applicationType: row.applicationType,
        userAgent: row.userAgent,
        context,
        twoStepSetupRequired: false,
        isNewDevice: row.deviceId === null && proof === undefined,
      });
    },

    async signInProved({ tenant, account, method, continues, applicationType, context, deviceProofs: presented }) {
      const proof = presented.body ?? presented.cookies.get(deps.deviceProofs.cookieName(tenant.id, account.email));
      const deviceId = deps.deviceProofs.verify(proof, { tenantId: tenant.id, email: account.email, now: getNow() });
      return openSession({
        tenant,
        account,
        method,
        factors: continues?.factors ?? 2,
        applicationType,
        userAgent: sessionUserAgent(context),
        context,
        twoStepSetupRequired: continues?.twoStepSetupRequired ?? false,
        isNewDevice: deviceId === undefined,
        verifiedAt: continues?.verifiedAt,
        expiresAt: continues?.expiresAt,
      });
    },

    async logout(caller, { context }) {
      const { sessionId } = caller;
      const isRevoked = await repository.revokeSession(sessionId, caller.tenant.id, caller.account.id, { context });
      deps.onSessionRevoked?.(sessionId);
      if (!isRevoked) throw unauthenticated('Your session has already ended.');
    },
  };
}
