import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';

/** An upload under way, with its Cancel. All bytes sent is not yet stored: the bar stops short of the end until the server answers. */
export function UploadProgress({
  label,
  fraction,
  onCancel,
}: {
  label: string;
  fraction: number;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ProgressBar value={Math.min(fraction, 0.99)} label={label} className="w-full max-w-sm" />
      <Button variant="secondary" size="sm" onClick={onCancel}>
        <Trans>Cancel upload</Trans>
      </Button>
    </div>
  );
}

export const FILE_INPUT_CLASS =
  'text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:font-semibold focus-visible:outline-2 focus-visible:outline-ring';

/** What a failed or cancelled upload says beside its field (nothing when cancelled). */
export function uploadFailureMessage(
  outcome: { status: 'canceled' } | { status: 'failed'; error: unknown },
  fallback: string,
): string | undefined {
  if (outcome.status === 'canceled') return undefined;
  return outcome.error instanceof Error ? outcome.error.message : fallback;
}
