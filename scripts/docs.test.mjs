// The docs a newcomer reads: the decisions index lists every topic file once with its status, each topic
// file states its status, every link between the docs lands on a file of this repository, and no doc
// cites an issue number (history is git's). The product's fixed rules are docs/product.md, which code and
// docs cite by that name: no file speaks of a specification the repository does not hold.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const topics = readdirSync(path.join(root, 'docs/decisions'))
  .filter((name) => name.endsWith('.md'))
  .sort();
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...topics.map((name) => `docs/decisions/${name}`),
];
/** Each index entry: from its `- [` to the next entry or heading, as one line. */
const entries = read('docs/decisions.md')
  .split(/\n(?=- \[|#)/)
  .filter((block) => block.startsWith('- ['))
  .map((block) => block.replace(/\s+/g, ' ').trim());
const STATUS = /(In force\.|Rejected\.|Replaced by \[[^\]]+\]\(decisions\/[\w-]+\.md\)\.)$/;

describe('the decisions index', () => {
  it('lists every topic file once, and nothing else', () => {
    const linked = entries.map((entry) => /^- \[[^\]]+\]\(decisions\/([\w-]+\.md)\)/.exec(entry)?.[1]);
    expect([...linked].sort()).toEqual(topics);
  });

  it('ends every entry with its status', () => {
    expect(entries.filter((entry) => !STATUS.test(entry))).toEqual([]);
  });

  it('finds the same status in each topic file', () => {
    for (const entry of entries) {
      const file = /\(decisions\/([\w-]+\.md)\)/.exec(entry)[1];
      const status = /^\*\*Status:\*\* (.+)$/m.exec(read(`docs/decisions/${file}`))?.[1];
      expect({ file, status: status?.toLowerCase() }).toEqual({
        file,
        status: STATUS.exec(entry)[1].toLowerCase(),
      });
    }
  });
});

describe('links in the docs', () => {
  it('land on files of this repository', () => {
    const broken = [];
    for (const doc of docs) {
      for (const [, target] of read(doc).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const resolved = path.resolve(path.dirname(path.join(root, doc)), target);
        if (!resolved.startsWith(root) || !existsSync(resolved)) broken.push(`${doc} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cite no issue numbers', () => {
    const citing = docs.filter((doc) => /\b[Ii]ssues? #?\d+|\(#\d+\)/.test(read(doc)));
    expect(citing).toEqual([]);
  });
});

describe('the product’s rules', () => {
  it('are docs/product.md, which code and docs cite instead of a specification kept elsewhere', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js', '*.md'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => file && existsSync(path.join(root, file)));
    // OpenAPI's own specification is another document, and this test names the phrase it refuses.
    const citing = files.filter((file) =>
      /\bthe specification\b/i.test(read(file).replaceAll("OpenAPI's own specification", '')),
    );
    expect(citing.filter((file) => file !== 'scripts/docs.test.mjs')).toEqual([]);
    expect(read('docs/product.md')).toMatch(/^# What the product promises/);
  });
});
