import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { TOUR_CONSTANTS } from './tour-constants';

/** Where the card goes: `popupGap` from the target, flipped and shifted to stay on screen. */
export function getTourMiddleware() {
  return [offset(TOUR_CONSTANTS.popupGap), flip({ padding: 8 }), shift({ padding: 8, crossAxis: true })];
}

/**
 * Keeps `card` below its target (or wherever getTourMiddleware moves it) through scrolling, resizing
 * and layout changes, until the returned function is called. The position is written to the card's
 * style directly: a React state would render the tour again on every move. A position still being
 * computed when the card stops following (the step moved to another target, the tour ended) is dropped,
 * so it can never land after the new target's.
 */
export function followTarget(target: HTMLElement, card: HTMLElement): () => void {
  const middleware = getTourMiddleware();
  let following = true;
  const stopUpdates = autoUpdate(target, card, () => {
    void computePosition(target, card, { placement: 'bottom', strategy: 'fixed', middleware }).then(({ x, y }) => {
      if (!following) return;
      card.style.left = `${x}px`;
      card.style.top = `${y}px`;
    });
  });
  return () => {
    following = false;
    stopUpdates();
  };
}
