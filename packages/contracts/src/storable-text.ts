/**
 * Text that PostgreSQL can store. Its `text` and `jsonb` types refuse U+0000
 * (NUL), and a lone UTF-16 surrogate (half of an emoji, say) has no UTF-8 form
 * at all. Every request is checked once, after its schema has parsed it (see
 * the server's `parseInput`), so each string field, array item and object key
 * is covered without each schema repeating it; fields where a person would
 * rather have it removed (a search) strip it in their schema instead.
 */

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be saved (a null character or a broken emoji). Remove it and try again.';

/** Whether the text holds neither U+0000 nor a UTF-16 surrogate without its pair. */
export function isStorableText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The text without U+0000 and lone surrogates: for fields such as search, where removing them is what a person expects. */
export function toStorableText(text: string): string {
  if (isStorableText(text)) return text;
  let kept = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      kept += text.slice(index, index + 2);
      index += 1;
    } else if (code !== 0 && !(code >= 0xd800 && code <= 0xdfff)) {
      kept += text.charAt(index);
    }
  }
  return kept;
}

/**
 * The path of the first string in a parsed value that cannot be stored (for an
 * object key: the path of its object), or undefined when all can. Depth is bounded by what
 * the schema accepted.
 */
export function findUnstorableText(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
