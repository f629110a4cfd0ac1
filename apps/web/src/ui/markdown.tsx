import type { ReactNode } from 'react';
import { parseAtxHeading } from '@portal/contracts/markdown-heading';
import { cn } from './cn';

/**
 * A deliberately small Markdown renderer for the tenants' documents (privacy
 * policy, thank-you page): headings, paragraphs, bullet and numbered lists,
 * rules, bold, italics, code spans and links. It builds React elements, never
 * HTML strings, so raw HTML in a document shows as text; links keep only
 * http(s), mailto and relative addresses. A full CommonMark library would cost
 * tens of KB for documents that use none of the rest.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'rule' };

// One space after the marker, the rest trimmed: `\s+(.*)` would backtrack over a long run of spaces.
const BULLET = /^\s{0,3}[-*+]\s(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

export function parseMarkdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Extract<Block, { kind: 'list' }> | null = null;

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push(list);
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.replace(/\t/g, '    ');
    if (line.trim() === '') {
      endParagraph();
      endList();
      continue;
    }
    const heading = parseAtxHeading(line);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({ kind: 'heading', ...heading });
      continue;
    }
    if (RULE.test(line)) {
      endParagraph();
      endList();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      endParagraph();
      // A different kind of marker starts a new list.
      if (list && (list as { ordered: boolean }).ordered !== ordered) endList();
      list ??= { kind: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push(((bullet ? bullet[1] : numbered![2]) ?? '').trim());
      continue;
    }
    if (list) {
      // A line that is not a new item continues the last one (indented or "lazy").
      const items = (list as { items: string[] }).items;
      items[items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/**
 * A same-site path: one `/` and then a path character. Not `//host` nor `/\host`, which
 * browsers open as another site, and not `/` followed by a tab or a new line, which they drop.
 */
const SAME_SITE_PATH = /^\/[\w\-.~!$&'()*+,;=:@%]/;

/**
 * The address to put in `href`, or null when it must not be a link: only
 * http(s) and mailto URLs, same-site paths and fragments are links. Browsers ignore tabs,
 * new lines and leading spaces or control characters in URLs (`java\nscript:`),
 * so those are removed before the address is read.
 */
export function getSafeHref(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[0].toLowerCase()) ? cleaned : null;
  // A fragment (`#rights`) stays on the page: a document's table of contents needs it.
  return SAME_SITE_PATH.test(cleaned) || cleaned.startsWith('#') ? cleaned : null;
}

/*
 * One pass over the text for the earliest inline construct. Groups:
 * 1 escaped character, 2 code, 3 / 4 strong, 5 + 6 link text and address,
 * 7 / 8 emphasis, 9 autolink.
 */
const INLINE =
  /\\([\\`*_[\]()#+\-.!<>{}])|`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\[([^\][]*(?:\[[^\][]*\][^\][]*)*)\]\(([^)]{0,2000})\)|\*(?!\s)([^*]+?)\*|(?<![\p{L}\p{N}_])_(?!\s)([^_]+?)_(?![\p{L}\p{N}_])|<((?:https?|mailto):[^>\s]+)>/gu;

/** `(<url> "title")` → `url`: the destination is the first word, angle brackets removed; a title is not shown. */
function readLinkDestination(inside: string): string {
  const [first = ''] = inside.trim().split(/\s/, 1);
  return first.startsWith('<') && first.endsWith('>') ? first.slice(1, -1) : first;
}

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

function renderLink(text: ReactNode, url: string, key: string): ReactNode {
  const href = getSafeHref(url);
  if (href === null) return <span key={key}>{text}</span>;
  const isWeb = /^https?:/i.test(href);
  return (
    <a key={key} href={href} className={LINK_CLASS} {...(isWeb ? { rel: 'noopener noreferrer' } : {})}>
      {text}
    </a>
  );
}

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    const key = `${keyPrefix}-${index++}`;
    const [, escaped, code, strongA, strongB, linkText, linkUrl, emA, emB, autolink] = match;
    if (escaped !== undefined) nodes.push(escaped);
    else if (code !== undefined)
      nodes.push(
        <code key={key} className="rounded bg-surface-muted px-1 font-mono text-[0.9em]">
          {code}
        </code>,
      );
    else if (strongA !== undefined || strongB !== undefined)
      nodes.push(<strong key={key}>{renderInline(strongA ?? strongB ?? '', key)}</strong>);
    else if (linkText !== undefined)
      nodes.push(renderLink(renderInline(linkText, key), readLinkDestination(linkUrl ?? ''), key));
    else if (emA !== undefined || emB !== undefined)
      nodes.push(<em key={key}>{renderInline(emA ?? emB ?? '', key)}</em>);
    else if (autolink !== undefined) nodes.push(renderLink(autolink.replace(/^mailto:/i, ''), autolink, key));
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const HEADING_CLASSES: Record<number, string> = {
  2: 'mt-4 text-xl font-semibold tracking-tight',
  3: 'mt-3 text-lg font-semibold',
  4: 'mt-2 text-base font-semibold',
  5: 'mt-2 text-base font-semibold',
  6: 'mt-2 text-base font-semibold',
};

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
  const blocks = parseMarkdownBlocks(source);
  const levels = blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : []));
  const shift = topHeadingLevel - (levels.length > 0 ? Math.min(...levels) : 1);
  return (
    <div className={cn('flex flex-col gap-3 text-base leading-7 text-foreground', className)}>
      {blocks.map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(6, Math.max(2, block.level + shift));
            const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
            return (
              <Tag key={key} className={HEADING_CLASSES[level]}>
                {renderInline(block.text, key)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={key}>{renderInline(block.text, key)}</p>;
          case 'rule':
            return <hr key={key} className="my-2 border-border" />;
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
            ));
            return block.ordered ? (
              <ol
                key={key}
                start={block.start === 1 ? undefined : block.start}
                className="flex list-decimal flex-col gap-1 pl-6"
              >
                {items}
              </ol>
            ) : (
              <ul key={key} className="flex list-disc flex-col gap-1 pl-6">
                {items}
              </ul>
            );
          }
        }
      })}
    </div>
  );
}
