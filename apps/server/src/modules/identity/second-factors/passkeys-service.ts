import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ACCOUNT_DEACTIVATED_MESSAGE, ADMIN_MEMBERS_ERROR_CODES } from '@portal/contracts/admin-members';
import { ERROR_CODES } from '@portal/contracts/errors';
import { AUTHENTICATOR_TRANSPORTS, PASSKEY_CHALLENGE_MINUTES, PASSKEYS_MAX } from '@portal/contracts/passkeys';
import type {
  TAuthenticatorTransport,
  TPasskey,
  TPasskeyAuthenticationResponse,
  TPasskeyCreationOptions,
  TPasskeyRegistrationResponse,
  TPasskeyRequestOptions,
  TPasskeysResponse,
} from '@portal/contracts/passkeys';
import { SIGN_IN_SECURITY_ERROR_CODES } from '@portal/contracts/sign-in-security';
import type { TTwoStepStatus } from '@portal/contracts/sign-in-security';
import type { Caller, TenantRef } from '../../../lib/caller';
import type { ClientContext } from '../../../lib/client-context';
import { AppError, validationFailed } from '../../../lib/errors';
import type { SignInService, PresentedDeviceProofs, SignInResult } from '../sign-in/sign-in-service';
import type { StepUp } from '../sessions/step-up';
import type { ChallengeBinding, PasskeyOwner, PasskeyRow, PasskeysRepository } from './passkeys-repository';

/**
 * The relying party a ceremony is for: the brand's host as the request reached it (`rpID`), and the
 * origin the browser must report (its scheme, host and port). Passkeys are bound to it.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The answer's field every ceremony error names. */
export const RESPONSE_FIELD = 'response';

export const PASSKEY_SERVICE_MESSAGES = {
  challengeUsed: 'That passkey request was already used. Try again.',
  challengeExpired: 'That passkey request has expired. Try again.',
  challengeUnknown: 'That passkey request is not one this programme made. Try again.',
  notVerified: 'The passkey could not be checked. Try again.',
  unknownForSignIn:
    'That passkey is not one of this programme’s: it may have been removed. Sign in with your email and password.',
  notYours: 'That passkey is not one of yours on this programme. Choose another, or use a code.',
  alreadyAdded: 'That passkey is already added.',
  tooMany: `You have ${PASSKEYS_MAX} passkeys, the most an account can have. Remove one first.`,
  notFound: 'That passkey was not found. It may have been removed already.',
  lastFactor:
    'Your programme requires two-step sign-in: add another passkey or an authenticator app before you remove this one.',
} as const;

export interface PasskeysService {
  /**
   * Options to create a passkey for the caller on this relying party (a challenge for the next step).
   * Step-up first: a passkey signs in on its own, so a session left open must not be enough to add one.
   */
  registrationOptions(caller: Caller, rp: RelyingParty): Promise<TPasskeyCreationOptions>;
  /**
   * Verifies the new passkey against its challenge and stores it (audited). Step-up again, before the
   * challenge is spent: the options may have come within the window and the answer after it.
   */
  addPasskey(
    caller: Caller,
    rp: RelyingParty,
    input: { name: string; response: TPasskeyRegistrationResponse; context: ClientContext },
  ): Promise<TPasskey>;
  listPasskeys(caller: Caller): Promise<TPasskeysResponse>;
  renamePasskey(caller: Caller, input: { id: string; name: string }): Promise<TPasskey>;
  /** Step-up first; refused when it is the last second factor the programme requires. */
  removePasskey(caller: Caller, input: { id: string; context: ClientContext }): Promise<void>;
  /** Options to sign in with any passkey of this relying party (discoverable credentials). */
  signInOptions(tenant: TenantRef, rp: RelyingParty): Promise<TPasskeyRequestOptions>;
  /** Signs in with a passkey: a two-factor session, as `/login` answers it. */
  signIn(input: {
    tenant: TenantRef;
    rp: RelyingParty;
    response: TPasskeyAuthenticationResponse;
    applicationType: string | null;
    context: ClientContext;
    deviceProofs: PresentedDeviceProofs;
  }): Promise<SignInResult>;
  /** Options for the second step of `/login` with one of the ticket's account's passkeys. */
  secondStepOptions(input: { tenant: TenantRef; rp: RelyingParty; ticket: string }): Promise<TPasskeyRequestOptions>;
  completeSecondStep(input: {
    tenant: TenantRef;
    rp: RelyingParty;
    ticket: string;
    response: TPasskeyAuthenticationResponse;
    context: ClientContext;
    deviceProofs: PresentedDeviceProofs;
  }): Promise<SignInResult>;
  /** Options to prove it is still the caller with one of their passkeys. */
  stepUpOptions(caller: Caller, rp: RelyingParty): Promise<TPasskeyRequestOptions>;
  /** Step-up with a passkey: opens what matters for a few minutes. */
  stepUp(caller: Caller, rp: RelyingParty, input: { response: TPasskeyAuthenticationResponse }): Promise<void>;
}

