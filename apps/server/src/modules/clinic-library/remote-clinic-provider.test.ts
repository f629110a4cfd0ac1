/**
 * The remote clinic content API adapter against a fake API on 127.0.0.1 that speaks the NHS website
 * content API v2 shape: fresh answers, the 24-hour cache, stale content when the API fails, a
 * time-out, garbage, a clear 503 with nothing cached, and the key never in an answer.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZClinicConditionResponse, ZListClinicLettersResponse } from '@portal/contracts/clinic-library';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { parseConfig } from '../../config';
import { searchIndex } from './remote-clinic-provider';

const KEY = 'secret-subscription-key-123';

type Mode = 'ok' | 'down' | 'slow' | 'garbage';
let mode: Mode = 'ok';
const calls: { path: string; key: string | undefined }[] = [];
let server: Server;
let base: string;

function link(slug: string, name: string, description: string) {
  return { name, url: `${base}/conditions/${slug}/`, description, linkRelationship: 'Result' };
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', base);
  calls.push({ path: `${url.pathname}${url.search}`, key: request.headers['subscription-key'] as string | undefined });
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  if (mode === 'down') return send(500, { message: 'Internal error' });
  // Never answers: the app gives up after CLINIC_CONTENT_API_TIMEOUT_MS; afterAll closes whatever is still open.
  if (mode === 'slow') return;
  if (mode === 'garbage') return send(200, url.pathname === '/conditions' ? { significantLink: 'nope' } : '<html>');
  if (url.pathname === '/conditions') {
    const page = url.searchParams.get('page');
    if (page === '1') {
      return send(200, {
        significantLink: [
          link(
            'asthma',
            'Asthma',
            '<p>Asthma is a common lung condition that causes occasional breathing difficulties.</p>',
          ),
          link('acne', 'Acne', '<p>Acne is a common skin condition.</p>'),
        ],
        relatedLink: [{ name: 'Next Page', url: `${base}/conditions?page=2` }],
      });
    }
    return send(200, { significantLink: [link('back-pain', 'Back pain', '<p>Back pain is very common.</p>')] });
  }
  if (url.pathname === '/conditions/asthma') {
    return send(200, {
      name: 'Asthma',
      description: '<p>Asthma is a common lung condition.</p>',
      url: 'https://www.example-clinic.org/conditions/asthma/',
      lastReviewed: ['2026-03-01T00:00:00+00:00', '2029-03-01T00:00:00+00:00'],
      hasPart: [
        {
          hasHealthAspect: 'http://schema.org/OverviewHealthAspect',
          headline: 'Overview',
          hasPart: [{ text: '<p>Asthma affects the airways.</p>' }],
        },
        {
          hasHealthAspect: 'http://schema.org/SymptomsHealthAspect',
          headline: 'Symptoms',
          text: '<ul><li>wheezing</li><li>breathlessness</li></ul><script>alert(1)</script>',
        },
        { headline: 'When to see a GP', text: '<p>See a GP if you think you have asthma.</p>' },
      ],
      relatedLink: [{ name: 'Acne', url: `${base}/conditions/acne/` }],
    });
  }
  return send(404, { message: 'Not found' });
}

let t: TestApp;
let token: string;

/** Long enough that a busy test machine's stall never gives up on an API that answers. */
const API_TIMEOUT_MS = 1_500;

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    CLINIC_CONTENT_API_URL: base,
    CLINIC_CONTENT_API_KEY: KEY,
    CLINIC_CONTENT_API_TIMEOUT_MS: String(API_TIMEOUT_MS),
  });
  token = await signIn(t.app, 'member@swift.test');
}, 120_000);
afterAll(async () => {
  await t?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  calls.length = 0;
});

/** The clinic library as swift's member, or as the session whose token this is on another brand. */
const library = (brand = 'swift', credential = token) =>
  api(t.app, { host: `${brand}.localhost`, prefix: '/api/authorization/clinic-library' }).as(credential);

