import { ZResetPasswordRequest } from '@portal/contracts/account-lifecycle';
import type { TResetPasswordRequest } from '@portal/contracts/account-lifecycle';
import type { FormSchema } from '@/ui/form/use-form';
import { confirmationIssue } from './password-confirmation';

/** What the reset form checks: the token and new password as the contract asks, and the repetition. */
export interface ResetPasswordInput {
  token: string;
  password: string;
  confirm_password: string;
}

/**
 * The contract's reset request plus the form's "repeat the password" (which the request does not
 * carry); `repeatMessage` is in the language on screen. Parses to the request as the contract has it.
 */
export function resetPasswordFormSchema(repeatMessage: string): FormSchema<TResetPasswordRequest> {
  return {
    safeParse(input) {
      const { token, password, confirm_password } = input as ResetPasswordInput;
      const result = ZResetPasswordRequest.safeParse({ token, password });
      const issues = [
        ...(result.success ? [] : result.error.issues),
        ...confirmationIssue(password, confirm_password, repeatMessage),
      ];
      return result.success && issues.length === 0
        ? { success: true, data: result.data }
        : { success: false, error: { issues } };
    },
  };
}
