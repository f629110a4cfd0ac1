import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEGABYTE } from '@portal/contracts/media';
import type { TMediaUsage } from '@portal/contracts/media';

/** "12.4 MB" (or "12,4 MB"…) in the active language: one decimal, none for whole numbers. */
export function formatMegabytes(bytes: number, i18n: I18n): string {
  return i18n.number(bytes / MEGABYTE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/** How much of the member's allowance their own files take. */
export function MediaQuota({ usage }: { usage: TMediaUsage }) {
  const { i18n } = useLingui();
  const used = formatMegabytes(usage.used, i18n);
  const quota = formatMegabytes(usage.quota, i18n);
  return (
    <div className="flex flex-col gap-1">
      <p id="media-quota-label" className="text-sm">
        <Trans>
          {used} of {quota} used
        </Trans>
      </p>
      <meter
        aria-labelledby="media-quota-label"
        min={0}
        max={usage.quota}
        low={usage.quota * 0.8}
        high={usage.quota * 0.95}
        optimum={0}
        value={usage.used}
        className="h-2 w-full max-w-sm"
      />
    </div>
  );
}
