import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '../test/simulated-bridge';
import type { SimulatedHealthOptions } from '../test/simulated-bridge';
import type { HealthSample } from './native-plugins';

beforeEach(() => vi.resetModules());
afterEach(() => removeSimulatedBridge());

/** The phone's steps in a native shell whose health store is `health`, and the wrapper, loaded on it. */
async function onPhone(health: SimulatedHealthOptions) {
  const shell = installSimulatedBridge({ health });
  return { shell, steps: await import('./phone-steps') };
}

function sample(start: Date, value: number, sourceId = 'phone'): HealthSample {
  return {
    dataType: 'steps',
    value,
    unit: 'count',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    sourceId,
  };
}

describe('the phone’s daily step totals', () => {
  it('adds each day’s samples by the phone’s calendar, only within the days asked', async () => {
    const { dailyStepTotals } = await import('./phone-steps');
    const samples = [
      sample(new Date(2026, 2, 1, 23, 30), 400),
      sample(new Date(2026, 2, 2, 0, 10), 100),
      sample(new Date(2026, 2, 2, 18), 5000.4),
      sample(new Date(2026, 2, 3, 9), 7000),
      sample(new Date(2026, 2, 5, 9), 1200),
    ];
    expect(dailyStepTotals(samples, '2026-03-02', '2026-03-04')).toEqual({ '2026-03-02': 5100, '2026-03-03': 7000 });
  });

  it('takes the source that counted most on a day rather than counting a walk twice (phone and watch)', async () => {
    const { dailyStepTotals } = await import('./phone-steps');
    const samples = [
      sample(new Date(2026, 2, 2, 9), 3000, 'phone'),
      sample(new Date(2026, 2, 2, 9), 3200, 'watch'),
      sample(new Date(2026, 2, 2, 15), 2000, 'phone'),
      sample(new Date(2026, 2, 3, 9), 800, 'watch'),
    ];
    expect(dailyStepTotals(samples, '2026-03-02', '2026-03-03')).toEqual({ '2026-03-02': 5000, '2026-03-03': 800 });
  });

  it('leaves out what is not a count of steps: other types, zero, negative or unreadable samples', async () => {
    const { dailyStepTotals } = await import('./phone-steps');
    const samples: HealthSample[] = [
      { ...sample(new Date(2026, 2, 2, 9), 70), dataType: 'weight', unit: 'kilogram' },
      sample(new Date(2026, 2, 2, 10), 0),
      sample(new Date(2026, 2, 2, 11), -5),
      { ...sample(new Date(2026, 2, 2, 12), 10), startDate: 'not a date' },
    ];
    expect(dailyStepTotals(samples, '2026-03-02', '2026-03-02')).toEqual({});
  });
});

describe('allowing the phone’s steps', () => {
  it('asks to read steps and nothing else, never to write', async () => {
    const { shell, steps } = await onPhone({ answer: 'granted' });
    expect(steps.canOfferPhoneSteps()).toBe(true);
    await steps.allowPhoneSteps();
    expect(callsTo(shell, 'Health', 'requestAuthorization').map((call) => call.options)).toEqual([
      { read: ['steps'], write: [] },
    ]);
    expect(shell.healthPermission).toBe('granted');
  });

  it('rejects as denied when the member refuses', async () => {
    const { steps } = await onPhone({ answer: 'denied' });
    await expect(steps.allowPhoneSteps()).rejects.toMatchObject({ problem: 'denied' });
  });

  it('rejects as not installed when Health Connect must be installed or updated, without asking', async () => {
    const { shell, steps } = await onPhone({ availability: 'update-required' });
    await expect(steps.allowPhoneSteps()).rejects.toMatchObject({ problem: 'not-installed' });
    expect(callsTo(shell, 'Health', 'requestAuthorization')).toEqual([]);
  });

  it('rejects as unavailable on a phone without a health store', async () => {
    const { steps } = await onPhone({ availability: 'unavailable' });
    await expect(steps.allowPhoneSteps()).rejects.toMatchObject({ problem: 'unavailable' });
  });

  it('is not offered in a browser', async () => {
    const { canOfferPhoneSteps } = await import('./phone-steps');
    expect(canOfferPhoneSteps()).toBe(false);
  });
});

describe('reading the phone’s steps', () => {
  it('reads every sample from the first day’s midnight up to now, in one call, by day', async () => {
    const { shell, steps } = await onPhone({
      permission: 'granted',
      steps: { '2026-03-01': 4000, '2026-03-02': 9000, '2026-03-03': 6000, '2026-03-04': 3000 },
    });
    const now = new Date(2026, 2, 3, 20);
    expect(await steps.readDailySteps('2026-03-02', '2026-03-05', now)).toEqual({
      '2026-03-02': 9000,
      '2026-03-03': 6000,
    });
    expect(callsTo(shell, 'Health', 'readSamples').map((call) => call.options)).toEqual([
      {
        dataType: 'steps',
        startDate: new Date(2026, 2, 2).toISOString(),
        endDate: now.toISOString(),
        limit: 0,
        ascending: true,
      },
    ]);
  });

  it('stops at the end of the last day when it is past', async () => {
    const { shell, steps } = await onPhone({ permission: 'granted', steps: { '2026-03-02': 9000 } });
    await steps.readDailySteps('2026-03-01', '2026-03-02', new Date(2026, 2, 10));
    expect(callsTo(shell, 'Health', 'readSamples')[0]?.options.endDate).toBe(new Date(2026, 2, 3).toISOString());
  });

  it('reads nothing for days still to come', async () => {
    const { shell, steps } = await onPhone({ permission: 'granted' });
    expect(await steps.readDailySteps('2026-03-05', '2026-03-09', new Date(2026, 2, 3))).toEqual({});
    expect(callsTo(shell, 'Health', 'readSamples')).toEqual([]);
  });

  it('rejects as denied once reading steps is no longer allowed', async () => {
    const { steps } = await onPhone({ permission: 'denied', steps: { '2026-03-02': 9000 } });
    await expect(steps.readDailySteps('2026-03-02', '2026-03-02', new Date(2026, 2, 3))).rejects.toMatchObject({
      problem: 'denied',
    });
  });

  it('logs a failure it cannot explain, by its message only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { steps } = await onPhone({ permission: 'granted' });
    expect(steps.phoneStepsProblem(new Error('Binder died'))).toBe('failed');
    installSimulatedBridge({ failingPlugins: ['Health'] });
    await expect(steps.readDailySteps('2026-03-02', '2026-03-02', new Date(2026, 2, 3))).rejects.toMatchObject({
      problem: 'failed',
    });
    expect(error).toHaveBeenCalledWith("The phone's steps could not be read: Health failed (simulated)");
  });
});
