import { Trans, useLingui } from '@lingui/react/macro';
import { PROGRAMMES } from '@portal/contracts/programmes';
import type { ReactNode } from 'react';
import type { FormState } from '@/ui/form/use-form';
import { LANGUAGE_NAMES } from '../utils/language-names';
import type { WizardValues } from '../utils/wizard-steps';
import { EmailField } from './email-field';

function Colour({ value }: { value: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="size-4 rounded border border-border" style={{ backgroundColor: value }} />
      <span className="font-mono">{value}</span>
    </span>
  );
}

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** Step 4: who is invited as the programme's first admin, then everything typed before, to check before Create. */
export function WizardReviewStep({ form }: { form: FormState<WizardValues> }) {
  const { i18n } = useLingui();
  const { values, errors } = form;
  const none = <Trans>None</Trans>;
  return (
    <>
      <EmailField
        id="new-programme-admin-email"
        name="adminEmail"
        label={<Trans>First admin's email</Trans>}
        hint={<Trans>They are sent an invitation to set a password and run the programme.</Trans>}
        value={values.adminEmail}
        error={errors.adminEmail}
        onChange={(adminEmail) => form.setValue('adminEmail', adminEmail)}
      />
      <section aria-labelledby="new-programme-review" className="flex flex-col gap-3">
        <h3 id="new-programme-review" className="font-semibold">
          <Trans>Check the programme before you create it</Trans>
        </h3>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <Row term={<Trans>Programme name</Trans>}>{values.name}</Row>
          <Row term={<Trans>Key</Trans>}>
            <span className="font-mono">{values.key}</span>
          </Row>
          <Row term={<Trans>Host names</Trans>}>{values.hosts.join(', ')}</Row>
          <Row term={<Trans>Primary colour</Trans>}>
            <Colour value={values.primary} />
          </Row>
          <Row term={<Trans>Text on the primary colour</Trans>}>
            <Colour value={values.primaryForeground} />
          </Row>
          <Row term={<Trans>Logo</Trans>}>{values.logo ? values.logo.fileName : none}</Row>
          <Row term={<Trans>Programmes offered</Trans>}>
            {values.programmes.length > 0
              ? values.programmes.map((programme) => PROGRAMMES[programme].name).join(', ')
              : none}
          </Row>
          <Row term={<Trans>Languages</Trans>}>
            {values.languages.map((locale) => i18n._(LANGUAGE_NAMES[locale])).join(', ')}
          </Row>
          <Row term={<Trans>Support email</Trans>}>{values.supportEmail}</Row>
          <Row term={<Trans>Sender name</Trans>}>
            {values.senderName.trim() || <Trans>The platform's sender</Trans>}
          </Row>
        </dl>
        <p className="text-sm text-muted-foreground">
          <Trans>Go back to change any of it: nothing you typed is lost.</Trans>
        </p>
      </section>
    </>
  );
}
