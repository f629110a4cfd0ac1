import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './create-test-app';
import type { TestApp } from './create-test-app';

// `npm test` runs the server suite twice and sets PORTAL_TEST_ENGINE for each pass, so a pass that
// silently falls back to the wrong database fails here instead of passing on the wrong engine.
const expected = process.env.PORTAL_TEST_ENGINE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the database the server tests run on', () => {
  it('is the engine this pass was started for', async () => {
    const result = await t.db.execute<{ version: string }>(sql`select version() as version`);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { version: string }[] }).rows;
    const engine = rows[0]?.version.includes('PGlite') ? 'pglite' : 'postgres';
    expect(engine).toBe(expected ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'));
  });
});
