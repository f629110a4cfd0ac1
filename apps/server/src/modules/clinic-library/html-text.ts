/**
 * Partner HTML (a remote API's section text, MedlinePlus's full summaries) to the plain Markdown the
 * library stores: paragraphs, `- ` lists and `**bold**`. Every other tag is dropped with its
 * attributes (links, images, scripts and styles with their content), entities are decoded, and the
 * app's renderer shows any `<…>` left in the text as text, never as markup.
 *
 * htmlparser2 reads the HTML as a browser would (quoted `>` in attributes, comments, script bodies,
 * unclosed and implied tags, every named entity); only what each element becomes is decided here.
 */
import { Parser } from 'htmlparser2';

/**
 * Dropped with everything inside. Besides code, styles and embedded documents, the elements whose
 * content the parser hands over as raw text (title, textarea, xmp, noembed, noframes, plaintext):
 * kept, their markup would reach the output as text.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'template',
  'noscript',
  'title',
  'textarea',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
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

export function htmlToMarkdown(html: string): string {
  const out: string[] = [];
  let dropping = 0;
  let inCdata = false;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) dropping += 1;
        else if (dropping > 0) return;
        else if (name === 'strong' || name === 'b') out.push('**');
        else if (name === 'li') out.push('\n- ');
        else if (name === 'br') out.push('\n');
        else if (BLOCKS.has(name)) out.push('\n\n');
      },
      // Closes the parser implies (an unclosed `<b>`, a `<p>` ended by the next) count too, so `**` pairs up.
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) dropping -= 1;
        else if (dropping > 0) return;
        else if (name === 'strong' || name === 'b') out.push('**');
        else if (BLOCKS.has(name)) out.push('\n\n');
      },
      ontext(text) {
        if (dropping === 0 && !inCdata) out.push(text.replace(/\s+/g, ' '));
      },
      // A CDATA section is never shown: inside <svg> or <math> it is text to the parser, markup and all.
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
    },
    { recognizeCDATA: true },
  );
  parser.end(html);
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
