import { describe, expect, it } from 'vitest';
import { interpretReading } from './interpret-reading';

const calm = {
  caffeine: false,
  nicotine: false,
  exercise: false,
  rate_medicine: 'none',
  rhythm_condition: false,
} as const;

describe('interpretReading', () => {
  it.each([
    [59.4, 59, 'below'],
    [59.5, 60, 'usual'],
    [72.4, 72, 'usual'],
    [100.4, 100, 'usual'],
    [100.5, 101, 'above'],
  ] as const)('reads %s bpm as %s, %s the usual resting range', (bpm, shown, range) => {
    expect(interpretReading({ heart_rate_bpm: bpm, quality: 'good', pre_scan: calm })).toEqual({
      bpm: shown,
      range,
      caveats: [],
    });
  });

  it('lists every answer that makes the reading less reliable, the rhythm condition first and the signal last', () => {
    const everything = {
      caffeine: true,
      nicotine: true,
      exercise: true,
      rate_medicine: 'beta-blocker',
      rhythm_condition: true,
    } as const;
    expect(interpretReading({ heart_rate_bpm: 88, quality: 'fair', pre_scan: everything }).caveats).toEqual([
      'rhythm-condition',
      'beta-blocker',
      'exercise',
      'caffeine',
      'nicotine',
      'fair-signal',
    ]);
    expect(
      interpretReading({ heart_rate_bpm: 88, quality: 'good', pre_scan: { ...calm, rate_medicine: 'other' } }).caveats,
    ).toEqual(['other-medicine']);
    expect(
      interpretReading({ heart_rate_bpm: 88, quality: 'good', pre_scan: { ...calm, rate_medicine: 'unsure' } }).caveats,
    ).toEqual(['unsure-medicine']);
  });
});
