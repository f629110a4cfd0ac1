/**
 * Two instances of the portal on ONE fresh PostgreSQL database (TEST_DATABASE_URL), each a full app with
 * its own services: its own connection pool, session memo, cache-notice listener and rate-limit store
 * client, as two server processes would have. PGlite cannot be shared, so only the `instances` test
 * project (vitest.instances.config.ts, the PostgreSQL pass) uses this.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/client';
import type { TestApp, TestEnv } from './create-test-app';
import { openTestDatabase, startTestApp } from './create-test-app';

export interface TestInstances {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/** `env` applies to both (REDIS_URL, say); DATABASE_URL names the shared database, so counters go there. */
export async function createTestInstances(env: TestEnv = {}): Promise<TestInstances> {
  const database = await openTestDatabase();
  if (!database.url) {
    await database.drop();
    throw new Error('Two instances need a PostgreSQL database: set TEST_DATABASE_URL (npm test does).');
  }
  const secondHandle = await openDatabase({ kind: 'postgres', url: database.url });
  const authSecret = randomBytes(32).toString('base64url');
  const shared = { DATABASE_URL: database.url, ...env };
  const a = await startTestApp(
    database.handle,
    { ...shared, INSTANCE_ID: 'instance-a' },
    {},
    {
      authSecret,
      prepareDatabase: !database.prepared,
    },
  );
  const b = await startTestApp(
    secondHandle,
    { ...shared, INSTANCE_ID: 'instance-b' },
    {},
    {
      authSecret,
      prepareDatabase: false,
    },
  );
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([database.handle.close(), secondHandle.close()]);
      await database.drop();
    },
  };
}
