import { Trans, useLingui } from '@lingui/react/macro';
import type { THealthScan } from '@portal/contracts/health-scan';
import { formatLongDate } from '@/ui/format-date';
import { Notice } from '@/ui/notice';
import { interpretReading } from '../utils/interpret-reading';
import { CAVEAT_TEXTS, QUALITY_LABELS, RANGE_TEXTS } from '../utils/scan-texts';

export interface ReadingSummaryProps {
  scan: THealthScan;
}

/**
 * One reading: the heart rate, the signal's quality and the date; what the number means for an adult at
 * rest, in plain words; and, from the pre-scan answers, why it may not be the member's resting rate.
 */
export function ReadingSummary({ scan }: ReadingSummaryProps) {
  const { i18n } = useLingui();
  const { bpm, range, caveats } = interpretReading(scan);
  const date = formatLongDate(scan.recorded_at);
  return (
    <section aria-labelledby="reading-heading" className="flex flex-col gap-3">
      <h2 id="reading-heading" className="text-xl font-semibold">
        <Trans>Your heart rate</Trans>
      </h2>
      <p className="flex items-baseline gap-2" data-testid="heart-rate">
        <span className="text-5xl font-bold tabular-nums">{bpm}</span>
        <span className="text-lg">
          <Trans>beats per minute</Trans>
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        <span data-testid="reading-quality">{i18n._(QUALITY_LABELS[scan.quality])}</span>
        {' · '}
        <Trans>
          Measured on <time dateTime={scan.recorded_at}>{date}</time>
        </Trans>
      </p>
      <p>{i18n._(RANGE_TEXTS[range])}</p>
      {caveats.length > 0 ? (
        <Notice data-testid="reading-caveats">
          <p className="font-semibold">
            <Trans>This reading may not show your resting heart rate</Trans>
          </p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {caveats.map((caveat) => (
              <li key={caveat}>{i18n._(CAVEAT_TEXTS[caveat])}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </section>
  );
}
