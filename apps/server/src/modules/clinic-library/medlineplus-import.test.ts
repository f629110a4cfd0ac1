import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicConditions, tenants } from '../../db/schema';
import { UsageError } from '../../commands';
import { AppError } from '../../lib/errors';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { parseImportMedlinePlusOptions, runImportMedlinePlus } from './medlineplus-command';
import { parseMedlinePlusXml } from './medlineplus-import';

const FIXTURE = fileURLToPath(new URL('./test-fixtures/medlineplus-sample.xml', import.meta.url));

let t: TestApp;
let xml: string;

beforeAll(async () => {
  t = await createTestApp({}, { seedClinicLibrary: ['swift', 'oakmore'] });
  xml = await readFile(FIXTURE, 'utf8');
}, 120_000);
afterAll(async () => t?.close());

async function countFor(brand: string): Promise<number> {
  const rows = await t.db
    .select({ id: clinicConditions.id })
    .from(clinicConditions)
    .innerJoin(tenants, eq(tenants.id, clinicConditions.tenantId))
    .where(and(eq(tenants.key, brand)));
  return rows.length;
}

describe('import-medlineplus', () => {
  it('reads topics: title, other names, sanitized summary and overview, source address, paired ids', () => {
    const topics = parseMedlinePlusXml(xml);
    expect(topics.map((topic) => `${topic.locale}:${topic.conditionId}`)).toEqual([
      'en:hiccups',
      'es:hiccups',
      'en:nosebleeds',
    ]);
    const hiccups = topics[0]!;
    expect(hiccups).toMatchObject({
      title: 'Hiccups',
      alsoCalled: ['Singultus', 'Hiccoughs'],
      sourceName: 'MedlinePlus',
      sourceUrl: 'https://medlineplus.gov/hiccups.html',
      related: ['nosebleeds'],
      lastReviewed: '2026-10-01',
    });
    expect(hiccups.summary).toBe(
      'A hiccup is an unintentional movement of the **diaphragm**, the muscle at the base of the lungs.'.replace(
        /\*\*/g,
        '',
      ),
    );
    const overview = hiccups.sections[0]!;
    expect(overview.key).toBe('overview');
    expect(overview.body).toContain('- Eating too fast');
    expect(overview.body).toContain('& keep you awake');
    expect(overview.body).not.toMatch(/script|alert|javascript|<a|href/);
    expect(parseMedlinePlusXml(xml, 'es').map((topic) => topic.title)).toEqual(['Hipo']);
  });

  it('imports into one tenant only, searchable there, in one transaction; a re-import replaces', async () => {
    const before = await countFor('swift');
    const lines: string[] = [];
    const options = parseImportMedlinePlusOptions(['--tenant', 'oakmore', '--file', FIXTURE]);
    await runImportMedlinePlus(t.services, options, (line) => lines.push(line));
    expect(lines).toEqual(['Imported 3 MedlinePlus topics into oakmore: 3 new, 0 replaced.']);
    await runImportMedlinePlus(t.services, { ...options, language: 'en' }, (line) => lines.push(line));
    expect(lines[1]).toBe('Imported 2 MedlinePlus topics into oakmore: 0 new, 2 replaced.');
    expect(await countFor('swift')).toBe(before);

    const search = async (brand: string, q: string) => {
      const token = await signIn(t.app, `member@${brand}.test`);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/authorization/clinic-library/search?q=${q}`,
        headers: { host: `${brand}.localhost`, authorization: `Bearer ${token}` },
      });
      return (response.json() as { results: { id: string }[] }).results.map((result) => result.id);
    };
    expect(await search('oakmore', 'singultus')).toEqual(['hiccups']);
    expect(await search('swift', 'singultus')).toEqual([]);
  });

  it('refuses a bad file with a clear message and writes nothing', async () => {
    const before = await countFor('swift');
    const bad = path.join(t.config.DATA_DIR, 'bad.xml');
    const cases: [string, RegExp][] = [
      ['<health-topics><health-topic title="A"', /not well-formed XML/],
      ['<topics></topics>', /no <health-topics>/],
      [xml.replace('title="Nosebleeds"', 'title=""'), /Topic 3: needs a title/],
      [
        xml.replace(
          'https://medlineplus.gov/nosebleeds.html" id="9002" language',
          'https://evil.example/x.html" id="9002" language',
        ),
        /medlineplus\.gov address/,
      ],
      [xml.replace('language="Spanish" date-created', 'language="French" date-created'), /English or Spanish/],
    ];
    for (const [content, message] of cases) {
      await writeFile(bad, content);
      const run = runImportMedlinePlus(t.services, { tenant: 'swift', file: bad }, () => {});
      await expect(run).rejects.toBeInstanceOf(AppError);
      await expect(runImportMedlinePlus(t.services, { tenant: 'swift', file: bad }, () => {})).rejects.toThrow(message);
    }
    expect(await countFor('swift')).toBe(before);
    await expect(runImportMedlinePlus(t.services, { tenant: 'swift', file: '/no/such.xml' }, () => {})).rejects.toThrow(
      /Cannot read/,
    );
  });

  it('checks its options', () => {
    expect(() => parseImportMedlinePlusOptions(['--file', 'x.xml'])).toThrow(UsageError);
    expect(() => parseImportMedlinePlusOptions(['--tenant', 'nope', '--file', 'x.xml'])).toThrow(/Unknown tenant/);
    expect(() => parseImportMedlinePlusOptions(['--tenant', 'swift', '--file', 'x', '--language', 'fr'])).toThrow(
      /en or es/,
    );
    expect(parseImportMedlinePlusOptions(['--tenant', 'Swift', '--file', 'x.xml', '--language', 'es'])).toEqual({
      tenant: 'swift',
      file: 'x.xml',
      language: 'es',
    });
  });
});
