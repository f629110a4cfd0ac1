import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@/navigation/router/hooks';
import type { Location } from '@/navigation/router/history';

/**
 * After a route change, moves focus to the new screen's <h1> (or its main
 * region), so screen-reader users hear where they are; a screen whose one
 * task is a field (the second step's code) marks it `data-route-focus`, and
 * focus goes there. The first load keeps the browser's default focus, and so
 * does a change that stays on the screen: a jump to a section (`#symptoms`:
 * the browser scrolls there) or a screen writing its own address as it is
 * used (a search box's `?q=`, replaced as the member types).
 */
export function useRouteFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || before.key === location.key) return;
    const sameScreen = before.pathname === location.pathname;
    if (sameScreen && (before.search === location.search || navigationType === 'REPLACE')) return;
    const target =
      document.querySelector<HTMLElement>('[data-route-focus]') ??
      document.querySelector<HTMLElement>('[data-route-heading]') ??
      document.getElementById('main-content');
    target?.focus({ preventScroll: false });
  }, [location, navigationType]);
}
