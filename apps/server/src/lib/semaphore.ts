/**
 * At most `max` tasks at once; the rest wait in arrival order. Password
 * hashing uses it: each argon2id hash takes 19 MiB and a libuv thread, so a
 * burst of sign-ins must queue rather than exhaust memory and the pool.
 */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
  /** The most tasks that ever ran at once (the metrics show it never passes `max`). */
  readonly peak: number;
}

export function createSemaphore(max: number): Semaphore {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('A semaphore needs at least one slot.');
  let active = 0;
  let peak = 0;
  const queue: (() => void)[] = [];

  async function acquire(): Promise<void> {
    if (active < max) {
      active += 1;
      peak = Math.max(peak, active);
      return;
    }
    // The slot is handed over by release(), so `active` stays counted.
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
  };
}
