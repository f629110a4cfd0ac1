import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkPasswordRules, PASSWORD_MIN_LENGTH } from '@portal/contracts/password-policy';
import type { PasswordIdentity } from '@portal/contracts/password-policy';
import { PASSWORD_CHANGED_MESSAGE } from '@portal/contracts/profile';
import { PASSWORD_REJECTED } from '@/api/error-codes';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { PasswordChecklist, PasswordStrengthHint } from '@/ui/password-checklist';
import type { ChecklistItem } from '@/ui/password-checklist';
import { PasswordInput } from '@/ui/password-input';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema } from '../utils/change-password-schema';
import type { ChangePasswordValues } from '../utils/change-password-schema';

type PasswordField = keyof ChangePasswordValues;
const FIELDS: readonly PasswordField[] = ['current_password', 'new_password', 'confirm_password'];
const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

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
  const form = useForm({
    initialValues: EMPTY,
    schema: changePasswordSchema(t`The two new passwords do not match.`),
    fields: FIELDS,
    onSubmit: (request) => changePassword.mutateAsync(request),
    onSuccess: () => {
      form.reset(EMPTY);
      toast({
        title: t`Password changed`,
        description: localizeContractMessage(PASSWORD_CHANGED_MESSAGE),
        variant: 'success',
      });
    },
    // The repetition never reaches the server; a refused new password is the new password's error.
    failures: { fields: ['current_password', 'new_password'], byCode: { [PASSWORD_REJECTED]: 'new_password' } },
  });
  const checklistId = 'password-checklist';
  const control = (name: PasswordField) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });

  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold">
          <Trans>Change password</Trans>
        </h2>
        <form {...form.formProps} aria-label={t`Change password`} className="flex max-w-md flex-col gap-5">
          {/* Lets password managers pair the new password with the account. */}
          <input type="text" name="username" autoComplete="username" value={identity.email ?? ''} hidden readOnly />
          <FormField id="current-password" label={t`Current password`} error={form.errors.current_password}>
            {(field) => <PasswordInput {...field} {...control('current_password')} autoComplete="current-password" />}
          </FormField>
          <div className="flex flex-col gap-3">
            <FormField id="new-password" label={t`New password`} error={form.errors.new_password}>
              {(field) => (
                <PasswordInput
                  {...field}
                  {...control('new_password')}
                  aria-describedby={[checklistId, field['aria-describedby']].filter(Boolean).join(' ')}
                  autoComplete="new-password"
                />
              )}
            </FormField>
            <PasswordStrengthHint password={form.values.new_password} minLength={PASSWORD_MIN_LENGTH} />
          </div>
          <FormField id="confirm-password" label={t`Repeat the new password`} error={form.errors.confirm_password}>
            {(field) => <PasswordInput {...field} {...control('confirm_password')} autoComplete="new-password" />}
          </FormField>
          <PasswordChecklist
            id={checklistId}
            items={getChecklist(form.values.new_password, form.values.confirm_password, identity, i18n)}
          />
          <FormAlert message={form.formError} />
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Changing…`} className="self-start">
            <Trans>Change password</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
