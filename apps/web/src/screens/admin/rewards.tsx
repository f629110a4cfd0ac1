import { Trans, useLingui } from '@lingui/react/macro';
import { usePlans } from '@/features/admin-rewards/api/admin-rewards';
import { AlternativesQueue } from '@/features/admin-rewards/components/alternatives-queue';
import { PlansManager } from '@/features/admin-rewards/components/plans-manager';
import { RewardsDueExport } from '@/features/admin-rewards/components/rewards-due-export';
import { LoadingStatus } from '@/ui/loading-status';
import { PageHeading } from '@/ui/page-heading';
import { useDataInTransition } from '@/ui/use-data-in-transition';

const SECTION = 'flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6';

/**
 * The console's Rewards section (`/admin/rewards`, admins): the programme's plans by year (what earns
 * points, the levels and their rewards) and the members' requests for a reasonable alternative.
 */
export function AdminRewards() {
  const { t } = useLingui();
  // The sections wait for the plans, the first of them: shown before, they would jump down as the plans'
  // tables arrived above them. They render in a transition, which does not hold the page.
  const plans = usePlans();
  const shownPlans = useDataInTransition(plans.data);
  const heading = (
    <PageHeading
      title={t`Rewards`}
      intro={t`The points members earn each plan year, the levels they reach and their rewards, and the alternatives members ask for when they cannot do an activity.`}
    />
  );
  if (!shownPlans && !plans.isError) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <LoadingStatus>
          <Trans>Loading the plans…</Trans>
        </LoadingStatus>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {heading}
      <section aria-labelledby="rewards-plans" className={SECTION}>
        <h2 id="rewards-plans" className="text-xl font-semibold">
          <Trans>Plans by year</Trans>
        </h2>
        <PlansManager />
      </section>
      <section aria-labelledby="rewards-due" className={SECTION}>
        <h2 id="rewards-due" className="text-xl font-semibold">
          <Trans>Rewards due</Trans>
        </h2>
        <RewardsDueExport />
      </section>
      <section aria-labelledby="rewards-alternatives" className={SECTION}>
        <h2 id="rewards-alternatives" className="text-xl font-semibold">
          <Trans>Requests for an alternative</Trans>
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          <Trans>
            A member who cannot do an activity for a medical reason may ask for another way to earn its points. What
            they write is private: only the programme's administrators read it.
          </Trans>
        </p>
        <AlternativesQueue />
      </section>
    </div>
  );
}
