import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a page may be sent as besides plain text, preferred first (brotli is the smaller). */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The compressed bodies of each rendered page, made once: pages are rendered once per brand, language and route. */
const bodies = new WeakMap<object, Map<PageEncoding, Promise<Buffer>>>();

/**
 * A page's HTML in `encoding`, at the format's highest level (paid once per page, not per request).
 * A page is compressed because its first round trip is the longest: /login's 33 KB of shell and
 * critical CSS needs two of TCP's first windows, 8 KB in brotli fits in one. A page holds no secret
 * (the session lives in the app's storage), so compressing it gives BREACH nothing to read.
 */
export function compressedPage(page: { readonly html: string }, encoding: PageEncoding): Promise<Buffer> {
  let byEncoding = bodies.get(page);
  if (!byEncoding) {
    byEncoding = new Map();
    bodies.set(page, byEncoding);
  }
  let body = byEncoding.get(encoding);
  if (!body) {
    const html = Buffer.from(page.html, 'utf8');
    body =
      encoding === 'br'
        ? brotliAsync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
            },
          })
        : gzipAsync(html, { level: constants.Z_BEST_COMPRESSION });
    // A failed compression is not kept: the next request tries again.
    body.catch(() => byEncoding.delete(encoding));
    byEncoding.set(encoding, body);
  }
  return body;
}
