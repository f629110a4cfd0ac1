/**
 * The rate-limit stores: PostgreSQL's counters shared by two apps on one database (as two instances
 * would be), the process's own store without DATABASE_URL, and Redis when it cannot be reached.
 */
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters, signInThrottles, tenants } from '../db/schema';
import { purgeStaleSignInThrottles } from '../modules/identity/sign-in/sign-in-repository';
import { SIGN_IN_THROTTLE_STALE_HOURS } from '../modules/identity/sign-in/sign-in-throttle';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { AppError, STATUS_BY_CODE } from './errors';
import { createMaintenance } from './maintenance';
import { createRateLimitCountersRepository } from './rate-limit-counters';
import { createRateLimitStore, memoryCounter } from './rate-limit-store';
import { createRateLimitGuard } from './rate-limits';
import { RedisUnreachableError } from './redis';

let t: TestApp;
const quiet = { warn: vi.fn() };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A small app with one guarded route (3 a minute per address), on the store `createRateLimitStore` picks. */
async function guardedApp(config: { DATABASE_URL?: string; REDIS_URL?: string }): Promise<FastifyInstance> {
  const app = Fastify();
  const store = createRateLimitStore(config, { db: t.db, log: quiet });
  await app.register(rateLimit, { ...store.pluginOptions, global: false });
  const guard = createRateLimitGuard(
    app,
    [{ name: 'test-per-address', max: 3, timeWindowMs: 60_000, key: (request) => request.ip }],
    'Too many tries.',
  );
  app.get('/guarded', { preHandler: guard }, async () => ({ ok: true }));
  app.setErrorHandler((error, _request, reply) =>
    reply.status(error instanceof AppError ? STATUS_BY_CODE[error.code] : 500).send({ message: String(error) }),
  );
  await app.ready();
  return app;
}

describe('the PostgreSQL store (DATABASE_URL)', () => {
  it('counts two apps on one database together; both answer 429 with Retry-After', async () => {
    const config = { DATABASE_URL: 'postgres://used-only-to-choose-the-store' };
    const [a, b] = [await guardedApp(config), await guardedApp(config)];
    const remoteAddress = '198.51.100.7';
    const hit = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/guarded', remoteAddress });
    expect([(await hit(a)).statusCode, (await hit(b)).statusCode, (await hit(a)).statusCode]).toEqual([200, 200, 200]);
    for (const app of [b, a]) {
      const limited = await hit(app);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect((await a.inject({ method: 'GET', url: '/guarded', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });

  it('starts a new window once the last has passed, and purges passed windows only', async () => {
    const counters = createRateLimitCountersRepository(t.db);
    expect((await counters.hit('window-test', 60_000)).hits).toBe(1);
    const second = await counters.hit('window-test', 60_000);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    await counters.hit('still-running', 60_000);
    await t.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, 'window-test'));
    expect((await counters.hit('window-test', 60_000)).hits).toBe(1);
    await t.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, 'window-test'));
    expect(await counters.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key)).toContain('still-running');
    expect(left.map((row) => row.key)).not.toContain('window-test');
  });

  it('counts a weighted hit (a batch of events) as that many, in PostgreSQL and in the process', async () => {
    const counters = createRateLimitCountersRepository(t.db);
    expect((await counters.hit('weighted', 60_000, 100)).hits).toBe(100);
    expect((await counters.hit('weighted', 60_000, 40)).hits).toBe(140);
    expect((await counters.hit('weighted', 60_000)).hits).toBe(141);

    let now = 1_000_000;
    const inProcess = memoryCounter(() => now);
    expect(await inProcess('weighted', 60_000, 100)).toEqual({ hits: 100, ttlMs: 60_000 });
    now += 15_000;
    expect(await inProcess('weighted', 60_000, 40)).toEqual({ hits: 140, ttlMs: 45_000 });
    now += 45_000;
    expect(await inProcess('weighted', 60_000, 5)).toEqual({ hits: 5, ttlMs: 60_000 });
  });
});

describe('the maintenance job', () => {
  it('deletes passed counters and stale sign-in throttle runs, and keeps the rest', async () => {
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).limit(1);
    const now = new Date();
    const stale = new Date(now.getTime() - (SIGN_IN_THROTTLE_STALE_HOURS * 3_600 + 60) * 1_000);
    await t.db.insert(signInThrottles).values([
      { tenantId: tenant!.id, email: 'stale@maintenance.test', consecutiveFailures: 3, lastFailureAt: stale },
      { tenantId: tenant!.id, email: 'recent@maintenance.test', consecutiveFailures: 3, lastFailureAt: now },
    ]);
    const counters = createRateLimitCountersRepository(t.db);
    await counters.hit('maintenance-passed', 60_000);
    await t.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, 'maintenance-passed'));
    const log = { info: vi.fn() };
    const maintenance = createMaintenance({
      purgeExpiredRateLimitCounters: () => counters.purgeExpired(),
      purgeStaleSignInThrottles: (at) => purgeStaleSignInThrottles(t.db, at),
      log,
      now: () => now,
    });
    const result = await maintenance.run();
    expect(result.rateLimitCounters).toBeGreaterThanOrEqual(1);
    expect(result.signInThrottles).toBe(1);
    const emails = (await t.db.select({ email: signInThrottles.email }).from(signInThrottles)).map((row) => row.email);
    expect(emails).toContain('recent@maintenance.test');
    expect(emails).not.toContain('stale@maintenance.test');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ signInThrottles: 1 }), expect.any(String));
  });
});

describe('the store without a shared database', () => {
  it('is the process’s own when neither REDIS_URL nor DATABASE_URL is set', async () => {
    const store = createRateLimitStore({}, { db: t.db, log: quiet });
    expect(store.description).toBe('this process');
    expect(store.pluginOptions.store).toBeUndefined();
    const app = await guardedApp({});
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/guarded', remoteAddress: '198.51.100.9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    await app.close();
  });
});

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the Redis store (REDIS_URL) when Redis cannot be reached', () => {
  it('stops start-up with one line naming the address without its password', async () => {
    const url = `redis://user:secret@127.0.0.1:${await closedPort()}`;
    const store = createRateLimitStore({ REDIS_URL: url }, { db: t.db, log: quiet });
    const failure = await store.checkReachable().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RedisUnreachableError);
    const message = (failure as Error).message;
    expect(message).toMatch(/^Cannot reach Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:\d+\/? \(REDIS_URL\): /);
    expect(message).not.toContain('secret');
    expect(message).not.toContain('\n');
    await store.close();
  });

  it('lets requests through uncounted, with a warning, when Redis goes away mid-run', async () => {
    const log = { warn: vi.fn() };
    const app = Fastify();
    const store = createRateLimitStore({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }, { db: t.db, log });
    await app.register(rateLimit, { ...store.pluginOptions, global: false });
    const guard = createRateLimitGuard(
      app,
      [{ name: 'test-fail-open', max: 1, timeWindowMs: 60_000, key: (request) => request.ip }],
      'Too many tries.',
    );
    app.get('/guarded', { preHandler: guard }, async () => ({ ok: true }));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/guarded' })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/not counted/));
    await app.close();
    await store.close();
  });
});
