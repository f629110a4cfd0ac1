/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES_ES } from './contract-messages-es';
import { childTooOldMessage } from './dependents';
import { fillMessage, listPlaceholders, localizeMessage } from './localize-message';
import { readPoCatalog } from './localize-message-po';
import { getPasswordRuleProblems } from './password-policy';
import { isSentenceLike, listSourceFiles, readSourceStrings } from './test-support/source-messages';

const SOURCE_FOLDER = dirname(fileURLToPath(import.meta.url));
/** The table itself: a message without its Spanish is fixed there (msgid its English, msgstr its Spanish). */
const CATALOG_FILE = join(SOURCE_FOLDER, 'locales', 'es', 'contract-messages.po');

/**
 * Files whose sentences are not the contracts' messages: the questionnaires' own content and its
 * translations (questionnaire-locales.ts and friends), this table and the lookup itself.
 */
const SKIPPED_FILES =
  /(^|-)questionnaire-|-questionnaire(-es)?\.ts$|^contract-messages-es\.ts$|^localize-message(-po)?\.ts$/;

/** Sentences in the contracts that are not messages of theirs, each with why. */
const NOT_CONTRACT_MESSAGES: Readonly<Record<string, string>> = {
  // Translated with the questionnaire content (questionnaire-locales.ts), which owns them.
  'If you are in immediate danger or thinking about harming yourself, call your local emergency number now.':
    'EMERGENCY_NOTE_ES',
  "Some of your answers suggest you may be going through a hard time. You don't have to handle it alone: our support team is here to listen and help you find the right care.":
    'LOW_WELLBEING_SUPPORT_MESSAGES.es',
};

const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    listSourceFiles(SOURCE_FOLDER).map(
      async (file) => [basename(file), (await import(/* @vite-ignore */ file)) as Record<string, unknown>] as const,
    ),
  ),
);
const exportsInScope: Record<string, unknown> = Object.assign({}, ...Object.values(modules));

/** A template's text with its `${…}` worked out from the contracts' exported constants; undefined if it needs another value. */
function evaluateTemplate(parts: readonly string[], expressions: readonly string[]): string | undefined {
  const names = Object.keys(exportsInScope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  try {
    const values = expressions.map((expression) =>
      String(new Function(...names, `return (${expression});`)(...names.map((name) => exportsInScope[name]))),
    );
    return parts.reduce((text, part, index) => `${text}${values[index - 1]}${part}`);
  } catch {
    return undefined;
  }
}

function collectSourceMessages() {
  const messages = new Map<string, string>();
  const dynamic: string[] = [];
  for (const file of listSourceFiles(SOURCE_FOLDER)) {
    for (const found of readSourceStrings(file, SOURCE_FOLDER)) {
      if (SKIPPED_FILES.test(found.file)) continue;
      // Text written in each language beside its English (`{ en: …, es: … }`, as the brands' support hours).
      if (found.property === 'es') continue;
      const shape = found.parts.join('{}');
      if (!isSentenceLike(shape) && !shape.startsWith('contains a character')) continue;
      const text = found.expressions.length === 0 ? found.text : evaluateTemplate(found.parts, found.expressions);
      if (text === undefined) dynamic.push(`${found.file}:${found.line} ${found.text}`);
      else if (!Object.hasOwn(NOT_CONTRACT_MESSAGES, text)) messages.set(text, `${found.file}:${found.line}`);
    }
  }
  return { messages, dynamic };
}

const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  1e12,
  '',
  ' ',
  'x',
  'not-an-id',
  'x'.repeat(3000),
  'x'.repeat(200_001),
  true,
  [],
  [''],
  Array.from({ length: 120 }, (_, index) => `tag${index}`),
  {},
  Object.fromEntries(Array.from({ length: 120 }, (_, index) => [`k${index}`, 1])),
];

interface AnySchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  _zod?: { def?: { type?: string; shape?: Record<string, unknown> } };
}

function isSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && typeof (value as AnySchema).safeParse === 'function';
}

