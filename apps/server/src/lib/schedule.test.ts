import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeating } from './schedule';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startRepeating', () => {
  it('runs first after a delay, then at each interval, until stopped', async () => {
    const run = vi.fn(() => Promise.resolve());
    const schedule = startRepeating({ intervalMs: 1000, firstRunAfterMs: 100, run, log: { error: vi.fn() }, description: 'job' });
    await vi.advanceTimersByTimeAsync(99);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('does not start a run while the last one is still going, and stop waits for it', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const schedule = startRepeating({ intervalMs: 1000, firstRunAfterMs: 0, run, log: { error: vi.fn() }, description: 'job' });
    await vi.advanceTimersByTimeAsync(3500);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    const log = { error: vi.fn() };
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const schedule = startRepeating({ intervalMs: 1000, firstRunAfterMs: 0, run, log, description: 'the job' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the job failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await schedule.stop();
  });
});
