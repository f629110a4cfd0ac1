import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';

export interface ScanConsentProps {
  onAgree: () => void;
}

/** Agreed, or refused beside the box with `message`. */
function agreementSchema(message: string): FormSchema<true> {
  return {
    safeParse: (input) =>
      (input as { agreed: boolean }).agreed
        ? { success: true, data: true }
        : { success: false, error: { issues: [{ path: ['agreed'], message }] } },
  };
}

/** What the scan does with the camera and what is kept, and the member's agreement before anything starts. */
export function ScanConsent({ onAgree }: ScanConsentProps) {
  const { t } = useLingui();
  const form = useForm({
    initialValues: { agreed: false },
    schema: agreementSchema(t`Tick the box to continue.`),
    fields: ['agreed'],
    // Nothing is sent: the agreement only opens the next step.
    onSubmit: () => Promise.resolve(),
    onSuccess: () => onAgree(),
  });

  return (
    <form {...form.formProps} aria-label={t`Your agreement`} className="flex flex-col gap-4">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        <li>
          <Trans>
            The scan uses your phone’s front camera for about 30 seconds to read your pulse from tiny changes in the
            colour of your face.
          </Trans>
        </li>
        <li>
          <Trans>
            The video is analysed on your phone and never leaves it: it is not recorded, kept or sent anywhere.
          </Trans>
        </li>
        <li>
          <Trans>
            Only the result is saved to your account: your heart rate, how clear the signal was and your answers to a
            few questions. You can see it here at any time.
          </Trans>
        </li>
        <li>
          <Trans>It is wellness information, not a medical test or a diagnosis.</Trans>
        </li>
      </ul>
      <CheckboxField
        id="scan-consent"
        name="agreed"
        label={t`I understand, and I agree to scan my face with the camera`}
        checked={form.values.agreed}
        error={form.errors.agreed}
        onChange={(event) => form.setValue('agreed', event.currentTarget.checked)}
      />
      <Button type="submit" className="self-start">
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
