import { useEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import type { Tokens } from 'marked';
import { fetchPrivateFile } from '../api/private-file';
import { cn } from './cn';
import { getSafeHref, isSameSitePath, isWebAddress } from './safe-href';

/*
 * Articles and the tenants' documents, written in Markdown (CommonMark and
 * GitHub's tables, task lists, strikethrough and autolinks) by `marked`, then
 * cleaned by DOMPurify. Raw HTML in the source is shown as text, never as
 * markup. Links keep only `getSafeHref`'s addresses. Images are private media
 * (they need the member's token): only a path on this site is an image, shown
 * from a blob URL; any other address is shown as a link named by its alt text.
 * This module (about 27 KB gzipped with its libraries) loads only with the
 * screens that show Markdown.
 */

const PRIVATE_SRC = 'data-private-src';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : '';
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML, a block or a tag within text, is text.
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      const shown = escapeHtml(block ? text.trim() : text);
      return block ? `<p>${shown}</p>\n` : shown;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const safe = getSafeHref(href);
      if (safe === null) return `<span>${text}</span>`;
      return `<a href="${escapeHtml(safe)}"${titleAttribute(title)}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const safe = getSafeHref(href);
      const alt = escapeHtml(text);
      if (safe !== null && isSameSitePath(safe)) {
        return `<img ${PRIVATE_SRC}="${escapeHtml(safe)}" alt="${alt}"${titleAttribute(title)}>`;
      }
      // An image from elsewhere would be blocked (and would tell another site who reads): a link to it instead.
      if (safe !== null && isWebAddress(safe)) return `<a href="${escapeHtml(safe)}">${alt || escapeHtml(safe)}</a>`;
      return alt ? `<span>${alt}</span>` : '';
    },
  },
});

const HEADING_CLASSES: Record<string, string> = {
  H2: 'mt-4 text-xl font-semibold tracking-tight',
  H3: 'mt-3 text-lg font-semibold',
  H4: 'mt-2 text-base font-semibold',
  H5: 'mt-2 text-base font-semibold',
  H6: 'mt-2 text-base font-semibold',
};

/** The look of each element: set here, never taken from the source. */
const CLASSES: Record<string, string> = {
  ...HEADING_CLASSES,
  A: 'font-medium text-primary underline underline-offset-4 hover:no-underline',
  UL: 'flex list-disc flex-col gap-1 pl-6',
  OL: 'flex list-decimal flex-col gap-1 pl-6',
  BLOCKQUOTE: 'flex flex-col gap-3 border-l-4 border-border pl-4 text-muted-foreground',
  PRE: 'overflow-x-auto rounded-md bg-surface-muted p-3 text-sm leading-6',
  CODE: 'rounded bg-surface-muted px-1 font-mono text-[0.9em]',
  HR: 'my-2 border-border',
  TABLE: 'block max-w-full overflow-x-auto border-collapse text-left text-sm',
  TH: 'border border-border bg-surface-muted px-3 py-1.5 font-semibold',
  TD: 'border border-border px-3 py-1.5',
  IMG: 'h-auto max-w-full rounded-md',
  INPUT: 'mr-2 align-middle',
};

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'input',
  'a',
  'span',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'start', 'align', 'type', 'checked', 'disabled', PRIVATE_SRC];

const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  const tag = node.tagName;
  if (tag === 'A') {
    const safe = getSafeHref(node.getAttribute('href') ?? '');
    if (safe === null) node.removeAttribute('href');
    else if (isWebAddress(safe)) node.setAttribute('rel', 'noopener noreferrer');
  } else if (tag === 'IMG') {
    const path = getSafeHref(node.getAttribute(PRIVATE_SRC) ?? '');
    if (path === null || !isSameSitePath(path)) node.removeAttribute(PRIVATE_SRC);
  } else if (tag === 'INPUT') {
    // A task list's box: shown, never a control.
    node.setAttribute('type', 'checkbox');
    node.setAttribute('disabled', '');
  }
  const className = tag === 'CODE' && node.parentElement?.tagName === 'PRE' ? 'font-mono' : CLASSES[tag];
  if (className) node.setAttribute('class', className);
});

/**
 * The HTML for `source`, cleaned. Headings move so that the highest one in
 * the document is `topHeadingLevel` (the page has its own <h1>), the others
 * keeping their distance from it, never deeper than <h6>.
 */
export function renderMarkdown(source: string, topHeadingLevel: 2 | 3 | 4 = 2): string {
  const tokens = marked.lexer(source);
  let highest = 7;
  // Synchronous callbacks: walkTokens's list of their results holds no promise.
  void marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') highest = Math.min(highest, (token as Tokens.Heading).depth);
  });
  const shift = topHeadingLevel - (highest === 7 ? 1 : highest);
  void marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      heading.depth = Math.min(6, Math.max(2, heading.depth + shift));
    }
  });
  return purify.sanitize(marked.parser(tokens), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/**
 * Shows each `<img data-private-src>` under `root` from a blob URL of the
 * file fetched with the member's token. A path is fetched once while the
 * component lives (the editor's preview renders on every key), and its URL is
 * revoked when the component goes.
 */
function usePrivateImages(root: RefObject<HTMLElement | null>, html: string): void {
  const urls = useRef(new Map<string, Promise<string>>());
  useEffect(() => {
    const images = root.current?.querySelectorAll<HTMLImageElement>(`img[${PRIVATE_SRC}]`) ?? [];
    let isCurrent = true;
    for (const image of images) {
      const path = image.getAttribute(PRIVATE_SRC) ?? '';
      let url = urls.current.get(path);
      if (!url) {
        url = fetchPrivateFile(path).then((blob) => URL.createObjectURL(blob));
        urls.current.set(path, url);
        void url.catch(() => urls.current.delete(path));
      }
      void url.then(
        (loaded) => {
          if (isCurrent) image.src = loaded;
        },
        () => undefined, // the alt text stays
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [root, html]);
  useEffect(() => {
    const cache = urls.current;
    return () => {
      for (const url of cache.values())
        void url.then(
          (loaded) => URL.revokeObjectURL(loaded),
          () => undefined,
        );
      cache.clear();
    };
  }, []);
}

export interface MarkdownProps {
  source: string;
  /**
   * The level of the document's top headings. The page already has its <h1>,
   * so by default the highest heading in the document becomes an <h2>, and the
   * others keep their distance from it.
   */
  topHeadingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Markdown({ source, topHeadingLevel = 2, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source, topHeadingLevel), [source, topHeadingLevel]);
  const ref = useRef<HTMLDivElement>(null);
  usePrivateImages(ref, html);
  return (
    <div
      ref={ref}
      className={cn('flex flex-col gap-3 text-base leading-7 text-foreground', className)}
      // Sanitised above: marked's HTML through DOMPurify with an allow-list of tags and attributes.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
