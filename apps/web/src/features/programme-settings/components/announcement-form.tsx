import { Trans, useLingui } from '@lingui/react/macro';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TAdminAnnouncement } from '@portal/contracts/programme-settings';
import { ZCreateAnnouncementRequest } from '@portal/contracts/programme-settings';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useSaveAnnouncement } from '../api/programme-settings-api';
import { TextField } from '@/ui/text-field';

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
  const form = useForm({
    initialValues: {
      title: announcement?.title ?? '',
      summary: announcement?.summary ?? '',
      url: announcement?.url ?? '',
    },
    schema: ZCreateAnnouncementRequest,
    toRequest: ({ title, summary, url }) => ({ locale, title, summary, url: url.trim() || null }),
    fields: FIELDS,
    onSubmit: async (request) => {
      if (announcement) {
        // An edit replaces the words; the language and publication time stay.
        const { title, summary, url } = request;
        await save.mutateAsync({ id: announcement.id, request: { title, summary, url } });
      } else await save.mutateAsync({ id: null, request });
    },
    onSuccess: () => {
      toast({ title: announcement ? t`Announcement saved` : t`Announcement published`, variant: 'success' });
      onDone();
    },
    guardUnsavedChanges: true,
  });
  const headingId = `announcement-form-${announcement?.id ?? 'new'}`;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${headingId}-${name}`,
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  });

  return (
    <form
      {...form.formProps}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h4 id={headingId} className="text-base font-semibold">
        {announcement ? <Trans>Edit the announcement</Trans> : <Trans>New announcement</Trans>}
      </h4>
      <TextField lang={locale} label={<Trans>Title</Trans>} {...field('title')} />
      <TextField lang={locale} multiline rows={3} label={<Trans>Announcement</Trans>} {...field('summary')} />
      <TextField
        type="url"
        label={<Trans>Link to read more (optional)</Trans>}
        hint={<Trans>A secure web address that starts with https://.</Trans>}
        {...field('url')}
      />
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          {announcement ? <Trans>Save the announcement</Trans> : <Trans>Publish the announcement</Trans>}
        </SubmitButton>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            if (!form.isDirty || window.confirm(t`Discard your changes to this announcement?`)) onDone();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
