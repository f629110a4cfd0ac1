/**
 * Sign-in beyond the password: two-step sign-in with an authenticator app (TOTP, RFC 6238) and its
 * recovery codes, the second step of `/login`, the programme's requirement, idle expiry and step-up
 * (proving it is still the member before what matters). Passkeys are in `passkeys.ts`.
 */
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, ZLoginResponse } from './auth';

/** Error codes the app reacts to: prove it is you again, or set two-step sign-in up first. */
export const SIGN_IN_SECURITY_ERROR_CODES = {
  stepUpRequired: 'STEP_UP_REQUIRED',
  twoStepSetupRequired: 'TWO_STEP_SETUP_REQUIRED',
  secondStepFailed: 'SECOND_STEP_FAILED',
} as const;

// — The programme's rules (the console's Programme section) —

/** Who must use two-step sign-in: no one, admins and editors, or everyone. */
export const TWO_STEP_REQUIREMENTS = ['off', 'staff', 'everyone'] as const;
export type TTwoStepRequirement = (typeof TWO_STEP_REQUIREMENTS)[number];

/** Minutes without a request after which a session ends. */
export const SESSION_IDLE_MINUTES = { min: 5, max: 120, default: 30 } as const;

export const SIGN_IN_SECURITY_MESSAGES = {
  requirement: 'Choose who must use two-step sign-in.',
  idleMinutes: `Choose between ${SESSION_IDLE_MINUTES.min} and ${SESSION_IDLE_MINUTES.max} minutes.`,
  codeRequired: 'Enter the code from your authenticator app or one of your recovery codes.',
  codeFormat: 'Enter the 6-digit code from your authenticator app or one of your recovery codes.',
  codeWrong: 'That code is not right, or it has already been used. Try the newest code.',
  ticketEnded: 'Your sign-in took too long. Enter your email and password again.',
  stepUpRequired: 'Confirm it’s you: enter your password or a code from your authenticator app.',
  stepUpWrong: 'That password or code is not right.',
  stepUpMissing: 'Enter your password or a code.',
  setupRequired: 'Your programme asks you to set up two-step sign-in before you go on.',
  noSetupInProgress: 'Start setting up the authenticator app again: that setup has ended.',
  alreadyEnabled: 'Two-step sign-in with an authenticator app is already on.',
  notEnabled: 'Two-step sign-in with an authenticator app is not on.',
  requiredByProgramme: 'Your programme requires two-step sign-in: add a passkey before you turn the app off.',
  adminsOnly: 'Only an administrator can change how members sign in.',
  cannotResetOwn: 'Reset your own two-step sign-in from Profile → Security.',
  memberNotFound: 'That member was not found.',
  authenticatorCodeFormat: 'Enter the 6-digit code your authenticator app shows.',
} as const;

export const ZSignInSecuritySettings = z.object({
  two_step_requirement: z.enum(TWO_STEP_REQUIREMENTS, { error: SIGN_IN_SECURITY_MESSAGES.requirement }),
  idle_timeout_minutes: z
    .number({ error: SIGN_IN_SECURITY_MESSAGES.idleMinutes })
    .check(
      z.int(SIGN_IN_SECURITY_MESSAGES.idleMinutes),
      z.gte(SESSION_IDLE_MINUTES.min, SIGN_IN_SECURITY_MESSAGES.idleMinutes),
      z.lte(SESSION_IDLE_MINUTES.max, SIGN_IN_SECURITY_MESSAGES.idleMinutes),
    ),
});
/** `GET` and `PUT /admin/sign-in-security` (admins). */
export type TSignInSecuritySettings = z.infer<typeof ZSignInSecuritySettings>;

/** What the signed-in app needs to know about its own session (part of `GET /accounts/me`). */
export const ZSessionPolicy = z.object({
  idle_timeout_minutes: z.number(),
  /** The programme requires two-step sign-in of this account and it has none yet: only setting it up is open. */
  two_step_setup_required: z.boolean(),
});
export type TSessionPolicy = z.infer<typeof ZSessionPolicy>;

// — Codes —

/** Authenticator codes: 6 digits, a new one every 30 s; one step either side is accepted. */
export const TOTP_SETTINGS = { digits: 6, periodSeconds: 30, window: 1, algorithm: 'SHA1' } as const;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes read `xxxx-xxxx-xxxx` in lower-case letters and digits (no 0/o/1/l). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;
const TOTP_PATTERN = /^\d{6}$/;

/** Spaces and dashes a member may type inside a code are not part of it; letters are read in lower case. */
export function normaliseSecondStepCode(code: string): string {
  const compact = code.trim().toLowerCase().replace(/[\s-]/g, '');
  if (TOTP_PATTERN.test(compact)) return compact;
  return compact.length === 12 ? `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}` : compact;
}

export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}

