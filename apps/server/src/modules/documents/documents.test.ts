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
