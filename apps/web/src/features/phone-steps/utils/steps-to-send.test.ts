import { describe, expect, it } from 'vitest';
import { phoneDays, stepsToSend } from './steps-to-send';

const DAYS = { first: '2026-03-02', last: '2026-03-06' };

describe('the days the phone may give', () => {
  it('runs from the first day to today, or to the last day once it has passed', () => {
    const challenge = { starts_on: '2026-03-02', ends_on: '2026-03-20' };
    expect(phoneDays(challenge, '2026-03-06')).toEqual(DAYS);
    expect(phoneDays(challenge, '2026-03-25')).toEqual({ first: '2026-03-02', last: '2026-03-20' });
  });

  it('is none before the challenge starts', () => {
    expect(phoneDays({ starts_on: '2026-03-02', ends_on: '2026-03-20' }, '2026-03-01')).toBeNull();
  });
});

describe('the days to send', () => {
  it('sends the phone’s days within the challenge, oldest first, within the day’s bound, never a day it has nothing for', () => {
    const totals = {
      '2026-03-05': 7000,
      '2026-03-01': 4000,
      '2026-03-03': 250_000,
      '2026-03-04': 0,
      '2026-03-07': 900,
    };
    expect(stepsToSend(totals, [], DAYS)).toEqual([
      { day: '2026-03-03', value: 100_000 },
      { day: '2026-03-05', value: 7000 },
    ]);
  });

  it('replaces what the phone gave before when its count changed, and leaves it when not', () => {
    const entries = [
      { day: '2026-03-02', value: 5000, source: 'phone' as const },
      { day: '2026-03-03', value: 6000, source: 'phone' as const },
    ];
    expect(stepsToSend({ '2026-03-02': 5000, '2026-03-03': 6500 }, entries, DAYS)).toEqual([
      { day: '2026-03-03', value: 6500 },
    ]);
  });

  it('keeps a day typed by hand with more steps, and raises one typed with fewer', () => {
    const entries = [
      { day: '2026-03-02', value: 12_000, source: 'manual' as const },
      { day: '2026-03-03', value: 1000, source: 'manual' as const },
    ];
    expect(stepsToSend({ '2026-03-02': 9000, '2026-03-03': 4000 }, entries, DAYS)).toEqual([
      { day: '2026-03-03', value: 4000 },
    ]);
  });
});
