import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import type { TAwardResult, TWayToEarn } from '@portal/contracts/rewards';
import { LazyChallengeList } from '@/features/challenges/components/lazy-challenge-summary';
import { useAlternatives } from '@/features/rewards/api/get-alternatives';
import { useRewards } from '@/features/rewards/api/get-rewards';
import { AlternativeDialog } from '@/features/rewards/components/alternative-dialog';
import { AlternativeRequests } from '@/features/rewards/components/alternative-requests';
import { LazyPointsSummary } from '@/features/rewards/components/lazy-points-summary';
import { PastYears } from '@/features/rewards/components/past-years';
import { ReportActivityDialog } from '@/features/rewards/components/report-activity-dialog';
import { RewardsHistory } from '@/features/rewards/components/rewards-history';
import { WaysToEarn } from '@/features/rewards/components/ways-to-earn';
import { usePointsText } from '@/features/rewards/utils/use-points-text';
import { Card, CardContent } from '@/ui/card';
import { formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { toast } from '@/ui/use-toast';

function Loading() {
  return (
    <LoadingStatus size="md">
      <Trans>Loading your rewards…</Trans>
    </LoadingStatus>
  );
}

/**
 * The member's rewards: points this plan year with the level and the next one, the ways to earn them
 * (reporting a custom activity, asking for an alternative), the requests' answers, the history, and the
 * years before.
 */
export function Rewards() {
  const { t } = useLingui();
  const pointsText = usePointsText();
  const rewards = useRewards();
  const alternatives = useAlternatives();
  const [reporting, setReporting] = useState<{ way: TWayToEarn; name: string } | null>(null);
  const [asking, setAsking] = useState<{ key: string; name: string } | null>(null);
  const requests = alternatives.data?.requests ?? [];

  const onEarned = (result: TAwardResult) => {
    setReporting(null);
    const points = pointsText(result.points_awarded);
    toast({
      variant: 'success',
      title: result.points_awarded > 0 ? t`You earned ${points}` : t`Thank you: it is recorded`,
    });
  };

  let content;
  if (rewards.isPending) {
    content = <Loading />;
  } else if (rewards.isError) {
    content = (
      <LoadError error={rewards.error} onRetry={() => void rewards.refetch()}>
        <Trans>Your rewards could not be loaded.</Trans>
      </LoadError>
    );
  } else {
    const { plan, past_years: pastYears } = rewards.data;
    const from = plan ? formatLongDate(plan.starts_on) : '';
    const to = plan ? formatLongDate(plan.ends_on) : '';
    content = (
      // The summary's code and words load with the screen's first render: the page lays out once.
      <Suspense fallback={<Loading />}>
        {plan ? (
          <>
            <section aria-labelledby="rewards-summary" className="flex flex-col gap-3">
              <div className="flex flex-col gap-1">
                <h2 id="rewards-summary" className="text-lg font-semibold">
                  <Trans>Your points</Trans>
                </h2>
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    This plan year runs from {from} to {to}.
                  </Trans>
                </p>
              </div>
              <Card>
                <CardContent>
                  <LazyPointsSummary rewards={rewards.data} />
                </CardContent>
              </Card>
            </section>
            <section aria-labelledby="rewards-ways" className="flex flex-col gap-3">
              <div className="flex flex-col gap-1">
                <h2 id="rewards-ways" className="text-lg font-semibold">
                  <Trans>Ways to earn</Trans>
                </h2>
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    Points come as you take part. If a medical reason keeps you from an activity, ask for an
                    alternative.
                  </Trans>
                </p>
              </div>
              <WaysToEarn
                ways={rewards.data.ways_to_earn}
                requests={requests}
                onReport={(way, name) => setReporting({ way, name })}
                onAskAlternative={(way, name) => setAsking({ key: way.key, name })}
              />
            </section>
            {requests.length > 0 ? (
              <section aria-labelledby="rewards-alternatives" className="flex flex-col gap-3">
                <h2 id="rewards-alternatives" className="text-lg font-semibold">
                  <Trans>Your requests for an alternative</Trans>
                </h2>
                <AlternativeRequests requests={requests} onDone={onEarned} />
              </section>
            ) : null}
            <section aria-labelledby="rewards-history" className="flex flex-col gap-3">
              <h2 id="rewards-history" className="text-lg font-semibold">
                <Trans>Points this year</Trans>
              </h2>
              <RewardsHistory plan={null} caption={t`Points earned this plan year`} />
            </section>
            <ReportActivityDialog
              reporting={reporting}
              plan={plan}
              onDone={onEarned}
              onClose={() => setReporting(null)}
            />
            <AlternativeDialog
              asking={asking}
              onDone={() => {
                setAsking(null);
                toast({ variant: 'success', title: t`Request sent: your programme will answer here.` });
              }}
              onClose={() => setAsking(null)}
            />
          </>
        ) : (
          <Notice>
            <p>
              <Trans>Your programme has no rewards plan running now.</Trans>
            </p>
          </Notice>
        )}
        <LazyChallengeList />
        {pastYears.length > 0 ? (
          <section aria-labelledby="rewards-past-years" className="flex flex-col gap-3">
            <h2 id="rewards-past-years" className="text-lg font-semibold">
              <Trans>Past years</Trans>
            </h2>
            <PastYears years={pastYears} />
          </section>
        ) : null}
      </Suspense>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Rewards`}
        intro={t`Points for looking after your health, the levels they reach and their rewards.`}
      />
      {content}
    </>
  );
}
