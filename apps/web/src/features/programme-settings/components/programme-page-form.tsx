import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TAppLocale } from '@portal/contracts/locales';
import type {
  TProgrammeContactKind,
  TProgrammePage,
  TProgrammePageProgramme,
} from '@portal/contracts/partner-programmes';
import { ZUpdateProgrammePageRequest } from '@portal/contracts/partner-programmes';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Select } from '@/ui/select';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useUnsavedChangesGuard } from '@/ui/use-unsaved-changes-guard';
import { useSaveProgrammePage } from '../api/programme-settings-api';
import { PAGE_FIELD_ORDER, PROGRAMME_NAMES, pageFieldOf, pageFormValues, pageRequest } from '../utils/page-form';
import type { PageFormValues } from '../utils/page-form';
import { TextField } from './text-field';

type Errors = Partial<Record<keyof PageFormValues, string>>;

const SERVER_FIELDS = [
  'name',
  'summary',
  'offers',
  'eligibility.text',
  'contact.phone',
  'contact.url',
  'phone',
  'website',
  'hours',
  'call_to_action',
] as const;

export interface ProgrammePageFormProps {
  programme: TProgrammePageProgramme;
  locale: TAppLocale;
  /** The page as stored in `locale`, or null when not written yet. */
  page: TProgrammePage | null;
  /** Told whether the form has unsaved changes (the editor asks before switching page). */
  onDirtyChange?: (isDirty: boolean) => void;
}

/** One language's page of a partner programme, replaced whole when saved. */
export function ProgrammePageForm({ programme, locale, page, onDirtyChange }: ProgrammePageFormProps) {
  const { t } = useLingui();
  const save = useSaveProgrammePage();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(() => pageFormValues(page));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedChangesGuard(isDirty);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const id = (field: string) => `page-${programme}-${locale}-${field}`;
  const programmeName = PROGRAMME_NAMES[programme];

  function set<K extends keyof PageFormValues>(field: K) {
    return (value: PageFormValues[K]) => setValues((before) => ({ ...before, [field]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ZUpdateProgrammePageRequest.safeParse(pageRequest(values, locale));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = pageFieldOf(issue.path.map(String).join('.'));
        if (field && !(field in found)) found[field] = localizeContractMessage(issue.message);
      }
      setErrors(found);
      focusField(
        formRef.current,
        PAGE_FIELD_ORDER.find((field) => field in found),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ programme, page: parsed.data });
      setSaved(values);
      toast({ title: t`The ${programmeName} page is saved`, variant: 'success' });
    } catch (error) {
      const { field, message } = getServerFieldError(error, SERVER_FIELDS);
      const formField = field ? pageFieldOf(field) : undefined;
      if (formField) {
        setErrors({ [formField]: message });
        focusField(formRef.current, formField);
      } else setFormError(message);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t`The ${programmeName} page`}
      className="flex flex-col gap-4"
      onSubmit={(event) => void onSubmit(event)}
      lang={locale}
    >
      {page ? null : (
        <p className="text-sm text-muted-foreground" lang={undefined}>
          <Trans>This page is not written in this language yet: members reading it see the English page.</Trans>
        </p>
      )}
      <TextField
        id={id('name')}
        name="name"
        label={<Trans>Name</Trans>}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id={id('summary')}
        name="summary"
        multiline
        rows={3}
        label={<Trans>What it offers, in a few sentences</Trans>}
        value={values.summary}
        onChange={set('summary')}
        error={errors.summary}
      />
      <TextField
        id={id('offers')}
        name="offers"
        multiline
        rows={4}
        label={<Trans>What members get</Trans>}
        hint={<Trans>One item a line, at most eight.</Trans>}
        value={values.offers}
        onChange={set('offers')}
        error={errors.offers}
      />
      <TextField
        id={id('eligibility')}
        name="eligibility"
        multiline
        rows={2}
        label={<Trans>Who is eligible</Trans>}
        value={values.eligibility}
        onChange={set('eligibility')}
        error={errors.eligibility}
      />
      <CheckboxField
        id={id('dependents')}
        name="includesDependents"
        label={<Trans>Dependents are included</Trans>}
        checked={values.includesDependents}
        onChange={(event) => set('includesDependents')(event.target.checked)}
      />
      <FormField
        id={id('contact-kind')}
        label={<Trans>How members reach the programme</Trans>}
        error={errors.contactKind}
      >
        {(control) => (
          <Select
            {...control}
            name="contactKind"
            value={values.contactKind}
            onChange={(event) => set('contactKind')(event.target.value as TProgrammeContactKind)}
          >
            <option value="phone">{t`By phone`}</option>
            <option value="website">{t`On a website`}</option>
            <option value="sign-on">{t`Signed in through the portal (Ally Health)`}</option>
          </Select>
        )}
      </FormField>
      {values.contactKind === 'phone' ? (
        <TextField
          id={id('contact-phone')}
          name="contactPhone"
          type="tel"
          label={<Trans>Number to call</Trans>}
          value={values.contactPhone}
          onChange={set('contactPhone')}
          error={errors.contactPhone}
        />
      ) : null}
      {values.contactKind === 'website' ? (
        <TextField
          id={id('contact-url')}
          name="contactUrl"
          type="url"
          label={<Trans>Website to open</Trans>}
          value={values.contactUrl}
          onChange={set('contactUrl')}
          error={errors.contactUrl}
        />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={id('phone')}
          name="phone"
          type="tel"
          label={<Trans>Phone shown beside it (optional)</Trans>}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextField
          id={id('website')}
          name="website"
          type="url"
          label={<Trans>Website shown beside it (optional)</Trans>}
          value={values.website}
          onChange={set('website')}
          error={errors.website}
        />
      </div>
      <TextField
        id={id('hours')}
        name="hours"
        label={<Trans>When it can be reached</Trans>}
        value={values.hours}
        onChange={set('hours')}
        error={errors.hours}
      />
      <TextField
        id={id('call-to-action')}
        name="callToAction"
        label={<Trans>Button label</Trans>}
        value={values.callToAction}
        onChange={set('callToAction')}
        error={errors.callToAction}
      />
      <FormAlert message={formError} />
      <SubmitButton isSubmitting={save.isPending} pendingLabel={t`Saving…`} className="self-start">
        <Trans>Save the page</Trans>
      </SubmitButton>
    </form>
  );
}
