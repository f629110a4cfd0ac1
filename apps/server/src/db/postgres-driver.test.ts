/**
 * The PostgreSQL driver as installed (postgres.js with patches/postgres+3.4.9.patch, applied by
 * patch-package on install), on a real PostgreSQL: a connection cut during a small write in a transaction
 * fails that request with a 503, and nothing is thrown where no caller can catch it. Unpatched, the
 * transaction's own ROLLBACK is written from a setImmediate to the socket the close has already
 * dropped: a TypeError that would end the server's process.
 *
 * The PostgreSQL: a fresh database on TEST_DATABASE_URL's server (the PostgreSQL pass), else a throw-away
 * cluster from the machine's PostgreSQL binaries, started as npm test starts its own.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contracts/errors';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { waitFor } from '../test/wait-for';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

/** The repository's own cluster helpers (scripts/lib), plain JavaScript without type declarations. */
const SCRIPTS_LIB = new URL('../../../../scripts/lib/', import.meta.url);

async function startPostgres(): Promise<PostgresServer> {
  const name = `portal_driver_${randomBytes(6).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const { findPostgresBin } = (await import(new URL('system-deps.mjs', SCRIPTS_LIB).href)) as {
    findPostgresBin(): string | undefined;
  };
  const { startPostgresCluster } = (await import(new URL('postgres-cluster.mjs', SCRIPTS_LIB).href)) as {
    startPostgresCluster(binDir: string): Promise<{ url: string; stop(): void }>;
  };
  const binDir = findPostgresBin();
  if (!binDir) throw new Error('This test needs PostgreSQL: its binaries (initdb, pg_ctl) or TEST_DATABASE_URL.');
  const cluster = await startPostgresCluster(binDir);
  return { url: cluster.url, stop: async () => cluster.stop() };
}

let server: PostgresServer | undefined;
let handle: DatabaseHandle | undefined;
let killer: postgres.Sql | undefined;

beforeAll(async () => {
  server = await startPostgres();
  handle = await openDatabase({ kind: 'postgres', url: server.url });
  killer = postgres(server.url, { max: 1, onnotice: () => {} });
  await handle.db.execute(sql`create table notes (id serial primary key, body text not null)`);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await killer?.end();
  await server?.stop();
});

describe('the postgres.js driver, when PostgreSQL drops a connection', () => {
  it('fails the write in flight with a 503 and throws nothing no caller can catch', async () => {
    const db = handle!.db;
    const escaped: unknown[] = [];
    const record = (error: unknown) => escaped.push(error);
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    try {
      const app = Fastify();
      await app.register(errorHandlerPlugin);
      let backend: number | undefined;
      app.post('/notes', async () => {
        await db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes (body) values ('a small write')`);
          backend = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
          // Still inside the transaction when its backend is terminated.
          await tx.execute(sql`select pg_sleep(20)`);
        });
        return { saved: true };
      });

      const answer = app.inject({ method: 'POST', url: '/notes' });
      await waitFor(() => backend !== undefined, 'the write is in its transaction');
      await killer!`select pg_terminate_backend(${backend!})`;
      const response = await answer;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ code: ERROR_CODES.unavailable });

      // Unpatched, the driver's deferred write throws on the next turns of the event loop, after the answer.
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(escaped).toEqual([]);

      // Nothing was committed, and the pool still answers.
      expect(rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from notes`))).toEqual([
        { count: 0 },
      ]);
      await app.close();
    } finally {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    }
  });
});
