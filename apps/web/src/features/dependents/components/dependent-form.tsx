import { Trans, useLingui } from '@lingui/react/macro';
import { DEPENDENT_RELATIONSHIPS } from '@portal/contracts/dependents';
import type { TCreateDependentRequest, TDependent } from '@portal/contracts/dependents';
import { getLatestToday } from '@portal/contracts/profile';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { dependentRequestSchema } from '../utils/dependent-request';
import { RELATIONSHIP_LABELS } from '../utils/relationship-labels';

type DependentField = keyof TCreateDependentRequest;
const FIELDS: readonly DependentField[] = ['first_name', 'last_name', 'relationship', 'date_of_birth', 'email'];

/** What the fields show: the dependent's details, or nothing yet. */
function valuesOf(dependent: TDependent | undefined): Record<DependentField, string> {
  return {
    first_name: dependent?.first_name ?? '',
    last_name: dependent?.last_name ?? '',
    relationship: dependent?.relationship ?? '',
    date_of_birth: dependent?.date_of_birth ?? '',
    email: dependent?.email ?? '',
  };
}

export interface DependentFormProps {
  dependent?: TDependent | undefined;
  childMaxAge: number;
  submitLabel: string;
  onSubmit: (request: TCreateDependentRequest) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit one dependent; checks what it can before sending and shows the server's answer beside its field. */
export function DependentForm({ dependent, childMaxAge, submitLabel, onSubmit, onCancel }: DependentFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: valuesOf(dependent),
    schema: dependentRequestSchema(childMaxAge, t`A child dependent must be under ${childMaxAge}.`),
    fields: FIELDS,
    onSubmit: (request) => onSubmit(request),
  });
  const control = (name: DependentField) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });

  return (
    <form {...form.formProps} aria-label={submitLabel} className="flex flex-col gap-4">
      <FormField id="dependent-first-name" label={t`First name`} error={form.errors.first_name}>
        {(field) => <Input {...field} {...control('first_name')} autoComplete="off" />}
      </FormField>
      <FormField id="dependent-last-name" label={t`Last name`} error={form.errors.last_name}>
        {(field) => <Input {...field} {...control('last_name')} autoComplete="off" />}
      </FormField>
      <FormField id="dependent-relationship" label={t`Relationship`} error={form.errors.relationship}>
        {(field) => (
          <Select {...field} {...control('relationship')}>
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
        error={form.errors.date_of_birth}
      >
        {(field) => (
          <Input {...field} {...control('date_of_birth')} type="date" min="1900-01-01" max={getLatestToday()} />
        )}
      </FormField>
      <FormField id="dependent-email" label={t`Email (optional)`} error={form.errors.email}>
        {(field) => (
          <Input
            {...field}
            {...control('email')}
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
