/**
 * The attentive health scan: `POST /api/authorization/health-scans` stores one reading the
 * app measured on the phone, `GET /api/authorization/health-scans` answers the member's history. Only
 * the numbers and the pre-scan answers travel: there is no field for an image or a video, and any other
 * field of a request is dropped by the schema before anything is stored.
 */
import * as z from 'zod/mini';
import { createDateTimeSchema } from './calendar';

/** The bounds of what the server stores: a resting heart rate a camera can read, a scan of sensible length. */
export const HEALTH_SCAN_LIMITS = {
  /** Beats per minute (a resting adult is usually 60–100; these bounds are what a person's heart can do). */
  bpm: { min: 30, max: 220 },
  /** The scan's length in milliseconds: from 15 s to 2 minutes. */
  durationMs: { min: 15_000, max: 120_000 },
  /** Frames a second the scan saw, frames over duration: a camera below 5 cannot follow a pulse. */
  framesPerSecond: { min: 5, max: 120 },
  /** Signal-to-noise ratio of the pulse, in dB. */
  snrDb: { min: -30, max: 60 },
  /** The most readings `GET` answers, newest first. */
  historyMax: 100,
} as const;

/** The most frames a scan can have: the longest scan at the highest frame rate. */
export const HEALTH_SCAN_FRAMES_MAX =
  (HEALTH_SCAN_LIMITS.durationMs.max / 1000) * HEALTH_SCAN_LIMITS.framesPerSecond.max;
/** The fewest: the shortest scan at the lowest frame rate. */
export const HEALTH_SCAN_FRAMES_MIN =
  (HEALTH_SCAN_LIMITS.durationMs.min / 1000) * HEALTH_SCAN_LIMITS.framesPerSecond.min;

export const HEALTH_SCAN_QUALITIES = ['good', 'fair'] as const;
export type HealthScanQuality = (typeof HEALTH_SCAN_QUALITIES)[number];

/** Medicines that slow or speed the heart, as the member answers before the scan. */
export const RATE_MEDICINES = ['none', 'beta-blocker', 'other', 'unsure'] as const;
export type RateMedicine = (typeof RATE_MEDICINES)[number];

/** Asked only when the profile has no date of birth; otherwise the server works it out from the profile. */
export const AGE_BANDS = ['18-29', '30-39', '40-49', '50-59', '60-69', '70-plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The profile holds no sex, so the app asks; "prefer not to say" is an answer like any other. */
export const SEXES = ['female', 'male', 'other', 'prefer-not-to-say'] as const;
export type Sex = (typeof SEXES)[number];

const { bpm, durationMs, framesPerSecond, snrDb } = HEALTH_SCAN_LIMITS;

export const HEALTH_SCAN_MESSAGES = {
  engineName: 'Name the scan engine in lower-case letters, digits and hyphens.',
  engineVersion: 'Give the scan engine’s version as three numbers, such as 1.0.0.',
  startedAt: 'Give the time the scan started as an ISO 8601 date and time.',
  startedAtFuture: 'The scan cannot start in the future.',
  duration: `A scan lasts from ${HEALTH_SCAN_LIMITS.durationMs.min / 1000} to ${HEALTH_SCAN_LIMITS.durationMs.max / 1000} seconds.`,
  frames: `A scan has from ${HEALTH_SCAN_FRAMES_MIN} to ${HEALTH_SCAN_FRAMES_MAX} frames.`,
  frameRate: `The frames do not fit the scan’s length: a scan sees from ${HEALTH_SCAN_LIMITS.framesPerSecond.min} to ${HEALTH_SCAN_LIMITS.framesPerSecond.max} frames a second.`,
  heartRate: `A heart rate is from ${HEALTH_SCAN_LIMITS.bpm.min} to ${HEALTH_SCAN_LIMITS.bpm.max} beats per minute.`,
  quality: 'Choose good or fair.',
  snr: `The signal-to-noise ratio is from ${HEALTH_SCAN_LIMITS.snrDb.min} to ${HEALTH_SCAN_LIMITS.snrDb.max} dB.`,
  answer: 'Answer yes or no.',
  rateMedicine: 'Choose none, a beta-blocker, another medicine, or not sure.',
  ageBand: 'Choose one of the age bands.',
  sex: 'Choose female, male, other, or prefer not to say.',
} as const;

/** A time's latest allowed value: the server's clock plus a phone clock's usual drift. */
const CLOCK_SKEW_MS = 5 * 60_000;

const ZAnswer = z.boolean({ error: HEALTH_SCAN_MESSAGES.answer });

export const ZRateMedicine = z.enum(RATE_MEDICINES, { error: HEALTH_SCAN_MESSAGES.rateMedicine });
export const ZAgeBand = z.enum(AGE_BANDS, { error: HEALTH_SCAN_MESSAGES.ageBand });
export const ZSex = z.enum(SEXES, { error: HEALTH_SCAN_MESSAGES.sex });
export const ZHealthScanQuality = z.enum(HEALTH_SCAN_QUALITIES, { error: HEALTH_SCAN_MESSAGES.quality });

/** The questions that change how a reading is read, answered just before the scan. */
export const ZPreScanAnswers = z.object({
  /** Coffee, tea, energy drinks in the last 30 minutes. */
  caffeine: ZAnswer,
  /** Smoking or vaping in the last 30 minutes. */
  nicotine: ZAnswer,
  /** Exercise or hurrying in the last 30 minutes. */
  exercise: ZAnswer,
  rate_medicine: ZRateMedicine,
  /** A known heart-rhythm condition (such as atrial fibrillation) or a pacemaker. */
  rhythm_condition: ZAnswer,
  /** Only when the profile has no date of birth. */
  age_band: z.optional(ZAgeBand),
  sex: z.optional(ZSex),
});
export type TPreScanAnswers = z.infer<typeof ZPreScanAnswers>;

export const ZHealthScanEngine = z.object({
  name: z
    .string({ error: HEALTH_SCAN_MESSAGES.engineName })
    .check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, HEALTH_SCAN_MESSAGES.engineName)),
  version: z
    .string({ error: HEALTH_SCAN_MESSAGES.engineVersion })
    .check(z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, HEALTH_SCAN_MESSAGES.engineVersion)),
});
export type THealthScanEngine = z.infer<typeof ZHealthScanEngine>;

