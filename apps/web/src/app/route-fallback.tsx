import { Trans } from '@lingui/react/macro';
import { Spinner } from '../ui/spinner';

/** Shown while a screen that was not preloaded loads outside a navigation (navigations keep the old screen). */
export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <Spinner size="md" />
      <Trans>Loading…</Trans>
    </div>
  );
}
