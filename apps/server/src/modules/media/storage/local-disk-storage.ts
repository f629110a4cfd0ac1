import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createIncomingFiles } from './incoming-files';
import type { ObjectKey, Storage, StoredObjectInfo } from './storage';
import { StorageNotFoundError, limitBytes, toObjectPath } from './storage';

/**
 * Files under `<root>/<tenant>/<owner>/<object id>`. An upload is written to
 * a file under `<root>/.incoming/` and renamed into place once complete (a
 * rename on one file system is atomic), so a cut-off upload never shows up as
 * an object and its partial file is removed; what a killed process left there
 * is swept when the storage is created (see incoming-files.ts).
 */
export function createLocalDiskStorage(options: { root: string }): Storage & { swept: Promise<number> } {
  const root = path.resolve(options.root);
  const incoming = createIncomingFiles({ root });
  // In the background: uploads need not wait. A failed sweep leaves the files for the next start's.
  const swept = incoming.sweep().catch(() => 0);
  const fileOf = (key: ObjectKey) => path.join(root, ...toObjectPath(key).split('/'));

  async function statFile(file: string): Promise<StoredObjectInfo | undefined> {
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  return {
    swept,
    async put(key, body, { maxBytes }) {
      const target = fileOf(key);
      await mkdir(incoming.folder, { recursive: true, mode: 0o700 });
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = incoming.newFile();
      const file = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
      let size = 0;
      try {
        await pipeline(Readable.from(limitBytes(body, maxBytes, (total) => (size = total))), file);
        await rename(temporary, target);
      } catch (error) {
        // A body that fails early fails the pipeline before the file has even been opened: removed then,
        // the file would be created after its removal and left behind.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key) {
      const file = fileOf(key);
      if (!(await statFile(file))) throw new StorageNotFoundError();
      return createReadStream(file);
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    stat: (key) => statFile(fileOf(key)),
  };
}
