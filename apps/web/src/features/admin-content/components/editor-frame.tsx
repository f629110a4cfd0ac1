import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@/navigation/link';
import type { TContentStatus } from '@portal/contracts/content';
import { getErrorStatus } from '@/api/error-message';
import { Button, buttonVariants } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { ConflictNotice } from '@/ui/form/conflict-notice';
import type { FormState } from '@/ui/form/use-form';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { toast } from '@/ui/use-toast';
import type { TheirVersion } from '../hooks/use-versioned-record';
import { StatusBadge } from './status-badge';

const DISCARD_MESSAGE = msg`Discard your changes and load the version they saved?`;
const THEIRS_FAILED_MESSAGE = msg`We couldn't load their version. Try again.`;

/** A way out of the editor: where it goes and what it says. */
export interface EditorLink {
  to: string;
  label: ReactNode;
}

function BackLink({ to, label }: EditorLink) {
  return (
    <Link to={to} className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}>
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}

/** A read the form starts from (a TanStack query's result fits). */
export interface EditorLoad {
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface EditorLoadGateProps {
  /** The editor's heading while it loads or fails. */
  title: string;
  /** The heading when the record does not exist (its read answered 404). */
  notFoundTitle: string;
  back: EditorLink;
  /** The reads the form starts from, the record first (then its captions); none for a new record. */
  loads: readonly EditorLoad[];
  /** Something else is still being checked first (who may edit). */
  isWaiting?: boolean;
  /** The form, once all it starts from has loaded. */
  children: () => ReactNode;
}

/**
 * Loading, not found and a failed read, until the form can open. Once open it stays open: a later read
 * (their version after a conflict, a refetch on focus) never takes the edits off the screen.
 */
export function EditorLoadGate({
  title,
  notFoundTitle,
  back,
  loads,
  isWaiting = false,
  children,
}: EditorLoadGateProps) {
  const isReady = !isWaiting && loads.every((load) => load.data !== undefined);
  const [hasOpened, setHasOpened] = useState(isReady);
  if (isReady && !hasOpened) setHasOpened(true);
  if (isReady || hasOpened) return children();

  const failed = isWaiting ? undefined : loads.find((load) => load.data === undefined && load.error);
  if (!failed) {
    return (
      <>
        <PageHeading title={title} />
        <LoadingStatus className="text-sm">
          <Trans>Loading…</Trans>
        </LoadingStatus>
      </>
    );
  }
  if (failed === loads[0] && getErrorStatus(failed.error) === 404) {
    return <PageHeading title={notFoundTitle} before={<BackLink {...back} />} />;
  }
  return (
    <>
      <PageHeading title={title} before={<BackLink {...back} />} />
      <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
    </>
  );
}

function TheirVersionLine({ title, savedAt }: TheirVersion) {
  const { i18n } = useLingui();
  const when = i18n.date(new Date(savedAt), { dateStyle: 'long', timeStyle: 'short' });
  return (
    <p>
      <Trans>
        Their version: “{title}”, saved {when}.
      </Trans>
    </p>
  );
}

export interface EditorFrameProps<Values> {
  form: FormState<Values>;
  /** The heading, and the form's name ("Edit video", "New article"). */
  title: string;
  /** Under the heading: the record's title, or how to begin. */
  intro: ReactNode;
  back: EditorLink;
  /** Where Cancel goes. */
  cancelTo: string;
  /** The saved record's status (its badge, and which buttons save), or null before a first save. */
  savedStatus: TContentStatus | null;
  /**
   * One button that saves the form as it stands ("Save article", whose status is a field of its own).
   * Without it: Save as draft and Publish, or Save and Unpublish once published.
   */
  saveLabel?: ReactNode;
  /** What a 409 means, in the record's words. */
  conflictMessage: string;
  /** The version saved first, once fetched. */
  theirVersion: TheirVersion | null;
  /**
   * Starts the form again from their version, read afresh (the frame asks first when there are unsaved
   * changes, and says so when the read fails: the promise rejects).
   */
  onLoadTheirVersion: () => Promise<void>;
  /** Saving waits for something under way (an upload). */
  isBusy?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * What both content editors share around their fields: the heading with its back link, the saved
 * status, the conflict notice with their version, the form's alert, the save buttons (the first is what
 * Enter does: it keeps the status the record has), Cancel, and what the form is doing, announced.
 */
export function EditorFrame<Values>({
  form,
  title,
  intro,
  back,
  cancelTo,
  savedStatus,
  saveLabel,
  conflictMessage,
  theirVersion,
  onLoadTheirVersion,
  isBusy = false,
  children,
}: EditorFrameProps<Values>) {
  const { t, i18n } = useLingui();
  const isBlocked = form.isSubmitting || isBusy;

  function loadTheirVersion() {
    if (form.isDirty && !window.confirm(i18n._(DISCARD_MESSAGE))) return;
    onLoadTheirVersion().catch(() => toast({ title: i18n._(THEIRS_FAILED_MESSAGE), variant: 'destructive' }));
  }

  return (
    <>
      <PageHeading title={title} intro={intro} before={<BackLink {...back} />} />
      {savedStatus ? (
        <p className="flex items-center gap-2 text-sm">
          <Trans>Status:</Trans> <StatusBadge status={savedStatus} />
        </p>
      ) : null}
      {form.hasConflict ? (
        <ConflictNotice
          message={conflictMessage}
          theirVersion={theirVersion ? <TheirVersionLine {...theirVersion} /> : undefined}
          onLoadTheirVersion={loadTheirVersion}
        />
      ) : null}
      <form {...form.formProps} aria-label={title} className="flex flex-col gap-5">
        {children}
        <FormAlert message={form.formError} />
        <div className="flex flex-wrap items-center gap-3">
          {saveLabel ? (
            <Button type="submit" disabled={isBlocked}>
              {saveLabel}
            </Button>
          ) : savedStatus === 'published' ? (
            <>
              <Button type="submit" value="published" disabled={isBlocked}>
                <Trans>Save</Trans>
              </Button>
              <Button type="submit" variant="secondary" value="draft" disabled={isBlocked}>
                <Trans>Unpublish</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" variant="secondary" value="draft" disabled={isBlocked}>
                <Trans>Save as draft</Trans>
              </Button>
              <Button type="submit" value="published" disabled={isBlocked}>
                <Trans>Publish</Trans>
              </Button>
            </>
          )}
          <Link to={cancelTo} className={buttonVariants({ variant: 'ghost' })}>
            <Trans>Cancel</Trans>
          </Link>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {form.isSubmitting ? t`Saving…` : form.isDirty ? t`Unsaved changes` : ''}
          </p>
        </div>
      </form>
    </>
  );
}
