/**
 * What one programme's deletion still has to do outside the database, kept on disk beside the exports
 * (`.pending-removals/<tenant id>.json`) from before its rows go until its files are gone. The rows and the
 * files cannot go in one transaction: a run that stops between the commit and the last file leaves this
 * note, and the next run finishes from it. Whether the commit happened is read from the database: while the
 * tenants row is there it did not, and the note's export (of rows still in the database) is thrown away.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ExportPaths } from './programme-export';

export interface PendingRemoval {
  tenantId: string;
  tenantKey: string;
  export: ExportPaths;
  /** The media storage's keys under the programme's key: its media and its members' prepared downloads. */
  files: { ownerAccountId: string | null; objectId: string }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createPendingRemovals(dir: string) {
  const fileOf = (tenantId: string) => {
    // The name is the tenant's id, never anything else: no path can be made of it.
    if (!UUID.test(tenantId)) throw new Error('A pending removal is named by a tenant id.');
    return path.join(dir, `${tenantId}.json`);
  };

  return {
    /** Writes (or replaces) the note, whole or not at all. */
    async save(removal: PendingRemoval): Promise<void> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = fileOf(removal.tenantId);
      const temporary = path.join(dir, `.${removal.tenantId}.json.tmp-${randomBytes(6).toString('hex')}`);
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(JSON.stringify(removal));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    },

    /** Every note still there (one unreadable is left for an operator, and not acted on). */
    async list(): Promise<PendingRemoval[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const removals: PendingRemoval[] = [];
      for (const name of names.filter((entry) => UUID.test(entry.replace(/\.json$/, '')) && entry.endsWith('.json'))) {
        try {
          removals.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as PendingRemoval);
        } catch {
          continue;
        }
      }
      return removals;
    },

    async remove(tenantId: string): Promise<void> {
      await rm(fileOf(tenantId), { force: true });
    },

    folder: dir,
  };
}
export type PendingRemovals = ReturnType<typeof createPendingRemovals>;
