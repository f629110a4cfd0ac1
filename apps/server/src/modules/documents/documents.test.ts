import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTenantDocumentResponse } from '@portal/contracts/documents';
import { UsageError, parseSetDocumentOptions, runSetDocument } from '../../commands';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { splitMarkdownTitle } from './documents-service';

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(tmpdir(), 'portal-documents-'));
});
afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

function getDocument(kind: string, host = 'swift.localhost') {
  return t.app.inject({ method: 'GET', url: `/api/authorization/content/${kind}`, headers: { host } });
}

describe('GET /api/authorization/content/…', () => {
  it("serves each tenant's own privacy policy, with its name and support address", async () => {
    for (const [host, title, support] of [
      ['swift.localhost', 'SwiftCare', 'support@swift.test'],
      ['oakmore.localhost', 'Oakmore Health', 'support@oakmore.test'],
    ] as const) {
      const response = await getDocument('privacy-policy', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const document = ZTenantDocumentResponse.parse(response.json());
      expect(document.title).toBe(`${title} privacy policy`);
      for (const heading of ['What we collect', 'Why we use it', 'How long we keep it', 'Your rights', 'Contact']) {
        expect(document.body_markdown).toContain(`## ${heading}`);
      }
      expect(document.body_markdown).toContain(`mailto:${support}`);
      expect(document.body_markdown).toContain(title);
      expect(Date.parse(document.updated_at)).toBeGreaterThan(Date.now() - 600_000);
    }
  });

  it('serves the thank-you page, anonymously, and 404s for other kinds', async () => {
    const thanks = ZTenantDocumentResponse.parse((await getDocument('thank-you', 'incent.localhost')).json());
    expect(thanks.title).toBe('Thank you');
    expect(thanks.body_markdown).toContain('support@incent.test');
    expect((await getDocument('terms')).statusCode).toBe(404);
  });
});

describe('the default documents in the reader’s language', () => {
  function getIn(kind: string, host: string, language?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/authorization/content/${kind}`,
      headers: language ? { host, 'accept-language': language } : { host },
    });
  }

  it('serves the default privacy policy and thank-you page in Spanish for Accept-Language: es', async () => {
    const response = await getIn('privacy-policy', 'oakmore.localhost', 'es-419,es;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/i);
    const policy = ZTenantDocumentResponse.parse(response.json());
    expect(policy.title).toBe('Política de privacidad de Oakmore Health');
    for (const heading of [
      'Qué información recopilamos',
      'Para qué la usamos',
      'Cuánto tiempo la guardamos',
      'Sus derechos',
      'Contacto',
    ]) {
      expect(policy.body_markdown).toContain(`## ${heading}`);
    }
    expect(policy.body_markdown).toContain('mailto:support@oakmore.test');
    expect(policy.body_markdown).not.toContain('## Your rights');
    // The date is the stored default's, the same in every language.
    const english = ZTenantDocumentResponse.parse((await getIn('privacy-policy', 'oakmore.localhost')).json());
    expect(policy.updated_at).toBe(english.updated_at);

    const thanks = ZTenantDocumentResponse.parse((await getIn('thank-you', 'incent.localhost', 'es')).json());
    expect(thanks.title).toBe('Gracias');
    expect(thanks.body_markdown).toContain('[support@incent.test](mailto:support@incent.test)');
  });

  it('serves English for another language or none', async () => {
    for (const language of ['fr', undefined]) {
      const policy = ZTenantDocumentResponse.parse(
        (await getIn('privacy-policy', 'attentive.localhost', language)).json(),
      );
      expect(policy.title).toMatch(/ privacy policy$/);
    }
  });

  it("serves a tenant's own document as written, whatever the language", async () => {
    const file = path.join(folder, 'evergreen-thanks.md');
    await writeFile(file, '# Thanks from Evergreen\n\nSee you soon.\n');
    await runSetDocument(
      t.services,
      parseSetDocumentOptions(['--tenant', 'evergreen', '--kind', 'thank-you', '--file', file]),
      () => undefined,
    );
    for (const language of ['es', 'en', undefined]) {
      expect((await getIn('thank-you', 'evergreen.localhost', language)).json()).toMatchObject({
        title: 'Thanks from Evergreen',
        body_markdown: 'See you soon.',
      });
    }
  });
});

describe('the set-document command', () => {
  it("replaces one tenant's document and leaves the others alone", async () => {
    const file = path.join(folder, 'policy.md');
    await writeFile(file, '\uFEFF# Our privacy promise\r\n\r\nWe keep **nothing** we do not need.\r\n');
    const lines: string[] = [];
    await runSetDocument(
      t.services,
      parseSetDocumentOptions(['--tenant', 'swift', '--kind', 'privacy-policy', '--file', file]),
      (line) => lines.push(line),
    );
    expect(lines[0]).toMatch(/Saved the privacy-policy of SwiftCare: "Our privacy promise"/);
    const swift = ZTenantDocumentResponse.parse((await getDocument('privacy-policy')).json());
    expect(swift).toMatchObject({ title: 'Our privacy promise', body_markdown: 'We keep **nothing** we do not need.' });
    const oakmore = ZTenantDocumentResponse.parse((await getDocument('privacy-policy', 'oakmore.localhost')).json());
    expect(oakmore.title).toBe('Oakmore Health privacy policy');

    await runSetDocument(
      t.services,
      parseSetDocumentOptions(['--tenant', 'swift', '--kind', 'thank-you', '--file', file, '--title', 'Thanks!']),
      () => undefined,
    );
    expect((await getDocument('thank-you')).json()).toMatchObject({ title: 'Thanks!' });
  });

  it('refuses a wrong command line, a missing file and an untitled document', async () => {
    expect(() => parseSetDocumentOptions(['--tenant', 'swift', '--kind', 'terms', '--file', 'x.md'])).toThrow(/--kind/);
    expect(() => parseSetDocumentOptions(['--tenant', 'swift', '--kind', 'thank-you'])).toThrow(UsageError);
    await expect(
      runSetDocument(
        t.services,
        { tenant: 'swift', kind: 'thank-you', file: path.join(folder, 'missing.md') },
        () => undefined,
      ),
    ).rejects.toThrow(/Cannot read .*ENOENT/);
    const untitled = path.join(folder, 'untitled.md');
    await writeFile(untitled, 'Just text.');
    await expect(
      runSetDocument(t.services, { tenant: 'swift', kind: 'thank-you', file: untitled }, () => undefined),
    ).rejects.toThrow(/title/);
  });
});

describe('splitMarkdownTitle', () => {
  it('takes a leading level-one heading as the title', () => {
    expect(splitMarkdownTitle('# Title #\n\nBody')).toEqual({ title: 'Title', body: 'Body' });
    expect(splitMarkdownTitle('## Not a title\nBody')).toEqual({ title: undefined, body: '## Not a title\nBody' });
  });
});
