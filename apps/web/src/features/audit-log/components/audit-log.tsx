import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_EVENTS } from '@portal/contracts/audit-log';
import type { TAuditEventName, TAuditRow } from '@portal/contracts/audit-log';
import { useId, useState } from 'react';
import { CursorPager, useCursorPages } from '@/ui/cursor-pager';
import { dateLocale } from '@/ui/format-date';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { FilterSelect } from '@/ui/filter-select';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { TableRegion } from '@/ui/table-region';
import { Cell, ColumnHeaders, TableBody } from '@/ui/table';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useAuditLog } from '../api/audit-log';

export const EVENT_LABELS: Record<TAuditEventName, MessageDescriptor> = {
  invited: msg`Invited`,
  activated: msg`Accepted the invitation`,
  signed_in: msg`Signed in`,
  sign_in_failed: msg`Sign-in failed`,
  reset_requested: msg`Asked to reset the password`,
  password_changed: msg`Changed the password`,
  signed_out: msg`Signed out`,
  invitation_renewed: msg`Asked for a new invitation`,
  deletion_requested: msg`Asked to delete the account`,
  invitation_resent: msg`Invitation resent`,
  deactivated: msg`Deactivated`,
  reactivated: msg`Reactivated`,
  sign_in_refused: msg`Sign-in refused (deactivated)`,
  eligibility_imported: msg`Eligibility file imported`,
  article_changed: msg`Article changed`,
  video_changed: msg`Video changed`,
  programme_changed: msg`Programme changed`,
  sign_in_throttled: msg`Sign-in attempts blocked`,
  two_step_enabled: msg`Turned two-step sign-in on`,
  two_step_disabled: msg`Turned two-step sign-in off`,
  two_step_reset: msg`Two-step sign-in reset by an admin`,
  recovery_codes_renewed: msg`Made new recovery codes`,
  recovery_code_used: msg`Signed in with a recovery code`,
  passkey_added: msg`Added a passkey`,
  passkey_removed: msg`Removed a passkey`,
  data_export_requested: msg`Asked for a copy of their data`,
  data_export_downloaded: msg`Downloaded their data`,
  rewards_plan_changed: msg`Rewards plan changed`,
  points_adjusted: msg`Points adjusted`,
  alternative_requested: msg`Asked for an alternative activity`,
  alternative_decided: msg`Alternative activity request answered`,
  rewards_exported: msg`Rewards list exported`,
  challenge_changed: msg`Challenge changed`,
  programme_created: msg`Programme created`,
  programme_updated: msg`Programme’s settings changed`,
  programme_suspended: msg`Programme suspended`,
  programme_resumed: msg`Programme resumed`,
  programme_deletion_scheduled: msg`Programme’s deletion scheduled`,
  programme_deletion_cancelled: msg`Programme’s deletion cancelled`,
};

function Actor({ row }: { row: TAuditRow }) {
  if (row.actor.kind === 'admin') return <>{row.actor.email}</>;
  if (row.actor.kind === 'member') return <Trans>The member</Trans>;
  return <Trans>Command line</Trans>;
}

function detailsText(details: TAuditRow['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${String(value)}`)
    .join(', ');
}

/**
 * The audit log: filters (event, dates, an email address) and a table of who did what and when, newest
 * first, with next/previous pages. `account` (from a member's page) narrows it to one account.
 */
export function AuditLog({ account = '' }: { account?: string }) {
  const { t, i18n } = useLingui();
  const ids = { from: useId(), to: useId(), email: useId() };
  const [event, setEvent] = useState<TAuditEventName | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [email, setEmail] = useState('');
  const pages = useCursorPages();
  const debouncedEmail = useDebouncedValue(email, 400);
  const isRangeBackwards = from !== '' && to !== '' && from > to;
  const log = useAuditLog({
    event,
    from: isRangeBackwards ? '' : from,
    to: isRangeBackwards ? '' : to,
    email: debouncedEmail,
    account,
    cursor: pages.cursor,
  });
  const format = new Intl.DateTimeFormat(dateLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t`Filter the audit log`}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(submitted) => submitted.preventDefault()}
      >
        <FilterSelect
          label={<Trans>Event</Trans>}
          value={event}
          onChange={(value) => {
            setEvent(value);
            pages.reset();
          }}
          anyText={t`Any event`}
          options={AUDIT_EVENTS.map((name) => ({ value: name, label: i18n._(EVENT_LABELS[name]) }))}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.from}>
            <Trans>From</Trans>
          </Label>
          <Input
            id={ids.from}
            type="date"
            value={from}
            onChange={(change) => {
              setFrom(change.target.value);
              pages.reset();
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.to}>
            <Trans>To</Trans>
          </Label>
          <Input
            id={ids.to}
            type="date"
            value={to}
            aria-invalid={isRangeBackwards}
            aria-describedby={isRangeBackwards ? `${ids.to}-error` : undefined}
            onChange={(change) => {
              setTo(change.target.value);
              pages.reset();
            }}
          />
          {isRangeBackwards ? (
            <p id={`${ids.to}-error`} className="text-sm text-destructive">
              <Trans>The end date must be on or after the start date.</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.email}>
            <Trans>Email of the member or admin</Trans>
          </Label>
          <Input
            id={ids.email}
            type="email"
            value={email}
            onChange={(change) => {
              setEmail(change.target.value);
              pages.reset();
            }}
          />
        </div>
      </form>

      {log.isPending ? (
        <LoadingStatus>
          <Trans>Loading the audit log…</Trans>
        </LoadingStatus>
      ) : log.error ? (
        <LoadError
          error={log.error}
          onRetry={() => void log.refetch()}
          isRetrying={log.isRefetching}
          title={t`We couldn't load the audit log`}
        />
      ) : log.data.events.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          <Trans>Nothing in the audit log matches.</Trans>
        </p>
      ) : (
        <TableRegion
          caption={<Trans>Audit log, newest first</Trans>}
          className="rounded-md border border-border"
          tableClassName="min-w-[40rem]"
        >
          <ColumnHeaders labels={[t`When`, t`Event`, t`Done by`, t`Account`, t`Details`]} />
          <TableBody>
            {log.data.events.map((row) => (
              <tr key={row.id} className="align-top">
                <Cell className="whitespace-nowrap">
                  <time dateTime={row.at}>{format.format(new Date(row.at))}</time>
                </Cell>
                <Cell>{i18n._(EVENT_LABELS[row.event])}</Cell>
                <Cell className="break-all">
                  <Actor row={row} />
                </Cell>
                <Cell className="break-all">{row.account?.email ?? '—'}</Cell>
                <Cell>{detailsText(row.details)}</Cell>
              </tr>
            ))}
          </TableBody>
        </TableRegion>
      )}

      <CursorPager
        label={t`Pages of the audit log`}
        pages={pages}
        nextCursor={log.data?.next_cursor}
        previousText={<Trans>Newer</Trans>}
        nextText={<Trans>Older</Trans>}
      />
    </div>
  );
}
