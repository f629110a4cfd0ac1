import QRCode from 'qrcode';
import { ERROR_CODES } from '@portal/contracts/errors';
import { isRecoveryCode, SIGN_IN_SECURITY_MESSAGES } from '@portal/contracts/sign-in-security';
import type {
  TAuthenticatorSetup,
  TRecoveryCodes,
  TSecondStepMethod,
  TTwoStepStatus,
} from '@portal/contracts/sign-in-security';
import type { TRole } from '@portal/contracts/accounts';
import { BRANDS } from '@portal/contracts/brands';
import {
  DEMO_AUTHENTICATOR_SECRET,
  DEMO_OPERATOR_EMAIL,
  DEMO_SECOND_STEP_LOCAL_PART,
  demoEmail,
} from '@portal/contracts/demo';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import type { MailDispatcher } from '../../email/mail-dispatcher';
import { getEmailLocale } from '../../email/templates/email-layout';
import { renderTwoStepResetEmail } from '../../email/templates/two-step-reset-email';
import type { Caller } from '../../../lib/caller';
import type { ClientContext } from '../../../lib/client-context';
import { AppError, validationFailed } from '../../../lib/errors';
import type { PasswordHasher } from '../../../lib/passwords';
import type { Sealer } from '../../../lib/sealing';
import type { StepUp } from '../sessions/step-up';
import { isTwoStepRequired } from '../policy/sign-in-policy-service';
import type { SignInPolicyService } from '../policy/sign-in-policy-service';
import { acceptedStep, authenticatorUri, createAuthenticatorSecret, createRecoveryCodes } from './authenticator-codes';
import type { FactorOwner, TwoStepRepository } from './two-step-repository';

/** Which second factor a code proved. */
export type ProvedFactor = Extract<TSecondStepMethod, 'authenticator_app' | 'recovery_code'>;

export interface TwoStepService {
  getStatus(caller: Caller): Promise<TTwoStepStatus>;
  /**
   * A new secret to add to the app (starting over any unconfirmed setup); CONFLICT when one is on.
   * Step-up first when a passkey already guards the account; an account's first second factor needs none.
   */
  beginAuthenticatorSetup(caller: Caller): Promise<TAuthenticatorSetup>;
  /**
   * Confirms the app with its first code; answers the ten recovery codes, shown once. Step-up again when a
   * passkey guards the account (the setup may have begun within the window and ended after it).
   */
  confirmAuthenticator(caller: Caller, input: { code: string; context: ClientContext }): Promise<TRecoveryCodes>;
  /** Turns the app off (step-up first); refused while the programme requires it and no passkey stands in. */
  disableAuthenticator(caller: Caller, input: { context: ClientContext }): Promise<void>;
  /** Ten new recovery codes in place of the old (step-up first). */
  renewRecoveryCodes(caller: Caller, input: { context: ClientContext }): Promise<TRecoveryCodes>;
  /**
   * Step-up: the password or a second factor proves it is still the member, opening what matters for a
   * few minutes. A wrong one changes nothing and says so.
   */
  confirmIdentity(
    caller: Caller,
    input: { password?: string | undefined; code?: string | undefined; context: ClientContext },
  ): Promise<void>;
  /** The second factors an account can prove at sign-in (none: the password is enough). */
  methodsOf(owner: FactorOwner): Promise<TSecondStepMethod[]>;
  /** Whether the programme requires a second factor of this account and it has none yet. */
  mustSetUp(owner: FactorOwner & { role: TRole }): Promise<boolean>;
  /** mustSetUp, for an account known by id (accepting an invitation). */
  mustSetUpAccount(owner: FactorOwner): Promise<boolean>;
  /**
   * An admin's reset for a member who lost their authenticator: app, recovery codes and passkeys go, the
   * member is emailed. NOT_FOUND for an account of another tenant.
   */
  resetForMember(caller: Caller, input: { accountId: string; context: ClientContext }): Promise<{ reset: boolean }>;
  /** The demo: each brand's `secure@` account and the operator get an app holding DEMO_AUTHENTICATOR_SECRET. */
  seedDemoAuthenticators(): Promise<number>;
  /** Checks an authenticator or recovery code (spending it); undefined when wrong, used or expired. */
  proveWithCode(owner: FactorOwner, input: { code: string; context: ClientContext }): Promise<ProvedFactor | undefined>;
}

export const CODE_WRONG_FIELD = 'code';
/** The sealing purpose of authenticator secrets (lib/sealing.ts). */
export const AUTHENTICATOR_SEAL_PURPOSE = 'authenticator apps v1';

