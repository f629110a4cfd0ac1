import { randomUUID } from 'node:crypto';
import { ACCOUNT_DEACTIVATED_MESSAGE, ADMIN_MEMBERS_ERROR_CODES } from '@portal/contracts/admin-members';
import type { TLoginRequest, TLoginResponse } from '@portal/contracts/auth';
import type { BrandKey } from '@portal/contracts/brands';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { AccessTokens } from '../../lib/access-tokens';
import { getSessionExpiry } from '../../lib/access-tokens';
import type { Caller, TenantRef } from '../../lib/caller';
import { AppError, unauthenticated } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import { createDummyPasswordHash, needsRehash } from '../../lib/passwords';
import type { ClientContext } from '../../lib/client-context';
import type { MailDispatcher } from '../email/mail-dispatcher';
import { renderSignInFailuresEmail } from '../email/templates/sign-in-failures-email';
import type { AuthRepository } from './auth-repository';
import { sessionUserAgent } from './auth-repository';
import type { DeviceProofs, IssuedDeviceProof } from './device-proofs';
import { SIGN_IN_NOTIFY_AFTER_FAILURES, SignInThrottledError, getRetryAfterSeconds } from './sign-in-throttle';
import { getEmailLocale } from '../email/templates/email-layout';

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

export interface AuthService {
  login(
    input: Omit<TLoginRequest, 'device_proof'> & {
      tenant: TenantRef;
      applicationType: string | null;
      context: ClientContext;
      deviceProofs: PresentedDeviceProofs;
    },
  ): Promise<SignInResult>;
  /** Ends the caller's session. */
  logout(caller: Caller, input: { context: ClientContext }): Promise<void>;
}

export function createAuthService(deps: {
  repository: AuthRepository;
  deviceProofs: DeviceProofs;
  tokens: AccessTokens;
  passwords: Pick<PasswordHasher, 'hash' | 'verify'>;
  /** Verified against for unknown emails, so both answers take as long. */
  dummyPasswordHash?: Promise<string>;
  /** Called once a session is revoked, so cached lookups of it end at once. */
  onSessionRevoked?: (sessionId: string) => void;
  /** For the warning after repeated failed sign-ins. */
  mail: Pick<MailDispatcher, 'sendInBackground'>;
  getPublicUrl: (brandKey: BrandKey) => string;
  /** The sign-in throttle's clock; tests pass their own. */
  now?: () => Date;
  log: { warn(details: object, message: string): void };
}): AuthService {
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
        tenantKey: tenant.key,
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
      const isKnownDevice =
        deviceId !== undefined && (await repository.claimDeviceAttempt({ tenantId: tenant.id, deviceId, now }));
      /** The failures in the account's run so far, this attempt included (none for a known device). */
      let failuresInRun = 0;
      if (!isKnownDevice) {
        // Alike for every email, known or not: a blocked email is refused unchecked.
        const attempt = await repository.claimSignInAttempt({ tenantId: tenant.id, email, now });
        if (attempt.blockedUntil) {
          await countRefusal(tenant, email, context, now);
          throw new SignInThrottledError(getRetryAfterSeconds(attempt.blockedUntil, now));
        }
        failuresInRun = attempt.failures;
      }

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
      // A known device's success ends only its own failures: a run of others' guesses on the account
      // goes on being slowed down.
      if (isKnownDevice && deviceId !== undefined) await repository.clearDeviceFailures(tenant.id, deviceId);
      else await repository.clearSignInThrottle(tenant.id, email);
      if (needsRehash(account.passwordHash)) {
        await upgradeHash({ id: account.id, passwordHash: account.passwordHash }, tenant.id, password);
      }
      const sessionId = randomUUID();
      const expiresAt = getSessionExpiry(tokens.ttlSeconds);
      await repository.createSession(
        {
          id: sessionId,
          accountId: account.id,
          tenantId: tenant.id,
          applicationType,
          userAgent: sessionUserAgent(context),
          expiresAt,
        },
        { context },
      );
      const accessToken = await tokens.sign({ sub: account.id, tid: tenant.key, jti: sessionId }, expiresAt);
      return {
        answer: { access_token: accessToken, token_type: 'Bearer', expires_in: tokens.ttlSeconds },
        deviceProof: deps.deviceProofs.issue({ tenantId: tenant.id, email, now }),
      };
    },

    async logout(caller, { context }) {
      const { sessionId } = caller;
      const isRevoked = await repository.revokeSession(sessionId, caller.tenant.id, caller.account.id, { context });
      deps.onSessionRevoked?.(sessionId);
      if (!isRevoked) throw unauthenticated('Your session has already ended.');
    },
  };
}
