import * as z from 'zod/mini';
import { ZConfirmInvitationRequest } from '@portal/contracts/account-lifecycle';
import type { TConfirmInvitationRequest, TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import { getPasswordRuleProblems, refinePasswordConfirmation } from '@portal/contracts/password-policy';
import type { PasswordIdentity } from '@portal/contracts/password-policy';
import type { SchemaIssue } from '@/ui/form/schema-errors';
import type { FormSchema } from '@/ui/form/use-form';
import { confirmationIssue } from './password-confirmation';

/** What the invitation form sends to its schema: the contract's request and the repetition. */
export interface InvitationFormInput {
  token: string;
  password: string;
  confirm_password: string;
  /** Only when the invitation does not name the person already (see `invitationAsksNames`). */
  first_name: string | undefined;
  last_name: string | undefined;
  accept_privacy_policy: boolean;
}

/** The form's own messages, in the language on screen. */
export interface InvitationFormMessages {
  firstNameRequired: string;
  lastNameRequired: string;
  repeatPassword: string;
}

const ZConfirmInvitationForm = z
  .extend(ZConfirmInvitationRequest, { confirm_password: z.string() })
  .check(refinePasswordConfirmation());

/** Which names the form asks for: those the invitation does not have. */
export function invitationAsksNames(invitation: TValidateTokenResponse) {
  return { firstName: !invitation.first_name?.trim(), lastName: !invitation.last_name?.trim() };
}

/** Whose password it is, for the "not your name" rule: the invitation's names, else what was typed. */
export function invitationIdentity(
  invitation: TValidateTokenResponse,
  typed: { first_name: string | undefined; last_name: string | undefined },
): PasswordIdentity {
  const asks = invitationAsksNames(invitation);
  return {
    email: invitation.email,
    firstName: asks.firstName ? typed.first_name : invitation.first_name,
    lastName: asks.lastName ? typed.last_name : invitation.last_name,
  };
}

/**
 * The contract's confirmation request plus what only the form knows: the names it asks for are
 * required, the password is repeated, and it must not contain the person's name. Parses to the
 * request as the contract has it (without the repetition).
 */
export function invitationFormSchema(
  invitation: TValidateTokenResponse,
  messages: InvitationFormMessages,
): FormSchema<TConfirmInvitationRequest> {
  const asks = invitationAsksNames(invitation);
  return {
    safeParse(raw) {
      const input = raw as InvitationFormInput;
      const result = ZConfirmInvitationForm.safeParse(input);
      // A field shows its first issue: the form's own name messages before the contract's.
      const issues: SchemaIssue[] = [];
      if (asks.firstName && !input.first_name?.trim())
        issues.push({ path: ['first_name'], message: messages.firstNameRequired });
      if (asks.lastName && !input.last_name?.trim())
        issues.push({ path: ['last_name'], message: messages.lastNameRequired });
      if (!result.success) issues.push(...result.error.issues);
      issues.push(...confirmationIssue(input.password, input.confirm_password, messages.repeatPassword));
      // The name rule needs the person, which only the form knows.
      const ruleProblem = getPasswordRuleProblems(input.password, invitationIdentity(invitation, input))[0];
      if (ruleProblem) issues.push({ path: ['password'], message: ruleProblem });
      if (!result.success || issues.length > 0) return { success: false, error: { issues } };
      const { confirm_password: _, ...request } = result.data;
      return { success: true, data: request };
    },
  };
}
