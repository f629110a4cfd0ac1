/**
 * The local disk storage's unfinished uploads: each is written to `.incoming/<host>/<pid>-<run>.<uuid>`
 * and renamed into place once complete. A process killed mid-upload (SIGKILL, a lost machine) cannot
 * remove its file, so each start sweeps what dead processes left: on this host, files of a process id
 * that no longer runs, or of an earlier run under this same id (a restarted container is often pid 1);
 * on other hosts sharing the folder, whose processes cannot be asked, files untouched for a day.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Another host's upload that has not grown for this long is abandoned. */
export const STALE_INCOMING_MS = 24 * 3_600_000;

/** This process: its id and a tag that tells it apart from an earlier process with the same id. */
const THIS_RUN = { pid: process.pid, run: randomUUID().slice(0, 8) };

const hostSegment = (name: string) => name.replace(/[^\w.-]/g, '_') || 'host';

export interface IncomingRun {
  pid: number;
  run: string;
}

export function createIncomingFiles(options: { root: string; host?: string; self?: IncomingRun }) {
  const incoming = path.join(options.root, '.incoming');
  const host = hostSegment(options.host ?? hostname());
  const self = options.self ?? THIS_RUN;
  const ownFolder = path.join(incoming, host);

  function isRunning(pid: number): boolean {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it runs, as another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }

  /** Whether a file on this host belongs to a process that can no longer finish it. */
  function isAbandonedHere(name: string): boolean {
    const match = /^(\d+)-([\w]+)\./.exec(name);
    if (!match) return true;
    const pid = Number(match[1]);
    if (pid === self.pid) return match[2] !== self.run;
    return !isRunning(pid);
  }

  async function listFiles(folder: string): Promise<string[]> {
    try {
      return (await readdir(folder, { withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  return {
    folder: ownFolder,
    /** A fresh name for an upload of this process. */
    newFile: () => path.join(ownFolder, `${self.pid}-${self.run}.${randomUUID()}`),
    /** Removes what dead processes left; answers how many files went. */
    async sweep(now = Date.now()): Promise<number> {
      let removed = 0;
      let hosts: string[];
      try {
        hosts = (await readdir(incoming, { withFileTypes: true }))
          .filter((entry) => entry.isDirectory())
          .map((e) => e.name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      for (const folderHost of hosts) {
        const folder = path.join(incoming, folderHost);
        for (const name of await listFiles(folder)) {
          const file = path.join(folder, name);
          const abandoned =
            folderHost === host ? isAbandonedHere(name) : now - (await stat(file)).mtimeMs > STALE_INCOMING_MS;
          if (abandoned) {
            await rm(file, { force: true });
            removed += 1;
          }
        }
      }
      // Files of the layout before host folders (`.incoming/<uuid>`): an earlier version's, by age alike.
      for (const name of await listFiles(incoming)) {
        const file = path.join(incoming, name);
        if (now - (await stat(file)).mtimeMs > STALE_INCOMING_MS) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
