/**
 * Passkeys (WebAuthn credentials): a member adds them in Profile → Security and signs in with one
 * instead of a password, finishes the second step of `/login` with one, or proves it is them (step-up).
 * The relying party is the brand's host, so a passkey made on one brand never signs in on another.
 *
 * The ceremonies' options and the browser's answers are WebAuthn's own JSON (as SimpleWebAuthn sends
 * them): the answers are read loosely (fields this portal does not use are dropped) but every string is
 * bounded.
 */
import * as z from 'zod/mini';
import { ZDeviceProof } from './auth';
import { SIGN_IN_SECURITY_MESSAGES } from './sign-in-security';

/** Passkeys one account may hold. */
export const PASSKEYS_MAX = 20;
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** Minutes a ceremony's challenge stays usable (once). */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name, such as the device it is on.',
  nameTooLong: `Keep the name to ${PASSKEY_NAME_MAX_LENGTH} characters or fewer.`,
  responseInvalid: 'The passkey’s answer is not valid. Try again.',
} as const;

/** Base64url (WebAuthn's JSON encoding of bytes), at most `max` characters. */
function base64Url(max: number) {
  return z
    .string({ error: PASSKEY_MESSAGES.responseInvalid })
    .check(
      z.maxLength(max, PASSKEY_MESSAGES.responseInvalid),
      z.regex(/^[A-Za-z0-9_-]*={0,2}$/, PASSKEY_MESSAGES.responseInvalid),
    );
}

/** A credential id: at most 1,023 bytes in WebAuthn, 1,364 characters of base64url. */
const ZCredentialId = base64Url(1364).check(z.minLength(1, PASSKEY_MESSAGES.responseInvalid));

export const AUTHENTICATOR_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type TAuthenticatorTransport = (typeof AUTHENTICATOR_TRANSPORTS)[number];

const ZAuthenticatorAttachment = z.enum(['platform', 'cross-platform'], { error: PASSKEY_MESSAGES.responseInvalid });

/** What the browser says of the extensions; only `credProps` is read (whether the passkey is discoverable). */
const ZClientExtensionResults = z.object({
  credProps: z.optional(z.object({ rk: z.optional(z.boolean()) })),
});

export const ZPasskeyName = z
  .pipe(
    z.string({ error: PASSKEY_MESSAGES.nameRequired }).check(z.maxLength(200, PASSKEY_MESSAGES.nameTooLong)),
    z.transform((name: string) => name.trim()),
  )
  .check(
    z.minLength(1, PASSKEY_MESSAGES.nameRequired),
    z.maxLength(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong),
  );

// — What the server asks of the browser —

const ZCredentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.enum(AUTHENTICATOR_TRANSPORTS))),
});

/** `navigator.credentials.create`'s options, as JSON (`startRegistration({ optionsJSON })`). */
export const ZPasskeyCreationOptions = z.object({
  rp: z.object({ id: z.optional(z.string()), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(ZCredentialDescriptor)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      requireResidentKey: z.optional(z.boolean()),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      userVerification: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
    }),
  ),
  hints: z.optional(z.array(z.enum(['hybrid', 'security-key', 'client-device']))),
  attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
  extensions: z.optional(z.object({ credProps: z.optional(z.boolean()) })),
});
export type TPasskeyCreationOptions = z.infer<typeof ZPasskeyCreationOptions>;

/** `navigator.credentials.get`'s options, as JSON (`startAuthentication({ optionsJSON })`). */
export const ZPasskeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  /** Absent when signing in: any of the member's passkeys for this brand (discoverable credentials). */
  allowCredentials: z.optional(z.array(ZCredentialDescriptor)),
  userVerification: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
});
export type TPasskeyRequestOptions = z.infer<typeof ZPasskeyRequestOptions>;

// — What the browser answers —

