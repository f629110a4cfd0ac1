/**
 * Messages in another language, looked up by their English text (as gettext
 * does). Most messages are fixed sentences; the few that carry a free value
 * (a tenant's age limit, a field's name) are written as a pattern with named
 * placeholders, `'A child dependent must be under {maxAge}.'`, filled with
 * `fillMessage`; the table holds the pattern and its translation, with the
 * same placeholders.
 */

/** English message or pattern → its translation. */
export type MessageTable = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The pattern with each `{name}` replaced by its value. */
export function fillMessage(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholders' names, in order (`['maxAge']`). */
export function listPlaceholders(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

interface CompiledPattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

const compiledTables = new WeakMap<MessageTable, CompiledPattern[]>();

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compilePatterns(table: MessageTable): CompiledPattern[] {
  let compiled = compiledTables.get(table);
  if (!compiled) {
    compiled = Object.entries(table)
      .filter(([english]) => listPlaceholders(english).length > 0)
      .map(([english, translation]) => {
        const names = listPlaceholders(english);
        const source = english
          .split(PLACEHOLDER)
          // split with a capture group alternates text and names: keep the text, a group per name.
          .map((part, index) => (index % 2 === 0 ? escapeRegex(part) : '(.+?)'))
          .join('');
        return { regex: new RegExp(`^${source}$`, 's'), names, translation };
      });
    compiledTables.set(table, compiled);
  }
  return compiled;
}

/** The message's translation from the table: the exact sentence, else a pattern it fills; else the message as it is. */
export function localizeMessage(message: string, table: MessageTable | undefined): string {
  if (!table) return message;
  if (Object.hasOwn(table, message)) return table[message] ?? message;
  for (const pattern of compilePatterns(table)) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));
    return fillMessage(pattern.translation, values);
  }
  return message;
}
