/**
 * Carries out the deletions operators schedule (a programme suspended, `deletion_due_at` 30 days out): once
 * a programme is due, it is exported whole (programme-export.ts) and then removed whole — every row of
 * every table that holds its rows, in one transaction, and after the commit its files in the media
 * storage. Every instance starts the job hourly and one at a time runs it (a lease, see services.ts).
 *
 * The operators' own tenant and the built-in brands are never deleted, whatever their rows say. Nothing is
 * deleted that the export does not hold, and a stopped run is finished by the next (pending-removals.ts).
 * The logs name the programme's key and counts, never what its rows hold.
 */
import { rmdir } from 'node:fs/promises';
import path from 'node:path';
import { isBrandKey } from '@portal/contracts/brands';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import type { ObjectKey, Storage } from '../media/storage/storage';
import { toObjectPath } from '../media/storage/storage';
import type { PendingRemoval } from './pending-removals';
import { createPendingRemovals } from './pending-removals';
import type { DueProgramme, ProgrammeDeletionRepository } from './programme-deletion-repository';
import { ProgrammeChangedError } from './programme-deletion-repository';
import type { ExportPaths } from './programme-export';
import {
  chooseExportPaths,
  isExportIn,
  removeExport,
  sweepTemporaryFiles,
  writeProgrammeExport,
} from './programme-export';
import type { ProgrammeTablesPlan } from './programme-tables';
import { planProgrammeTables } from './programme-tables';

export const PROGRAMME_DELETION_INTERVAL_MS = 3_600_000;

export interface DeletedProgramme {
  key: string;
  /** Rows deleted per table (its label), the tables with none left out. */
  rows: Record<string, number>;
  /** Media objects whose bytes are in the export. */
  mediaExported: number;
  /** The export's file. */
  exportFile: string;
}

export interface ProgrammeDeletionRun {
  deleted: DeletedProgramme[];
  /** Due, but the operators' tenant or a built-in brand: never deleted. */
  refused: string[];
  /** Changed while it was exported (or no longer due): nothing deleted, tried again next run. */
  postponed: string[];
  failed: string[];
  /** Earlier runs' deletions whose files this run finished removing. */
  finishedRemovals: number;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function isUndeletableProgramme(key: string): boolean {
  return key === OPERATORS_TENANT_KEY || isBrandKey(key);
}

export function createProgrammeDeletionJob(deps: {
  repository: ProgrammeDeletionRepository;
  storage: Storage;
  /** `<DATA_DIR>/programme-exports`. */
  exportsDir: string;
  /** The local media storage's folder (`<DATA_DIR>/media`): the programme's emptied folders there go too. */
  mediaRoot?: string;
  /** The programme is gone: every instance forgets its record, host claims and memoised settings. */
  onDeleted: (tenantId: string) => void;
  log: Log;
  now?: () => Date;
}) {
  const { repository, storage, log } = deps;
  const now = deps.now ?? (() => new Date());
  // Absolute: the notes name the export's paths, which must mean the same after a restart.
  const exportsDir = path.resolve(deps.exportsDir);
  const pending = createPendingRemovals(path.join(exportsDir, '.pending-removals'));

  async function pruneFolders(keys: ObjectKey[]) {
    const root = deps.mediaRoot;
    if (!root) return;
    const owners = new Set<string>();
    for (const key of keys) {
      try {
        owners.add(path.dirname(path.join(root, ...toObjectPath(key).split('/'))));
      } catch {
        // Not a key the storage could have written: there is no folder of it.
      }
    }
    const tenantFolders = new Set([...owners].map((owner) => path.dirname(owner)));
    // Only empty folders go (rmdir refuses the rest): a new programme of the same key keeps its own.
    for (const folder of [...owners, ...tenantFolders]) await rmdir(folder).catch(() => undefined);
  }

  /** Removes the programme's stored files; a missing one is no error. False when any could not be removed. */
  async function removeFiles(removal: PendingRemoval): Promise<boolean> {
    const keys = removal.files.map((file): ObjectKey => ({ tenantKey: removal.tenantKey, ...file }));
    let removedAll = true;
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (error) {
        removedAll = false;
        log.warn(
          { err: error, programme: removal.tenantKey, objectId: key.objectId },
          'programme deletion: a stored file could not be removed; the next run tries again',
        );
      }
    }
    await pruneFolders(keys);
    return removedAll;
  }

