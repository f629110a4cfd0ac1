import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';

/**
 * The committed SQL migrations. From src/db/ (tsx, tests) they are two levels
 * up; from the bundle in dist/ one level up.
 */
export function findMigrationsFolder(): string {
  for (const relative of ['../../drizzle', '../drizzle']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${candidate}/meta/_journal.json`)) return candidate;
  }
  throw new Error('The migrations folder (apps/server/drizzle) was not found next to the server.');
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(findMigrationsFolder());
}
