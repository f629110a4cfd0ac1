import { describe, expect, it } from 'vitest';
import { toCsvCell } from './engagement-csv';
import { mondayOf } from '../../lib/utc-days';
import { listWeeks, resolveRange } from './engagement-service';
import { challengeParticipation, countOf, suppressPartition } from './small-groups';

const HIDDEN = { value: null, fewer_than_5: true };
const shown = (value: number) => ({ value, fewer_than_5: false });

describe('the small-group rule', () => {
  it('hides a count of fewer than 5 members (0 included) and shows 5', () => {
    expect(countOf(4)).toEqual(HIDDEN);
    expect(countOf(0)).toEqual(HIDDEN);
    expect(countOf(5)).toEqual(shown(5));
    // A count of things hides with its members.
    expect(countOf(30, 4)).toEqual(HIDDEN);
    expect(countOf(30, 5)).toEqual(shown(30));
  });

  it('hides one more part of a split total when only one part was hidden', () => {
    // 12 = 6 + 3 + 3? Two parts hidden already: nothing more.
    expect(suppressPartition([6, 3, 3])).toEqual([shown(6), HIDDEN, HIDDEN]);
    // 20 = 9 + 7 + 4: 4 alone would be 20 − 9 − 7, so the smallest shown (7) goes too.
    expect(suppressPartition([9, 7, 4])).toEqual([shown(9), HIDDEN, HIDDEN]);
    expect(suppressPartition([5, 5, 5])).toEqual([shown(5), shown(5), shown(5)]);
    expect(suppressPartition([3])).toEqual([HIDDEN]);
  });
});

describe('the CSV cells', () => {
  it('neutralises formulas and quotes what must be quoted', () => {
    expect(toCsvCell('=1+2')).toBe("'=1+2");
    expect(toCsvCell('+44')).toBe("'+44");
    expect(toCsvCell('-3')).toBe("'-3");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvCell('\tx')).toBe("'\tx");
    expect(toCsvCell('a, "b"')).toBe('"a, ""b"""');
    expect(toCsvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(toCsvCell('Sleep well')).toBe('Sleep well');
  });
});

describe('the range', () => {
  it('defaults to 12 weeks to today, from a Monday', () => {
    const now = new Date('2026-11-25T15:00:00Z'); // a Wednesday
    expect(resolveRange({}, now)).toEqual({ from: '2026-09-07', to: '2026-11-25' });
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(listWeeks('2026-09-07', '2026-11-25')).toHaveLength(12);
    expect(listWeeks('2026-11-25', '2026-11-25')).toEqual(['2026-11-23']);
  });
});

describe('a challenge’s participation under the rule', () => {
  it('shows nothing of fewer than 5 who joined, and hides finished when it or the rest is under 5', () => {
    expect(challengeParticipation(4, 4)).toEqual({ joined: HIDDEN, finished: HIDDEN });
    expect(challengeParticipation(6, 2)).toEqual({ joined: shown(6), finished: HIDDEN });
    // 6 joined and 5 finished would tell that one did not.
    expect(challengeParticipation(6, 5)).toEqual({ joined: shown(6), finished: HIDDEN });
    expect(challengeParticipation(10, 5)).toEqual({ joined: shown(10), finished: shown(5) });
  });
});
