import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINIC_SECTION_KEYS,
  ZClinicConditionResponse,
  ZListClinicConditionsResponse,
  ZListClinicLettersResponse,
  ZSearchClinicConditionsResponse,
} from '@portal/contracts/clinic-library';
import { createLogger } from '../../services';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { loadEmbeddedConditions } from './condition-files';
import { getIndexLetter } from './search-form';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { seedClinicLibrary: ['swift', 'oakmore', 'incent'] });
  for (const brand of ['swift', 'oakmore', 'incent']) tokens[brand] = await signIn(t.app, `member@${brand}.test`);
}, 120_000);
afterAll(async () => t?.close());

/** The clinic library as a brand's member (swift's unless `brand` is given), in English unless told. */
const library = ({ brand = 'swift', language = 'en' }: { brand?: string; language?: string } = {}) =>
  api(t.app, {
    host: `${brand}.localhost`,
    prefix: '/api/authorization/clinic-library',
    headers: { 'accept-language': language },
  }).as(tokens[brand]!);

async function search(q: string, language = 'en', brand = 'swift') {
  const response = await library({ language, brand }).get(`/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return ZSearchClinicConditionsResponse.parse(response.json());
}

describe('the clinic library API', () => {
  it('lists every letter A–Z with its count, in the request’s language', async () => {
    const documents = await loadEmbeddedConditions();
    for (const locale of ['en', 'es'] as const) {
      const response = await library({ language: locale }).get('/letters');
      expect(response.statusCode).toBe(200);
      const { letters } = ZListClinicLettersResponse.parse(response.json());
      expect(letters.map((entry) => entry.letter).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
      for (const { letter, count } of letters) {
        const expected = documents.filter((d) => d.locale === locale && getIndexLetter(d.title) === letter).length;
        expect(count, `${locale} ${letter}`).toBe(expected);
      }
      expect(letters.some((entry) => entry.count === 0)).toBe(true);
    }
  });

  it('lists the conditions under a letter, by title', async () => {
    const response = await library().get('/conditions?letter=a');
    expect(response.statusCode).toBe(200);
    const body = ZListClinicConditionsResponse.parse(response.json());
    expect(body.letter).toBe('A');
    expect(body.conditions.map((c) => c.id)).toContain('asthma');
    expect(body.conditions.every((c) => c.title.startsWith('A'))).toBe(true);
    const spanish = ZListClinicConditionsResponse.parse(
      (await library({ language: 'es' }).get('/conditions?letter=A')).json(),
    );
    expect(spanish.conditions.find((c) => c.id === 'asthma')?.title).toBe('Asma');
    expect((await library().get('/conditions?letter=7')).statusCode).toBe(400);
    expect((await library().get('/conditions')).statusCode).toBe(400);
  });

  it('finds a condition by title, by another name, by its summary and through a misspelling', async () => {
    expect((await search('asthma')).results[0]?.id).toBe('asthma');
    expect((await search('asthmaa')).results[0]?.id).toBe('asthma');
    expect((await search('astma')).results[0]?.id).toBe('asthma');
    expect((await search('diabetis')).results.map((r) => r.id)).toContain('type-2-diabetes');
    expect((await search('hypertension')).results[0]?.id).toBe('high-blood-pressure');
    expect((await search('  Hypertension  ')).query).toBe('Hypertension');
    expect((await search('airways')).results.map((r) => r.id)).toContain('asthma');
    // Spanish: stemming, accents either way, a misspelling.
    expect((await search('asma', 'es')).results[0]?.id).toBe('asthma');
    expect((await search('presion alta', 'es')).results.map((r) => r.id)).toContain('high-blood-pressure');
    expect((await search('presión arterial', 'es')).results.map((r) => r.id)).toContain('high-blood-pressure');
    expect((await search('diabetis', 'es')).results.map((r) => r.id)).toContain('type-2-diabetes');
    expect((await search('zzqqxx')).results).toEqual([]);
  });

  it('ranks an exact or starting title first', async () => {
    const results = (await search('migraine')).results.map((r) => r.id);
    expect(results[0]).toBe('migraine');
    expect((await search('gou')).results[0]?.id).toBe('gout');
  });

  it('answers a search of spaces only or too long with a reason, not an error', async () => {
    expect(await search('    ')).toEqual({ query: '', results: [], reason: 'empty-query' });
    expect(await search('')).toEqual({ query: '', results: [], reason: 'empty-query' });
    expect(await search('a'.repeat(500))).toEqual({ query: '', results: [], reason: 'query-too-long' });
    expect((await library().get('/search')).statusCode).toBe(200);
    expect((await library().get(`/search?q=${'a'.repeat(2001)}`)).statusCode).toBe(400);
  });

  it('serves one condition with its sections, related conditions and source, in either language', async () => {
    const response = await library().get('/conditions/asthma');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const asthma = ZClinicConditionResponse.parse(response.json());
    expect(asthma).toMatchObject({ id: 'asthma', locale: 'en', title: 'Asthma', last_reviewed: '2026-10-15' });
    expect(asthma.sections.map((s) => s.key)).toEqual([...CLINIC_SECTION_KEYS]);
    expect(asthma.sections[1]?.body).toMatch(/wheez/i);
    expect(asthma.related.length).toBeGreaterThanOrEqual(2);
    expect(asthma.source.attribution).toMatch(/not medical advice/);

    const asma = ZClinicConditionResponse.parse((await library({ language: 'es' }).get('/conditions/asthma')).json());
    expect(asma).toMatchObject({ id: 'asthma', locale: 'es', title: 'Asma' });
    expect(asma.related.map((r) => r.id)).toEqual(asthma.related.map((r) => r.id));
    expect(asma.source.attribution).toMatch(/no consejo médico/);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['no-such-condition', 'Bad_Id', '..%2Fetc']) {
      const response = await library().get(`/conditions/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('That condition was not found.');
    }
    expect((await library({ language: 'es' }).get('/conditions/no-such-condition')).json().message).toBe(
      'No se encontró esa afección.',
    );
  });

  it('answers 404 to a member whose programme has no clinic library, though it is seeded', async () => {
    for (const path of ['/letters', '/conditions?letter=A', '/search?q=asthma', '/conditions/asthma', '/meta']) {
      const response = await library({ brand: 'incent' }).get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe('This is not part of your programme.');
    }
  });

  it('describes the library', async () => {
    const response = await library().get('/meta');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ provider: 'embedded', locale: 'en', condition_count: 44 });
  });

  it('keeps what a member searched for out of the logs: a logged request keeps its path only', () => {
    const logger = createLogger({ LOG_LEVEL: 'silent' }) as unknown as Record<
      symbol,
      Record<string, (value: unknown) => unknown>
    >;
    const serializeRequest = logger[pino.symbols.serializersSym]?.req;
    const logged = serializeRequest?.({
      method: 'GET',
      url: '/api/authorization/clinic-library/search?q=my+private+worry',
      host: 'swift.localhost',
      ip: '127.0.0.1',
    });
    expect(logged).toEqual({
      method: 'GET',
      url: '/api/authorization/clinic-library/search',
      host: 'swift.localhost',
      remoteAddress: '127.0.0.1',
    });
  });

  it('seeds idempotently', async () => {
    expect(await t.services.clinicLibrary.seedClinicLibrary(['swift'])).toEqual({ conditionsCreated: 0 });
  });
});
