import { describe, expect, it } from 'vitest';
import { splitRange } from './periods';

const at = (text: string) => new Date(text);

describe('splitRange', () => {
  it('takes whole, finished, rolled-up days from the roll-ups and the rest from the raw events, joined', () => {
    const split = splitRange(
      at('2026-11-20T09:30:00Z'),
      at('2026-11-27T15:00:00Z'),
      '2026-11-27',
      new Set(['2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']),
    );
    // 20th: cut by the range; 23rd: changed since its roll-up; 27th: today, and cut.
    expect(split.rolledDays).toEqual(['2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(split.rawSpans).toEqual([
      { start: at('2026-11-20T09:30:00Z'), end: at('2026-11-21T00:00:00Z') },
      { start: at('2026-11-23T00:00:00Z'), end: at('2026-11-24T00:00:00Z') },
      { start: at('2026-11-27T00:00:00Z'), end: at('2026-11-27T15:00:00Z') },
    ]);
  });

  it('reads a range inside one day, or with nothing rolled up, from the raw events only', () => {
    expect(
      splitRange(at('2026-11-20T01:00:00Z'), at('2026-11-20T02:00:00Z'), '2026-11-27', new Set(['2026-11-20'])),
    ).toEqual({ rolledDays: [], rawSpans: [{ start: at('2026-11-20T01:00:00Z'), end: at('2026-11-20T02:00:00Z') }] });
    expect(splitRange(at('2026-11-01T00:00:00Z'), at('2026-11-10T00:00:00Z'), '2026-11-27', new Set())).toEqual({
      rolledDays: [],
      rawSpans: [{ start: at('2026-11-01T00:00:00Z'), end: at('2026-11-10T00:00:00Z') }],
    });
  });
});
