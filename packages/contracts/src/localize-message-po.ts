/**
 * Reads a gettext `.po` catalog into a MessageTable (English → translation),
 * for the catalogs of what the contracts and the server write. Their msgid is
 * the English text itself, as the web app's Lingui catalogs' is, with the
 * same `{name}` placeholders (localize-message.ts).
 *
 * An entry with a context (`msgctxt`: the same English said another way in
 * another place) is keyed by `catalogKey(message, context)`, as gettext keys
 * it.
 *
 * Small and strict rather than a general PO library: it runs in the browser
 * (the contracts' Spanish loads when a form is first touched), and these
 * catalogs need only what Lingui writes for a plain message. What it does not
 * read (plural forms, a broken string) stops it with the file and line, so a
 * catalog can never be half understood.
 */
import type { MessageTable } from './localize-message';

/** gettext's separator between a context and its message, which no message contains. */
const CONTEXT_SEPARATOR = '\u0004';

/** The table's key of a message said in a context (`msgctxt`); a message without one is its own key. */
export function catalogKey(message: string, context?: string): string {
  return context === undefined ? message : `${context}${CONTEXT_SEPARATOR}${message}`;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

interface Entry {
  line: number;
  context: string[] | undefined;
  id: string[] | undefined;
  str: string[] | undefined;
  fuzzy: boolean;
}

/** The translations a `.po` file holds; `name` (its file) is for errors. Untranslated and fuzzy entries are left out. */
export function readPoCatalog(text: string, name: string): MessageTable {
  const table = new Map<string, string>();
  const seen = new Set<string>();
  const fail = (line: number, problem: string): never => {
    throw new Error(`${name}:${line}: ${problem}`);
  };
  const unquote = (source: string, line: number): string => {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(source)) fail(line, `not a quoted string: ${source}`);
    return source
      .slice(1, -1)
      .replace(/\\(.)/g, (_, escaped: string) => ESCAPES[escaped] ?? fail(line, `unknown escape \\${escaped}`));
  };

  let entry: Entry = { line: 0, context: undefined, id: undefined, str: undefined, fuzzy: false };
  let field: string[] | undefined;
  const finish = () => {
    if (entry.context === undefined && entry.id === undefined && entry.str === undefined) return;
    if (entry.id === undefined || entry.str === undefined) fail(entry.line, 'an entry needs a msgid and a msgstr');
    const id = catalogKey(entry.id!.join(''), entry.context?.join(''));
    const translation = entry.str!.join('');
    // The header (msgid ""), an entry not translated yet, and a fuzzy one (a guess, as gettext reads it).
    if (id !== '') {
      if (seen.has(id)) fail(entry.line, `msgid "${entry.id!.join('')}" appears twice`);
      seen.add(id);
      if (translation !== '' && !entry.fuzzy) table.set(id, translation);
    }
    entry = { line: 0, context: undefined, id: undefined, str: undefined, fuzzy: false };
    field = undefined;
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const source = raw.trim();
    if (source === '') {
      finish();
    } else if (source.startsWith('#~')) {
      // An obsolete entry: kept for the translator, never read.
    } else if (source.startsWith('#')) {
      if (entry.str !== undefined) finish();
      if (/^#,.*\bfuzzy\b/.test(source)) entry.fuzzy = true;
    } else if (source.startsWith('msgctxt ')) {
      finish();
      entry.line = line;
      entry.context = [unquote(source.slice('msgctxt '.length).trim(), line)];
      field = entry.context;
    } else if (source.startsWith('msgid ')) {
      if (entry.id !== undefined) finish();
      entry.line ||= line;
      entry.id = [unquote(source.slice('msgid '.length).trim(), line)];
      field = entry.id;
    } else if (source.startsWith('msgstr ')) {
      if (entry.id === undefined || entry.str !== undefined) fail(line, 'a msgstr belongs after its msgid');
      entry.str = [unquote(source.slice('msgstr '.length).trim(), line)];
      field = entry.str;
    } else if (source.startsWith('"')) {
      if (!field) fail(line, 'a continued string belongs after a msgid or a msgstr');
      field!.push(unquote(source, line));
    } else {
      fail(line, `not read here (these catalogs have no plural forms): ${source}`);
    }
  });
  finish();
  return Object.fromEntries(table);
}