/** A current authenticator code or an unused recovery code, as typed (spaces and dashes allowed). */
export const ZSecondStepCode = z
  .pipe(
    z
      .string({ error: SIGN_IN_SECURITY_MESSAGES.codeRequired })
      .check(
        z.minLength(1, SIGN_IN_SECURITY_MESSAGES.codeRequired),
        z.maxLength(40, SIGN_IN_SECURITY_MESSAGES.codeFormat),
      ),
    z.transform(normaliseSecondStepCode),
  )
  .check(
    z.refine(
      (code) => TOTP_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
      SIGN_IN_SECURITY_MESSAGES.codeFormat,
    ),
  );

/** Only an authenticator code (setting the app up proves it with one). */
export const ZAuthenticatorCode = z
  .pipe(
    z
      .string({ error: SIGN_IN_SECURITY_MESSAGES.codeRequired })
      .check(z.maxLength(40, SIGN_IN_SECURITY_MESSAGES.codeFormat)),
    z.transform((code: string) => code.replace(/\s/g, '')),
  )
  .check(z.regex(TOTP_PATTERN, SIGN_IN_SECURITY_MESSAGES.authenticatorCodeFormat));

// — The second step of `/login` —

export const SECOND_STEP_METHODS = ['authenticator_app', 'recovery_code', 'passkey'] as const;
export type TSecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** Minutes a sign-in's second step stays open after the right password. */
export const SECOND_STEP_TICKET_MINUTES = 5;

/** `POST /login` when the account uses two-step sign-in: no token yet, a ticket for the second step. */
export const ZSecondStepRequired = z.object({
  second_step: z.object({
    /** Single-use, for `POST /login/second-step` within `expires_in` seconds. */
    ticket: z.string(),
    methods: z.array(z.enum(SECOND_STEP_METHODS)),
    expires_in: z.number(),
  }),
});
export type TSecondStepRequired = z.infer<typeof ZSecondStepRequired>;

/** Every answer of `POST /login`: the token record, or the second step to take. */
export const ZLoginAnswer = z.union([ZLoginResponse, ZSecondStepRequired]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

export function isSecondStepRequired(answer: TLoginAnswer): answer is TSecondStepRequired {
  return 'second_step' in answer;
}

const ZTicket = z
  .string({ error: SIGN_IN_SECURITY_MESSAGES.ticketEnded })
  .check(
    z.minLength(1, SIGN_IN_SECURITY_MESSAGES.ticketEnded),
    z.maxLength(100, SIGN_IN_SECURITY_MESSAGES.ticketEnded),
  );

/** `POST /login/second-step`: answers the token record. */
export const ZSecondStepRequest = z.object({
  ticket: ZTicket,
  code: ZSecondStepCode,
  /** The native app's device proof, as at `/login`. */
  device_proof: z.optional(z.string().check(z.maxLength(200))),
});
export type TSecondStepRequest = z.input<typeof ZSecondStepRequest>;

// — Setting up the authenticator app (`/accounts/me/two-step/…`) —

/** `GET /accounts/me/two-step`: what guards the account beyond its password. */
export const ZTwoStepStatus = z.object({
  authenticator_app: z.nullable(z.object({ added_at: z.iso.datetime() })),
  recovery_codes_left: z.number(),
  passkeys: z.number(),
  /** The programme requires two-step sign-in of this account. */
  required: z.boolean(),
});
export type TTwoStepStatus = z.infer<typeof ZTwoStepStatus>;

/** `POST /accounts/me/two-step/authenticator`: a new secret to add to the app, until confirmed with a code. */
export const ZAuthenticatorSetup = z.object({
  /** Base32, for typing in by hand. */
  secret: z.string(),
  /** The `otpauth://` URI the QR code holds. */
  otpauth_uri: z.string(),
  /** The QR code as an SVG image (made on the server, so the secret never meets a third party). */
  qr_svg: z.string(),
});
export type TAuthenticatorSetup = z.infer<typeof ZAuthenticatorSetup>;

/** `POST /accounts/me/two-step/authenticator/confirm`. */
export const ZConfirmAuthenticatorRequest = z.object({ code: ZAuthenticatorCode });
export type TConfirmAuthenticatorRequest = z.input<typeof ZConfirmAuthenticatorRequest>;

/** The ten recovery codes, shown once (confirming the app, or `POST …/two-step/recovery-codes`). */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** `POST /admin/members/:id/two-step/reset`: false when the member had nothing to reset. */
export const ZTwoStepReset = z.object({ reset: z.boolean() });

// — Step-up: `POST /accounts/me/verify` —

/** Minutes a proof of the password or a second factor opens what matters (changing the email…). */
export const STEP_UP_MINUTES = 5;

export const ZStepUpRequest = z
  .object({
    password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, 'That password is too long.'))),
    code: z.optional(ZSecondStepCode),
  })
  .check(
    z.refine((body) => Boolean(body.password) || Boolean(body.code), {
      message: SIGN_IN_SECURITY_MESSAGES.stepUpMissing,
      path: ['password'],
    }),
  );
export type TStepUpRequest = z.input<typeof ZStepUpRequest>;
