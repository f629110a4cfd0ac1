import { useEffect, useState } from 'react';
import { TOUR_CONSTANTS } from './tour-constants';

/**
 * The first element matching `selector` that is rendered (has a layout box), else the first match.
 * A selector list can thus name a phone and a desktop target, e.g. a sidebar and the menu button.
 */
export function findTargetElement(selector: string): HTMLElement | null {
  let matches: NodeListOf<HTMLElement>;
  try {
    matches = document.querySelectorAll<HTMLElement>(selector);
  } catch {
    return null; // an invalid selector never appears
  }
  const all = Array.from(matches);
  return all.find((element) => element.getClientRects().length > 0) ?? all[0] ?? null;
}

/** Brings the target to the middle of the scrollable container, or of the page when there is none. */
export function scrollTargetIntoView(target: HTMLElement, scrollableContainerSelector?: string) {
  const container = scrollableContainerSelector ? document.querySelector(scrollableContainerSelector) : null;
  if (container instanceof HTMLElement && container.contains(target)) {
    const containerRect = container.getBoundingClientRect();
    const targetRect = target.getBoundingClientRect();
    container.scrollTop += targetRect.top - containerRect.top - (containerRect.height - targetRect.height) / 2;
    return;
  }
  // jsdom has no scrollIntoView.
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center', inline: 'nearest' });
}

/**
 * The step's target element; while it is absent (or replaced), looks again every `cookiePollMs`.
 * `null` selector: nothing to look for (the tour is inactive).
 */
export function useTargetElement(selector: string | null, scrollableContainerSelector?: string): HTMLElement | null {
  const [found, setFound] = useState<{ selector: string; element: HTMLElement } | null>(null);

  useEffect(() => {
    if (selector === null) return;
    const look = () => {
      const element = findTargetElement(selector);
      setFound((current) =>
        current?.selector === selector && current.element === element
          ? current
          : element
            ? { selector, element }
            : null,
      );
    };
    look();
    const interval = window.setInterval(look, TOUR_CONSTANTS.cookiePollMs);
    return () => window.clearInterval(interval);
  }, [selector]);

  // Until the new step's target is looked up (right after this render), the previous one stands in,
  // so the card stays mounted between steps and keeps focus.
  const element = selector === null ? null : (found?.element ?? null);

  useEffect(() => {
    if (element) scrollTargetIntoView(element, scrollableContainerSelector);
  }, [element, scrollableContainerSelector]);

  return element;
}
