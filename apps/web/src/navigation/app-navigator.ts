import { useLayoutEffect } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import type { NavigateFunction } from '@/navigation/router/hooks';

/**
 * The router's `navigate` for code outside React (the native shell's back button, deep links and
 * notification taps). Navigations asked for before the router is mounted wait for it, in order.
 */
let current: NavigateFunction | null = null;
const waiting: Array<(navigate: NavigateFunction) => void> = [];
/** Loads the code of what an app path shows, while the router is mounted. */
let preloadPath: ((path: string) => Promise<unknown>) | null = null;

// Stays module state: the native shell's listeners and the login form reach the router from outside React.
/** Tests: no router bound, and no navigation waiting for one. */
export function resetAppNavigatorForTests(): void {
  current = null;
  preloadPath = null;
  waiting.length = 0;
}

function withNavigate(run: (navigate: NavigateFunction) => void): void {
  if (current) run(current);
  else waiting.push(run);
}

/** Opens an app path (`/dashboard/articles/7?x#y`), as a link would: a push, or a replace. */
export function navigateInApp(to: string, options: { replace?: boolean } = {}): void {
  withNavigate((navigate) => void navigate(to, options));
}

/** One step back through the history. */
export function navigateBackInApp(): void {
  withNavigate((navigate) => void navigate(-1));
}

/**
 * Starts loading the code of the screen (and layout) at an app path, so a navigation there that is
 * likely soon finds it loaded: the login form asks for Home while the sign-in is on its way.
 */
export function preloadInApp(path: string): void {
  // A failed load is the navigation's to retry and show.
  preloadPath?.(path).catch(() => undefined);
}

/**
 * Binds the router's `navigate`, and the route tree's `preload`, while the router is mounted; App's
 * route tree calls it once.
 */
export function useBindAppNavigator(preload?: (path: string) => Promise<unknown>): void {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    current = navigate;
    preloadPath = preload ?? null;
    for (const run of waiting.splice(0)) run(navigate);
    return () => {
      if (current === navigate) current = null;
      if (preloadPath === preload) preloadPath = null;
    };
  }, [navigate, preload]);
}