  /** What earlier runs left: their files removed if their programme went, their export dropped if it did not. */
  async function finishEarlierRuns(): Promise<number> {
    let finished = 0;
    for (const removal of await pending.list()) {
      if (await repository.tenantExists(removal.tenantId)) {
        // Only what this job names in its own folder is ever removed.
        if (isExportIn(exportsDir, removal.export)) await removeExport(removal.export);
        await pending.remove(removal.tenantId);
        continue;
      }
      if (await removeFiles(removal)) {
        await pending.remove(removal.tenantId);
        finished += 1;
        log.info(
          { programme: removal.tenantKey, files: removal.files.length },
          'programme deletion: finished removing its files',
        );
      }
    }
    return finished;
  }

  /** Nothing was deleted: the export of rows still in the database, and its note, are not kept. */
  async function forgetAttempt(programme: DueProgramme, paths: ExportPaths) {
    await removeExport(paths);
    await pending.remove(programme.id);
  }

  async function deleteProgramme(
    programme: DueProgramme,
    plan: ProgrammeTablesPlan,
  ): Promise<DeletedProgramme | undefined> {
    const files = await repository.listStoredFiles(programme.id);
    const paths = await chooseExportPaths(exportsDir, programme.key, now());
    const removal: PendingRemoval = {
      tenantId: programme.id,
      tenantKey: programme.key,
      export: paths,
      files: files.map(({ ownerAccountId, objectId }) => ({ ownerAccountId, objectId })),
    };
    // Noted before anything is written, so a run stopped from here on is cleaned up or finished by the next.
    await pending.save(removal);
    let written: Awaited<ReturnType<typeof writeProgrammeExport>>;
    try {
      written = await writeProgrammeExport({ repository, storage, programme, plan, files, paths, now: now() });
    } catch (error) {
      await forgetAttempt(programme, paths);
      throw error;
    }
    let deleted: Map<string, number>;
    try {
      deleted = await repository.deleteProgramme({
        tenantId: programme.id,
        plan,
        tenantRow: written.tenantRow,
        exported: written.rowCounts,
      });
    } catch (error) {
      if (error instanceof ProgrammeChangedError) {
        log.info({ programme: programme.key, reason: error.message }, 'programme deletion: postponed to the next run');
        await forgetAttempt(programme, paths);
        return undefined;
      }
      // The commit's answer may be what failed: the tenants row says whether the rows went. When that cannot
      // be read either, the export and the note stay for the next run, which asks again.
      if (await repository.tenantExists(programme.id)) {
        await forgetAttempt(programme, paths);
        throw error;
      }
      deleted = new Map();
    }
    deps.onDeleted(programme.id);
    if (await removeFiles(removal)) await pending.remove(programme.id);
    const mediaExported = written.mediaCopied;
    const rows = Object.fromEntries([...deleted].filter(([, count]) => count > 0));
    log.info(
      {
        programme: programme.key,
        rows: Object.values(rows).reduce((sum, count) => sum + count, 0),
        tables: rows,
        mediaExported,
        // Media rows whose bytes the storage no longer had: listed in the export without a file.
        mediaMissing: written.mediaMissing,
        storedFiles: files.length,
        export: path.basename(paths.file),
      },
      'programme deletion: exported and deleted a programme',
    );
    return { key: programme.key, rows, mediaExported, exportFile: paths.file };
  }

  return {
    async run(): Promise<ProgrammeDeletionRun> {
      const outcome: ProgrammeDeletionRun = {
        deleted: [],
        refused: [],
        postponed: [],
        failed: [],
        finishedRemovals: 0,
      };
      await sweepTemporaryFiles(exportsDir);
      await sweepTemporaryFiles(pending.folder);
      outcome.finishedRemovals = await finishEarlierRuns();
      const due = await repository.listDue();
      if (due.length === 0) return outcome;
      const plan = planProgrammeTables(await repository.readCatalog());
      for (const programme of due) {
        if (isUndeletableProgramme(programme.key)) {
          outcome.refused.push(programme.key);
          log.warn({ programme: programme.key }, 'programme deletion: refused, the programme is built in');
          continue;
        }
        try {
          const deleted = await deleteProgramme(programme, plan);
          if (deleted) outcome.deleted.push(deleted);
          else outcome.postponed.push(programme.key);
        } catch (error) {
          outcome.failed.push(programme.key);
          log.error(
            { err: error, programme: programme.key },
            'programme deletion: failed; the next run finishes or retries it',
          );
        }
      }
      return outcome;
    },
  };
}
export type ProgrammeDeletionJob = ReturnType<typeof createProgrammeDeletionJob>;
