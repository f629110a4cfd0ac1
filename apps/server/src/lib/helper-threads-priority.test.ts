import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, readdir } from 'node:fs/promises';
import { getPriority } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELPER_THREADS_NICENESS } from './helper-threads-priority';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each thread's nice value, by thread id (the 19th field of /proc/<pid>/task/<tid>/stat). */
async function niceValues(pid: number): Promise<Map<number, number>> {
  const values = new Map<number, number>();
  for (const threadId of await readdir(`/proc/${pid}/task`)) {
    const stat = await readFile(`/proc/${pid}/task/${threadId}/stat`, 'utf8').catch(() => undefined);
    if (stat === undefined) continue;
    // After "pid (command) ", the fields start at the 3rd; the nice value is the 19th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(Number(threadId), Number(fields[16]));
  }
  return values;
}

describe.runIf(process.platform === 'linux')('lowerHelperThreadsPriority', () => {
  it("lowers every helper thread of the process and leaves the event loop's thread as it was", async () => {
    // A process of its own, as the server calls it at start; the test's own threads are left alone.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--eval',
        `import('./src/lib/helper-threads-priority.ts').then(async ({ lowerHelperThreadsPriority }) => {
           console.log(JSON.stringify(await lowerHelperThreadsPriority()));
           setInterval(() => {}, 60_000);
         });`,
      ],
      { cwd: SERVER_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
      const result = JSON.parse(line) as { lowered: number };
      const values = await niceValues(child.pid!);
      const helpers = [...values].filter(([threadId]) => threadId !== child.pid);

      expect(values.get(child.pid!)).toBe(getPriority()); // as it started: this process's
      expect(helpers.length).toBeGreaterThanOrEqual(4); // at least libuv's pool of four
      expect(result.lowered).toBe(helpers.length);
      for (const [, nice] of helpers) expect(nice).toBe(HELPER_THREADS_NICENESS);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
