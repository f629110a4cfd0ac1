import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { PROGRAMME_HOSTS_MAX, ZCreateProgrammeRequest } from '@portal/contracts/operator-console';
import type { TCreateProgrammeRequest, TOperatorProgramme } from '@portal/contracts/operator-console';
import { useEffect, useId, useRef, useState } from 'react';
import { getErrorField } from '@/api/error-message';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { useCreateProgramme } from '../api/create-programme';
import { useBaseTheme } from '../api/get-base-theme';
import { withContrastCheck } from '../utils/brand-colours';
import {
  INITIAL_WIZARD_VALUES,
  SERVER_FIELD_NAMES,
  WIZARD_STEPS,
  stepFieldNames,
  stepOfField,
  stepRequest,
} from '../utils/wizard-steps';
import type { WizardStep, WizardValues } from '../utils/wizard-steps';
import { WizardBrandStep } from './wizard-brand-step';
import { WizardIdentityStep } from './wizard-identity-step';
import { WizardOfferStep } from './wizard-offer-step';
import { WizardReviewStep } from './wizard-review-step';

const STEP_TITLES: Readonly<Record<WizardStep, MessageDescriptor>> = {
  identity: msg`Name and host names`,
  brand: msg`Brand`,
  offer: msg`Programmes, languages and support`,
  admin: msg`First admin and review`,
};

// Each step checks its own part of the request with the contract's own rules. Built from the shape rather
// than with z.pick, whose code would land in the zod chunk every signed-in page loads.
const { shape } = ZCreateProgrammeRequest;
const IDENTITY_SCHEMA = z.object({ name: shape.name, key: shape.key, hosts: shape.hosts });
const BRAND_SCHEMA = z.object({ primary: shape.primary, primaryForeground: shape.primaryForeground, logo: shape.logo });
const OFFER_SCHEMA = z.object({
  programmes: shape.programmes,
  languages: shape.languages,
  supportEmail: shape.supportEmail,
  senderName: shape.senderName,
});

export interface NewProgrammeWizardProps {
  /** The programme is created and its first admin invited (`adminEmail`, as sent). */
  onCreated: (programme: TOperatorProgramme, adminEmail: string) => void;
}

/**
 * The new-programme wizard: four short steps, one form each, Back and Next. All of it is one set of
 * values, so nothing typed is lost going back or when the server refuses; each step checks its own
 * part (the colours' contrast too) before Next, and the last sends everything at once. A refusal that
 * names a field goes back to the step holding it and says so there; one that asks for a fresh second
 * factor opens the step-up prompt and sends again.
 */
export function NewProgrammeWizard({ onCreated }: NewProgrammeWizardProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [step, setStep] = useState<WizardStep>('identity');
  const stepIndex = WIZARD_STEPS.indexOf(step);
  const isLast = stepIndex === WIZARD_STEPS.length - 1;
  // Asked for at once, so the brand step's preview has it by the time the operator gets there.
  const baseTheme = useBaseTheme();
  const create = useCreateProgramme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wizardRef = useRef<HTMLDivElement>(null);
  /** Where focus goes once the next step shows: a field the server named, or the step's heading. */
  const focusAfterStep = useRef<string | null>(null);

  const contrast = {
    base: baseTheme.data?.theme,
    i18n,
    unavailable: t`The colours cannot be checked until the preview has loaded. Try loading it again.`,
  };
  const schemas: Readonly<Record<WizardStep, FormSchema<unknown>>> = {
    identity: IDENTITY_SCHEMA,
    brand: withContrastCheck(BRAND_SCHEMA, contrast),
    offer: OFFER_SCHEMA,
    admin: withContrastCheck(ZCreateProgrammeRequest, contrast),
  };

  const goTo = (next: WizardStep, focus = 'heading') => {
    focusAfterStep.current = focus;
    setStep(next);
  };

  const form = useForm<WizardValues, unknown, TOperatorProgramme | null>({
    initialValues: INITIAL_WIZARD_VALUES,
    schema: schemas[step],
    toRequest: (values) => stepRequest(step, values),
    fields: stepFieldNames(step, PROGRAMME_HOSTS_MAX),
    failures: { fields: SERVER_FIELD_NAMES },
    onSubmit: async (request) => {
      if (!isLast) return null;
      try {
        return await create.mutateAsync(request as TCreateProgrammeRequest);
      } catch (error) {
        // The form places the refusal beside the field it names; that field may be on an earlier step.
        const field = getErrorField(error);
        const target = field === undefined ? undefined : stepOfField(field);
        if (field !== undefined && target !== undefined && target !== step) goTo(target, field);
        throw error;
      }
    },
    onSuccess: (programme, { values }) => {
      if (programme) onCreated(programme, values.adminEmail.trim().toLowerCase());
      else goTo(WIZARD_STEPS[stepIndex + 1] ?? step);
    },
  });

  useEffect(() => {
    const target = focusAfterStep.current;
    if (target === null) return;
    focusAfterStep.current = null;
    // A nested field the server names (`logo.base64`) is shown on its control (`logo`).
    const find = (name: string) => wizardRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    const field = target === 'heading' ? null : (find(target) ?? find(target.split('.')[0] ?? target));
    (field ?? headingRef.current)?.focus();
  }, [step]);

  const number = stepIndex + 1;
  const count = WIZARD_STEPS.length;
  const title = i18n._(STEP_TITLES[step]);

  return (
    <div ref={wizardRef} className="flex flex-col gap-6">
      <ol aria-label={t`Steps`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {WIZARD_STEPS.map((each, index) => (
          <li
            key={each}
            aria-current={each === step ? 'step' : undefined}
            className={
              each === step
                ? 'font-semibold text-foreground underline decoration-2 underline-offset-4'
                : 'text-muted-foreground'
            }
          >
            {index + 1}. {i18n._(STEP_TITLES[each])}
          </li>
        ))}
      </ol>
      <form {...form.formProps} key={step} aria-labelledby={headingId} className="flex flex-col gap-5">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          <Trans>
            Step {number} of {count}: {title}
          </Trans>
        </h2>
        {step === 'identity' ? <WizardIdentityStep form={form} /> : null}
        {step === 'brand' ? <WizardBrandStep form={form} baseTheme={baseTheme} /> : null}
        {step === 'offer' ? <WizardOfferStep form={form} /> : null}
        {step === 'admin' ? <WizardReviewStep form={form} /> : null}
        <FormAlert message={form.formError} />
        <div className="flex flex-wrap gap-3">
          {stepIndex > 0 ? (
            <Button
              variant="secondary"
              disabled={form.isSubmitting}
              onClick={() => goTo(WIZARD_STEPS[stepIndex - 1] ?? step)}
            >
              <Trans>Back</Trans>
            </Button>
          ) : null}
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={isLast ? t`Creating…` : t`Checking…`}>
            {isLast ? <Trans>Create programme</Trans> : <Trans>Next</Trans>}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
