import { useLingui } from '@lingui/react/macro';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface ProgressRingProps {
  elapsedMs: number;
  durationMs: number;
}

/** The scan's progress as a ring filling up, the seconds left in its middle. */
export function ProgressRing({ elapsedMs, durationMs }: ProgressRingProps) {
  const { t } = useLingui();
  const fraction = Math.min(1, Math.max(0, elapsedMs / durationMs));
  const secondsLeft = Math.max(0, Math.ceil((durationMs - Math.max(0, elapsedMs)) / 1000));
  return (
    <div
      role="progressbar"
      aria-label={t`Scan progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      aria-valuetext={t`Seconds left: ${secondsLeft}`}
      className="relative size-20 shrink-0"
    >
      <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="32" cy="32" r={RADIUS} fill="none" stroke="currentColor" strokeWidth="6" className="text-border" />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          className="text-primary transition-[stroke-dashoffset] duration-200"
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-2xl font-bold tabular-nums"
        data-testid="scan-countdown"
      >
        {secondsLeft}
      </span>
    </div>
  );
}
