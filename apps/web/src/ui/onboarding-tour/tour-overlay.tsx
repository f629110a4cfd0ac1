import { autoUpdate } from '@floating-ui/dom';
import { useLayoutEffect, useRef } from 'react';
import { TOUR_CONSTANTS } from './tour-constants';

interface HighlightBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

function getHighlightBox(target: HTMLElement): HighlightBox {
  const rect = target.getBoundingClientRect();
  const padding = TOUR_CONSTANTS.highlightPadding;
  return {
    top: rect.top - padding,
    left: rect.left - padding,
    width: rect.width + padding * 2,
    height: rect.height + padding * 2,
  };
}

/**
 * The dimmed page with a cut-out around the target: the highlight box's huge box-shadow is the dimming,
 * so no SVG or inline <style> is needed (the CSP forbids the latter). It catches no clicks: the tour's
 * card is a modal dialog, so the page behind is inert already.
 */
export function TourOverlay({ target }: { target: HTMLElement }) {
  const highlightRef = useRef<HTMLDivElement>(null);

  // Follows the target through scrolling, resizing and layout shifts, written to the style directly (a
  // React state would render again on every move); the first box is in place before the first paint.
  useLayoutEffect(() => {
    const highlight = highlightRef.current;
    if (!highlight) return;
    return autoUpdate(target, highlight, () => {
      const box = getHighlightBox(target);
      highlight.style.top = `${box.top}px`;
      highlight.style.left = `${box.left}px`;
      highlight.style.width = `${box.width}px`;
      highlight.style.height = `${box.height}px`;
    });
  }, [target]);

  return (
    <div
      ref={highlightRef}
      aria-hidden="true"
      data-testid="tour-highlight"
      className="pointer-events-none fixed z-40 rounded-lg shadow-[0_0_0_9999px_rgb(0_0_0/0.55)] ring-2 ring-primary transition-[top,left,width,height] motion-reduce:transition-none"
    />
  );
}
