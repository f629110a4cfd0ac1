import { autoUpdate } from '@floating-ui/react';
import { useEffect, useRef, useState } from 'react';
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
 * A dimmed backdrop that blocks the page, with a cut-out around the target: the highlight box's
 * huge box-shadow is the dimming, so no SVG or inline <style> is needed (the CSP forbids the latter).
 */
export function TourOverlay({ target }: { target: HTMLElement }) {
  const highlightRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<HighlightBox>(() => getHighlightBox(target));

  useEffect(() => {
    const highlight = highlightRef.current;
    if (!highlight) return;
    // Follows the target through scrolling, resizing and layout shifts.
    return autoUpdate(target, highlight, () => setBox(getHighlightBox(target)));
  }, [target]);

  return (
    <>
      {/* Catches clicks meant for the page while the tour is open (the tour is modal). */}
      <div aria-hidden="true" data-testid="tour-backdrop" className="fixed inset-0 z-40" />
      <div
        ref={highlightRef}
        aria-hidden="true"
        data-testid="tour-highlight"
        className="pointer-events-none fixed z-40 rounded-lg shadow-[0_0_0_9999px_rgb(0_0_0/0.55)] ring-2 ring-primary transition-[top,left,width,height] motion-reduce:transition-none"
        style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
      />
    </>
  );
}
