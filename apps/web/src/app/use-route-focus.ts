import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a route change, moves focus to the new screen's <h1> (or its main
 * region), so screen-reader users hear where they are; a screen whose one
 * task is a field (the second step's code) marks it `data-route-focus`, and
 * focus goes there. The first load keeps the browser's default focus.
 */
export function useRouteFocus(): void {
  const { key } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>('[data-route-focus]') ??
      document.querySelector<HTMLElement>('[data-route-heading]') ??
      document.getElementById('main-content');
    target?.focus({ preventScroll: false });
  }, [key]);
}
