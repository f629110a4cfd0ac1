import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import postgres from 'postgres';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { buildApp } from '../app';
import { buildManagementApp } from '../management-app';
import { prepareDatabase } from '../bootstrap';
import type { Config } from '../config';
import { parseConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { createLogger, createServices } from '../services';
import type { Services } from '../services';
import { databaseUrl } from './template-database';

export interface TestApp {
  app: FastifyInstance;
  /** The operators' listener (`GET /api/metrics`), as server.ts starts it on METRICS_PORT. */
  operators: FastifyInstance;
  db: Database;
  config: Config;
  authSecret: string;
  /** The services the app runs on (the command-line functions take them too). */
  services: Services;
  /** Where emails land: `<DATA_DIR>/outbox`, a fresh folder per test app. */
  outboxDir: string;
  close(): Promise<void>;
}

/** The run's template as PGlite loads it, read once per worker (its files share this module). */
let pgliteDump: { file: string; bytes: Promise<Blob> } | undefined;

/**
 * A fresh database: in-memory PGlite, or a new database on the PostgreSQL server in TEST_DATABASE_URL
 * (`url`: its address, for a second instance's connections). A copy of the run's template (migrated, demo
 * data seeded: `prepared`) when the global set-up built one, else empty.
 */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  prepared: boolean;
  drop(): Promise<void>;
}> {
  const template = inject('templateDatabase');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (template?.kind !== 'pglite')
      return { handle: await openDatabase({ kind: 'pglite' }), prepared: false, drop: async () => {} };
    if (pgliteDump?.file !== template.dumpFile) {
      pgliteDump = { file: template.dumpFile, bytes: readFile(template.dumpFile).then((bytes) => new Blob([bytes])) };
    }
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await pgliteDump.bytes });
    return { handle, prepared: true, drop: async () => {} };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const fromTemplate = template?.kind === 'postgres';
  await admin.unsafe(`create database "${name}"${fromTemplate ? ` template "${template.name}"` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    handle,
    url,
    prepared: fromTemplate,
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * The real app on a real, migrated and demo-seeded database. Build one per
 * test file (beforeAll) and close it afterwards (afterAll).
 */
export async function createTestApp(env: TestEnv = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, prepared, drop } = await openTestDatabase();
  const app = await startTestApp(handle, env, options, {
    authSecret: randomBytes(32).toString('base64url'),
    prepareDatabase: !prepared,
  });
  return {
    ...app,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

export type TestEnv = Partial<Record<keyof Config, string>>;

export interface TestAppOptions {
  /** The tenants whose demo articles and videos to seed (copies the demo media into the test's storage). */
  seedContent?: readonly string[];
  /** The tenants whose clinic library (the embedded conditions) to seed. */
  seedClinicLibrary?: readonly string[];
  /** Where the app's log goes (with `LOG_LEVEL` in `env`): a test reads what would be logged. */
  logDestination?: DestinationStream;
}

/**
 * An app with its own services on an open database (migrated and seeded first when `prepareDatabase`);
 * its `close` leaves the database open (createTestApp's and createTestInstances' own close it).
 */
export async function startTestApp(
  handle: DatabaseHandle,
  env: TestEnv,
  options: TestAppOptions,
  shared: { authSecret: string; prepareDatabase: boolean },
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-server-test-'));
  const { authSecret } = shared;
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'web-dist-not-built'),
    // No request is shed by accident: a test machine's event loop stalls at times (test files share the
    // cores). The tests of shedding turn it on (operations.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const deps = {
    db: handle.db,
    authSecret,
    ...(options.logDestination ? { logger: createLogger(config, options.logDestination) } : {}),
  };
  const services = createServices(config, deps);
  await services.connectSharedState();
  if (shared.prepareDatabase) await prepareDatabase(handle, services, { seedDemoData: true, log: { info: () => {} } });
  else await Promise.all([services.tenants.refresh(), services.hostClaims.refresh()]);
  // Every answer of every server test is checked against its route's declaration.
  const app = buildApp(config, deps, services, { checkResponses: true });
  await app.ready();
  const operators = buildManagementApp(config, services, app.metrics);
  await operators.ready();
  if (options.seedContent) await services.demoContent.seedDemoContent(options.seedContent);
  if (options.seedClinicLibrary) await services.clinicLibrary.seedClinicLibrary(options.seedClinicLibrary);
  return {
    app,
    operators,
    db: handle.db,
    config,
    authSecret,
    services,
    outboxDir: path.join(dataDir, 'outbox'),
    close: async () => {
      await operators.close();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real endpoint and returns the access token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  host = `${email.split('@')[1]?.split('.')[0]}.localhost`,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}
