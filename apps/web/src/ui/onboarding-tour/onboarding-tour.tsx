import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { followTarget } from './follow-target';
import { TourCard } from './tour-card';
import { TOUR_CONSTANTS } from './tour-constants';
import { canStartTour, writeTourCookie } from './tour-cookie';
import { INITIAL_TOUR_STATE, tourReducer } from './tour-state';
import type { TourAction, TourState } from './tour-state';
import type { TourRenderProps, TourStep } from './tour-types';
import { TourOverlay } from './tour-overlay';
import { useTargetElement } from './use-target-element';

export interface OnboardingTourProps {
  tourId: string;
  steps: readonly TourStep[];
  /** Dim the page and cut out the target. */
  overlay?: boolean;
  /** `false`: `children` renders the card from the tour's state and actions. */
  defaultTemplate?: boolean;
  /** Without it the tour starts on mount; with it, when this event is dispatched on `window`. */
  startEvent?: string;
  /** The element that scrolls the targets into view, when it is not the page. */
  scrollableContainerSelector?: string;
  /** Remember an ended tour in a cookie and never start it again while the cookie lives. */
  cookieStorage?: boolean;
  /** After this moment the tour no longer starts; also the cookie's expiry. */
  endDate?: Date | string;
  /** The label of the button that replaces "next" on the last step. */
  labelTerminate?: string;
  children?: (tour: TourRenderProps) => ReactNode;
  onEnd?: () => void;
}

function CustomTemplate({ tour, render }: { tour: TourRenderProps; render?: (tour: TourRenderProps) => ReactNode }) {
  return render?.(tour) ?? null;
}

export function OnboardingTour({
  tourId,
  steps,
  overlay = true,
  defaultTemplate = true,
  startEvent,
  scrollableContainerSelector,
  cookieStorage = false,
  endDate,
  labelTerminate: customLabelTerminate,
  children,
  onEnd,
}: OnboardingTourProps) {
  const { t } = useLingui();
  const labelTerminate = customLabelTerminate ?? t`close`;
  const [state, setState] = useState<TourState>(INITIAL_TOUR_STATE);
  const stateRef = useRef(state);
  const latest = useRef({ tourId, steps, cookieStorage, endDate, onEnd });
  useEffect(() => {
    latest.current = { tourId, steps, cookieStorage, endDate, onEnd };
  });

  /** Applies a transition; the left step's afterScript runs before the entered step's beforeScript. */
  const dispatch = useCallback((action: TourAction) => {
    const { steps: currentSteps } = latest.current;
    const previous = stateRef.current;
    const next = tourReducer(previous, action, currentSteps.length);
    if (next === previous) return;
    const isLeaving = previous.isActive && (!next.isActive || next.stepIndex !== previous.stepIndex);
    const isEntering = next.isActive && (!previous.isActive || next.stepIndex !== previous.stepIndex);
    stateRef.current = next;
    if (isLeaving) currentSteps[previous.stepIndex]?.afterScript?.();
    if (isEntering) currentSteps[next.stepIndex]?.beforeScript?.();
    setState(next);
  }, []);

  // Where focus goes back to when the tour ends: the card is removed while open, which returns focus
  // nowhere (only closing a dialog does).
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const start = useCallback(() => {
    if (stateRef.current.isActive || !canStartTour(latest.current)) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dispatch({ type: 'start' });
  }, [dispatch]);

  useEffect(() => {
    const element = returnFocusRef.current;
    if (state.isActive || !element) return;
    returnFocusRef.current = null;
    if (element.isConnected) element.focus();
  }, [state.isActive]);

  const end = useCallback(() => {
    if (!stateRef.current.isActive) return;
    dispatch({ type: 'end' });
    const current = latest.current;
    if (current.cookieStorage) writeTourCookie(current.tourId, current.endDate);
    current.onEnd?.();
  }, [dispatch]);

  const next = useCallback(() => dispatch({ type: 'next' }), [dispatch]);
  const previous = useCallback(() => dispatch({ type: 'previous' }), [dispatch]);
  const goTo = useCallback((stepIndex: number) => dispatch({ type: 'goTo', stepIndex }), [dispatch]);

  useEffect(() => {
    if (startEvent) {
      window.addEventListener(startEvent, start);
      return () => window.removeEventListener(startEvent, start);
    }
    start();
  }, [startEvent, start]);

  const step = state.isActive ? steps[state.stepIndex] : undefined;
  const target = useTargetElement(step?.target ?? null, scrollableContainerSelector);
  const isVisible = Boolean(step && target);

  const cardRef = useRef<HTMLDialogElement>(null);
  // A native modal dialog: the browser makes the page behind inert, keeps focus inside and puts the
  // card in the top layer, above the overlay. Opened once; between steps the card stays open and
  // keeps focus.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!isVisible || !card || card.open) return;
    card.showModal();
    card.focus();
  }, [isVisible]);
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!isVisible || !card || !target) return;
    return followTarget(target, card);
  }, [isVisible, target]);

  const titleId = useId();
  const descriptionId = useId();

  if (!step || !target) return null;

  const tour: TourRenderProps = {
    step,
    stepIndex: state.stepIndex,
    stepCount: steps.length,
    isFirst: state.stepIndex === 0,
    isLast: state.stepIndex === steps.length - 1,
    labelTerminate,
    titleId,
    descriptionId,
    next,
    previous,
    goTo,
    end,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const action = { Escape: end, ArrowRight: next, ArrowLeft: previous }[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };
  // The browser's own close request (Escape, a phone's back gesture) ends the tour, which removes the card.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    end();
  };

  return (
    <>
      {overlay ? createPortal(<TourOverlay target={target} />, document.body) : null}
      <dialog
        ref={cardRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-testid="onboarding-tour"
        // Placed by followTarget (left, top); the overlay dims the page, so the backdrop is clear.
        className="fixed m-0 max-h-none overflow-visible bg-transparent p-0 text-foreground outline-none backdrop:bg-transparent"
        style={{ right: 'auto', bottom: 'auto', width: TOUR_CONSTANTS.cardWidth, maxWidth: 'calc(100vw - 16px)' }}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
        onClose={end}
      >
        {defaultTemplate ? <TourCard {...tour} /> : <CustomTemplate tour={tour} render={children} />}
      </dialog>
    </>
  );
}
