import { describe, expect, it } from 'vitest';
import { INGESTION_MESSAGES } from '@portal/contracts/ingestion';
import { AnalyticsBusyError, createAnalyticsReadGate } from './analytics-read-gate';

/** A task that finishes when told. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

describe('the analytics read gate', () => {
  it('runs two reads of a tenant at once, queues two more, refuses the next at once; other tenants go on', async () => {
    const gate = createAnalyticsReadGate(2);
    const reads = Array.from({ length: 4 }, () => held());
    let started = 0;
    const running = reads.map((read) =>
      gate.run('tenant-a', async () => {
        started += 1;
        await read.task();
        return started;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);

    const refused = await gate.run('tenant-a', async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AnalyticsBusyError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: INGESTION_MESSAGES.queriesBusy });
    expect((refused as AnalyticsBusyError).retryAfterSeconds).toBeGreaterThan(0);

    // Another tenant is not held by tenant-a's reads.
    expect(await gate.run('tenant-b', async () => 'served')).toBe('served');

    for (const read of reads) read.finish();
    await Promise.all(running);
    expect(started).toBe(4);
    // Once the reads are done, the tenant is served again.
    expect(await gate.run('tenant-a', async () => 'again')).toBe('again');
  });
});
