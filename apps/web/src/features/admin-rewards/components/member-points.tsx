import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TAdminMemberRewards } from '@portal/contracts/rewards';
import { ZAdjustmentRequest } from '@portal/contracts/rewards';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { dateLocale, formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { SubmitButton } from '@/ui/submit-button';
import { Cell, ColumnHeaders, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useAdjustPoints, useMemberRewards } from '../api/admin-rewards';
import { SOURCE_LABELS } from '../utils/labels';
import { RewardsField } from './rewards-field';

const ADJUSTMENT_FIELDS = ['points', 'reason'] as const;

function useFormats() {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(dateLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.locale);
  const signed = new Intl.NumberFormat(i18n.locale, { signDisplay: 'always' });
  return {
    time: (value: string) => time.format(new Date(value)),
    number: (value: number) => number.format(value),
    signed: (value: number) => signed.format(value),
  };
}

/** Points added or taken away, and why: the server keeps who did it and when, and audits it. */
function AdjustmentForm({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { t } = useLingui();
  const adjust = useAdjustPoints(memberId);
  const baseId = useId();
  const formats = useFormats();
  const form = useForm({
    initialValues: { points: '', reason: '' },
    schema: ZAdjustmentRequest,
    toRequest: ({ points, reason }) => ({ points: points.trim() === '' ? undefined : Number(points.trim()), reason }),
    fields: ADJUSTMENT_FIELDS,
    onSubmit: (request) => adjust.mutateAsync(request),
    onSuccess: (rewards, { values }) => {
      const change = formats.signed(Number(values.points));
      const total = formats.number(rewards.points);
      toast({
        variant: 'success',
        title: t`Points adjusted`,
        description: t`${change} points for ${memberName}, who now has ${total} points this year.`,
      });
      form.reset({ points: '', reason: '' });
    },
  });
  return (
    <form
      {...form.formProps}
      aria-labelledby={`${baseId}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
    >
      <h3 id={`${baseId}-heading`} className="text-base font-semibold">
        <Trans>Adjust points</Trans>
      </h3>
      <RewardsField
        type="number"
        id={`${baseId}-points`}
        name="points"
        label={<Trans>Points to add (or take away, with a minus sign)</Trans>}
        hint={<Trans>For example 150 for a screening a lab sent, or -50 to correct a mistake.</Trans>}
        value={form.values.points}
        onChange={(value) => form.setValue('points', value)}
        error={form.errors.points}
        className="max-w-xs"
      />
      <FormField
        id={`${baseId}-reason`}
        label={<Trans>Reason</Trans>}
        hint={<Trans>Kept in the member’s points history and the audit log.</Trans>}
        error={form.errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            name="reason"
            rows={2}
            value={form.values.reason}
            onChange={(event) => form.setValue('reason', event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={form.formError} />
      <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`} className="self-start">
        <Trans>Adjust points</Trans>
      </SubmitButton>
    </form>
  );
}

function Ledger({ rewards }: { rewards: TAdminMemberRewards }) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  if (rewards.entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No points this year yet.</Trans>
      </p>
    );
  }
  return (
    <TableRegion
      caption={t`Points history this year, newest first`}
      className="rounded-md border border-border"
      tableClassName="min-w-[36rem]"
    >
      <ColumnHeaders labels={[t`Date`, t`Source`, t`What for`, t`Points`, t`By`]} />
      <TableBody>
        {rewards.entries.map((entry) => (
          <tr key={entry.id} className="align-top">
            <Cell className="whitespace-nowrap">{formats.time(entry.awarded_at)}</Cell>
            <Cell>{i18n._(SOURCE_LABELS[entry.source])}</Cell>
            <Cell className="break-words">{entry.title ?? ''}</Cell>
            <Cell className="whitespace-nowrap tabular-nums">{formats.signed(entry.points)}</Cell>
            <Cell className="break-all">
              {entry.by ?? <span className="text-muted-foreground">{t`The portal`}</span>}
            </Cell>
          </tr>
        ))}
      </TableBody>
    </TableRegion>
  );
}

export interface MemberPointsProps {
  memberId: string;
  /** As the console names them, for the success message. */
  memberName: string;
}

/**
 * A member's points on their console page: this year's points and level, the ledger (who made each
 * adjustment), and a form to add or take away points with a reason.
 */
export function MemberPoints({ memberId, memberName }: MemberPointsProps) {
  const { t } = useLingui();
  const rewards = useMemberRewards(memberId);
  const formats = useFormats();
  return (
    <section aria-labelledby="member-points" className="flex flex-col gap-4">
      <h2 id="member-points" className="text-lg font-semibold">
        <Trans>Points</Trans>
      </h2>
      {rewards.isPending ? (
        <LoadingStatus>
          <Trans>Loading the member’s points…</Trans>
        </LoadingStatus>
      ) : rewards.error ? (
        <LoadError
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
          isRetrying={rewards.isRefetching}
          title={t`We couldn't load the member's points`}
        />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted-foreground">
                <Trans>Plan year</Trans>
              </dt>
              <dd className="font-medium">
                {rewards.data.plan ? (
                  `${formatLongDate(rewards.data.plan.starts_on)} – ${formatLongDate(rewards.data.plan.ends_on)}`
                ) : (
                  <Trans>No plan is running now</Trans>
                )}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted-foreground">
                <Trans>Points this year</Trans>
              </dt>
              <dd className="font-medium tabular-nums">{formats.number(rewards.data.points)}</dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted-foreground">
                <Trans>Level</Trans>
              </dt>
              <dd className="font-medium">{rewards.data.level ?? t`No level reached yet`}</dd>
            </div>
          </dl>
          <Ledger rewards={rewards.data} />
          {rewards.data.plan ? <AdjustmentForm memberId={memberId} memberName={memberName} /> : null}
        </>
      )}
    </section>
  );
}
