import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TAdminAnnouncement } from '@portal/contracts/programme-settings';
import { getFormErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { formatLongDate } from '@/ui/format-date';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import { Select } from '@/ui/select';
import { toast } from '@/ui/use-toast';
import { useAnnouncements, useDeleteAnnouncement } from '../api/programme-settings-api';
import { AnnouncementForm } from './announcement-form';

/** The programme's own announcements per language: members see the newest on Home. */
export function NewsManager() {
  const { t, i18n } = useLingui();
  const [locale, setLocale] = useState<TAppLocale>(i18n.locale === 'es' ? 'es' : 'en');
  /** The announcement being edited, `new` for a new one, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TAdminAnnouncement | null>(null);
  const announcements = useAnnouncements(locale);
  const remove = useDeleteAnnouncement();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t`Announcement deleted`, variant: 'success' });
    } catch (error) {
      toast({ title: getFormErrorMessage(error), variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section aria-labelledby="programme-news-heading" className="flex flex-col gap-4">
      <h2 id="programme-news-heading" className="text-xl font-semibold">
        <Trans>News announcements</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Members see the five newest announcements in their language on Home.</Trans>
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-56">
          <Label htmlFor="programme-news-locale">
            <Trans>Language</Trans>
          </Label>
          <Select
            id="programme-news-locale"
            value={locale}
            onChange={(event) => {
              setLocale(event.target.value === 'es' ? 'es' : 'en');
              setEditing(null);
            }}
          >
            <option value="en">{t`English`}</option>
            <option value="es">{t`Spanish`}</option>
          </Select>
        </div>
        {editing === null ? (
          <Button type="button" onClick={() => setEditing('new')}>
            <Trans>Add an announcement</Trans>
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? <AnnouncementForm locale={locale} onDone={() => setEditing(null)} /> : null}
      {announcements.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Loading the announcements…</Trans>
        </p>
      ) : announcements.isError ? (
        <LoadError
          error={announcements.error}
          onRetry={() => void announcements.refetch()}
          isRetrying={announcements.isFetching}
        />
      ) : announcements.data.items.length === 0 ? (
        <p className="text-sm">
          <Trans>There are no announcements in this language yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t`Announcements`}>
          {announcements.data.items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <AnnouncementForm locale={locale} announcement={item} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={item.id} className="flex flex-col gap-2 rounded-lg border border-border p-4" lang={item.locale}>
                <h3 className="text-base font-semibold">{item.title}</h3>
                <p className="text-sm text-muted-foreground" lang={i18n.locale}>
                  <Trans>Published {formatLongDate(item.published_at, i18n.locale)}</Trans>
                </p>
                <p className="text-sm">{item.summary}</p>
                {item.url ? <p className="text-sm break-all">{item.url}</p> : null}
                <div className="flex flex-wrap gap-2" lang={i18n.locale}>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={t`Edit “${item.title}”`}
                    onClick={() => setEditing(item.id)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="destructive"
                    aria-label={t`Delete “${item.title}”`}
                    onClick={() => setDeleting(item)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<Trans>Delete this announcement?</Trans>}
        description={deleting ? <Trans>“{deleting.title}” will no longer show to members.</Trans> : undefined}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
