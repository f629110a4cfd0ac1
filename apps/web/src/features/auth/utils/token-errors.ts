import { ACCOUNT_LIFECYCLE_ERROR_CODES } from '@portal/contracts/account-lifecycle';
import { getErrorCode, getErrorStatus } from '../../../api/error-message';

const TOKEN_CODES: readonly string[] = [
  ACCOUNT_LIFECYCLE_ERROR_CODES.tokenInvalid,
  ACCOUNT_LIFECYCLE_ERROR_CODES.tokenExpired,
];

/** The link itself is the problem (unknown, used or expired), not the request or the network. */
export function isLinkTokenError(error: unknown): boolean {
  const code = getErrorCode(error);
  if (code !== undefined && TOKEN_CODES.includes(code)) return true;
  // A server without codes: a gone or unknown token.
  return code === undefined && (getErrorStatus(error) === 404 || getErrorStatus(error) === 410);
}

export function isPasswordRejected(error: unknown): boolean {
  return getErrorCode(error) === ACCOUNT_LIFECYCLE_ERROR_CODES.passwordRejected;
}
