import { MEGABYTE } from '@portal/contracts/media';
import type { TMediaUsage } from '@portal/contracts/media';

/** "12.4 MB": one decimal, none for whole numbers. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  const rounded = Math.round(megabytes * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} MB`;
}

/** How much of the member's allowance their own files take. */
export function MediaQuota({ usage }: { usage: TMediaUsage }) {
  const text = `${formatMegabytes(usage.used)} of ${formatMegabytes(usage.quota)} used`;
  return (
    <div className="flex flex-col gap-1">
      <p id="media-quota-label" className="text-sm">
        {text}
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
