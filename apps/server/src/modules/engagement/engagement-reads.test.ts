/**
 * A programme's engagement reports at once: a few run, the rest are answered 429 with Retry-After at
 * once — never a 5xx, never a wait without end — and another programme's report is not held up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGESTION_MESSAGES } from '@portal/contracts/ingestion';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  // One report at a time per programme; a session verified once is reused for the whole test.
  t = await createTestApp({ ANALYTICS_QUERIES_PER_TENANT: '1', SESSION_CACHE_TTL_MS: '60000' });
});
afterAll(async () => {
  await t?.close();
});

function report(host: string, token: string) {
  return api(t.app, { host }).as(token).get('/api/authorization/admin/engagement?from=2025-01-06&to=2026-01-04');
}

describe('engagement reports at once', () => {
  it('runs one per programme and queues one; the others get 429 with Retry-After, other programmes go on', async () => {
    const swift = await signIn(t.app, 'admin@swift.test');
    const oakmore = await signIn(t.app, 'admin@oakmore.test');
    // Each admin's session verified once beforehand, so the reports below reach the gate together.
    expect((await report('swift.localhost', swift)).statusCode).toBe(200);
    expect((await report('oakmore.localhost', oakmore)).statusCode).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => report('swift.localhost', swift)),
      report('oakmore.localhost', oakmore),
    ]);
    const swiftAnswers = answers.slice(0, 8);
    for (const answer of swiftAnswers) {
      expect([200, 429], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED', message: INGESTION_MESSAGES.queriesBusy });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(swiftAnswers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(swiftAnswers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(1);
    expect(answers[8]!.statusCode, answers[8]!.body).toBe(200);
    // Once they are done, the programme's report is served again.
    expect((await report('swift.localhost', swift)).statusCode).toBe(200);
  });
});
