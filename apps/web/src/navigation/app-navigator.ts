import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';

/**
 * The router's `navigate` for code outside React (the native shell's back button, deep links and
 * notification taps). Navigations asked for before the router is mounted wait for it, in order.
 */
let current: NavigateFunction | null = null;
const waiting: Array<(navigate: NavigateFunction) => void> = [];

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

/** Binds the router's `navigate` while the router is mounted; App's route tree calls it once. */
export function useBindAppNavigator(): void {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    current = navigate;
    for (const run of waiting.splice(0)) run(navigate);
    return () => {
      if (current === navigate) current = null;
    };
  }, [navigate]);
}
