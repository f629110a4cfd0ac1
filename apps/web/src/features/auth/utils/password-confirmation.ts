import { PASSWORD_MESSAGES } from '@portal/contracts/password-policy';
import type { SchemaIssue } from '@/ui/form/schema-errors';

/**
 * The "repeat the password" field's problem, if any: asked for while empty (`repeatMessage`, in the
 * language on screen), else the contract's mismatch message.
 */
export function confirmationIssue(password: string, confirmation: string, repeatMessage: string): SchemaIssue[] {
  if (confirmation === '') return [{ path: ['confirm_password'], message: repeatMessage }];
  if (confirmation !== password) return [{ path: ['confirm_password'], message: PASSWORD_MESSAGES.mismatch }];
  return [];
}
