import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorStatus } from '@/api/error-message';
import { useProgramme } from '@/features/operator-console/api/get-programme';
import { CreatedNotice, readCreatedProgrammeState } from '@/features/operator-console/components/created-notice';
import { ProgrammeDetails } from '@/features/operator-console/components/programme-details';
import { ProgrammeArtworkForm } from '@/features/operator-console/components/programme-artwork-form';
import { ProgrammeHostsForm } from '@/features/operator-console/components/programme-hosts-form';
import { ProgrammeSettingsForm } from '@/features/operator-console/components/programme-settings-form';
import { ProgrammeStateActions } from '@/features/operator-console/components/programme-state-actions';
import { operatorHref } from '@/features/operator-console/operator-paths';
import { Link } from '@/navigation/link';
import { useLocation, useParams } from '@/navigation/router/hooks';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { PageHeading } from '@/ui/page-heading';

const BACK_LINK =
  'self-start text-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** One programme: its details and health, its suspension and deletion, and what may be changed of it. */
export function OperatorProgramme() {
  const { t } = useLingui();
  const { key = '' } = useParams();
  const { state } = useLocation();
  const created = readCreatedProgrammeState(state);
  const programme = useProgramme(key);
  const back = (
    <Link to={operatorHref('operatorProgrammes')} className={BACK_LINK}>
      <Trans>Back to programmes</Trans>
    </Link>
  );

  if (programme.isPending) {
    return (
      <>
        <PageHeading before={back} title={t`Programme`} />
        <LoadingStatus>
          <Trans>Loading the programme…</Trans>
        </LoadingStatus>
      </>
    );
  }
  if (programme.isError) {
    return (
      <>
        <PageHeading before={back} title={t`Programme`} />
        {getErrorStatus(programme.error) === 404 ? (
          <p role="alert">
            <Trans>No programme has this key.</Trans>
          </p>
        ) : (
          <LoadError error={programme.error} isRetrying={programme.isFetching} onRetry={() => void programme.refetch()}>
            <Trans>The programme could not be loaded.</Trans>
          </LoadError>
        )}
      </>
    );
  }

  const { data } = programme;
  return (
    <>
      <PageHeading before={back} title={data.name} />
      {created ? <CreatedNotice name={data.name} invitedAdmin={created.invitedAdmin} /> : null}
      <ProgrammeDetails programme={data} />
      <ProgrammeStateActions programme={data} />
      <ProgrammeSettingsForm programme={data} />
      <ProgrammeHostsForm programme={data} />
      <ProgrammeArtworkForm programme={data} kind="logo" />
      <ProgrammeArtworkForm programme={data} kind="favicon" />
    </>
  );
}