/** The WebAuthn user handle: the account's id as its 16 bytes, stable and telling nothing of the person. */
export function userHandleOf(accountId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(accountId.replaceAll('-', ''), 'hex'));
}

function isKnownTransport(value: string): value is TAuthenticatorTransport {
  return (AUTHENTICATOR_TRANSPORTS as readonly string[]).includes(value);
}

function knownTransports(values: readonly string[] | null | undefined): TAuthenticatorTransport[] | undefined {
  const known = (values ?? []).filter(isKnownTransport);
  return known.length > 0 ? known : undefined;
}

function toPasskey(row: PasskeyRow): TPasskey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    backed_up: row.backedUp,
  };
}

/** The challenge the browser signed, read from its client data (checked again by the verification). */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON));
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200) return challenge;
  } catch {
    // Not JSON: refused below like any other answer that names no challenge.
  }
  throw validationFailed(PASSKEY_SERVICE_MESSAGES.challengeUnknown, RESPONSE_FIELD);
}

const CHALLENGE_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

export function createPasskeysService(deps: {
  repository: PasskeysRepository;
  auth: Pick<SignInService, 'signInProved' | 'findTicketAccount' | 'completeSecondStepWithPasskey'>;
  stepUp: Pick<StepUp, 'requireRecent' | 'markVerified'>;
  /** What else guards the account, and whether the programme requires it (identity/second-factors). */
  factors: { getStatus(caller: Caller): Promise<TTwoStepStatus> };
  /** The account's cached sessions must forget "set up two-step sign-in first" once a passkey is added. */
  onSessionsChanged: (accountId: string) => void;
  log: { warn(details: object, message: string): void };
  now?: () => number;
}): PasskeysService {
  const { repository } = deps;
  const now = deps.now ?? Date.now;
  const ownerOf = ({ tenant, account }: Caller): PasskeyOwner => ({ tenantId: tenant.id, accountId: account.id });

  async function storeChallenge(binding: ChallengeBinding, challenge: string) {
    await repository.createChallenge(binding, { challenge, expiresAt: new Date(now() + CHALLENGE_MS) });
  }

  /** Spends the answer's challenge, made for exactly this binding; says why when it cannot. */
  async function claim(binding: ChallengeBinding, response: { response: { clientDataJSON: string } }) {
    const challenge = challengeOf(response);
    if (await repository.claimChallenge(binding, challenge)) return challenge;
    const state = await repository.describeChallenge(binding, challenge);
    const message =
      state === 'used'
        ? PASSKEY_SERVICE_MESSAGES.challengeUsed
        : state === 'expired'
          ? PASSKEY_SERVICE_MESSAGES.challengeExpired
          : PASSKEY_SERVICE_MESSAGES.challengeUnknown;
    throw validationFailed(message, RESPONSE_FIELD);
  }

  async function requestOptions(
    binding: ChallengeBinding,
    allow: PasskeyRow[] | undefined,
    userVerification: 'preferred' | 'required',
  ): Promise<TPasskeyRequestOptions> {
    const options = await generateAuthenticationOptions({
      rpID: binding.rpId,
      timeout: CHALLENGE_MS,
      userVerification,
      ...(allow
        ? {
            allowCredentials: allow.map((passkey) => ({
              id: passkey.credentialId,
              transports: knownTransports(passkey.transports),
            })),
          }
        : {}),
    });
    await storeChallenge(binding, options.challenge);
    return {
      challenge: options.challenge,
      timeout: options.timeout,
      rpId: options.rpId,
      userVerification: options.userVerification,
      ...(options.allowCredentials
        ? {
            allowCredentials: options.allowCredentials.map((credential) => ({
              id: credential.id,
              type: 'public-key' as const,
              ...(credential.transports ? { transports: knownTransports(credential.transports) } : {}),
            })),
          }
        : {}),
    };
  }

  /**
   * Checks a signature by a stored passkey against the claimed challenge, then records its use. Throws
   * `refusal` for a signature that does not verify.
   */
  async function verifySignature(input: {
    passkey: PasskeyRow;
    rp: RelyingParty;
    challenge: string;
    response: TPasskeyAuthenticationResponse;
    requireUserVerification: boolean;
    refusal: () => AppError;
  }) {
    const { passkey } = input;
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: input.challenge,
        expectedOrigin: input.rp.origin,
        expectedRPID: input.rp.id,
        requireUserVerification: input.requireUserVerification,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.signCount,
          transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
        },
      });
    } catch (error) {
      deps.log.warn({ err: error, passkeyId: passkey.id }, 'A passkey signature was refused');
      throw input.refusal();
    }
    if (!verification.verified) throw input.refusal();
    // A counter that went backwards is caught by the verification; one racing use of the same
    // signature is stopped by the single-use challenge, so a lost update here only skips a "last used".
    await repository.recordUse(passkey.id, {
      previousCount: passkey.signCount,
      newCount: verification.authenticationInfo.newCounter,
    });
  }

  /** The user handle the authenticator returned, if any, must be the passkey's account's. */
  function checkUserHandle(response: TPasskeyAuthenticationResponse, accountId: string, refusal: () => AppError) {
    const handle = response.response.userHandle;
    if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(accountId))) throw refusal();
  }

  const notYours = () => validationFailed(PASSKEY_SERVICE_MESSAGES.notYours, RESPONSE_FIELD);

  /** One of the account's passkeys on this relying party, by the answer's credential id. */
  async function findOwnPasskey(owner: PasskeyOwner, rp: RelyingParty, credentialId: string, refusal: () => AppError) {
    const found = await repository.findByCredential({ tenantId: owner.tenantId, rpId: rp.id, credentialId });
    if (!found || found.passkey.accountId !== owner.accountId) throw refusal();
    return found.passkey;
  }

  return {
    async registrationOptions(caller, rp) {
      const owner = ownerOf(caller);
      if ((await repository.countPasskeys(owner)) >= PASSKEYS_MAX) {
        throw new AppError(ERROR_CODES.conflict, PASSKEY_SERVICE_MESSAGES.tooMany);
      }
      // Before any ceremony starts: the member proves it is them, then their device makes the passkey.
      await deps.stepUp.requireRecent(caller);
      const existing = await repository.listPasskeys(owner, rp.id);
      const options = await generateRegistrationOptions({
        rpName: caller.tenant.brand.title,
        rpID: rp.id,
        userID: userHandleOf(caller.account.id),
        userName: caller.account.email,
        userDisplayName: caller.account.email,
        timeout: CHALLENGE_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: knownTransports(passkey.transports),
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        // ES256 (every platform authenticator) and RS256 (Windows Hello on older machines).
        supportedAlgorithmIDs: [-7, -257],
      });
      await storeChallenge({ ...owner, purpose: 'registration', rpId: rp.id }, options.challenge);
      return {
        rp: options.rp,
        user: options.user,
        challenge: options.challenge,
        pubKeyCredParams: options.pubKeyCredParams.map(({ alg }) => ({ alg, type: 'public-key' as const })),
        timeout: options.timeout,
        excludeCredentials: (options.excludeCredentials ?? []).map((credential) => ({
          id: credential.id,
          type: 'public-key' as const,
          ...(credential.transports ? { transports: knownTransports(credential.transports) } : {}),
        })),
        authenticatorSelection: {
          residentKey: 'required',
          requireResidentKey: true,
          userVerification: 'preferred',
        },
        attestation: 'none',
        extensions: { credProps: true },
      };
    },

    async addPasskey(caller, rp, { name, response, context }) {
      const owner = ownerOf(caller);
      // Before the challenge is claimed, so the same answer can be sent again once the member proved it.
      await deps.stepUp.requireRecent(caller);
      const challenge = await claim({ ...owner, purpose: 'registration', rpId: rp.id }, response);
      if ((await repository.countPasskeys(owner)) >= PASSKEYS_MAX) {
        throw new AppError(ERROR_CODES.conflict, PASSKEY_SERVICE_MESSAGES.tooMany);
      }
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch (error) {
        deps.log.warn({ err: error }, 'A new passkey was refused');
        throw validationFailed(PASSKEY_SERVICE_MESSAGES.notVerified, RESPONSE_FIELD);
      }
      if (!verification.verified) throw validationFailed(PASSKEY_SERVICE_MESSAGES.notVerified, RESPONSE_FIELD);
      const { credential, credentialBackedUp } = verification.registrationInfo;
      if (await repository.credentialExists(credential.id)) {
        throw new AppError(ERROR_CODES.conflict, PASSKEY_SERVICE_MESSAGES.alreadyAdded);
      }
      const row = await repository.addPasskey(
        owner,
        {
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          signCount: credential.counter,
          transports: knownTransports(response.response.transports) ?? null,
          rpId: rp.id,
          name,
          backedUp: credentialBackedUp,
        },
        { context },
      );
      if (!row) throw new AppError(ERROR_CODES.conflict, PASSKEY_SERVICE_MESSAGES.alreadyAdded);
      deps.onSessionsChanged(owner.accountId);
      return toPasskey(row);
    },

    async listPasskeys(caller) {
      return { items: (await repository.listPasskeys(ownerOf(caller))).map(toPasskey) };
    },

    async renamePasskey(caller, { id, name }) {
      const row = await repository.renamePasskey(ownerOf(caller), id, name);
      if (!row) throw new AppError(ERROR_CODES.notFound, PASSKEY_SERVICE_MESSAGES.notFound);
      return toPasskey(row);
    },

    async removePasskey(caller, { id, context }) {
      const owner = ownerOf(caller);
      // Only the caller's own are found, so saying "not found" before asking for a proof tells nothing.
      if (!(await repository.findPasskey(owner, id))) {
        throw new AppError(ERROR_CODES.notFound, PASSKEY_SERVICE_MESSAGES.notFound);
      }
      await deps.stepUp.requireRecent(caller);
      const status = await deps.factors.getStatus(caller);
      if (status.required && status.authenticator_app === null && status.passkeys <= 1) {
        throw new AppError(ERROR_CODES.conflict, PASSKEY_SERVICE_MESSAGES.lastFactor);
      }
      if (!(await repository.removePasskey(owner, id, { context }))) {
        throw new AppError(ERROR_CODES.notFound, PASSKEY_SERVICE_MESSAGES.notFound);
      }
    },

    async signInOptions(tenant, rp) {
      // Discoverable credentials: no list of passkeys, so the page need not know who is signing in.
      return requestOptions(
        { tenantId: tenant.id, purpose: 'sign_in', rpId: rp.id, accountId: null },
        undefined,
        'required',
      );
    },

    async signIn({ tenant, rp, response, applicationType, context, deviceProofs }) {
      const challenge = await claim(
        { tenantId: tenant.id, purpose: 'sign_in', rpId: rp.id, accountId: null },
        response,
      );
      const unknown = () => new AppError(ERROR_CODES.invalidCredentials, PASSKEY_SERVICE_MESSAGES.unknownForSignIn);
      // Another tenant's passkey, or one made for another host, is not found: passkeys are bound to both.
      const found = await repository.findByCredential({ tenantId: tenant.id, rpId: rp.id, credentialId: response.id });
      if (!found) throw unknown();
      checkUserHandle(response, found.account.id, unknown);
      // The device and the member's fingerprint or PIN: two factors, so the authenticator must say it checked.
      await verifySignature({
        passkey: found.passkey,
        rp,
        challenge,
        response,
        requireUserVerification: true,
        refusal: () => validationFailed(PASSKEY_SERVICE_MESSAGES.notVerified, RESPONSE_FIELD),
      });
      if (found.account.status === 'disabled') {
        throw new AppError(ADMIN_MEMBERS_ERROR_CODES.accountDeactivated, ACCOUNT_DEACTIVATED_MESSAGE);
      }
      if (found.account.status !== 'active') throw unknown();
      return deps.auth.signInProved({
        tenant,
        account: { id: found.account.id, email: found.account.email },
        method: 'passkey',
        applicationType,
        context,
        deviceProofs,
      });
    },

    async secondStepOptions({ tenant, rp, ticket }) {
      const account = await deps.auth.findTicketAccount({ tenant, ticket });
      const owner = { tenantId: tenant.id, accountId: account.id };
      const passkeys = await repository.listPasskeys(owner, rp.id);
      return requestOptions({ ...owner, purpose: 'second_step', rpId: rp.id }, passkeys, 'preferred');
    },

    async completeSecondStep({ tenant, rp, ticket, response, context, deviceProofs }) {
      const account = await deps.auth.findTicketAccount({ tenant, ticket });
      const owner = { tenantId: tenant.id, accountId: account.id };
      const challenge = await claim({ ...owner, purpose: 'second_step', rpId: rp.id }, response);
      const refusal = () =>
        new AppError(SIGN_IN_SECURITY_ERROR_CODES.secondStepFailed, PASSKEY_SERVICE_MESSAGES.notYours, RESPONSE_FIELD);
      const passkey = await findOwnPasskey(owner, rp, response.id, refusal);
      checkUserHandle(response, account.id, refusal);
      await verifySignature({
        passkey,
        rp,
        challenge,
        response,
        requireUserVerification: false,
        refusal: () =>
          new AppError(
            SIGN_IN_SECURITY_ERROR_CODES.secondStepFailed,
            PASSKEY_SERVICE_MESSAGES.notVerified,
            RESPONSE_FIELD,
          ),
      });
      return deps.auth.completeSecondStepWithPasskey({ tenant, ticket, context, deviceProofs });
    },

    async stepUpOptions(caller, rp) {
      const owner = ownerOf(caller);
      const passkeys = await repository.listPasskeys(owner, rp.id);
      return requestOptions({ ...owner, purpose: 'step_up', rpId: rp.id }, passkeys, 'preferred');
    },

    async stepUp(caller, rp, { response }) {
      const owner = ownerOf(caller);
      const challenge = await claim({ ...owner, purpose: 'step_up', rpId: rp.id }, response);
      const passkey = await findOwnPasskey(owner, rp, response.id, notYours);
      checkUserHandle(response, owner.accountId, notYours);
      await verifySignature({
        passkey,
        rp,
        challenge,
        response,
        requireUserVerification: false,
        refusal: () => validationFailed(PASSKEY_SERVICE_MESSAGES.notVerified, RESPONSE_FIELD),
      });
      await deps.stepUp.markVerified(caller);
    },
  };
}
