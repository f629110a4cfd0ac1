import { ACCOUNT_LIFECYCLE_ERROR_CODES } from '@portal/contracts/account-lifecycle';
import { ADMIN_MEMBERS_ERROR_CODES } from '@portal/contracts/admin-members';
import { ERROR_CODES } from '@portal/contracts/errors';
import { MEDIA_ERROR_CODES } from '@portal/contracts/media';
import { QUESTIONNAIRE_ERROR_CODES } from '@portal/contracts/questionnaire';
import { SIGN_IN_SECURITY_ERROR_CODES } from '@portal/contracts/sign-in-security';

export type ErrorCode =
  | (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
  | (typeof ACCOUNT_LIFECYCLE_ERROR_CODES)[keyof typeof ACCOUNT_LIFECYCLE_ERROR_CODES]
  | (typeof QUESTIONNAIRE_ERROR_CODES)[keyof typeof QUESTIONNAIRE_ERROR_CODES]
  | (typeof MEDIA_ERROR_CODES)[keyof typeof MEDIA_ERROR_CODES]
  | (typeof ADMIN_MEMBERS_ERROR_CODES)[keyof typeof ADMIN_MEMBERS_ERROR_CODES]
  | (typeof SIGN_IN_SECURITY_ERROR_CODES)[keyof typeof SIGN_IN_SECURITY_ERROR_CODES];

/** Machine-readable facts an error answer carries beside its message. */
export type ErrorDetails = Record<string, string | number | boolean | null>;

/** What domain code throws; the error handler maps the code to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The input field the error is about, for validation errors. */
  readonly field: string | undefined;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, field?: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.details = details;
  }
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.invalidCredentials]: 401,
  [ERROR_CODES.unauthenticated]: 401,
  [ERROR_CODES.wrongTenant]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.payloadTooLarge]: 413,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.internal]: 500,
  [ERROR_CODES.unavailable]: 503,
  // Whoever asks, signed in or not: the programme itself is closed until an operator resumes it.
  [ERROR_CODES.programmeSuspended]: 403,
  [ACCOUNT_LIFECYCLE_ERROR_CODES.passwordRejected]: 400,
  // Gone, for unknown links as for used ones, so the answer says nothing about which tokens ever existed.
  [ACCOUNT_LIFECYCLE_ERROR_CODES.tokenInvalid]: 410,
  [ACCOUNT_LIFECYCLE_ERROR_CODES.tokenExpired]: 410,
  [QUESTIONNAIRE_ERROR_CODES.outdated]: 400,
  [QUESTIONNAIRE_ERROR_CODES.retakeTooEarly]: 409,
  [MEDIA_ERROR_CODES.contentMismatch]: 400,
  [MEDIA_ERROR_CODES.unsupportedType]: 415,
  [MEDIA_ERROR_CODES.quotaExceeded]: 413,
  // The right password, but an admin deactivated the account: the member may know, nobody else learns it.
  [ADMIN_MEMBERS_ERROR_CODES.accountDeactivated]: 403,
  // Signed in, but what was asked needs a fresh proof (password or second factor) first.
  [SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired]: 403,
  [SIGN_IN_SECURITY_ERROR_CODES.twoStepSetupRequired]: 403,
  // A wrong, reused or expired code: like a wrong password.
  [SIGN_IN_SECURITY_ERROR_CODES.secondStepFailed]: 401,
};

export function unauthenticated(message = 'Sign in to continue.'): AppError {
  return new AppError(ERROR_CODES.unauthenticated, message);
}

export function forbidden(message = 'Your account is not allowed to do that.'): AppError {
  return new AppError(ERROR_CODES.forbidden, message);
}

export function validationFailed(message: string, field?: string): AppError {
  return new AppError(ERROR_CODES.validation, message, field);
}
