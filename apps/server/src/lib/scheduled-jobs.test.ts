/**
 * Leases on scheduled jobs, on the test's database (two holders stand in for two instances; the
 * `instances` project runs them on two connection pools too).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { waitFor } from '../test/wait-for';
import { createJobLeasesRepository } from './job-leases';
import type { JobLeasesRepository } from './job-leases';
import { startLeasedJob } from './scheduled-jobs';

let t: TestApp;
let leases: JobLeasesRepository;

beforeAll(async () => {
  t = await createTestApp();
  leases = createJobLeasesRepository(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('job leases', () => {
  it('are held by one holder until released or expired', async () => {
    const job = `lease-${randomUUID()}`;
    const claim = (holder: string, leaseMs = 60_000) => leases.claim({ job, holder, leaseMs, intervalMs: 60_000 });
    expect(await claim('a')).toEqual({ due: true });
    expect(await claim('b')).toBeUndefined();
    expect(await claim('a')).toEqual({ due: true });
    expect(await leases.markRun(job, 'b')).toBe(false);
    expect(await leases.markRun(job, 'a')).toBe(true);
    // Renewed by its holder; a run has started within the interval.
    expect(await claim('a')).toEqual({ due: false });
    await leases.release(job, 'a');
    // Taken over at once, and the period's run is not repeated.
    expect(await claim('b')).toEqual({ due: false });
    expect(await claim('a')).toBeUndefined();
  });

  it('can be taken over once expired', async () => {
    const job = `lease-${randomUUID()}`;
    expect(await leases.claim({ job, holder: 'a', leaseMs: 1, intervalMs: 60_000 })).toBeDefined();
    await waitFor(
      async () => (await leases.claim({ job, holder: 'b', leaseMs: 60_000, intervalMs: 60_000 })) !== undefined,
      'the expired lease is taken by b',
    );
    expect(await leases.claim({ job, holder: 'a', leaseMs: 60_000, intervalMs: 60_000 })).toBeUndefined();
  });
});

describe('startLeasedJob', () => {
  it('runs on one holder at a time; the other takes over when it stops', async () => {
    const job = `job-${randomUUID()}`;
    const runs: string[] = [];
    const start = (holder: string) =>
      startLeasedJob({
        job,
        holder,
        leases,
        intervalMs: 100,
        leaseMs: 3_000,
        firstRunAfterMs: 0,
        run: async () => {
          runs.push(holder);
        },
        log: { error: vi.fn() },
        description: 'the test job',
      });
    const a = start('a');
    const b = start('b');
    try {
      await waitFor(() => runs.length >= 3, 'the job has run three times');
      const holder = runs[0]!;
      expect(new Set(runs)).toEqual(new Set([holder]));
      await (holder === 'a' ? a : b).stop();
      const before = runs.length;
      await waitFor(() => runs.length > before, 'the other holder runs it');
      expect(runs.slice(before).every((name) => name !== holder)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('logs a failed run and runs again in the next period', async () => {
    const log = { error: vi.fn() };
    let attempts = 0;
    const schedule = startLeasedJob({
      job: `job-${randomUUID()}`,
      holder: 'a',
      leases,
      intervalMs: 100,
      leaseMs: 3_000,
      firstRunAfterMs: 0,
      run: async () => {
        attempts += 1;
        throw new Error('the job broke');
      },
      log,
      description: 'the failing job',
    });
    try {
      await waitFor(() => attempts >= 2, 'a second attempt');
      expect(log.error).toHaveBeenCalledWith(expect.anything(), 'the failing job failed');
    } finally {
      await schedule.stop();
    }
  });
});