/** Every message the exported schemas give for wrong values, whole and field by field. */
function collectSchemaMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [file, exported] of Object.entries(modules)) {
    for (const [name, schema] of Object.entries(exported)) {
      if (!isSchema(schema)) continue;
      const shape = schema._zod?.def?.type === 'object' ? Object.keys(schema._zod.def.shape ?? {}) : [];
      const inputs = [...BAD_VALUES, ...shape.flatMap((key) => BAD_VALUES.map((bad) => ({ [key]: bad })))];
      for (const input of inputs) {
        for (const issue of schema.safeParse(input).error?.issues ?? []) messages.set(issue.message, `${file} ${name}`);
      }
    }
  }
  // Rules that are functions rather than schemas.
  for (const problem of getPasswordRuleProblems('jane', { email: 'jane@example.com', firstName: 'Jane' })) {
    messages.set(problem, 'getPasswordRuleProblems');
  }
  messages.set(childTooOldMessage(26), 'childTooOldMessage');
  return messages;
}

describe('the contracts’ messages in Spanish', () => {
  const { messages: sourceMessages, dynamic } = collectSourceMessages();

  it('finds the messages it checks (the scan works)', () => {
    expect(sourceMessages.size).toBeGreaterThan(100);
    expect(sourceMessages.has('Enter a valid email address.')).toBe(true);
    expect(sourceMessages.has('Use at least 15 characters.')).toBe(true);
  });

  it('builds no message from a free value except through a pattern (fillMessage)', () => {
    expect(dynamic).toEqual([]);
  });

  it('has the Spanish of every sentence in the contracts’ source', () => {
    const missing = [...sourceMessages].filter(([text]) => !Object.hasOwn(CONTRACT_MESSAGES_ES, text));
    expect(missing.map(([text, where]) => `${where} ${text}`)).toEqual([]);
  });

  it('has the Spanish of every message the schemas and rules give for invalid input', () => {
    const schemaMessages = collectSchemaMessages();
    expect(schemaMessages.size).toBeGreaterThan(40);
    const missing = [...schemaMessages].filter(
      ([message]) => localizeMessage(message, CONTRACT_MESSAGES_ES) === message,
    );
    expect(missing.map(([message, where]) => `${where}: ${message}`)).toEqual([]);
  });

  it('has no empty entry, the same placeholders in both languages, and no entry for a message that is gone', () => {
    for (const [english, spanish] of Object.entries(CONTRACT_MESSAGES_ES)) {
      expect(spanish.trim(), english).not.toBe('');
      expect(spanish, english).not.toBe(english);
      expect(listPlaceholders(spanish).sort(), english).toEqual(listPlaceholders(english).sort());
    }
    const stale = Object.keys(CONTRACT_MESSAGES_ES).filter(
      (english) => english !== 'Invalid input' && !sourceMessages.has(english),
    );
    expect(stale).toEqual([]);
  });

  it('translates every entry of its catalog, each without a context (messages are matched by their English)', () => {
    const text = readFileSync(CATALOG_FILE, 'utf8');
    const entries = text.match(/^msgid /gm)?.length ?? 0;
    // The header is an entry too.
    expect(Object.keys(readPoCatalog(text, CATALOG_FILE)).length + 1).toBe(entries);
    expect(text).not.toMatch(/^msgctxt /m);
    expect(CONTRACT_MESSAGES_ES).toEqual(readPoCatalog(text, CATALOG_FILE));
  });

  it('fills a pattern’s values into its Spanish', () => {
    expect(localizeMessage(childTooOldMessage(21), CONTRACT_MESSAGES_ES)).toBe(
      'Un hijo o hija dependiente debe tener menos de 21 años.',
    );
    expect(
      localizeMessage(
        fillMessage('Question {id} has two options with the same value.', { id: 'sleep-1' }),
        CONTRACT_MESSAGES_ES,
      ),
    ).toBe('La pregunta sleep-1 tiene dos opciones con el mismo valor.');
    expect(localizeMessage('Enter a valid email address.', undefined)).toBe('Enter a valid email address.');
    expect(localizeMessage('Not a message of ours.', CONTRACT_MESSAGES_ES)).toBe('Not a message of ours.');
  });
});
