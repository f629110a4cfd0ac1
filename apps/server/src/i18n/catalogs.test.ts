import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES_ES } from '@portal/contracts/contract-messages-es';
import { listPlaceholders } from '@portal/contracts/localize-message';
import { catalogKey, readPoCatalog } from '@portal/contracts/localize-message-po';
import { listSourceFiles } from '@portal/contracts/test-support/source-messages';
import { ANSWER_CATALOGS, CONTRACT_CATALOG, TEXT_CATALOG_AREAS, TEXT_CATALOGS, readCatalog } from './catalogs';
import type { CatalogName } from './catalogs';
import { findWordsByLanguage, readTextCalls } from './test-support/source-texts';
import type { TextCall } from './test-support/source-texts';
import { t } from './translate';

/**
 * What the server composes itself (emails, push notifications, the data download's summary) against its
 * catalogs, as the web app's catalogs-complete.test.ts holds its own: every `t(…)` message of the source
 * is in its area's catalog with its Spanish, and a catalog keeps nothing the source no longer says. Fix
 * by adding the entry to i18n/locales/es/<catalog>.po (msgid the English as written, msgstr its Spanish).
 */
const SERVER_SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `{ en, es }` objects that are not the server's words, each with why. */
const WORDS_BY_LANGUAGE_ALLOWED: readonly [RegExp, string][] = [
  [
    /^modules\/questionnaires?\/questionnaires?-service\.ts:/,
    'the questionnaire service words its own messages (translated-server-text.md); one’s Spanish differs from server-messages.po’s',
  ],
  [/^modules\/partner-sign-on\/ally-health-sandbox-page\.ts:/, 'the sandbox stands in for a partner’s own site'],
  [/^modules\/partner-programmes\/demo-programme-pages\.ts:/, 'demo data, stored as a programme’s pages'],
  [/^modules\/news\/demo-announcements\.ts:/, 'demo data, stored as a programme’s news'],
  [/^modules\/clinic-library\//, 'the clinic library’s content and its sources’ attributions'],
];

function collectTextCalls() {
  const calls: TextCall[] = [];
  const problems: string[] = [];
  for (const file of listSourceFiles(SERVER_SOURCE, { recursive: true })) {
    const found = readTextCalls(file, SERVER_SOURCE);
    calls.push(...found.calls);
    problems.push(...found.problems);
  }
  return { calls, problems };
}

function areaOf(file: string): (typeof TEXT_CATALOGS)[number] | undefined {
  return TEXT_CATALOGS.find((name) => TEXT_CATALOG_AREAS[name].some((folder) => file.startsWith(folder)));
}

describe('the server’s catalogs', () => {
  const { calls, problems } = collectTextCalls();
  const spanish = Object.fromEntries(TEXT_CATALOGS.map((name) => [name, readCatalog(name, 'es')]));

  it('finds the messages it checks (the scan works)', () => {
    const messages = calls.map((call) => call.message);
    expect(messages).toContain('Hello {name},');
    expect(messages).toContain('Tap to read it.');
    expect(messages).toContain('Your data from {programme}');
    expect(calls.find((call) => call.context !== undefined)?.message).toBe('Reset your password');
    expect(calls.length).toBeGreaterThan(150);
  });

  it('writes every message out where it is used, in a folder that has a catalog', () => {
    expect(problems).toEqual([]);
    const outside = calls.filter((call) => areaOf(call.file) === undefined);
    expect(outside.map(({ file, line, message }) => `${file}:${line} ${message}`)).toEqual([]);
  });

  it.each(TEXT_CATALOGS)('%s.po has every message of its source, each with its Spanish', (name) => {
    const table = spanish[name]!;
    const missing = calls
      .filter((call) => areaOf(call.file) === name && !Object.hasOwn(table, call.key))
      .map(({ file, line, message, context }) => `${file}:${line} ${context ? `(${context}) ` : ''}${message}`);
    expect(missing).toEqual([]);
  });

  it.each(TEXT_CATALOGS)('%s.po keeps no entry its source no longer says', (name) => {
    const used = new Set(calls.filter((call) => areaOf(call.file) === name).map((call) => call.key));
    expect(Object.keys(spanish[name]!).filter((key) => !used.has(key))).toEqual([]);
  });

  it('gives each message the same placeholders in both languages', () => {
    for (const name of [...ANSWER_CATALOGS, ...TEXT_CATALOGS]) {
      for (const [key, translation] of Object.entries(readCatalog(name, 'es'))) {
        const english = key.split('\u0004').at(-1)!;
        expect(translation.trim(), `${name}: ${english}`).not.toBe('');
        expect(listPlaceholders(translation).sort(), `${name}: ${english}`).toEqual(listPlaceholders(english).sort());
      }
    }
  });

  // One table per language, as the web app's: the same English (in the same context) means the same Spanish everywhere.
  it('gives an English message the same Spanish in every catalog', () => {
    const byKey = new Map<string, Set<string>>();
    for (const name of [...ANSWER_CATALOGS, ...TEXT_CATALOGS]) {
      for (const [key, translation] of Object.entries(readCatalog(name, 'es'))) {
        byKey.set(key, (byKey.get(key) ?? new Set()).add(translation));
      }
    }
    const conflicts = [...byKey].filter(([, translations]) => translations.size > 1);
    expect(conflicts.map(([key, translations]) => `${key} → ${[...translations].join(' | ')}`)).toEqual([]);
  });

  it('has no context in the catalogs of answers, which are matched back from their English alone', () => {
    for (const name of ANSWER_CATALOGS) {
      expect(Object.keys(readCatalog(name, 'es')).filter((key) => key.includes('\u0004'))).toEqual([]);
    }
  });

  it('has the Spanish catalog of every name it reads, with every entry translated', () => {
    const folder = join(SERVER_SOURCE, 'i18n', 'locales', 'es');
    const files = readdirSync(folder).sort();
    const names: CatalogName[] = [...ANSWER_CATALOGS.filter((name) => name !== CONTRACT_CATALOG), ...TEXT_CATALOGS];
    expect(files).toEqual(names.map((name) => `${name}.po`).sort());
    for (const file of files) {
      // Every entry is translated: a message waiting for its Spanish is an entry with an empty msgstr.
      const text = readFileSync(join(folder, file), 'utf8');
      const entries = text.match(/^msgid /gm)?.length ?? 0;
      expect(Object.keys(readPoCatalog(text, file)).length + 1, file).toBe(entries);
    }
  });

  it('reads the contracts’ catalog as the web app does', () => {
    expect(readCatalog(CONTRACT_CATALOG, 'es')).toEqual(CONTRACT_MESSAGES_ES);
  });

  it('fills a message’s values after translating it, and leaves English as written', () => {
    expect(t('es', 'Hello {name},', { name: 'Ana {name}' })).toBe('Hola, Ana {name}:');
    expect(t('en', 'Hello {name},', { name: 'Ana' })).toBe('Hello Ana,');
    expect(t('es', { message: 'Reset your password', context: 'button' })).toBe('Restablecer su contraseña');
    expect(t('es', 'Reset your password')).toBe('Restablezca su contraseña');
    expect(t('en', { message: 'Reset your password', context: 'button' })).toBe('Reset your password');
    expect(catalogKey('Reset your password', 'button')).not.toBe('Reset your password');
    // @ts-expect-error: a placeholder takes its value.
    expect(t('en', 'Hello {name},')).toBe('Hello {name},');
    // @ts-expect-error: a message without placeholders takes none.
    expect(t('en', 'Hello,', { name: 'Ana' })).toBe('Hello,');
  });

  it('leaves no words written in each language in the server’s code: they are the catalogs’', () => {
    const found = listSourceFiles(SERVER_SOURCE, { recursive: true })
      .filter((file) => !file.includes(`${SERVER_SOURCE}/test/`))
      .flatMap((file) => findWordsByLanguage(file, SERVER_SOURCE));
    expect(found.filter((where) => !WORDS_BY_LANGUAGE_ALLOWED.some(([pattern]) => pattern.test(where)))).toEqual([]);
    // An exception whose words have moved to a catalog goes too.
    const unused = WORDS_BY_LANGUAGE_ALLOWED.filter(([pattern]) => !found.some((where) => pattern.test(where)));
    expect(unused.map(([, why]) => why)).toEqual([]);
  });
});
