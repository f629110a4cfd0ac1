/**
 * The front matter of the demo articles and the clinic library's conditions: YAML between `---` fences,
 * read by `yaml` with its failsafe schema, so every value stays the text written (a date, a number, `yes`)
 * or a list of such texts. Anything else (a nested map, a malformed line) is a mistake in the file: it
 * throws.
 */
import { parse } from 'yaml';

export interface FrontMatterDocument {
  attributes: Record<string, string | string[]>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontMatter(text: string): FrontMatterDocument {
  const match = FENCE.exec(text);
  if (!match) return { attributes: {}, body: text };
  const parsed: unknown = parse(match[1] ?? '', { schema: 'failsafe' });
  if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) {
    throw new Error('Front matter must be `key: value` lines.');
  }
  const attributes: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed ?? {})) {
    if (typeof value !== 'string' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      throw new Error(`Front matter field "${key}" must be text or a list of texts.`);
    }
    attributes[key] = value;
  }
  return { attributes, body: text.slice(match[0].length).replace(/^\s+/, '') };
}
