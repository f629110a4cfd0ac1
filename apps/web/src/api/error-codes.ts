import { ACCOUNT_LIFECYCLE_ERROR_CODES } from '@portal/contracts/account-lifecycle';
import { ERROR_CODES } from '@portal/contracts/errors';
import { getErrorCode, getErrorStatus } from './error-message';

// What a failure means, read from the contracts' error codes: never a code typed by hand.

export const PASSWORD_REJECTED = ACCOUNT_LIFECYCLE_ERROR_CODES.passwordRejected;

const LINK_TOKEN_CODES: readonly string[] = [
  ACCOUNT_LIFECYCLE_ERROR_CODES.tokenInvalid,
  ACCOUNT_LIFECYCLE_ERROR_CODES.tokenExpired,
];

/** The link itself is the problem (unknown, used or expired), not the request or the network. */
export function isLinkTokenError(error: unknown): boolean {
  const code = getErrorCode(error);
  if (code !== undefined && LINK_TOKEN_CODES.includes(code)) return true;
  // A server without codes: a gone or unknown token.
  return code === undefined && (getErrorStatus(error) === 404 || getErrorStatus(error) === 410);
}

/** The new password breaks the policy (too short, or the member's name), whichever field the server named. */
export function isPasswordRejected(error: unknown): boolean {
  return getErrorCode(error) === PASSWORD_REJECTED;
}

/** Someone changed the record first (409, `CONFLICT`): a save must not overwrite it. */
export function isConflict(error: unknown): boolean {
  return getErrorStatus(error) === 409 || getErrorCode(error) === ERROR_CODES.conflict;
}
