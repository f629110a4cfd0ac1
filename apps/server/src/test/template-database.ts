/**
 * One migrated, demo-seeded database per test run, copied for every test app instead of built again
 * (a new PGlite, the migrations and the seed's password hashes cost seconds; a copy costs a fraction).
 *
 * - PGlite: the template's data folder, dumped once as a tar file that each test app loads.
 * - PostgreSQL: a template database that each test app's database is created from
 *   (`CREATE DATABASE … TEMPLATE`).
 *
 * Built by the server projects' global set-up (global-setup.ts) at the start of each run, so what the seed
 * dates from "now" is as fresh as it would be on a new server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { prepareDatabase } from '../bootstrap';
import { parseConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { createServices } from '../services';

/** Where a run's template is: a PGlite dump file, or a PostgreSQL database's name. */
export type TemplateDatabase = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the server projects' global set-up; absent when a file runs outside it. */
    templateDatabase?: TemplateDatabase;
  }
}

/** Migrates and seeds the demo data on an open database, as a first start of the server does. */
async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-template-'));
  try {
    const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const services = createServices(config, { db: handle.db, authSecret: randomBytes(32).toString('base64url') });
    await prepareDatabase(handle, services, { seedDemoData: true, log: { info: () => {} } });
    await services.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Builds the run's template on the PostgreSQL server at `adminUrl`, or (without one) as a PGlite dump;
 * `remove` deletes it at the end of the run.
 */
export async function buildTemplateDatabase(
  adminUrl: string | undefined,
): Promise<{ template: TemplateDatabase; remove(): Promise<void> }> {
  if (!adminUrl) {
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-template-dump-'));
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await prepareTemplate(handle);
      const dump = await handle.dumpDataDir!();
      const dumpFile = path.join(folder, 'pglite.tar');
      await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
      return {
        template: { kind: 'pglite', dumpFile },
        remove: () => rm(folder, { recursive: true, force: true }),
      };
    } finally {
      await handle.close();
    }
  }
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await prepareTemplate(handle);
  } finally {
    // A template must have no connection left when a copy is made of it.
    await handle.close();
  }
  return {
    template: { kind: 'postgres', name },
    remove: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The address of database `name` on the server at `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
