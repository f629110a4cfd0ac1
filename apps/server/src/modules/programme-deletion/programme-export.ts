/**
 * A programme's export before its deletion, under `<DATA_DIR>/programme-exports/`:
 *
 * - `<key>-<date>.json.gz`: one gzip-compressed JSON document with every row of the programme, table by
 *   table, each row as PostgreSQL writes it in JSON (timestamps in ISO form, `bytea` as `\x…` hex), and the
 *   list of its media files;
 * - `<key>-<date>-media/<owner account id or "shared">/<media object id>`: each media object's bytes as the
 *   media storage kept them (the storage's own layout), when the programme had any.
 *
 * Both are written under temporary names and renamed into place, the folder first: a `.json.gz` that is
 * there is a whole export. Files are readable by the server's user only (0600, folders 0700).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Storage } from '../media/storage/storage';
import { SHARED_OWNER_SEGMENT, StorageNotFoundError } from '../media/storage/storage';
import type { DueProgramme, ProgrammeDeletionRepository, StoredFile } from './programme-deletion-repository';
import type { ProgrammeTablesPlan } from './programme-tables';

export const PROGRAMME_EXPORT_FORMAT = 'portal-programme-export';
export const PROGRAMME_EXPORT_VERSION = 1;

/** Where one export's two parts go (absolute paths). */
export interface ExportPaths {
  file: string;
  mediaFolder: string;
}

export interface WrittenExport {
  paths: ExportPaths;
  /** Rows exported per table (its label). */
  rowCounts: Map<string, number>;
  /** The tenants row as exported: the deletion goes ahead only while it is still this. */
  tenantRow: string;
  /** Media objects whose bytes were copied; those without stored bytes are listed with `file: null`. */
  mediaCopied: number;
  mediaMissing: number;
}

const TEMPORARY = /^\..+\.tmp-[0-9a-f]{12}$/;

const exists = (target: string) =>
  access(target).then(
    () => true,
    () => false,
  );

/** `<key>-<YYYY-MM-DD>`, or `-2`, `-3`… after it when an earlier export of the day (another programme of that key) is there. */
export async function chooseExportPaths(dir: string, key: string, now: Date): Promise<ExportPaths> {
  const base = `${key}-${now.toISOString().slice(0, 10)}`;
  for (let attempt = 1; ; attempt += 1) {
    const name = attempt === 1 ? base : `${base}-${attempt}`;
    const paths = { file: path.join(dir, `${name}.json.gz`), mediaFolder: path.join(dir, `${name}-media`) };
    if (!(await exists(paths.file)) && !(await exists(paths.mediaFolder))) return paths;
  }
}

/** Removes the temporary files a run that stopped half-way left (only this job writes in the folder). */
export async function sweepTemporaryFiles(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => TEMPORARY.test(name))
      .map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
}

/** Whether both parts are directly in `dir` (a note read back from disk names them). */
export function isExportIn(dir: string, paths: ExportPaths): boolean {
  const folder = path.resolve(dir);
  return [paths.file, paths.mediaFolder].every(
    (part) => typeof part === 'string' && path.dirname(path.resolve(part)) === folder,
  );
}

export async function removeExport(paths: ExportPaths): Promise<void> {
  await rm(paths.file, { force: true });
  await rm(paths.mediaFolder, { recursive: true, force: true });
}

