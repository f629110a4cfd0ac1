import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TAdminAnnouncement } from '@portal/contracts/programme-settings';
import { ZCreateAnnouncementRequest } from '@portal/contracts/programme-settings';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useUnsavedChangesGuard } from '@/ui/use-unsaved-changes-guard';
import { useSaveAnnouncement } from '../api/programme-settings-api';
import { firstErrorField, getPathErrors } from '../utils/issue-errors';
import type { PathErrors } from '../utils/issue-errors';
import { TextField } from './text-field';

const FIELDS = ['title', 'summary', 'url'] as const;

export interface AnnouncementFormProps {
  locale: TAppLocale;
  /** The announcement edited, or undefined for a new one. */
  announcement?: TAdminAnnouncement | undefined;
  onDone: () => void;
}

/** A new announcement (published now, in `locale`) or an announcement's words replaced. */
export function AnnouncementForm({ locale, announcement, onDone }: AnnouncementFormProps) {
  const { t } = useLingui();
  const save = useSaveAnnouncement();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = {
    title: announcement?.title ?? '',
    summary: announcement?.summary ?? '',
    url: announcement?.url ?? '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = FIELDS.some((field) => values[field] !== initial[field]);
  useUnsavedChangesGuard(isDirty);
  const headingId = `announcement-form-${announcement?.id ?? 'new'}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const request = { locale, title: values.title, summary: values.summary, url: values.url.trim() || null };
    const parsed = ZCreateAnnouncementRequest.safeParse(request);
    if (!parsed.success) {
      const found = getPathErrors(parsed.error.issues);
      setErrors(found);
      focusField(formRef.current, firstErrorField(found, FIELDS));
      return;
    }
    setErrors({});
    try {
      if (announcement) {
        const { title, summary, url } = parsed.data;
        await save.mutateAsync({ id: announcement.id, request: { title, summary, url } });
        toast({ title: t`Announcement saved`, variant: 'success' });
      } else {
        await save.mutateAsync({ id: null, request: parsed.data });
        toast({ title: t`Announcement published`, variant: 'success' });
      }
      onDone();
    } catch (error) {
      const { field, message } = getServerFieldError(error, FIELDS);
      if (field) {
        setErrors({ [field]: message });
        focusField(formRef.current, field);
      } else setFormError(message);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 id={headingId} className="text-base font-semibold">
        {announcement ? <Trans>Edit the announcement</Trans> : <Trans>New announcement</Trans>}
      </h4>
      <TextField
        id={`${headingId}-title`}
        name="title"
        lang={locale}
        label={<Trans>Title</Trans>}
        value={values.title}
        onChange={(title) => setValues((before) => ({ ...before, title }))}
        error={errors.title}
      />
      <TextField
        id={`${headingId}-summary`}
        name="summary"
        lang={locale}
        multiline
        rows={3}
        label={<Trans>Announcement</Trans>}
        value={values.summary}
        onChange={(summary) => setValues((before) => ({ ...before, summary }))}
        error={errors.summary}
      />
      <TextField
        id={`${headingId}-url`}
        name="url"
        type="url"
        label={<Trans>Link to read more (optional)</Trans>}
        hint={<Trans>A secure web address that starts with https://.</Trans>}
        value={values.url}
        onChange={(url) => setValues((before) => ({ ...before, url }))}
        error={errors.url}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isSubmitting={save.isPending} pendingLabel={t`Saving…`}>
          {announcement ? <Trans>Save the announcement</Trans> : <Trans>Publish the announcement</Trans>}
        </SubmitButton>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            if (!isDirty || window.confirm(t`Discard your changes to this announcement?`)) onDone();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
