import { describe, expect, it, vi } from 'vitest';
import {
  getBackoffCeiling,
  getBackoffDelay,
  isRetryableError,
  MAX_BACKOFF_MS,
  MAX_OPERATION_RETRY_TIME,
  MAX_UPLOAD_RETRY_TIME,
  runWithRetry,
  sleep,
} from './retry';
import type { StorageClock } from './retry';
import { StorageError } from './storage-error';

/** A clock whose waits pass at once, recording each one. */
function makeFakeClock(random = () => 0.999_999) {
  const waits: number[] = [];
  let now = 0;
  const clock: StorageClock = {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    random,
  };
  return { clock, waits, advance: (ms: number) => (now += ms), elapsed: () => now };
}

function httpError(status?: number, code?: string) {
  return {
    isHttpError: true as const,
    message: 'failed',
    code,
    response: status === undefined ? undefined : { status, statusText: '', data: {} },
  };
}

describe('backoff', () => {
  it('doubles from 1 s up to 64 s and stays there', () => {
    expect(Array.from({ length: 9 }, (_, attempt) => getBackoffCeiling(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 64_000, 64_000,
    ]);
    expect(MAX_BACKOFF_MS).toBe(64_000);
    expect(MAX_OPERATION_RETRY_TIME).toBe(120_000);
    expect(MAX_UPLOAD_RETRY_TIME).toBe(600_000);
  });

  it('jitters over the whole range, from 0 up to (not including) the ceiling', () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const ceiling = getBackoffCeiling(attempt);
      expect(getBackoffDelay(attempt, () => 0)).toBe(0);
      expect(getBackoffDelay(attempt, () => 0.5)).toBe(ceiling / 2);
      expect(getBackoffDelay(attempt, () => 0.999_999)).toBeLessThan(ceiling);
      for (let sample = 0; sample < 20; sample += 1) {
        const delay = getBackoffDelay(attempt, Math.random);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(ceiling);
      }
    }
  });
});

describe('isRetryableError', () => {
  it.each([408, 429, 500, 502, 503, 504, 599])('retries %i', (status) => {
    expect(isRetryableError(httpError(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 413, 415, 422])('does not retry %i', (status) => {
    expect(isRetryableError(httpError(status))).toBe(false);
  });

  it('retries a network error or timeout, not a cancel or a non-HTTP failure', () => {
    expect(isRetryableError(httpError(undefined, 'ERR_NETWORK'))).toBe(true);
    expect(isRetryableError(httpError(undefined, 'ECONNABORTED'))).toBe(true);
    expect(isRetryableError(httpError(undefined, 'ERR_CANCELED'))).toBe(false);
    expect(isRetryableError(new TypeError('bug'))).toBe(false);
    expect(isRetryableError(new StorageError('storage/canceled'))).toBe(false);
  });
});

describe('runWithRetry', () => {
  it('waits 1, 2, 4 … 64, 64 s between tries (at the top of the jitter) and returns the first success', async () => {
    const { clock, waits } = makeFakeClock();
    let calls = 0;
    const result = await runWithRetry(
      async () => {
        calls += 1;
        if (calls <= 8) throw httpError(503);
        return 'done';
      },
      { maxRetryTime: MAX_UPLOAD_RETRY_TIME, clock },
    );
    expect(result).toBe('done');
    expect(calls).toBe(9);
    expect(waits.map((ms) => Math.round(ms / 1000))).toEqual([1, 2, 4, 8, 16, 32, 64, 64]);
  });

  it('gives an operation up after 2 minutes with storage/retry-limit-exceeded', async () => {
    const { clock, waits, elapsed } = makeFakeClock();
    const attempt = vi.fn(async () => {
      throw httpError(503);
    });
    await expect(runWithRetry(attempt, { maxRetryTime: MAX_OPERATION_RETRY_TIME, clock })).rejects.toMatchObject({
      code: 'storage/retry-limit-exceeded',
      status: 503,
      message: "We couldn't reach the portal after several tries. Check your connection and try again.",
    });
    // 1 + 2 + 4 + 8 + 16 + 32 = 63 s; the next 64 s wait would end past 120 s.
    expect(waits).toHaveLength(6);
    expect(attempt).toHaveBeenCalledTimes(7);
    expect(elapsed()).toBeLessThan(MAX_OPERATION_RETRY_TIME);
    expect(elapsed() + 64_000).toBeGreaterThan(MAX_OPERATION_RETRY_TIME);
  });

  it('gives an upload up after 10 minutes', async () => {
    const { clock, waits, elapsed } = makeFakeClock();
    const attempt = vi.fn(async () => {
      throw httpError(429);
    });
    await expect(runWithRetry(attempt, { maxRetryTime: MAX_UPLOAD_RETRY_TIME, clock })).rejects.toMatchObject({
      code: 'storage/retry-limit-exceeded',
    });
    // 63 s, then eight 64 s waits: 575 s; one more would end at 639 s.
    expect(waits).toHaveLength(14);
    expect(elapsed()).toBe(575_000 - 14);
    expect(elapsed()).toBeLessThan(MAX_UPLOAD_RETRY_TIME);
  });

  it('counts the time the tries themselves take', async () => {
    const { clock, advance, waits } = makeFakeClock(() => 0);
    const attempt = vi.fn(async () => {
      advance(50_000);
      throw httpError(500);
    });
    await expect(runWithRetry(attempt, { maxRetryTime: MAX_OPERATION_RETRY_TIME, clock })).rejects.toMatchObject({
      code: 'storage/retry-limit-exceeded',
    });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([0, 0]);
  });

  it.each([
    [400, 'storage/invalid-argument'],
    [401, 'storage/unauthenticated'],
    [403, 'storage/unauthorized'],
    [404, 'storage/object-not-found'],
  ])('does not retry %i (%s)', async (status, code) => {
    const { clock, waits } = makeFakeClock();
    const attempt = vi.fn(async () => {
      throw httpError(status);
    });
    await expect(runWithRetry(attempt, { maxRetryTime: MAX_UPLOAD_RETRY_TIME, clock })).rejects.toMatchObject({
      code,
      status,
    });
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('stops waiting for the next try when cancelled mid-wait', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const attempt = vi.fn(async () => {
        throw httpError(503);
      });
      const clock: StorageClock = { now: () => Date.now(), sleep, random: () => 0.5 };
      const result = runWithRetry(attempt, { maxRetryTime: MAX_UPLOAD_RETRY_TIME, signal: controller.signal, clock });
      const settled = expect(result).rejects.toMatchObject({ code: 'storage/canceled' });
      await vi.advanceTimersByTimeAsync(500); // the first wait is 500 ms: done, second try, now waiting 1 s
      expect(attempt).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(300);
      controller.abort();
      await settled;
      await vi.advanceTimersByTimeAsync(120_000);
      expect(attempt).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not start when the signal has already aborted', async () => {
    const attempt = vi.fn(async () => 'never');
    await expect(
      runWithRetry(attempt, { maxRetryTime: MAX_OPERATION_RETRY_TIME, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ code: 'storage/canceled', message: 'The upload was cancelled.' });
    expect(attempt).not.toHaveBeenCalled();
  });
});
