import { Trans, useLingui } from '@lingui/react/macro';
import { DATA_EXPORT_AVAILABLE_HOURS, getDataExportFileName } from '@portal/contracts/data-export';
import type { TDataExport } from '@portal/contracts/data-export';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { getCurrentBrand } from '@/brands/current-brand';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { dateLocale } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { LoadingStatus } from '@/ui/loading-status';
import { Spinner } from '@/ui/spinner';
import { downloadDataExport } from '../api/download-data-export';
import { useDataExports } from '../api/get-data-exports';
import { useRequestDataExport } from '../api/request-data-export';
import type { SendDataExportRequest } from '../api/request-data-export';

export interface DownloadMyDataProps {
  /**
   * How the request is sent: the screen passes the step-up prompt's `withStepUp`, which asks the member
   * for their password or a code when the server wants a recent proof, then sends it again.
   */
  send?: SendDataExportRequest;
}

function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, bytes / 1_000), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * "Download my data": what the file holds, a button to prepare it, "Preparing…" while the server works
 * (the list is asked again meanwhile), then the download and until when it is kept; a failed one says so
 * and offers to try again.
 */
export function DownloadMyData({ send }: DownloadMyDataProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const exports = useDataExports();
  const request = useRequestDataExport(send);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const latest: TDataExport | undefined = exports.data?.items[0];
  const locale = dateLocale(i18n.locale);
  const formatWhen = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  async function download(item: TDataExport) {
    if (!item.download_url) return;
    setDownloadFailure(null);
    setDownloading(true);
    try {
      await downloadDataExport(
        item.download_url,
        getDataExportFileName(getCurrentBrand().key, new Date(item.created_at)),
      );
    } catch (error) {
      const reason = getErrorMessage(error);
      setDownloadFailure(t`Your file could not be downloaded. ${reason}`);
      // It may have expired meanwhile: the list says so.
      void exports.refetch();
    } finally {
      setDownloading(false);
    }
  }

  const prepare = () => {
    setDownloadFailure(null);
    request.mutate();
  };
  const isPreparing = latest?.status === 'preparing';
  const hours = DATA_EXPORT_AVAILABLE_HOURS;
  const until = latest ? formatWhen(latest.expires_at) : '';
  const size = formatSize(latest?.size_bytes ?? 0, locale);
  const requestFailure = request.isError ? getErrorMessage(request.error) : '';

  return (
    <Card>
      <CardContent>
        <section aria-labelledby={headingId} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-lg font-semibold">
              <Trans>Download my data</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Get a copy of everything the portal holds about you, in one ZIP file: a summary you can read and the
                same data for other apps.
              </Trans>
            </p>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <p>
              <Trans>It includes:</Trans>
            </p>
            <ul className="list-disc pl-5">
              <li>
                <Trans>your profile, your dependents and your choices (notifications, usage analytics)</Trans>
              </li>
              <li>
                <Trans>your questionnaire answers and results, with their dates, and your health scans</Trans>
              </li>
              <li>
                <Trans>your profile picture and the files you uploaded</Trans>
              </li>
              <li>
                <Trans>your phones, your sessions and your sign-in history</Trans>
              </li>
            </ul>
            <p className="text-muted-foreground">
              <Trans>
                Preparing it takes a moment. You can download it for {hours} hours; then it is deleted. It holds health
                information: keep it somewhere safe.
              </Trans>
            </p>
          </div>

          {request.isError ? (
            <Notice variant="destructive" role="alert">
              <p>{t`Your data could not be prepared. ${requestFailure}`}</p>
            </Notice>
          ) : null}
          {downloadFailure ? (
            <Notice variant="destructive" role="alert">
              <p>{downloadFailure}</p>
            </Notice>
          ) : null}

          {exports.isPending ? (
            <LoadingStatus>
              <Trans>Loading your downloads…</Trans>
            </LoadingStatus>
          ) : exports.isError ? (
            <LoadError error={exports.error} isRetrying={exports.isFetching} onRetry={() => void exports.refetch()}>
              <Trans>Your downloads could not be loaded.</Trans>
            </LoadError>
          ) : (
            <>
              <div role="status" aria-live="polite" className="flex flex-col gap-2">
                {isPreparing ? (
                  <p className="flex items-center gap-2">
                    <Spinner /> <Trans>Preparing your file…</Trans>
                  </p>
                ) : latest?.status === 'ready' ? (
                  <p className="font-medium">
                    <Trans>Your file is ready.</Trans>{' '}
                    <span className="font-normal text-muted-foreground">
                      <Trans>
                        Available until <time dateTime={latest.expires_at}>{until}</time>.
                      </Trans>
                    </span>
                  </p>
                ) : null}
              </div>
              {latest?.status === 'failed' ? (
                <Notice variant="destructive" role="alert">
                  <p>
                    <Trans>Your file could not be prepared. Try again.</Trans>
                  </p>
                </Notice>
              ) : null}
              <div className="flex flex-wrap gap-3">
                {latest?.status === 'ready' && latest.download_url ? (
                  <Button type="button" onClick={() => void download(latest)} disabled={downloading}>
                    {downloading ? <Trans>Downloading…</Trans> : <Trans>Download my data (ZIP, {size})</Trans>}
                  </Button>
                ) : null}
                {!isPreparing ? (
                  <Button
                    type="button"
                    variant={latest?.status === 'ready' ? 'secondary' : 'primary'}
                    onClick={prepare}
                    disabled={request.isPending}
                  >
                    {request.isPending ? (
                      <Trans>Asking…</Trans>
                    ) : latest?.status === 'failed' ? (
                      <Trans>Try again</Trans>
                    ) : latest?.status === 'ready' ? (
                      <Trans>Prepare a new file</Trans>
                    ) : (
                      <Trans>Prepare my data</Trans>
                    )}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
