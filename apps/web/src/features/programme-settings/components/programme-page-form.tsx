import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { TAppLocale } from '@portal/contracts/locales';
import type {
  TProgrammeContactKind,
  TProgrammePage,
  TProgrammePageProgramme,
} from '@portal/contracts/partner-programmes';
import { ZUpdateProgrammePageRequest } from '@portal/contracts/partner-programmes';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useSaveProgrammePage } from '../api/programme-settings-api';
import { PROGRAMME_NAMES, pageFormValues, pageRequest } from '../utils/page-form';
import type { PageFormValues } from '../utils/page-form';
import { TextField } from '@/ui/text-field';

/**
 * The controls in screen order, each named by its path in the request: a contract's or the server's
 * error lands beside it (`offers.2` is the offers box's).
 */
const FIELDS = [
  'name',
  'summary',
  'offers',
  'eligibility.text',
  'eligibility.includes_dependents',
  'contact.kind',
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
  const programmeName = PROGRAMME_NAMES[programme];
  const form = useForm({
    initialValues: pageFormValues(page),
    schema: ZUpdateProgrammePageRequest,
    toRequest: (values) => pageRequest(values, locale),
    fields: FIELDS,
    onSubmit: (request) => save.mutateAsync({ programme, page: request }),
    onSuccess: () => {
      toast({ title: t`The ${programmeName} page is saved`, variant: 'success' });
    },
    guardUnsavedChanges: true,
  });
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);
  const id = (field: string) => `page-${programme}-${locale}-${field}`;
  /** A text control's props: its request path names it and finds its error. */
  function text(
    name: (typeof FIELDS)[number],
    key: Exclude<keyof PageFormValues, 'includesDependents' | 'contactKind'>,
  ) {
    return {
      name,
      value: form.values[key],
      onChange: (value: string) => form.setValue(key, value),
      error: form.errors[name],
    };
  }

  return (
    <form {...form.formProps} aria-label={t`The ${programmeName} page`} className="flex flex-col gap-4" lang={locale}>
      {page ? null : (
        <p className="text-sm text-muted-foreground" lang={undefined}>
          <Trans>This page is not written in this language yet: members reading it see the English page.</Trans>
        </p>
      )}
      <TextField id={id('name')} label={<Trans>Name</Trans>} {...text('name', 'name')} />
      <TextField
        id={id('summary')}
        multiline
        rows={3}
        label={<Trans>What it offers, in a few sentences</Trans>}
        {...text('summary', 'summary')}
      />
      <TextField
        id={id('offers')}
        multiline
        rows={4}
        label={<Trans>What members get</Trans>}
        hint={<Trans>One item a line, at most eight.</Trans>}
        {...text('offers', 'offers')}
      />
      <TextField
        id={id('eligibility')}
        multiline
        rows={2}
        label={<Trans>Who is eligible</Trans>}
        {...text('eligibility.text', 'eligibility')}
      />
      <CheckboxField
        id={id('dependents')}
        name="eligibility.includes_dependents"
        label={<Trans>Dependents are included</Trans>}
        checked={form.values.includesDependents}
        onChange={(event) => form.setValue('includesDependents', event.target.checked)}
        error={form.errors['eligibility.includes_dependents']}
      />
      <FormField
        id={id('contact-kind')}
        label={<Trans>How members reach the programme</Trans>}
        error={form.errors['contact.kind']}
      >
        {(control) => (
          <Select
            {...control}
            name="contact.kind"
            value={form.values.contactKind}
            onChange={(event) => form.setValue('contactKind', event.target.value as TProgrammeContactKind)}
          >
            <option value="phone">{t`By phone`}</option>
            <option value="website">{t`On a website`}</option>
            <option value="sign-on">{t`Signed in through the portal (Ally Health)`}</option>
          </Select>
        )}
      </FormField>
      {form.values.contactKind === 'phone' ? (
        <TextField
          id={id('contact-phone')}
          type="tel"
          label={<Trans>Number to call</Trans>}
          {...text('contact.phone', 'contactPhone')}
        />
      ) : null}
      {form.values.contactKind === 'website' ? (
        <TextField
          id={id('contact-url')}
          type="url"
          label={<Trans>Website to open</Trans>}
          {...text('contact.url', 'contactUrl')}
        />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={id('phone')}
          type="tel"
          label={<Trans>Phone shown beside it (optional)</Trans>}
          {...text('phone', 'phone')}
        />
        <TextField
          id={id('website')}
          type="url"
          label={<Trans>Website shown beside it (optional)</Trans>}
          {...text('website', 'website')}
        />
      </div>
      <TextField id={id('hours')} label={<Trans>When it can be reached</Trans>} {...text('hours', 'hours')} />
      <TextField
        id={id('call-to-action')}
        label={<Trans>Button label</Trans>}
        {...text('call_to_action', 'callToAction')}
      />
      <FormAlert message={form.formError} />
      <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`} className="self-start">
        <Trans>Save the page</Trans>
      </SubmitButton>
    </form>
  );
}
