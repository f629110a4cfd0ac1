import { Trans, useLingui } from '@lingui/react/macro';
import { ZAlternativeRequestInput } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { ModalDialog } from '@/ui/modal-dialog';
import { SubmitButton } from '@/ui/submit-button';
import { Textarea } from '@/ui/textarea';
import { useRequestAlternative } from '../api/alternatives';

const FIELDS = ['reason'] as const;

interface AlternativeFormProps {
  activity: string;
  onDone: () => void;
  onCancel: () => void;
}

function AlternativeForm({ activity, onDone, onCancel }: AlternativeFormProps) {
  const { t } = useLingui();
  const requestAlternative = useRequestAlternative();
  const form = useForm({
    initialValues: { reason: '' },
    schema: ZAlternativeRequestInput,
    toRequest: (values) => ({ activity, reason: values.reason }),
    fields: FIELDS,
    onSubmit: (request) => requestAlternative.mutateAsync(request),
    onSuccess: onDone,
  });
  return (
    <form {...form.formProps} aria-label={t`Ask for an alternative`} className="flex flex-col gap-4">
      <FormField
        id="alternative-reason"
        label={t`Why can’t you do this activity?`}
        hint={t`A few words are enough. You don’t need to give a diagnosis.`}
        error={form.errors.reason}
      >
        {(field) => (
          <Textarea
            {...field}
            name="reason"
            rows={4}
            maxLength={1000}
            value={form.values.reason}
            onChange={(event) => form.setValue('reason', event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Sending…`}>
          <Trans>Send the request</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

export interface AlternativeDialogProps {
  /** The activity the member asks an alternative for, or none (closed). */
  asking: { key: string; name: string } | null;
  onDone: () => void;
  onClose: () => void;
}

/**
 * "I can’t do this for a medical reason": the member asks their programme for another way to earn the
 * points, in their own words; the programme answers on this screen.
 */
export function AlternativeDialog({ asking, onDone, onClose }: AlternativeDialogProps) {
  const { t } = useLingui();
  const name = asking?.name ?? '';
  return (
    <ModalDialog
      open={asking !== null}
      onClose={onClose}
      title={t`An alternative to: ${name}`}
      describedBy="alternative-intro"
    >
      {asking ? (
        <>
          <p id="alternative-intro" className="text-sm text-muted-foreground">
            <Trans>
              If a medical reason keeps you from this activity, your programme can offer another way to earn its points.
            </Trans>
          </p>
          <AlternativeForm key={asking.key} activity={asking.key} onDone={onDone} onCancel={onClose} />
        </>
      ) : null}
    </ModalDialog>
  );
}
