import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createSemaphore', () => {
  it('runs at most `max` tasks at once and the rest in arrival order', async () => {
    const semaphore = createSemaphore(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      semaphore.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(semaphore).toMatchObject({ active: 2, waiting: 3 });

    gates[1]!.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(semaphore.active).toBe(2);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(semaphore).toMatchObject({ active: 0, waiting: 0, peak: 2 });
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.active).toBe(0);
  });

  it('needs at least one slot', () => {
    expect(() => createSemaphore(0)).toThrow(RangeError);
  });
});