const temporaryOf = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.tmp-${randomBytes(6).toString('hex')}`);

async function writeFileFrom(target: string, body: AsyncIterable<Uint8Array | string>, gzip: boolean) {
  const file = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  await (gzip ? pipeline(Readable.from(body), createGzip(), file) : pipeline(Readable.from(body), file));
  // On disk before the rename makes it the export.
  const written = await open(target, 'r+');
  try {
    await written.sync();
  } finally {
    await written.close();
  }
}

/** Copies each media object's bytes into `folder`, in the storage's layout; the relative path of each, or null. */
async function copyMedia(
  storage: Storage,
  tenantKey: string,
  files: StoredFile[],
  folder: string,
): Promise<Map<string, string | null>> {
  const copied = new Map<string, string | null>();
  for (const media of files) {
    const owner = media.ownerAccountId ?? SHARED_OWNER_SEGMENT;
    let body: NodeJS.ReadableStream;
    try {
      body = await storage.get({ tenantKey, ownerAccountId: media.ownerAccountId, objectId: media.objectId });
    } catch (error) {
      // A row whose bytes never arrived or went already: listed, without a file.
      if (error instanceof StorageNotFoundError) {
        copied.set(media.objectId, null);
        continue;
      }
      throw error;
    }
    await mkdir(path.join(folder, owner), { recursive: true, mode: 0o700 });
    await writeFileFrom(path.join(folder, owner, media.objectId), body as AsyncIterable<Uint8Array>, false);
    copied.set(media.objectId, `${owner}/${media.objectId}`);
  }
  return copied;
}

/**
 * Writes the programme's export (`paths`, from chooseExportPaths): its media's bytes first, then its rows.
 * Throws, leaving nothing under the final names, when anything cannot be read or written.
 */
export async function writeProgrammeExport(input: {
  repository: Pick<ProgrammeDeletionRepository, 'readRows'>;
  storage: Storage;
  programme: DueProgramme;
  plan: ProgrammeTablesPlan;
  files: StoredFile[];
  paths: ExportPaths;
  now: Date;
}): Promise<WrittenExport> {
  const { repository, programme, plan, paths } = input;
  await mkdir(path.dirname(paths.file), { recursive: true, mode: 0o700 });
  const mediaTemporary = temporaryOf(paths.mediaFolder);
  const fileTemporary = temporaryOf(paths.file);
  try {
    const media = input.files.filter((file) => file.kind === 'media');
    const copied = await copyMedia(input.storage, programme.key, media, mediaTemporary);
    const mediaFolderName = path.basename(paths.mediaFolder);
    const rowCounts = new Map<string, number>();
    let tenantRow: string | undefined;

    async function* document(): AsyncGenerator<string> {
      yield `{"format":${JSON.stringify(PROGRAMME_EXPORT_FORMAT)},"version":${PROGRAMME_EXPORT_VERSION},`;
      yield `"programme":${JSON.stringify({ id: programme.id, key: programme.key })},`;
      yield `"exported_at":${JSON.stringify(input.now.toISOString())},"tables":{`;
      for (const [index, table] of plan.exportOrder.entries()) {
        yield `${index === 0 ? '' : ','}${JSON.stringify(table.label)}:[`;
        let count = 0;
        let after: string[] | undefined;
        do {
          const page = await repository.readRows(table, programme.id, after);
          if (page.rows.length > 0) yield `${count === 0 ? '' : ','}${page.rows.join(',')}`;
          if (table.ownership.kind === 'root') tenantRow = page.rows[0];
          count += page.rows.length;
          after = page.after;
        } while (after);
        rowCounts.set(table.label, count);
        yield ']';
      }
      const mediaList = media.map((file) => {
        const copy = copied.get(file.objectId);
        return { media_object_id: file.objectId, file: copy ? `${mediaFolderName}/${copy}` : null };
      });
      yield `},"media":${JSON.stringify(mediaList)},"row_counts":${JSON.stringify(Object.fromEntries(rowCounts))}}`;
    }

    await writeFileFrom(fileTemporary, document(), true);
    if (tenantRow === undefined)
      throw new Error(`The programme ${programme.key} was gone before its export was written.`);
    const mediaCopied = [...copied.values()].filter((file) => file !== null).length;
    if (mediaCopied > 0) await rename(mediaTemporary, paths.mediaFolder);
    await rename(fileTemporary, paths.file);
    return { paths, rowCounts, tenantRow, mediaCopied, mediaMissing: copied.size - mediaCopied };
  } finally {
    await rm(mediaTemporary, { recursive: true, force: true });
    await rm(fileTemporary, { force: true });
  }
}
