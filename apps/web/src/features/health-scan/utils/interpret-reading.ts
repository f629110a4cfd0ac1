import type { HealthScanQuality, TPreScanAnswers } from '@portal/contracts/health-scan';

/**
 * The usual resting heart rate of an adult, in beats per minute (the American Heart Association's
 * 60–100). Very fit people often rest below it; the app says so rather than raising an alarm.
 */
export const USUAL_RESTING_RANGE = { min: 60, max: 100 } as const;

export type RestingRange = 'below' | 'usual' | 'above';

/** Why a reading may not be the member's resting heart rate, from their pre-scan answers and the signal. */
export type ReadingCaveat =
  | 'caffeine'
  | 'nicotine'
  | 'exercise'
  | 'beta-blocker'
  | 'other-medicine'
  | 'unsure-medicine'
  | 'rhythm-condition'
  | 'fair-signal';

export interface ReadingInterpretation {
  /** The whole beats per minute the screen shows: a camera reading's tenths are not worth showing. */
  bpm: number;
  range: RestingRange;
  /** In the order the screen lists them: the rhythm condition first (it matters most), the signal last. */
  caveats: ReadingCaveat[];
}

type AnswersForReading = Pick<
  TPreScanAnswers,
  'caffeine' | 'nicotine' | 'exercise' | 'rate_medicine' | 'rhythm_condition'
>;

/** What a reading means for a resting adult, with the answers that change how far to trust it. */
export function interpretReading(reading: {
  heart_rate_bpm: number;
  quality: HealthScanQuality;
  pre_scan: AnswersForReading;
}): ReadingInterpretation {
  const bpm = Math.round(reading.heart_rate_bpm);
  const range: RestingRange =
    bpm < USUAL_RESTING_RANGE.min ? 'below' : bpm > USUAL_RESTING_RANGE.max ? 'above' : 'usual';
  const answers = reading.pre_scan;
  const caveats: ReadingCaveat[] = [];
  if (answers.rhythm_condition) caveats.push('rhythm-condition');
  if (answers.rate_medicine === 'beta-blocker') caveats.push('beta-blocker');
  if (answers.rate_medicine === 'other') caveats.push('other-medicine');
  if (answers.rate_medicine === 'unsure') caveats.push('unsure-medicine');
  if (answers.exercise) caveats.push('exercise');
  if (answers.caffeine) caveats.push('caffeine');
  if (answers.nicotine) caveats.push('nicotine');
  if (reading.quality === 'fair') caveats.push('fair-signal');
  return { bpm, range, caveats };
}
