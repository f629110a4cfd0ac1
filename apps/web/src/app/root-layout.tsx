import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { GuardedOutlet } from './guarded-outlet';
import { LazyToaster } from './lazy-toaster';
import { RouteFallback } from './route-fallback';
import { useRouteFocus } from './use-route-focus';

/** Every screen: the skip link, the route guard, focus management and the toast stack. */
export function RootLayout() {
  useRouteFocus();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[200] rounded-md bg-surface px-4 py-2 font-semibold text-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <Suspense fallback={<RouteFallback />}>
        <GuardedOutlet />
      </Suspense>
      <LazyToaster />
    </>
  );
}