export function createTwoStepService(deps: {
  repository: TwoStepRepository;
  sealer: Sealer;
  stepUp: Pick<StepUp, 'requireRecent' | 'markVerified'>;
  passwords: Pick<PasswordHasher, 'verify'>;
  policies: Pick<SignInPolicyService, 'getPolicy'>;
  mail: Pick<MailDispatcher, 'sendInBackground'>;
  getPublicUrl: (tenantKey: string) => string;
  log: { warn(details: object, message: string): void };
  /** The account's cached sessions must forget "set it up first" once it is. */
  onSessionsChanged: (accountId: string) => void;
  now?: () => number;
}): TwoStepService {
  const { repository, sealer } = deps;
  const now = deps.now ?? Date.now;
  const ownerOf = ({ tenant, account }: Caller): FactorOwner => ({ tenantId: tenant.id, accountId: account.id });

  async function isRequired(tenantId: string, role: TRole) {
    return isTwoStepRequired((await deps.policies.getPolicy(tenantId)).twoStepRequirement, role);
  }

  /**
   * Adding the app to an account that already has a second factor (a passkey: a confirmed app answers
   * CONFLICT anyway) needs a recent proof. The first second factor needs none: the app signs no one in
   * without the password, and a member the programme holds to setting it up could give no proof but that.
   */
  async function requireRecentUnlessFirstFactor(caller: Caller, factors: { passkeys: number }) {
    if (factors.passkeys > 0) await deps.stepUp.requireRecent(caller);
  }

  async function confirmedApp(owner: FactorOwner) {
    const { app } = await repository.findFactors(owner);
    return app?.confirmedAt ? app : undefined;
  }

  /** The app's secret; undefined when it cannot be opened (AUTH_SECRET changed: an admin's reset helps). */
  function openSecret(owner: FactorOwner, sealed: string): string | undefined {
    try {
      return sealer.open(owner.accountId, sealed);
    } catch (error) {
      deps.log.warn({ err: error, accountId: owner.accountId }, 'An authenticator app secret could not be opened');
      return undefined;
    }
  }

  return {
    async getStatus(caller) {
      const factors = await repository.findFactors(ownerOf(caller));
      return {
        authenticator_app: factors.app?.confirmedAt ? { added_at: factors.app.confirmedAt.toISOString() } : null,
        recovery_codes_left: factors.app?.confirmedAt ? factors.recoveryCodesLeft : 0,
        passkeys: factors.passkeys,
        required: await isRequired(caller.tenant.id, caller.account.role),
      };
    },

    async beginAuthenticatorSetup(caller) {
      const owner = ownerOf(caller);
      const factors = await repository.findFactors(owner);
      if (factors.app?.confirmedAt) throw new AppError(ERROR_CODES.conflict, SIGN_IN_SECURITY_MESSAGES.alreadyEnabled);
      await requireRecentUnlessFirstFactor(caller, factors);
      const secret = createAuthenticatorSecret();
      if (!(await repository.saveUnconfirmedAuthenticator(owner, sealer.seal(owner.accountId, secret)))) {
        throw new AppError(ERROR_CODES.conflict, SIGN_IN_SECURITY_MESSAGES.alreadyEnabled);
      }
      const uri = authenticatorUri(secret, { issuer: caller.tenant.brand.title, email: caller.account.email });
      const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return { secret, otpauth_uri: uri, qr_svg: qrSvg };
    },

    async confirmAuthenticator(caller, { code, context }) {
      const owner = ownerOf(caller);
      const factors = await repository.findFactors(owner);
      const { app } = factors;
      if (!app) throw new AppError(ERROR_CODES.conflict, SIGN_IN_SECURITY_MESSAGES.noSetupInProgress);
      if (app.confirmedAt) throw new AppError(ERROR_CODES.conflict, SIGN_IN_SECURITY_MESSAGES.alreadyEnabled);
      // Before the code is checked: a refused request spends nothing, and the same code works after a proof.
      await requireRecentUnlessFirstFactor(caller, factors);
      const secret = openSecret(owner, app.sealedSecret);
      const step = secret === undefined ? undefined : acceptedStep(secret, code, { atMs: now(), lastUsedStep: null });
      if (step === undefined) throw validationFailed(SIGN_IN_SECURITY_MESSAGES.codeWrong, CODE_WRONG_FIELD);
      const recoveryCodes = createRecoveryCodes();
      const confirmed = await repository.confirmAuthenticator(
        owner,
        { step, recoveryCodes, sessionId: caller.sessionId },
        { context },
      );
      if (!confirmed) throw new AppError(ERROR_CODES.conflict, SIGN_IN_SECURITY_MESSAGES.alreadyEnabled);
      deps.onSessionsChanged(owner.accountId);
      return { recovery_codes: recoveryCodes };
    },

    async disableAuthenticator(caller, { context }) {
      await deps.stepUp.requireRecent(caller);
      const owner = ownerOf(caller);
      const factors = await repository.findFactors(owner);
      if (!factors.app?.confirmedAt) throw new AppError(ERROR_CODES.notFound, SIGN_IN_SECURITY_MESSAGES.notEnabled);
      if (factors.passkeys === 0 && (await isRequired(caller.tenant.id, caller.account.role))) {
        throw new AppError(ERROR_CODES.conflict, SIGN_IN_SECURITY_MESSAGES.requiredByProgramme);
      }
      if (!(await repository.removeAuthenticator(owner, { context, event: 'two_step_disabled' }))) {
        throw new AppError(ERROR_CODES.notFound, SIGN_IN_SECURITY_MESSAGES.notEnabled);
      }
    },

    async renewRecoveryCodes(caller, { context }) {
      await deps.stepUp.requireRecent(caller);
      const owner = ownerOf(caller);
      if (!(await confirmedApp(owner))) throw new AppError(ERROR_CODES.notFound, SIGN_IN_SECURITY_MESSAGES.notEnabled);
      const recoveryCodes = createRecoveryCodes();
      await repository.replaceRecoveryCodes(owner, recoveryCodes, { context });
      return { recovery_codes: recoveryCodes };
    },

    async confirmIdentity(caller, { password, code, context }) {
      const owner = ownerOf(caller);
      let isProved = false;
      if (code) isProved = (await this.proveWithCode(owner, { code, context })) !== undefined;
      else if (password) {
        const hash = await repository.findPasswordHash(owner);
        isProved = hash !== null && (await deps.passwords.verify(hash, password));
      }
      if (!isProved) {
        throw validationFailed(SIGN_IN_SECURITY_MESSAGES.stepUpWrong, code ? CODE_WRONG_FIELD : 'password');
      }
      await deps.stepUp.markVerified(caller);
    },

    async methodsOf(owner) {
      const factors = await repository.findFactors(owner);
      const methods: TSecondStepMethod[] = [];
      if (factors.app?.confirmedAt) methods.push('authenticator_app', 'recovery_code');
      if (factors.passkeys > 0) methods.push('passkey');
      return methods;
    },

    async mustSetUp(owner) {
      if (!(await isRequired(owner.tenantId, owner.role))) return false;
      const factors = await repository.findFactors(owner);
      return !factors.app?.confirmedAt && factors.passkeys === 0;
    },

    async mustSetUpAccount(owner) {
      const account = await repository.findAccount(owner);
      return account ? this.mustSetUp({ ...owner, role: account.role }) : false;
    },

    async resetForMember(caller, { accountId, context }) {
      const owner = { tenantId: caller.tenant.id, accountId };
      if (accountId === caller.account.id)
        throw new AppError(ERROR_CODES.conflict, SIGN_IN_SECURITY_MESSAGES.cannotResetOwn);
      const account = await repository.findAccount(owner);
      if (!account) throw new AppError(ERROR_CODES.notFound, SIGN_IN_SECURITY_MESSAGES.memberNotFound);
      const reset = await repository.resetSecondFactors(owner, { context, actorAccountId: caller.account.id });
      if (reset) {
        deps.mail.sendInBackground({
          sender: caller.tenant.brand,
          to: account.email,
          ...renderTwoStepResetEmail({
            brand: caller.tenant.brand,
            publicUrl: deps.getPublicUrl(caller.tenant.key),
            locale: getEmailLocale(account.preferredLanguage),
            recipientName: account.firstName,
          }),
        });
      }
      return { reset };
    },

    async seedDemoAuthenticators() {
      let added = 0;
      for (const brand of BRANDS) {
        const email = demoEmail(DEMO_SECOND_STEP_LOCAL_PART, brand.key);
        const seal = (accountId: string) => sealer.seal(accountId, DEMO_AUTHENTICATOR_SECRET);
        if (await repository.seedConfirmedAuthenticator(email, brand.key, seal)) added += 1;
      }
      const seal = (accountId: string) => sealer.seal(accountId, DEMO_AUTHENTICATOR_SECRET);
      if (await repository.seedConfirmedAuthenticator(DEMO_OPERATOR_EMAIL, OPERATORS_TENANT_KEY, seal)) {
        added += 1;
      }
      return added;
    },

    async proveWithCode(owner, { code, context }) {
      if (isRecoveryCode(code)) {
        if (!(await confirmedApp(owner))) return undefined;
        return (await repository.spendRecoveryCode(owner, code, { context })) ? 'recovery_code' : undefined;
      }
      const app = await confirmedApp(owner);
      if (!app) return undefined;
      const secret = openSecret(owner, app.sealedSecret);
      if (secret === undefined) return undefined;
      const step = acceptedStep(secret, code, { atMs: now(), lastUsedStep: app.lastUsedStep });
      if (step === undefined) return undefined;
      // Atomic: of two requests with the same code, one claims its step, the other is refused.
      return (await repository.claimAuthenticatorStep(owner, step)) ? 'authenticator_app' : undefined;
    },
  };
}
