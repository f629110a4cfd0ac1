import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestInstances } from '../test/create-test-instances';
import { createTestInstances } from '../test/create-test-instances';
import type { TestApp } from '../test/create-test-app';
import { waitFor } from '../test/wait-for';
import { createJobLeasesRepository } from './job-leases';
import { startLeasedJob } from './scheduled-jobs';

describe('a scheduled job on two instances', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await createTestInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('runs on one instance at a time; the other takes over when the holder stops', async () => {
    const job = `test-${randomUUID()}`;
    const runs: string[] = [];
    let concurrent = 0;
    let mostConcurrent = 0;
    const start = (instance: TestApp, holder: string) =>
      startLeasedJob({
        job,
        holder,
        // Each instance's own connection pool on the shared database.
        leases: createJobLeasesRepository(instance.db),
        intervalMs: 200,
        leaseMs: 3_000,
        firstRunAfterMs: 0,
        run: async () => {
          concurrent += 1;
          mostConcurrent = Math.max(mostConcurrent, concurrent);
          runs.push(holder);
          await new Promise((resolve) => setImmediate(resolve));
          concurrent -= 1;
        },
        log: { error: (details) => console.error(details) },
        description: 'the test job',
      });
    const onA = start(instances.a, 'a');
    const onB = start(instances.b, 'b');
    try {
      await waitFor(() => runs.length >= 4, 'the job has run four times');
      const holder = runs[0]!;
      expect(new Set(runs)).toEqual(new Set([holder]));
      const [stopping, staying] = holder === 'a' ? [onA, onB] : [onB, onA];
      await stopping.stop();
      const before = runs.length;
      await waitFor(() => runs.slice(before).includes(holder === 'a' ? 'b' : 'a'), 'the other instance runs it');
      expect(runs.slice(before).every((name) => name !== holder)).toBe(true);
      expect(mostConcurrent).toBe(1);
      await staying.stop();
    } finally {
      await Promise.all([onA.stop(), onB.stop()]);
    }
  });
});
