/** The few front-matter fields the demo articles use: `key: value` lines, and `[a, b]` lists. */
export interface FrontMatterDocument {
  attributes: Record<string, string | string[]>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontMatter(text: string): FrontMatterDocument {
  const match = FENCE.exec(text);
  if (!match) return { attributes: {}, body: text };
  const attributes: Record<string, string | string[]> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator <= 0 || line.trimStart().startsWith('#')) continue;
    const key = line.slice(0, separator).trim();
    const raw = line.slice(separator + 1).trim();
    attributes[key] =
      raw.startsWith('[') && raw.endsWith(']')
        ? raw
            .slice(1, -1)
            .split(',')
            .map((item) => unquote(item.trim()))
            .filter(Boolean)
        : unquote(raw);
  }
  return { attributes, body: text.slice(match[0].length).replace(/^\s+/, '') };
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}
