import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { activityKeyOf } from '@portal/contracts/rewards';
import type { TIncentivePlan } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';
import { usePlans } from '../api/admin-rewards';
import { limitsText, PLAN_STATUS_LABELS, SOURCE_LABELS } from '../utils/labels';
import { PlanForm } from './plan-form';

/** Today as a calendar day where the admin is. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function useNumber() {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale);
  return (value: number) => format.format(value);
}

/** "1 January 2026 – 31 December 2026". */
export function planDates(plan: Pick<TIncentivePlan, 'starts_on' | 'ends_on'>): string {
  return `${formatLongDate(plan.starts_on)} – ${formatLongDate(plan.ends_on)}`;
}

/** A plan as it stands: its activities and its levels, in two tables. */
function PlanSummary({ plan }: { plan: TIncentivePlan }) {
  const { t, i18n } = useLingui();
  const number = useNumber();
  const dates = planDates(plan);
  return (
    <div className="flex flex-col gap-4">
      <TableRegion
        caption={t`Activities that earn points, ${dates}`}
        className="rounded-md border border-border"
        tableClassName="min-w-[28rem]"
      >
        <ColumnHeaders labels={[t`Activity`, t`Points`, t`Limits`]} />
        <TableBody>
          {plan.activities.map((activity) => (
            <tr key={activityKeyOf(activity)}>
              <HeaderCell scope="row" className="font-medium">
                {activity.kind === 'custom' ? activity.title : i18n._(SOURCE_LABELS[activity.kind])}
              </HeaderCell>
              <Cell>{number(activity.points)}</Cell>
              <Cell>{limitsText(i18n, activity, number)}</Cell>
            </tr>
          ))}
        </TableBody>
      </TableRegion>
      <TableRegion
        caption={t`Levels, ${dates}`}
        className="rounded-md border border-border"
        tableClassName="min-w-[24rem]"
      >
        <ColumnHeaders labels={[t`Level`, t`Points needed`, t`Reward`]} />
        <TableBody>
          {plan.levels.map((level) => (
            <tr key={level.name}>
              <HeaderCell scope="row" className="font-medium">
                {level.name}
              </HeaderCell>
              <Cell>{number(level.points)}</Cell>
              <Cell>{level.reward || <span className="text-muted-foreground">{t`None named`}</span>}</Cell>
            </tr>
          ))}
        </TableBody>
      </TableRegion>
    </div>
  );
}

function PlanCard({ plan, newest }: { plan: TIncentivePlan; newest: TIncentivePlan | null }) {
  const { i18n } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  const dates = planDates(plan);
  const headingId = `plan-${plan.id}`;
  const count = plan.members_with_points;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {dates}
        </h3>
        <p className="text-sm font-medium">{i18n._(PLAN_STATUS_LABELS[plan.status])}</p>
      </div>
      <p className="text-sm text-muted-foreground">
        <Plural
          value={count}
          _0="No member has points in it yet."
          one="# member has points in it."
          other="# members have points in it."
        />
      </p>
      {isEditing ? (
        <PlanForm
          plan={plan}
          newest={newest}
          today={localToday()}
          title={<Trans>Edit the plan for {dates}</Trans>}
          onDone={() => setIsEditing(false)}
        />
      ) : (
        <>
          <PlanSummary plan={plan} />
          {plan.status === 'ended' ? null : (
            <Button type="button" variant="secondary" className="self-start" onClick={() => setIsEditing(true)}>
              <Trans>Edit the plan for {dates}</Trans>
            </Button>
          )}
        </>
      )}
    </article>
  );
}

/**
 * The programme's plans by year, newest first: the one running now and any upcoming one can change,
 * an ended one is shown as it was. "New plan year" starts after the newest, from its activities and levels.
 */
export function PlansManager() {
  const { t } = useLingui();
  const plans = usePlans();
  const [isAdding, setIsAdding] = useState(false);

  if (plans.isPending) {
    return (
      <LoadingStatus>
        <Trans>Loading the plans…</Trans>
      </LoadingStatus>
    );
  }
  if (plans.error) {
    return (
      <LoadError
        error={plans.error}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isRefetching}
        title={t`We couldn't load the rewards plans`}
      />
    );
  }
  const newest = plans.data[0] ?? null;
  return (
    <div className="flex flex-col gap-4">
      {isAdding ? (
        <PlanForm
          plan={null}
          newest={newest}
          today={localToday()}
          title={<Trans>New plan year</Trans>}
          onDone={() => setIsAdding(false)}
        />
      ) : (
        <Button type="button" className="self-start" onClick={() => setIsAdding(true)}>
          <Trans>New plan year</Trans>
        </Button>
      )}
      {plans.data.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>There is no rewards plan yet: members earn no points until there is one.</Trans>
        </p>
      ) : (
        plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} newest={newest} />)
      )}
    </div>
  );
}
