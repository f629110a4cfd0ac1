import { ZChangePasswordRequest } from '@portal/contracts/profile';
import type { TChangePasswordRequest } from '@portal/contracts/profile';
import type { SchemaIssue } from '@/ui/form/schema-errors';
import type { FormSchema } from '@/ui/form/use-form';

/** What the change-password form holds: the request's two passwords and the new one repeated. */
export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * The contract's request plus the form's "repeat the new password", which the request does not carry:
 * once the new password itself passes, a repetition that differs is refused with `mismatchMessage` (in
 * the language on screen). Parses to the request as the contract has it.
 */
export function changePasswordSchema(mismatchMessage: string): FormSchema<TChangePasswordRequest> {
  return {
    safeParse(input) {
      const { current_password, new_password, confirm_password } = input as ChangePasswordValues;
      const result = ZChangePasswordRequest.safeParse({ current_password, new_password });
      const issues: SchemaIssue[] = result.success ? [] : [...result.error.issues];
      if (!issues.some((issue) => issue.path[0] === 'new_password') && new_password !== confirm_password)
        issues.push({ path: ['confirm_password'], message: mismatchMessage });
      return result.success && issues.length === 0
        ? { success: true, data: result.data }
        : { success: false, error: { issues } };
    },
  };
}
