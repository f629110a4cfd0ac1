import { cn } from './cn';

export interface ProgressBarProps {
  /** 0 to 1. */
  value: number;
  label: string;
  className?: string;
}

/** A determinate progress bar with its percentage as text. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
