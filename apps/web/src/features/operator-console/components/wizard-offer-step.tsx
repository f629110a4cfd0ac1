import { Trans } from '@lingui/react/macro';
import type { FormState } from '@/ui/form/use-form';
import { TextField } from '@/ui/text-field';
import type { WizardValues } from '../utils/wizard-steps';
import { EmailField } from './email-field';
import { OfferFields } from './offer-fields';

/** Step 3: what the programme offers (from the catalogue), its languages, its support address and sender. */
export function WizardOfferStep({ form }: { form: FormState<WizardValues> }) {
  const { values, errors } = form;
  return (
    <>
      <OfferFields
        idPrefix="new-programme"
        programmes={values.programmes}
        languages={values.languages}
        errors={errors}
        onProgrammesChange={(programmes) => form.setValue('programmes', programmes)}
        onLanguagesChange={(languages) => form.setValue('languages', languages)}
      />
      <EmailField
        id="new-programme-support-email"
        name="supportEmail"
        label={<Trans>Support email</Trans>}
        hint={<Trans>Where members write for help with the programme.</Trans>}
        value={values.supportEmail}
        error={errors.supportEmail}
        onChange={(supportEmail) => form.setValue('supportEmail', supportEmail)}
      />
      <TextField
        id="new-programme-sender-name"
        name="senderName"
        label={<Trans>Sender name (optional)</Trans>}
        hint={<Trans>Who the programme's emails come from. Left empty, they come from the platform's sender.</Trans>}
        value={values.senderName}
        error={errors.senderName}
        onChange={(senderName) => form.setValue('senderName', senderName)}
      />
    </>
  );
}
