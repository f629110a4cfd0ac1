import type { FormState } from '@/ui/form/use-form';
import type { WizardValues } from '../utils/wizard-steps';
import { ContactFields } from './contact-fields';
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
      <ContactFields
        idPrefix="new-programme"
        supportEmail={values.supportEmail}
        senderName={values.senderName}
        errors={errors}
        onSupportEmailChange={(supportEmail) => form.setValue('supportEmail', supportEmail)}
        onSenderNameChange={(senderName) => form.setValue('senderName', senderName)}
      />
    </>
  );
}
