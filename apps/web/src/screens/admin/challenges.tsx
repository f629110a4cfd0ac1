import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import { useAdminChallenges } from '@/features/admin-challenges/api/admin-challenges';
import { ChallengeForm } from '@/features/admin-challenges/components/challenge-form';
import { ChallengesTable } from '@/features/admin-challenges/components/challenges-table';
import { adminHref } from '@/navigation/admin-sections';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';

const SECTION = 'flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6';

/**
 * The console's Challenges section (`/admin/challenges`, admins): the programme's challenges with how
 * many joined and finished, and a new challenge.
 */
export function AdminChallenges() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const challenges = useAdminChallenges();
  const [isCreating, setIsCreating] = useState(false);
  let list;
  if (challenges.isPending) {
    list = (
      <LoadingStatus>
        <Trans>Loading the challenges…</Trans>
      </LoadingStatus>
    );
  } else if (challenges.isError) {
    list = (
      <LoadError
        error={challenges.error}
        onRetry={() => void challenges.refetch()}
        isRetrying={challenges.isRefetching}
        title={t`We couldn't load the challenges`}
      />
    );
  } else {
    list = <ChallengesTable challenges={challenges.data} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Challenges`}
        intro={t`Steps, active minutes or a daily habit, alone or in teams: members join, log their progress and earn points for finishing. Counts of fewer than 5 members are not shown.`}
      />
      <section aria-labelledby="challenges-list" className={SECTION}>
        <h2 id="challenges-list" className="text-xl font-semibold">
          <Trans>The programme's challenges</Trans>
        </h2>
        {isCreating ? (
          <ChallengeForm
            challenge={null}
            title={<Trans>New challenge</Trans>}
            onDone={(saved) => {
              setIsCreating(false);
              if (saved) void navigate(adminHref('adminChallenge', { id: saved.id }));
            }}
          />
        ) : (
          <Button className="self-start" onClick={() => setIsCreating(true)}>
            <Trans>New challenge</Trans>
          </Button>
        )}
        {list}
      </section>
    </div>
  );
}
