/** The tour is inactive, or active at a step index (0-based). Ending resets the index to 0. */
export interface TourState {
  isActive: boolean;
  stepIndex: number;
}

export type TourAction =
  { type: 'start' } | { type: 'next' } | { type: 'previous' } | { type: 'goTo'; stepIndex: number } | { type: 'end' };

export const INITIAL_TOUR_STATE: TourState = { isActive: false, stepIndex: 0 };

/** Pure transitions; returns the same object when nothing changes (so callers can skip work). */
export function tourReducer(state: TourState, action: TourAction, stepCount: number): TourState {
  const lastIndex = stepCount - 1;
  switch (action.type) {
    case 'start':
      return state.isActive || stepCount === 0 ? state : { isActive: true, stepIndex: 0 };
    case 'end':
      return state.isActive || state.stepIndex !== 0 ? INITIAL_TOUR_STATE : state;
    case 'next':
      return moveTo(state, state.stepIndex + 1, lastIndex);
    case 'previous':
      return moveTo(state, state.stepIndex - 1, lastIndex);
    case 'goTo':
      return moveTo(state, action.stepIndex, lastIndex);
  }
}

function moveTo(state: TourState, stepIndex: number, lastIndex: number): TourState {
  if (!state.isActive || !Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex > lastIndex) return state;
  return stepIndex === state.stepIndex ? state : { isActive: true, stepIndex };
}

/** True while the end date (if any) has not passed. */
export function isBeforeEndDate(endDate: Date | string | undefined, now: Date = new Date()): boolean {
  if (endDate === undefined) return true;
  const end = new Date(endDate).getTime();
  return Number.isNaN(end) || now.getTime() <= end;
}
