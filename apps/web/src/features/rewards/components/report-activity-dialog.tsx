import { Trans, useLingui } from '@lingui/react/macro';
import type { TAwardResult, TWayToEarn } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { ModalDialog } from '@/ui/modal-dialog';
import { SubmitButton } from '@/ui/submit-button';
import { useReportActivity } from '../api/report-activity';
import { localToday, reportDateRange, reportRequestSchema } from '../utils/report-date';

const FIELDS = ['done_on', 'attested'] as const;

interface ReportActivityFormProps {
  way: TWayToEarn;
  name: string;
  plan: { starts_on: string; ends_on: string };
  onDone: (result: TAwardResult) => void;
  onCancel: () => void;
}

function ReportActivityForm({ way, name, plan, onDone, onCancel }: ReportActivityFormProps) {
  const { t } = useLingui();
  const report = useReportActivity(way.key);
  const range = reportDateRange(plan);
  const form = useForm({
    initialValues: { done_on: range.max < localToday() ? range.max : localToday(), attested: false },
    schema: reportRequestSchema(range),
    fields: FIELDS,
    onSubmit: (request) => report.mutateAsync(request),
    onSuccess: onDone,
  });
  return (
    <form {...form.formProps} aria-label={t`Report ${name}`} className="flex flex-col gap-4">
      <FormField id="report-done-on" label={t`The day you did it`} error={form.errors.done_on}>
        {(field) => (
          <Input
            {...field}
            name="done_on"
            type="date"
            min={range.min}
            max={range.max}
            value={form.values.done_on}
            onChange={(event) => form.setValue('done_on', event.target.value)}
          />
        )}
      </FormField>
      <CheckboxField
        id="report-attested"
        name="attested"
        label={t`I confirm I did this`}
        checked={form.values.attested}
        onChange={(event) => form.setValue('attested', event.target.checked)}
        error={form.errors.attested}
      />
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Sending…`}>
          <Trans>Report it</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

export interface ReportActivityDialogProps {
  /** The activity being reported, or none (closed). */
  reporting: { way: TWayToEarn; name: string } | null;
  plan: { starts_on: string; ends_on: string };
  onDone: (result: TAwardResult) => void;
  onClose: () => void;
}

/** Reports a custom activity: the day it was done and the member's word that they did it. */
export function ReportActivityDialog({ reporting, plan, onDone, onClose }: ReportActivityDialogProps) {
  const { t } = useLingui();
  const name = reporting?.name ?? '';
  return (
    <ModalDialog open={reporting !== null} onClose={onClose} title={t`Report: ${name}`}>
      {reporting ? (
        <ReportActivityForm
          key={reporting.way.key}
          way={reporting.way}
          name={reporting.name}
          plan={plan}
          onDone={onDone}
          onCancel={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}
