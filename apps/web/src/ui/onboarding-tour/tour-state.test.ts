import { describe, expect, it } from 'vitest';
import { INITIAL_TOUR_STATE, isBeforeEndDate, tourReducer } from './tour-state';

const active = (stepIndex: number) => ({ isActive: true, stepIndex });

describe('tourReducer', () => {
  it('starts inactive at step 0 and starts at step 0', () => {
    expect(INITIAL_TOUR_STATE).toEqual({ isActive: false, stepIndex: 0 });
    expect(tourReducer(INITIAL_TOUR_STATE, { type: 'start' }, 3)).toEqual(active(0));
  });

  it('does not start without steps', () => {
    expect(tourReducer(INITIAL_TOUR_STATE, { type: 'start' }, 0)).toBe(INITIAL_TOUR_STATE);
  });

  it('moves next and previous one step within bounds', () => {
    expect(tourReducer(active(0), { type: 'next' }, 3)).toEqual(active(1));
    expect(tourReducer(active(1), { type: 'previous' }, 3)).toEqual(active(0));
    const last = active(2);
    expect(tourReducer(last, { type: 'next' }, 3)).toBe(last);
    const first = active(0);
    expect(tourReducer(first, { type: 'previous' }, 3)).toBe(first);
  });

  it('jumps to a step and ignores steps out of range', () => {
    expect(tourReducer(active(0), { type: 'goTo', stepIndex: 2 }, 3)).toEqual(active(2));
    const state = active(1);
    expect(tourReducer(state, { type: 'goTo', stepIndex: 3 }, 3)).toBe(state);
    expect(tourReducer(state, { type: 'goTo', stepIndex: -1 }, 3)).toBe(state);
    expect(tourReducer(state, { type: 'goTo', stepIndex: 1 }, 3)).toBe(state);
  });

  it('does not move while inactive', () => {
    expect(tourReducer(INITIAL_TOUR_STATE, { type: 'next' }, 3)).toBe(INITIAL_TOUR_STATE);
  });

  it('ending resets to step 0 and hides', () => {
    expect(tourReducer(active(2), { type: 'end' }, 3)).toEqual({ isActive: false, stepIndex: 0 });
    expect(tourReducer(INITIAL_TOUR_STATE, { type: 'end' }, 3)).toBe(INITIAL_TOUR_STATE);
  });
});

describe('isBeforeEndDate', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is true without an end date or before it, false after it', () => {
    expect(isBeforeEndDate(undefined, now)).toBe(true);
    expect(isBeforeEndDate('2026-03-02T00:00:00Z', now)).toBe(true);
    expect(isBeforeEndDate(new Date('2026-02-28T00:00:00Z'), now)).toBe(false);
  });
});
