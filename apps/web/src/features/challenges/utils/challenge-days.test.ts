import { describe, expect, it } from 'vitest';
import { localToday, loggableDays, suggestedDisplayName } from './challenge-days';

describe('challenge days', () => {
  it('offers the days from the first up to today, newest first, and none in the future', () => {
    expect(loggableDays({ starts_on: '2026-11-25', ends_on: '2026-12-10' }, '2026-11-28')).toEqual([
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
    ]);
  });

  it('stops at the last day once the challenge has ended, and offers nothing before it starts', () => {
    expect(loggableDays({ starts_on: '2026-11-01', ends_on: '2026-11-03' }, '2026-11-28')).toEqual([
      '2026-11-03',
      '2026-11-02',
      '2026-11-01',
    ]);
    expect(loggableDays({ starts_on: '2026-12-01', ends_on: '2026-12-31' }, '2026-11-28')).toEqual([]);
  });

  it('reads today on the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('suggests the first name and the last initial', () => {
    expect(suggestedDisplayName({ first_name: 'Ana', last_name: 'garcía' })).toBe('Ana G.');
    expect(suggestedDisplayName({ first_name: 'Ana', last_name: ' ' })).toBe('Ana');
    expect(suggestedDisplayName(null)).toBe('');
  });
});
