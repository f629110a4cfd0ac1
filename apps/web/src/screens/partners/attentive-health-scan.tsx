import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { useTrackShown } from '@/analytics/use-track';
import { useHealthScans } from '@/features/health-scan/api/get-health-scans';
import { GetTheApp } from '@/features/health-scan/components/get-the-app';
import { ScanAbout } from '@/features/health-scan/components/scan-about';
import { ScanHistory } from '@/features/health-scan/components/scan-history';
import { href } from '@/navigation/paths';
import { isNativePlatform } from '@/platform/platform';
import { buttonVariants } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';

/** The health scan's page on every platform: what it is, the member's results, and the way to start. */
export function AttentiveHealthScan() {
  useTrackShown('partner_open', { programme: 'attentive-health-scan' }, 'attentive-health-scan');
  const { t } = useLingui();
  const scans = useHealthScans();
  return (
    <>
      <PageHeading
        title={t`Attentive health scan`}
        intro={t`A 30-second check of your resting heart rate, taken with your phone’s front camera in the mobile app.`}
      />
      <ScanAbout />
      {isNativePlatform() ? (
        <Link to={href('attentiveHealthScanQuestionnaire')} className={buttonVariants({ className: 'self-start' })}>
          <Trans>Start a scan</Trans>
        </Link>
      ) : (
        <GetTheApp />
      )}
      <section aria-labelledby="scan-results" className="flex flex-col gap-3">
        <h2 id="scan-results" className="text-xl font-semibold">
          <Trans>Your results</Trans>
        </h2>
        {scans.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner />
            <Trans>Loading your results…</Trans>
          </p>
        ) : scans.isError ? (
          <LoadError
            error={scans.error}
            onRetry={() => void scans.refetch()}
            isRetrying={scans.isFetching}
            title={t`We couldn’t load your results.`}
          />
        ) : scans.data.items.length === 0 ? (
          <p className="text-sm">
            <Trans>You haven’t done a scan yet. Your results will show here.</Trans>
          </p>
        ) : (
          <ScanHistory scans={scans.data.items} />
        )}
      </section>
    </>
  );
}
