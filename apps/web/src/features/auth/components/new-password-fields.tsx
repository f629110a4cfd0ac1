import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX_LENGTH } from '@portal/contracts/auth';
import { checkPasswordRules, PASSWORD_MIN_LENGTH } from '@portal/contracts/password-policy';
import type { PasswordIdentity, PasswordRule } from '@portal/contracts/password-policy';
import { FormField } from '@/ui/form-field';
import { PasswordChecklist, PasswordStrengthHint } from '@/ui/password-checklist';
import type { ChecklistItem } from '@/ui/password-checklist';
import { PasswordInput } from '@/ui/password-input';

const minLength = PASSWORD_MIN_LENGTH;
const maxLength = PASSWORD_MAX_LENGTH;
const RULE_LABELS = {
  'min-length': msg`At least ${minLength} characters`,
  'max-length': msg`No more than ${maxLength} characters`,
  'contains-name': msg`Not your name or email address`,
} satisfies Record<PasswordRule, MessageDescriptor>;

/**
 * The live checklist: the contract's rules (the name rule only when we know
 * whose password it is; the upper bound only once it is broken) and whether
 * the two entries match.
 */
export function getPasswordChecklist(
  i18n: I18n,
  password: string,
  confirmation: string,
  identity: PasswordIdentity | null,
): ChecklistItem[] {
  const items: ChecklistItem[] = checkPasswordRules(password, identity ?? {})
    .filter((result) => {
      if (result.rule === 'contains-name') return identity !== null;
      if (result.rule === 'max-length') return !result.ok;
      return true;
    })
    .map((result) => ({ id: result.rule, label: i18n._(RULE_LABELS[result.rule]), ok: result.ok }));
  items.push({ id: 'match', label: i18n._(msg`Both entries match`), ok: password !== '' && password === confirmation });
  return items;
}

export interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  identity: PasswordIdentity | null;
  errors: { password?: string | undefined; confirm_password?: string | undefined };
  passwordLabel?: string;
  disabled?: boolean;
}

/** A new password, its repetition, the live rules checklist and a strength hint. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  identity,
  errors,
  passwordLabel,
  disabled,
}: NewPasswordFieldsProps) {
  const { t, i18n } = useLingui();
  const checklistId = `${idPrefix}-password-checklist`;
  return (
    <>
      <div className="flex flex-col gap-3">
        <FormField id={`${idPrefix}-password`} label={passwordLabel ?? t`Password`} error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              aria-describedby={[checklistId, control['aria-describedby']].filter(Boolean).join(' ')}
              name="password"
              autoComplete="new-password"
              value={password}
              disabled={disabled}
              onChange={(event) => onPasswordChange(event.target.value)}
            />
          )}
        </FormField>
        <PasswordStrengthHint password={password} minLength={PASSWORD_MIN_LENGTH} />
      </div>
      <FormField id={`${idPrefix}-confirm-password`} label={t`Repeat the password`} error={errors.confirm_password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="confirm_password"
            autoComplete="new-password"
            value={confirmation}
            disabled={disabled}
            onChange={(event) => onConfirmationChange(event.target.value)}
          />
        )}
      </FormField>
      <PasswordChecklist id={checklistId} items={getPasswordChecklist(i18n, password, confirmation, identity)} />
    </>
  );
}
