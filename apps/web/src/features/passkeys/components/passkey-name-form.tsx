import { Trans, useLingui } from '@lingui/react/macro';
import { PASSKEY_NAME_MAX_LENGTH, ZRenamePasskeyRequest } from '@portal/contracts/passkeys';
import type { TRenamePasskeyRequest } from '@portal/contracts/passkeys';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { SubmitButton } from '@/ui/submit-button';

export interface PasskeyNameFormProps<Result> {
  /** The form's own id, for its field's. */
  id: string;
  /** The form's accessible name ("Add a passkey", "Rename …"). */
  label: string;
  initialName: string;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the name (adding a passkey runs the browser's ceremony here); a failure it throws is shown. */
  onSubmit: (name: string) => Promise<Result>;
  onSuccess: (result: Result) => void | Promise<void>;
  onCancel: () => void;
}

/** A passkey's name, to add one under it or to rename one. */
export function PasskeyNameForm<Result>({
  id,
  label,
  initialName,
  submitLabel,
  pendingLabel,
  onSubmit,
  onSuccess,
  onCancel,
}: PasskeyNameFormProps<Result>) {
  const { t } = useLingui();
  const form = useForm({
    initialValues: { name: initialName },
    schema: ZRenamePasskeyRequest,
    fields: ['name'],
    onSubmit: (request: TRenamePasskeyRequest) => onSubmit(request.name),
    onSuccess,
  });
  return (
    <form {...form.formProps} aria-label={label} className="flex flex-col gap-4">
      <FormField
        id={`${id}-name`}
        label={t`Name`}
        hint={t`So you can tell your passkeys apart, such as “Work laptop” or “My phone”.`}
        error={form.errors.name}
      >
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="off"
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={form.values.name}
            onChange={(event) => form.setValue('name', event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
