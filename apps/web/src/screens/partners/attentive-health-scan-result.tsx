import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import { useHealthScans } from '@/features/health-scan/api/get-health-scans';
import { ReadingSummary } from '@/features/health-scan/components/reading-summary';
import { ScanHistory } from '@/features/health-scan/components/scan-history';
import { WellnessNote } from '@/features/health-scan/components/wellness-note';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';

/** The reading just taken (the one the scan named, else the latest), what it means, the history, Retake. */
export function AttentiveHealthScanResult() {
  const { t } = useLingui();
  const location = useLocation();
  const scanId = (location.state as { scanId?: unknown } | null)?.scanId;
  const scans = useHealthScans();
  const items = scans.data?.items ?? [];
  const scan = items.find((item) => item.id === scanId) ?? items[0];
  const retake = (
    <Link to={href('attentiveHealthScanQuestionnaire')} className={buttonVariants({ className: 'self-start' })}>
      {scan ? <Trans>Retake the scan</Trans> : <Trans>Start a scan</Trans>}
    </Link>
  );
  return (
    <>
      <PageHeading
        title={t`Health scan results`}
        intro={t`What your scan found, and what to do next.`}
        before={<BackButton fallback={href('attentiveHealthScan')} label={t`Back to the health scan`} />}
      />
      {scans.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner />
          <Trans>Loading your result…</Trans>
        </p>
      ) : scans.isError ? (
        <LoadError
          error={scans.error}
          onRetry={() => void scans.refetch()}
          isRetrying={scans.isFetching}
          title={t`We couldn’t load your result.`}
        />
      ) : scan ? (
        <>
          <ReadingSummary scan={scan} />
          <WellnessNote />
          {retake}
          <section aria-labelledby="scan-history" className="flex flex-col gap-3">
            <h2 id="scan-history" className="text-xl font-semibold">
              <Trans>Your results over time</Trans>
            </h2>
            <ScanHistory scans={items} />
          </section>
        </>
      ) : (
        <>
          <p>
            <Trans>You haven’t done a scan yet.</Trans>
          </p>
          {retake}
        </>
      )}
    </>
  );
}
