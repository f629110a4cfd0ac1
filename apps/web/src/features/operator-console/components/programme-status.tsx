import { Trans } from '@lingui/react/macro';
import type { TOperatorProgrammeSummary } from '@portal/contracts/operator-console';
import { cn } from '@/ui/cn';
import { formatLongDate } from '@/ui/format-date';

/**
 * Active, suspended, or the day its scheduled deletion removes it: in words, with a mark beside them
 * (never colour alone).
 */
export function ProgrammeStatus({
  programme,
  className,
}: {
  programme: Pick<TOperatorProgrammeSummary, 'status' | 'deletionDueAt'>;
  className?: string;
}) {
  const { status, deletionDueAt } = programme;
  if (deletionDueAt) {
    const day = formatLongDate(deletionDueAt);
    return (
      <span className={cn('font-medium text-destructive', className)}>
        <span aria-hidden="true">⚠ </span>
        <Trans>
          Deletion due <time dateTime={deletionDueAt}>{day}</time>
        </Trans>
      </span>
    );
  }
  if (status === 'suspended') {
    return (
      <span className={cn('font-medium text-destructive', className)}>
        <span aria-hidden="true">⏸ </span>
        <Trans>Suspended</Trans>
      </span>
    );
  }
  return (
    <span className={cn('font-medium text-success', className)}>
      <span aria-hidden="true">✓ </span>
      <Trans>Active</Trans>
    </span>
  );
}
