/**
 * The states an email-link token (invitation or reset) can be found in, and
 * the errors each becomes. The database decides "expired" with its own
 * clock (`expires_at <= now()`), the same clock the consuming UPDATE uses.
 */
import { ACCOUNT_LIFECYCLE_ERROR_CODES } from '@portal/contracts/account-lifecycle';
import { AppError } from './errors';

export interface StoredLinkToken {
  usedAt: Date | null;
  voidedAt: Date | null;
  isExpired: boolean;
}

export type LinkTokenState = 'usable' | 'expired' | 'invalid';

/** Unknown, used and voided tokens are all simply invalid: the answer never says which. */
export function getLinkTokenState(row: StoredLinkToken | undefined): LinkTokenState {
  if (!row || row.usedAt !== null || row.voidedAt !== null) return 'invalid';
  return row.isExpired ? 'expired' : 'usable';
}

export function tokenInvalid(message: string): AppError {
  return new AppError(ACCOUNT_LIFECYCLE_ERROR_CODES.tokenInvalid, message);
}

export function tokenExpired(message: string): AppError {
  return new AppError(ACCOUNT_LIFECYCLE_ERROR_CODES.tokenExpired, message);
}

export function passwordRejected(message: string): AppError {
  return new AppError(ACCOUNT_LIFECYCLE_ERROR_CODES.passwordRejected, message, 'password');
}
