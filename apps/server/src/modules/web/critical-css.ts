/**
 * The critical CSS of a first paint: from the app's built (minified) stylesheet, the rules a static
 * shell needs — every rule that names no class (the reset, base styles, custom properties, @property)
 * and the class rules whose selectors name only classes the shell uses. Rules are kept whole and in
 * order, inside the same @layer/@media/@supports blocks, so the shell looks exactly as it will once the
 * full stylesheet applies.
 */

interface CssNode {
  /** Text before the block (`@media (width>=40rem)`, `.flex`), or the whole statement when there is no block. */
  prelude: string;
  /** The block's children when it is a grouping at-rule, else its raw body. */
  body?: CssNode[] | string;
}

const GROUPING_AT_RULE = /^@(?:media|supports|layer|container)\b/;

/** Index of the `}` closing the block whose `{` is at `open`, skipping strings and comments. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = skipString(css, i);
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return css.length;
}

function skipString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i += 1) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = skipString(css, i);
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
      start = i + 1; // comments (the licence banner) are dropped
    } else if (char === ';') {
      const prelude = css.slice(start, i).trim();
      if (prelude) nodes.push({ prelude: `${prelude};` });
      start = i + 1;
    } else if (char === '{') {
      const prelude = css.slice(start, i).trim();
      const close = closingBrace(css, i);
      const inner = css.slice(i + 1, close);
      nodes.push({ prelude, body: GROUPING_AT_RULE.test(prelude) ? parseCss(inner) : inner });
      i = close;
      start = i + 1;
    }
  }
  return nodes;
}

/** The class names a selector list names, unescaped (`.sm\:p-8` → `sm:p-8`). */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-f]{1,6}\s?|\\.|[\w-])+)/gi)].map((match) =>
    (match[1] ?? '').replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
    ),
  );
}

function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const char = prelude[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

function keepsRule(prelude: string, classes: ReadonlySet<string>): boolean {
  if (prelude.startsWith('@')) return !prelude.startsWith('@keyframes') && !prelude.startsWith('@font-face');
  return splitSelectors(prelude).some((selector) => selectorClasses(selector).every((name) => classes.has(name)));
}

function serialise(nodes: CssNode[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.body === undefined) {
      out += node.prelude;
    } else if (Array.isArray(node.body)) {
      const inner = serialise(node.body, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (keepsRule(node.prelude, classes)) {
      out += `${node.prelude}{${node.body}}`;
    }
  }
  return out;
}

/** The part of `css` a page made only of elements with `classes` needs. */
export function extractCriticalCss(css: string, classes: ReadonlySet<string>): string {
  return serialise(parseCss(css), classes);
}

/** Every class named in an HTML fragment's `class` attributes. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) {
      if (name) classes.add(name.replace(/&amp;/g, '&'));
    }
  }
  return classes;
}
