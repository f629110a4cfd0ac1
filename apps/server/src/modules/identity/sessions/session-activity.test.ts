import { describe, expect, it } from 'vitest';
import { SESSION_SEEN_INTERVAL_MS, createSessionActivity } from './session-activity';

function setUp(options: { fail?: boolean; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const writes: string[] = [];
  const failures: string[] = [];
  const tasks: Promise<unknown>[] = [];
  const activity = createSessionActivity({
    touch: async (sessionId) => {
      if (options.fail) throw new Error('database gone');
      writes.push(sessionId);
    },
    background: {
      run: (task, failure) => {
        tasks.push(task().catch(() => failures.push(failure.message)));
      },
    },
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  return {
    activity,
    writes,
    failures,
    advance: (ms: number) => (now += ms),
    settle: () => Promise.all(tasks),
  };
}

describe('session activity', () => {
  it('writes a session at most once a minute, in the background', async () => {
    const { activity, writes, advance, settle } = setUp();
    activity.seen('a', 't');
    activity.seen('a', 't');
    activity.seen('b', 't');
    advance(SESSION_SEEN_INTERVAL_MS - 1);
    activity.seen('a', 't');
    await settle();
    expect(writes).toEqual(['a', 'b']);
    advance(1);
    activity.seen('a', 't');
    await settle();
    expect(writes).toEqual(['a', 'b', 'a']);
  });

  it('returns before the write and never throws when it fails', async () => {
    const { activity, failures, settle } = setUp({ fail: true });
    expect(() => activity.seen('a', 't')).not.toThrow();
    await settle();
    expect(failures).toEqual(['Could not mark a session as used']);
  });

  it('keeps at most maxEntries sessions in memory, forgetting the oldest', async () => {
    const { activity, writes, settle } = setUp({ maxEntries: 2 });
    activity.seen('a', 't');
    activity.seen('b', 't');
    activity.seen('c', 't');
    activity.seen('a', 't');
    activity.seen('c', 't');
    await settle();
    expect(writes).toEqual(['a', 'b', 'c', 'a']);
  });
});