/** `POST /health-scans`: one reading, as the phone measured it. */
export const ZCreateHealthScanRequest = z
  .object({
    engine: ZHealthScanEngine,
    started_at: createDateTimeSchema({ dateTime: HEALTH_SCAN_MESSAGES.startedAt }).check(
      z.refine((value) => value >= '2020', HEALTH_SCAN_MESSAGES.startedAt),
      z.refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, HEALTH_SCAN_MESSAGES.startedAtFuture),
    ),
    duration_ms: z
      .number({ error: HEALTH_SCAN_MESSAGES.duration })
      .check(
        z.int(HEALTH_SCAN_MESSAGES.duration),
        z.minimum(durationMs.min, HEALTH_SCAN_MESSAGES.duration),
        z.maximum(durationMs.max, HEALTH_SCAN_MESSAGES.duration),
      ),
    frames: z
      .number({ error: HEALTH_SCAN_MESSAGES.frames })
      .check(
        z.int(HEALTH_SCAN_MESSAGES.frames),
        z.minimum(HEALTH_SCAN_FRAMES_MIN, HEALTH_SCAN_MESSAGES.frames),
        z.maximum(HEALTH_SCAN_FRAMES_MAX, HEALTH_SCAN_MESSAGES.frames),
      ),
    heart_rate_bpm: z
      .number({ error: HEALTH_SCAN_MESSAGES.heartRate })
      .check(z.minimum(bpm.min, HEALTH_SCAN_MESSAGES.heartRate), z.maximum(bpm.max, HEALTH_SCAN_MESSAGES.heartRate)),
    quality: ZHealthScanQuality,
    snr_db: z
      .number({ error: HEALTH_SCAN_MESSAGES.snr })
      .check(z.minimum(snrDb.min, HEALTH_SCAN_MESSAGES.snr), z.maximum(snrDb.max, HEALTH_SCAN_MESSAGES.snr)),
    pre_scan: ZPreScanAnswers,
  })
  .check(
    z.refine(
      ({ frames, duration_ms }) => {
        const rate = (frames * 1000) / duration_ms;
        return rate >= framesPerSecond.min && rate <= framesPerSecond.max;
      },
      { message: HEALTH_SCAN_MESSAGES.frameRate, path: ['frames'] },
    ),
  );
export type TCreateHealthScanRequest = z.infer<typeof ZCreateHealthScanRequest>;

/** One stored reading. */
export const ZHealthScan = z.object({
  id: z.string(),
  /** When the server stored it (its own clock): the history's order. */
  recorded_at: z.iso.datetime(),
  /** When the scan started, by the phone's clock. */
  started_at: z.iso.datetime(),
  duration_ms: z.number(),
  frames: z.number(),
  /** Beats per minute, to one decimal. */
  heart_rate_bpm: z.number(),
  quality: ZHealthScanQuality,
  snr_db: z.number(),
  engine: z.object({ name: z.string(), version: z.string() }),
  pre_scan: z.object({
    caffeine: z.boolean(),
    nicotine: z.boolean(),
    exercise: z.boolean(),
    rate_medicine: ZRateMedicine,
    rhythm_condition: z.boolean(),
    /** The answer, or the band of the profile's date of birth on the day of the scan; null if neither. */
    age_band: z.nullable(ZAgeBand),
    sex: z.nullable(ZSex),
  }),
});
export type THealthScan = z.infer<typeof ZHealthScan>;

export const ZHealthScanResponse = ZHealthScan;
export type THealthScanResponse = THealthScan;

/** `GET /health-scans`: the member's readings, newest first, at most `HEALTH_SCAN_LIMITS.historyMax`. */
export const ZListHealthScansResponse = z.object({ items: z.array(ZHealthScan) });
export type TListHealthScansResponse = z.infer<typeof ZListHealthScansResponse>;

/** The age band of someone born on `dateOfBirth` (`YYYY-MM-DD`) on the day `on`; null under 18 or unreadable. */
export function getAgeBand(dateOfBirth: string, on: Date): AgeBand | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = on.getUTCMonth() + 1 > month || (on.getUTCMonth() + 1 === month && on.getUTCDate() >= day);
  const age = on.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
  if (!(age >= 18)) return null;
  if (age < 30) return '18-29';
  if (age >= 70) return '70-plus';
  const decade = Math.floor(age / 10) * 10;
  return `${decade}-${decade + 9}` as AgeBand;
}
