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

/** A same-site path (`/api/authorization/media/…`): the only address an image in a document may have. */
export function isSameSitePath(url: string): boolean {
  return SAME_SITE_PATH.test(url);
}

/** An address that leaves the site for the web: it gets `rel="noopener noreferrer"`. */
export function isWebAddress(url: string): boolean {
  return /^https?:/i.test(url);
}
