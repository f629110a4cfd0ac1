import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { DEPENDENT_RELATIONSHIPS, ZCreateDependentRequest } from '@portal/contracts/dependents';
import type { TCreateDependentRequest, TDependent } from '@portal/contracts/dependents';
import { getLatestToday } from '@portal/contracts/profile';
import { Button } from '@/ui/button';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { SubmitButton } from '@/ui/submit-button';
import { RELATIONSHIP_LABELS } from '../utils/relationship-labels';

type DependentField = keyof TCreateDependentRequest;
const FIELDS: readonly DependentField[] = ['first_name', 'last_name', 'relationship', 'date_of_birth', 'email'];

/** Whole years from a `YYYY-MM-DD` birth date to today. */
export function getAge(dateOfBirth: string, today = new Date().toISOString().slice(0, 10)): number {
  const [birthYear, birthRest] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (rest < birthRest ? 1 : 0);
}

export interface DependentFormProps {
  dependent?: TDependent;
  childMaxAge: number;
  submitLabel: string;
  onSubmit: (request: TCreateDependentRequest) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit one dependent; checks what it can before sending and shows the server's answer beside its field. */
export function DependentForm({ dependent, childMaxAge, submitLabel, onSubmit, onCancel }: DependentFormProps) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<FieldErrors<DependentField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: DependentField) => String(data.get(name) ?? '');
    setFormError(null);
    const result = ZCreateDependentRequest.safeParse({
      first_name: text('first_name'),
      last_name: text('last_name'),
      relationship: text('relationship'),
      date_of_birth: text('date_of_birth'),
      email: text('email'),
    });
    const fieldErrors = result.success ? {} : getFieldErrors<DependentField>(result.error.issues);
    if (result.success && result.data.relationship === 'child' && getAge(result.data.date_of_birth) >= childMaxAge) {
      fieldErrors.date_of_birth = t`A child dependent must be under ${childMaxAge}.`;
    }
    setErrors(fieldErrors);
    const first = FIELDS.find((field) => field in fieldErrors);
    if (first || !result.success) {
      focusField(form, first ?? 'first_name');
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(result.data);
    } catch (error) {
      const { field, message } = getServerFieldError(error, FIELDS);
      if (field) {
        setErrors({ [field]: message });
        focusField(form, field);
      } else {
        setFormError(message);
      }
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate aria-label={submitLabel} className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <FormField id="dependent-first-name" label={t`First name`} error={errors.first_name}>
        {(control) => <Input {...control} name="first_name" autoComplete="off" defaultValue={dependent?.first_name} />}
      </FormField>
      <FormField id="dependent-last-name" label={t`Last name`} error={errors.last_name}>
        {(control) => <Input {...control} name="last_name" autoComplete="off" defaultValue={dependent?.last_name} />}
      </FormField>
      <FormField id="dependent-relationship" label={t`Relationship`} error={errors.relationship}>
        {(control) => (
          <Select {...control} name="relationship" defaultValue={dependent?.relationship ?? ''}>
            <option value="" disabled>
              {t`Choose…`}
            </option>
            {DEPENDENT_RELATIONSHIPS.map((relationship) => (
              <option key={relationship} value={relationship}>
                {i18n._(RELATIONSHIP_LABELS[relationship])}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="dependent-date-of-birth"
        label={t`Date of birth`}
        hint={t`Children are covered until they turn ${childMaxAge}.`}
        error={errors.date_of_birth}
      >
        {(control) => (
          <Input
            {...control}
            name="date_of_birth"
            type="date"
            min="1900-01-01"
            max={getLatestToday()}
            defaultValue={dependent?.date_of_birth}
          />
        )}
      </FormField>
      <FormField id="dependent-email" label={t`Email (optional)`} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={dependent?.email ?? ''}
          />
        )}
      </FormField>
      <FormAlert message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={isSubmitting} pendingLabel={t`Saving…`}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
