import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import { useTrackShown } from '@/analytics/use-track';
import { getErrorStatus } from '@/api/error-message';
import { useClinicCondition } from '@/features/clinic-library/api/get-clinic-condition';
import { ConditionArticle } from '@/features/clinic-library/components/condition-article';
import { LibraryLoadError } from '@/features/clinic-library/components/library-load-error';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { useDataInTransition } from '@/ui/use-data-in-transition';

function BackToIndex() {
  const { t } = useLingui();
  return <BackButton fallback={href('diseasesAndConditions')} label={t`Back to diseases and conditions`} />;
}

/** One condition of the clinic library; an unknown one says so, with a way back to the index. */
export function DiseaseOrCondition() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const query = useClinicCondition(id);
  // A condition is a long page: it renders in a transition, never in one task when its answer arrives.
  const shown = useDataInTransition(query.data);
  // No id and no name: which condition a member reads about is health information.
  useTrackShown('condition_view', {}, query.data ? id : null);

  if (query.isPending || (query.isSuccess && !shown)) {
    return (
      <>
        <PageHeading title={t`Loading…`} before={<BackToIndex />} />
        <div aria-hidden="true" className="flex max-w-3xl animate-pulse flex-col gap-3">
          <div className="h-4 w-2/3 rounded bg-surface-muted" />
          <div className="h-4 w-full rounded bg-surface-muted" />
          <div className="h-4 w-5/6 rounded bg-surface-muted" />
        </div>
      </>
    );
  }

  if (query.isError) {
    if (getErrorStatus(query.error) === 404) {
      return (
        <>
          <PageHeading title={t`We couldn’t find that condition`} before={<BackToIndex />} />
          <Notice>
            <p>
              <Trans>The library has no page at this address. Search for it or browse from A to Z instead.</Trans>
            </p>
          </Notice>
          <Link to={href('diseasesAndConditions')} className={buttonVariants({ className: 'self-start' })}>
            <Trans>Go to diseases and conditions</Trans>
          </Link>
        </>
      );
    }
    return (
      <>
        <PageHeading title={t`Disease or condition`} before={<BackToIndex />} />
        <LibraryLoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          <Trans>We couldn’t load this page. Check your connection and try again.</Trans>
        </LibraryLoadError>
      </>
    );
  }

  const condition = shown ?? query.data;
  return (
    <>
      <PageHeading title={<span lang={condition.locale}>{condition.title}</span>} before={<BackToIndex />} />
      <ConditionArticle condition={condition} />
    </>
  );
}
