import { Outlet } from 'react-router';
import { LazyToaster } from './lazy-toaster';
import { useRouteFocus } from './use-route-focus';

/** Every screen: the skip link, focus management and the toast stack. */
export function RootLayout() {
  useRouteFocus();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[200] rounded-md bg-surface px-4 py-2 font-semibold text-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Outlet />
      <LazyToaster />
    </>
  );
}