describe('the remote clinic content provider', () => {
  it('maps the API’s list and condition to the contract, sending the key in the subscription-key header', async () => {
    const letters = ZListClinicLettersResponse.parse((await library().get('/letters')).json()).letters;
    expect(letters.filter((entry) => entry.count > 0)).toEqual([
      { letter: 'A', count: 2 },
      { letter: 'B', count: 1 },
    ]);
    expect(calls.map((call) => call.path)).toEqual(['/conditions?page=1', '/conditions?page=2']);
    expect(calls.every((call) => call.key === KEY)).toBe(true);

    const response = await library().get('/conditions/asthma');
    expect(response.statusCode).toBe(200);
    const asthma = ZClinicConditionResponse.parse(response.json());
    expect(asthma).toMatchObject({
      id: 'asthma',
      locale: 'en',
      title: 'Asthma',
      summary: 'Asthma is a common lung condition.',
      related: [{ id: 'acne', title: 'Acne' }],
      last_reviewed: '2026-03-01',
      source: { name: '127.0.0.1', url: 'https://www.example-clinic.org/conditions/asthma/' },
    });
    expect(asthma.sections).toEqual([
      { key: 'overview', body: 'Asthma affects the airways.' },
      { key: 'symptoms', body: '- wheezing\n- breathlessness' },
      { key: 'when-to-see-a-doctor', body: 'See a GP if you think you have asthma.' },
    ]);
    expect(response.body).not.toContain(KEY);
    expect((await library().get('/search?q=asthmaa')).json().results.map((r: { id: string }) => r.id)).toEqual([
      'asthma',
    ]);
    expect((await library().get('/conditions/no-such-thing')).statusCode).toBe(404);
  });

  it('answers from the cache for 24 hours without asking the API', async () => {
    await library().get('/letters');
    await library().get('/conditions/asthma');
    expect(calls).toEqual([]);
  });

  it('serves stale content when the API fails, is slow or answers garbage', async () => {
    await t.db.execute(sql`update clinic_content_cache set fetched_at = now() - interval '25 hours'`);
    for (const failure of ['down', 'slow', 'garbage'] as const) {
      mode = failure;
      const started = Date.now();
      const response = await library().get('/conditions/asthma');
      expect(response.statusCode, failure).toBe(200);
      expect(response.json().title).toBe('Asthma');
      expect((await library().get('/letters')).statusCode, failure).toBe(200);
      // A slow API is given up on after its time-out (once per request), not waited for.
      expect(Date.now() - started, failure).toBeLessThan(2 * API_TIMEOUT_MS + 2_500);
      expect(JSON.stringify(response.json())).not.toContain(KEY);
    }
    expect(calls.length).toBeGreaterThan(0);
    // Back up: a stale answer is replaced.
    mode = 'ok';
    await library().get('/conditions/asthma');
    calls.length = 0;
    await library().get('/conditions/asthma');
    expect(calls).toEqual([]);
  });

  it('shares one call to the API among requests arriving together', async () => {
    await t.db.execute(sql`update clinic_content_cache set fetched_at = now() - interval '25 hours'`);
    const answers = await Promise.all([1, 2, 3].map(() => library().get('/conditions/asthma')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/conditions/asthma',
      '/conditions?page=1',
      '/conditions?page=2',
    ]);
  });

  it('answers a clear 503 when the API fails and nothing is cached, without the key', async () => {
    const oakToken = await signIn(t.app, 'member@oakmore.test');
    for (const failure of ['down', 'slow', 'garbage'] as const) {
      mode = failure;
      const response = await library('oakmore', oakToken).get('/conditions/asthma');
      expect(response.statusCode, failure).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The clinic library is temporarily unavailable. Please try again in a few minutes.',
      });
      expect(response.body).not.toContain(KEY);
    }
  });

  it('searches the index in memory, tolerating a misspelling', () => {
    const index = [
      { id: 'asthma', title: 'Asthma', also_called: [], summary: 'A lung condition.' },
      { id: 'type-2-diabetes', title: 'Type 2 diabetes', also_called: ['Diabetes mellitus'], summary: 'Blood sugar.' },
      { id: 'back-pain', title: 'Back pain', also_called: [], summary: 'Common.' },
    ];
    expect(searchIndex(index, 'astma', 10).map((entry) => entry.id)).toEqual(['asthma']);
    expect(searchIndex(index, 'diabetis', 10).map((entry) => entry.id)).toEqual(['type-2-diabetes']);
    expect(searchIndex(index, 'back', 10).map((entry) => entry.id)).toEqual(['back-pain']);
    expect(searchIndex(index, 'zzzz', 10)).toEqual([]);
  });

  it('is chosen by CLINIC_CONTENT_API_URL; a key without it is refused at start-up', async () => {
    expect((await library().get('/meta')).json()).toMatchObject({ provider: 'remote', condition_count: 3 });
    expect(() => parseConfig({ CLINIC_CONTENT_API_KEY: KEY })).toThrow(/CLINIC_CONTENT_API_URL/);
    expect(() => parseConfig({ CLINIC_CONTENT_API_URL: 'ftp://x.example' })).toThrow(/http/);
  });
});
