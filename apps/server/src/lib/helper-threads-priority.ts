/**
 * The event loop answers every request; the process's helper threads (libuv's pool, where argon2 hashes,
 * file reads and DNS lookups run, and V8's background threads) do work that can wait a moment. When the
 * busy threads outnumber the cores — a sign-in storm keeps HASH_CONCURRENCY hashes running on every
 * instance — the kernel shares the cores evenly, and the event loop waits its turn behind the hashes:
 * health checks and every other request slow down with the storm. Giving the helper threads a lower
 * priority (on Linux, each thread has its own nice value) lets the event loop run first; the hashes take
 * what is left, which under a storm is nearly all of it.
 */
import { readdir, stat } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';

/** Nice 10: the kernel gives a nice-0 thread about ten times the CPU of a nice-10 one. */
export const HELPER_THREADS_NICENESS = 10;

export type HelperThreadsPriority = { lowered: number } | { skipped: string };

export async function lowerHelperThreadsPriority(
  niceness: number = HELPER_THREADS_NICENESS,
): Promise<HelperThreadsPriority> {
  if (process.platform !== 'linux') return { skipped: `threads keep their priority on ${process.platform}` };
  // libuv starts its pool with the first task it is given: make sure its threads exist before listing them.
  await stat(tmpdir());
  let threadIds: string[];
  try {
    threadIds = await readdir('/proc/self/task');
  } catch (error) {
    return { skipped: `cannot list the threads (${(error as Error).message})` };
  }
  let lowered = 0;
  for (const threadId of threadIds) {
    // The main thread's id is the process id: it keeps its priority.
    if (Number(threadId) === process.pid) continue;
    try {
      setPriority(Number(threadId), niceness);
      lowered += 1;
    } catch {
      // A thread that ended between the listing and now.
    }
  }
  return { lowered };
}
