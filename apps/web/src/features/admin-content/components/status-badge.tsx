import { Trans } from '@lingui/react/macro';
import type { TContentStatus } from '@portal/contracts/content';
import { cn } from '@/ui/cn';

/** Draft or Published, as the content list and the editors show it. */
export function StatusBadge({ status }: { status: TContentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        status === 'published'
          ? 'border-success/40 bg-success/10 text-foreground'
          : 'border-border bg-surface-muted text-foreground',
      )}
    >
      {status === 'published' ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
    </span>
  );
}