/** A new passkey (`startRegistration`'s answer). */
export const ZPasskeyRegistrationResponse = z.object({
  id: ZCredentialId,
  rawId: ZCredentialId,
  response: z.object({
    clientDataJSON: base64Url(4096),
    attestationObject: base64Url(32_768),
    authenticatorData: z.optional(base64Url(16_384)),
    transports: z.optional(
      z
        .array(z.string().check(z.maxLength(32, PASSKEY_MESSAGES.responseInvalid)))
        .check(z.maxLength(10, PASSKEY_MESSAGES.responseInvalid)),
    ),
    publicKeyAlgorithm: z.optional(z.number({ error: PASSKEY_MESSAGES.responseInvalid })),
    publicKey: z.optional(base64Url(2048)),
  }),
  authenticatorAttachment: z.optional(ZAuthenticatorAttachment),
  clientExtensionResults: ZClientExtensionResults,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.responseInvalid }),
});
export type TPasskeyRegistrationResponse = z.input<typeof ZPasskeyRegistrationResponse>;

/** A passkey's signature (`startAuthentication`'s answer). */
export const ZPasskeyAuthenticationResponse = z.object({
  id: ZCredentialId,
  rawId: ZCredentialId,
  response: z.object({
    clientDataJSON: base64Url(4096),
    authenticatorData: base64Url(16_384),
    signature: base64Url(2048),
    userHandle: z.optional(base64Url(128)),
  }),
  authenticatorAttachment: z.optional(ZAuthenticatorAttachment),
  clientExtensionResults: ZClientExtensionResults,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.responseInvalid }),
});
export type TPasskeyAuthenticationResponse = z.input<typeof ZPasskeyAuthenticationResponse>;

/** The native app's device proof, as at `/login`. */
const ZDeviceProofField = z.optional(ZDeviceProof);

const ZTicket = z
  .string({ error: SIGN_IN_SECURITY_MESSAGES.ticketEnded })
  .check(
    z.minLength(1, SIGN_IN_SECURITY_MESSAGES.ticketEnded),
    z.maxLength(100, SIGN_IN_SECURITY_MESSAGES.ticketEnded),
  );

// — Requests —

/** `POST /accounts/me/passkeys`: the new passkey and the name the member gave it. */
export const ZAddPasskeyRequest = z.object({ name: ZPasskeyName, response: ZPasskeyRegistrationResponse });
export type TAddPasskeyRequest = z.input<typeof ZAddPasskeyRequest>;

/** `PATCH /accounts/me/passkeys/:id`. */
export const ZRenamePasskeyRequest = z.object({ name: ZPasskeyName });
export type TRenamePasskeyRequest = z.input<typeof ZRenamePasskeyRequest>;

/** `POST /login/passkey`: answers the token record, as `/login` does. */
export const ZPasskeySignInRequest = z.object({
  response: ZPasskeyAuthenticationResponse,
  device_proof: ZDeviceProofField,
});
export type TPasskeySignInRequest = z.input<typeof ZPasskeySignInRequest>;

/** `POST /login/second-step/passkey/options`: the ticket `/login` answered. */
export const ZSecondStepPasskeyOptionsRequest = z.object({ ticket: ZTicket });
export type TSecondStepPasskeyOptionsRequest = z.input<typeof ZSecondStepPasskeyOptionsRequest>;

/** `POST /login/second-step/passkey`. */
export const ZSecondStepPasskeyRequest = z.object({
  ticket: ZTicket,
  response: ZPasskeyAuthenticationResponse,
  device_proof: ZDeviceProofField,
});
export type TSecondStepPasskeyRequest = z.input<typeof ZSecondStepPasskeyRequest>;

/** `POST /accounts/me/verify/passkey`: step-up with a passkey. */
export const ZPasskeyStepUpRequest = z.object({ response: ZPasskeyAuthenticationResponse });
export type TPasskeyStepUpRequest = z.input<typeof ZPasskeyStepUpRequest>;

// — Answers —

export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.nullable(z.iso.datetime()),
  /** Synced to the member's other devices by their passkey provider. */
  backed_up: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** `GET /accounts/me/passkeys`: the member's passkeys on this programme, oldest first. */
export const ZPasskeysResponse = z.object({ items: z.array(ZPasskey) });
export type TPasskeysResponse = z.infer<typeof ZPasskeysResponse>;
