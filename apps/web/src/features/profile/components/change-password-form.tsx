import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkPasswordRules, PASSWORD_MIN_LENGTH } from '@portal/contracts/password-policy';
import type { PasswordIdentity } from '@portal/contracts/password-policy';
import { PASSWORD_CHANGED_MESSAGE, ZChangePasswordRequest } from '@portal/contracts/profile';
import { PASSWORD_REJECTED } from '@/api/error-codes';
import { Card, CardContent } from '@/ui/card';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { PasswordChecklist, PasswordStrengthHint } from '@/ui/password-checklist';
import type { ChecklistItem } from '@/ui/password-checklist';
import { PasswordInput } from '@/ui/password-input';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useChangePassword } from '../api/change-password';

type PasswordField = 'current_password' | 'new_password' | 'confirm_password';
const FIELDS: readonly PasswordField[] = ['current_password', 'new_password', 'confirm_password'];
export const PASSWORD_MISMATCH_MESSAGE = msg`The two new passwords do not match.`;

const minLength = PASSWORD_MIN_LENGTH;
const RULE_LABELS = {
  'min-length': msg`At least ${minLength} characters`,
  'max-length': msg`No more than 256 characters`,
  'contains-name': msg`Not your name or email address`,
} as const;

function getChecklist(password: string, confirmation: string, identity: PasswordIdentity, i18n: I18n): ChecklistItem[] {
  const items: ChecklistItem[] = checkPasswordRules(password, identity)
    .filter((result) => result.rule !== 'max-length' || !result.ok)
    .map((result) => ({ id: result.rule, label: i18n._(RULE_LABELS[result.rule]), ok: result.ok }));
  items.push({
    id: 'match',
    label: i18n._(msg`Both entries match`),
    ok: password !== '' && password === confirmation,
  });
  return items;
}

/** Current password, a new one twice with the live rules; other devices are signed out by the server. */
export function ChangePasswordForm({ identity }: { identity: PasswordIdentity }) {
  const { t, i18n } = useLingui();
  const changePassword = useChangePassword();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    current_password: '',
    new_password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const checklistId = 'password-checklist';

  const setValue = (field: PasswordField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const result = ZChangePasswordRequest.safeParse({
      current_password: values.current_password,
      new_password: values.new_password,
    });
    const fieldErrors: FieldErrors<PasswordField> = result.success
      ? {}
      : getFieldErrors<PasswordField>(result.error.issues);
    if (!fieldErrors.new_password && values.new_password !== values.confirm_password) {
      fieldErrors.confirm_password = i18n._(PASSWORD_MISMATCH_MESSAGE);
    }
    setErrors(fieldErrors);
    const first = FIELDS.find((field) => field in fieldErrors);
    if (first || !result.success) {
      form.querySelector<HTMLElement>(`[name="${first ?? 'current_password'}"]`)?.focus();
      return;
    }
    try {
      await changePassword.mutateAsync(result.data);
      setValues({ current_password: '', new_password: '', confirm_password: '' });
      toast({
        title: t`Password changed`,
        description: localizeContractMessage(PASSWORD_CHANGED_MESSAGE),
        variant: 'success',
      });
    } catch (error) {
      const { field, message } = getServerFieldError(error, ['current_password', 'new_password'] as const, {
        byCode: { [PASSWORD_REJECTED]: 'new_password' },
      });
      if (field) {
        setErrors({ [field]: message });
        focusField(form, field);
      } else {
        setFormError(message);
      }
    }
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold">
          <Trans>Change password</Trans>
        </h2>
        <form
          noValidate
          aria-label={t`Change password`}
          className="flex max-w-md flex-col gap-5"
          onSubmit={(event) => void onSubmit(event)}
        >
          {/* Lets password managers pair the new password with the account. */}
          <input type="text" name="username" autoComplete="username" value={identity.email ?? ''} hidden readOnly />
          <FormField id="current-password" label={t`Current password`} error={errors.current_password}>
            {(control) => (
              <PasswordInput
                {...control}
                name="current_password"
                autoComplete="current-password"
                value={values.current_password}
                onChange={setValue('current_password')}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-3">
            <FormField id="new-password" label={t`New password`} error={errors.new_password}>
              {(control) => (
                <PasswordInput
                  {...control}
                  aria-describedby={[checklistId, control['aria-describedby']].filter(Boolean).join(' ')}
                  name="new_password"
                  autoComplete="new-password"
                  value={values.new_password}
                  onChange={setValue('new_password')}
                />
              )}
            </FormField>
            <PasswordStrengthHint password={values.new_password} minLength={PASSWORD_MIN_LENGTH} />
          </div>
          <FormField id="confirm-password" label={t`Repeat the new password`} error={errors.confirm_password}>
            {(control) => (
              <PasswordInput
                {...control}
                name="confirm_password"
                autoComplete="new-password"
                value={values.confirm_password}
                onChange={setValue('confirm_password')}
              />
            )}
          </FormField>
          <PasswordChecklist
            id={checklistId}
            items={getChecklist(values.new_password, values.confirm_password, identity, i18n)}
          />
          <FormAlert message={formError} />
          <SubmitButton isSubmitting={changePassword.isPending} pendingLabel={t`Changing…`} className="self-start">
            <Trans>Change password</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
