import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

describe('createBackgroundTasks', () => {
  it('returns at once and drains every task, including tasks started by tasks', async () => {
    const done: string[] = [];
    const background = createBackgroundTasks({ log: { error: () => undefined } });
    background.run(
      async () => {
        done.push('first');
        background.run(async () => void done.push('second'), { message: 'second failed' });
      },
      { message: 'first failed' },
    );
    expect(done).toEqual([]);
    await background.drain();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure with what the caller chose to say, and never throws', async () => {
    const logged: [object, string][] = [];
    const background = createBackgroundTasks({ log: { error: (details, message) => logged.push([details, message]) } });
    background.run(() => Promise.reject(new Error('database down')), {
      message: 'Reset failed',
      details: { tenant: 'swift' },
    });
    background.run(
      () => {
        throw new Error('thrown at once');
      },
      { message: 'Sync failure' },
    );
    await background.drain();
    expect(logged.map(([, message]) => message).sort()).toEqual(['Reset failed', 'Sync failure']);
    expect(logged.find(([, message]) => message === 'Reset failed')?.[0]).toMatchObject({ tenant: 'swift' });
  });
});
