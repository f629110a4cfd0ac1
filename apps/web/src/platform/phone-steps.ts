import { shiftDay } from '@portal/contracts/challenges';
import { loadNativePlugin } from './native-plugins';
import type { HealthSample } from './native-plugins';
import { getNativePlatformName } from './native-platform';

/**
 * The phone's step count (HealthKit on iOS, Health Connect on Android, through @capgo/capacitor-health):
 * read-only and steps only, never anything else of the member's health. Only in the native shell; a
 * browser has no step count to offer.
 */

/** Why the phone's steps cannot be read: not allowed, Health Connect to install (or update), no health store, or it failed. */
export type PhoneStepsProblem = 'denied' | 'not-installed' | 'unavailable' | 'failed';

export class PhoneStepsError extends Error {
  constructor(
    readonly problem: PhoneStepsProblem,
    options?: { cause?: unknown },
  ) {
    // The problem is the message: the member reads it in their language from the component that shows it.
    super(problem, options);
    this.name = 'PhoneStepsError';
  }
}

/** Only reading steps: the app never writes to the phone's health store, nor reads anything else. */
const STEPS_ONLY = { read: ['steps' as const], write: [] };

/** True in the native shell (Android or iOS), where the phone's step count may be offered. */
export function canOfferPhoneSteps(): boolean {
  return getNativePlatformName() !== null;
}

/** What a plugin's failure means, from its message (the plugin rejects with text only). */
export function phoneStepsProblem(error: unknown): PhoneStepsProblem {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  // Health Connect answers "needs an update" when it is missing too (Android 13 and lower: an app of its own).
  if (/needs an update|not installed/i.test(message)) return 'not-installed';
  if (code === 'UNIMPLEMENTED' || /unavailable|not available/i.test(message)) return 'unavailable';
  if (/permission|not granted|authori[sz]/i.test(message)) return 'denied';
  return 'failed';
}

/** The plugin's module (never the plugin itself: a proxy answers `then`, so it cannot be awaited). */
async function healthModule() {
  try {
    return await loadNativePlugin('Health');
  } catch (error) {
    throw new PhoneStepsError('unavailable', { cause: error });
  }
}

/** A failure as a PhoneStepsError; an unexpected one is logged (its message only: no steps are in it). */
function toPhoneStepsError(error: unknown, what: string): PhoneStepsError {
  if (error instanceof PhoneStepsError) return error;
  const problem = phoneStepsProblem(error);
  if (problem === 'failed') {
    console.error(`The phone's steps could not be ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return new PhoneStepsError(problem, { cause: error });
}

/**
 * Asks the member to let the app read the phone's steps (and nothing else). Resolves once allowed; a
 * refusal, a missing Health Connect or a phone without a health store rejects with a PhoneStepsError.
 * On iOS HealthKit never says whether reading was refused: it then reads no steps.
 */
export async function allowPhoneSteps(): Promise<void> {
  try {
    const { Health: plugin } = await healthModule();
    const availability = await plugin.isAvailable();
    if (!availability.available) {
      const problem = phoneStepsProblem(availability.reason ?? '');
      throw new PhoneStepsError(problem === 'not-installed' ? problem : 'unavailable');
    }
    const status = await plugin.requestAuthorization(STEPS_ONLY);
    if (!status.readAuthorized.includes('steps')) throw new PhoneStepsError('denied');
  } catch (error) {
    throw toPhoneStepsError(error, 'allowed');
  }
}

/** A `YYYY-MM-DD` day on the phone's own calendar. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Midnight at the start of a `YYYY-MM-DD` day on the phone's calendar. */
function startOfLocalDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/**
 * Each day's steps, from `firstDay` to `lastDay` (the phone's calendar days), by the day each sample
 * started. Sources are not added together: a phone and a watch both count the same walk, so a day has
 * the steps of the source that counted most. Days without a sample are absent (nothing to say), never 0.
 */
export function dailyStepTotals(
  samples: readonly HealthSample[],
  firstDay: string,
  lastDay: string,
): Record<string, number> {
  const bySource = new Map<string, Map<string, number>>();
  for (const sample of samples) {
    if (sample.dataType !== 'steps' || !Number.isFinite(sample.value) || sample.value <= 0) continue;
    const started = new Date(sample.startDate);
    if (Number.isNaN(started.getTime())) continue;
    const day = localDay(started);
    if (day < firstDay || day > lastDay) continue;
    const sources = bySource.get(day) ?? new Map<string, number>();
    const source = sample.sourceId ?? sample.sourceName ?? '';
    sources.set(source, (sources.get(source) ?? 0) + sample.value);
    bySource.set(day, sources);
  }
  const totals: Record<string, number> = {};
  for (const [day, sources] of bySource) totals[day] = Math.round(Math.max(...sources.values()));
  return totals;
}

/**
 * The phone's steps for each day from `firstDay` to `lastDay` (its own calendar days, up to now): one
 * read of every sample in that time, added up by day. Rejects with a PhoneStepsError.
 */
export async function readDailySteps(
  firstDay: string,
  lastDay: string,
  now: Date = new Date(),
): Promise<Record<string, number>> {
  const start = startOfLocalDay(firstDay);
  const afterLast = startOfLocalDay(shiftDay(lastDay, 1));
  const end = afterLast < now ? afterLast : now;
  if (end <= start) return {};
  try {
    const { Health: plugin } = await healthModule();
    const { samples } = await plugin.readSamples({
      dataType: 'steps',
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      // Every sample: a day may hold hundreds, and 0 lifts the plugin's default of 100.
      limit: 0,
      ascending: true,
    });
    return dailyStepTotals(samples, firstDay, lastDay);
  } catch (error) {
    throw toPhoneStepsError(error, 'read');
  }
}
