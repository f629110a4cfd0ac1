import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestInstances } from '../test/create-test-instances';
import { createTestInstances } from '../test/create-test-instances';
import type { TestApp } from '../test/create-test-app';
import { waitFor } from '../test/wait-for';

/** A link token nobody has: validate-token answers 410, and counts it per token (10 in 15 minutes). */
function unknownToken() {
  return randomBytes(32).toString('base64url');
}

function validate(app: TestApp, token: string) {
  return app.app.inject({
    method: 'GET',
    url: `/api/authorization/token/validate-token/${token}`,
    headers: { host: 'swift.localhost' },
    // A fresh address each time, so only the per-token limit counts.
    remoteAddress: `10.${randomBytes(3).join('.')}`,
  });
}

/** Hits A and B in turn: the limit counts both, and both refuse alike once it is reached. */
async function expectSharedLimit(instances: TestInstances) {
  const token = unknownToken();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    statuses.push((await validate(i % 2 === 0 ? instances.a : instances.b, token)).statusCode);
  }
  expect(statuses).toEqual(Array(10).fill(410));
  for (const instance of [instances.a, instances.b]) {
    const limited = await validate(instance, token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  }
  // Another token is not affected, on either instance.
  expect((await validate(instances.b, unknownToken())).statusCode).toBe(410);
}

describe('rate limits shared in PostgreSQL (DATABASE_URL)', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await createTestInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('counts hits on A and B together; both answer 429 with Retry-After', async () => {
    expect(instances.a.services.rateLimitStore.description).toMatch(/PostgreSQL/);
    await expectSharedLimit(instances);
  });
});

describe('rate limits shared in Redis (REDIS_URL)', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) throw new Error('Set TEST_REDIS_URL to a throw-away redis-server (npm test starts one).');
    instances = await createTestInstances({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('counts hits on A and B together; both answer 429 with Retry-After', async () => {
    expect(instances.a.services.rateLimitStore.description).toMatch(/Redis/);
    await expectSharedLimit(instances);
  });

  it('lets requests through uncounted while Redis does not answer, and counts again once it does', async () => {
    const token = unknownToken();
    for (let i = 0; i < 10; i += 1) await validate(i % 2 === 0 ? instances.a : instances.b, token);
    expect((await validate(instances.a, token)).statusCode).toBe(429);
    const admin = new Redis(process.env.TEST_REDIS_URL!);
    try {
      // Every other client's commands wait (as with a Redis that hangs) for longer than the store waits.
      await admin.call('CLIENT', 'PAUSE', '3000', 'ALL');
      expect((await validate(instances.b, token)).statusCode).toBe(410);
      await admin.call('CLIENT', 'UNPAUSE');
      await waitFor(async () => (await validate(instances.a, token)).statusCode === 429, 'the limit holds again');
    } finally {
      await admin.call('CLIENT', 'UNPAUSE').catch(() => {});
      admin.disconnect();
    }
  });
});
