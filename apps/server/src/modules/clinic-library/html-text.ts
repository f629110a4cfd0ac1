/**
 * Partner HTML (a remote API's section text, MedlinePlus's full summaries) to the plain Markdown the
 * library stores: paragraphs, `- ` lists and `**bold**`. Every other tag is dropped with its
 * attributes (links, images, scripts and styles with their content), entities are decoded, and the
 * app's renderer shows any `<…>` left in the text as text, never as markup.
 */
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'template', 'noscript']);
const BLOCKS = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'blockquote',
  'table',
  'tr',
]);
const TAG_NAME = /^<(\/?)([a-z][a-z0-9]*)/i;

export function htmlToMarkdown(html: string): string {
  const out: string[] = [];
  let dropping = 0;
  // Tags are `<…>` without another `<` inside; everything between is text.
  for (const token of html.split(/(<[^<>]*>)/)) {
    if (!token.startsWith('<') || !token.endsWith('>')) {
      if (dropping === 0) out.push(decodeEntities(token).replace(/\s+/g, ' '));
      continue;
    }
    const match = TAG_NAME.exec(token);
    if (!match) continue; // a comment, a doctype, a stray `<>`
    const isClosing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) {
      dropping = Math.max(0, dropping + (isClosing ? -1 : 1));
      continue;
    }
    if (dropping > 0) continue;
    if (name === 'strong' || name === 'b') out.push('**');
    else if (name === 'li' && !isClosing) out.push('\n- ');
    else if (name === 'br') out.push('\n');
    else if (BLOCKS.has(name)) out.push('\n\n');
  }
  return out
    .join('')
    .split('\u0000')
    .join('')
    .replace(/\*\*(\s*)\*\*/g, '$1')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first paragraph of converted text, at most `max` characters (cut at a word). */
export function firstParagraph(markdown: string, max = 300): string {
  const paragraph = (markdown.split(/\n\n/).find((part) => part.trim() !== '' && !part.startsWith('- ')) ?? '').trim();
  const plain = paragraph.replace(/\*\*/g, '');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}
