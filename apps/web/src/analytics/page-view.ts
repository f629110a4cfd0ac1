import { useEffect, useRef } from 'react';
import { useLocation } from '@/navigation/router/hooks';
import { whenIdle } from '../ui/use-idle';

/**
 * A `page_view` with the address's route pattern, sent once the page is idle: the pattern lookup and the
 * facade load then, so the login page's first script carries neither.
 */
export function trackPageViewLater(pathname: string): void {
  whenIdle(() => {
    Promise.all([import('./route-pattern'), import('./track')])
      .then(([{ routePatternFor }, { track }]) => {
        const route = routePatternFor(pathname);
        if (route) track('page_view', { route });
      })
      .catch((error: unknown) => console.error(error));
  });
}

/**
 * One `page_view` per navigation, with its route pattern. `isShown` says whether the address is where
 * the member lands (not one the guard or a redirect moves on from at once); the router supplies it.
 */
export function usePageViews(isShown: (pathname: string) => boolean): void {
  const { key, pathname } = useLocation();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === key || !isShown(pathname)) return;
    counted.current = key;
    trackPageViewLater(pathname);
  }, [isShown, key, pathname]);
}
