import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAlternativeRequest, TWayToEarn } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { cn } from '@/ui/cn';
import { activityLimits, activityName } from '../utils/activity-texts';
import { usePointsText } from '../utils/use-points-text';

const STATUS_TEXTS: Record<TWayToEarn['status'], MessageDescriptor> = {
  available: msg`Available`,
  done: msg`Done for this year`,
  capped: msg`Limit reached for now`,
};

export interface WaysToEarnProps {
  ways: readonly TWayToEarn[];
  /** The member's requests for an alternative: an activity with one waiting for an answer says so. */
  requests: readonly TAlternativeRequest[];
  onReport: (way: TWayToEarn, name: string) => void;
  onAskAlternative: (way: TWayToEarn, name: string) => void;
}

/** Each activity that earns points: what it gives, how often, whether the member can earn it now. */
export function WaysToEarn({ ways, requests, onReport, onAskAlternative }: WaysToEarnProps) {
  const { t, i18n } = useLingui();
  const pointsText = usePointsText();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {ways.map((way) => {
        const name = activityName(i18n, way.key, way.title);
        const times = way.times_earned;
        const isPending = requests.some((request) => request.activity === way.key && request.status === 'pending');
        const headingId = `way-${way.key.replace(/[^a-z0-9-]/g, '-')}`;
        return (
          <li key={way.key}>
            <Card className="h-full">
              <CardContent className="flex h-full flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <h3 id={headingId} className="font-semibold">
                    {name}
                  </h3>
                  <p className="font-semibold text-primary">+{pointsText(way.points)}</p>
                </div>
                <p>
                  <span
                    className={cn(
                      'inline-block rounded-full border px-2 py-0.5 text-sm font-medium',
                      way.status === 'available'
                        ? 'border-primary text-primary'
                        : 'border-border text-muted-foreground',
                    )}
                  >
                    {i18n._(STATUS_TEXTS[way.status])}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground">{activityLimits(i18n, way)}</p>
                <p className="text-sm">
                  {t`${plural(times, {
                    0: 'Not earned yet this year',
                    one: 'Earned once this year',
                    other: 'Earned # times this year',
                  })}`}
                </p>
                {isPending ? (
                  <p className="text-sm">
                    <Trans>You asked for an alternative: your programme will answer.</Trans>
                  </p>
                ) : null}
                <div className="mt-auto flex flex-wrap gap-3 pt-2">
                  {way.self_reported && way.status === 'available' ? (
                    <Button size="sm" aria-describedby={headingId} onClick={() => onReport(way, name)}>
                      <Trans>I did this</Trans>
                    </Button>
                  ) : null}
                  {isPending || way.status === 'done' ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-describedby={headingId}
                      onClick={() => onAskAlternative(way, name)}
                    >
                      <Trans>Ask for an alternative</Trans>
                    </Button>
                  )}
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
