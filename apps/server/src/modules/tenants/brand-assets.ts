/**
 * A programme's logo and favicon: the portal's own (built-in brands' SVGs, named as they are) and those an
 * operator uploads, which are checked and re-encoded before anything stores or serves them.
 *
 * An upload's type is read from its bytes, never from what the browser declared. Every upload, an SVG
 * too, is decoded by sharp (libvips, on libuv's thread pool, off the event loop) and stored as a fresh
 * PNG of its pixels: no metadata, no appended bytes, and never markup a browser could run. An SVG is
 * scanned before librsvg renders it, and refused when it holds anything beyond plain shapes (script,
 * event attributes, links to other files, entities), since rendering would still fetch what it links.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { BRAND_ARTWORK_MAX_BYTES } from '@portal/contracts/operator-console';
import type { TBrandArtworkKind } from '@portal/contracts/operator-console';
import { validationFailed } from '../../lib/errors';

export type BrandAssetKind = 'logo' | 'favicon';

/** A programme's logo or favicon as it is stored and served, named by its content's hash. */
export interface BrandAsset {
  kind: BrandAssetKind;
  body: Buffer;
  contentType: 'image/png' | 'image/svg+xml';
  /** The first 16 hex digits of the body's SHA-256. */
  hash: string;
  /** `logo.<hash>.svg`: a new image is a new name, so a served one may be cached for good. */
  fileName: string;
}

/** Names an image the portal itself holds (a built-in brand's SVG), as it is. */
export function brandAssetOf(kind: BrandAssetKind, body: Buffer, contentType: BrandAsset['contentType']): BrandAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const extension = contentType === 'image/png' ? 'png' : 'svg';
  return { kind, body, contentType, hash, fileName: `${kind}.${hash}.${extension}` };
}

/** An uploaded logo or favicon once re-encoded: always a PNG, named by its hash (BRAND_ARTWORK_FILE). */
export interface PreparedBrandAsset {
  fileName: string;
  contentType: 'image/png';
  body: Buffer;
}

/** The box a logo is fitted inside (never enlarged): the header's height at twice its pixel density. */
export const BRAND_LOGO_BOX = { width: 600, height: 144 } as const;
/** A favicon's side: sharp on every tab and home screen, small to send. */
export const BRAND_FAVICON_SIZE = 64;
/** An upload's largest side: beyond it a logo is no logo, and decoding it would be a burden. */
export const BRAND_ARTWORK_MAX_SIDE = 8000;

const MAX_KB = BRAND_ARTWORK_MAX_BYTES / 1024;

/** Each kind's messages written out, each sentence whole, so each has its Spanish (server-messages.po). */
const MESSAGES = {
  logo: {
    type: 'The logo must be a PNG, JPEG, WebP, GIF or SVG image.',
    size: `The logo must be at most ${MAX_KB} KB.`,
    dimensions: `The logo must be at most ${BRAND_ARTWORK_MAX_SIDE} pixels wide and high.`,
    unsafe:
      'The logo’s SVG contains script, links or embedded files. Save it with plain shapes only, or as a PNG, and upload it again.',
    unreadable: 'The logo file is damaged or could not be read. Save it again and upload it once more.',
  },
  favicon: {
    type: 'The favicon must be a PNG, JPEG, WebP, GIF or SVG image.',
    size: `The favicon must be at most ${MAX_KB} KB.`,
    dimensions: `The favicon must be at most ${BRAND_ARTWORK_MAX_SIDE} pixels wide and high.`,
    unsafe:
      'The favicon’s SVG contains script, links or embedded files. Save it with plain shapes only, or as a PNG, and upload it again.',
    unreadable: 'The favicon file is damaged or could not be read. Save it again and upload it once more.',
  },
} as const satisfies Record<TBrandArtworkKind, Record<string, string>>;

type ArtworkFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'svg';

/** The raster types by their first bytes; an SVG is text and is recognised by reading it (inspectSvg). */
function sniffRaster(bytes: Buffer): Exclude<ArtworkFormat, 'svg'> | undefined {
  const startsWith = (signature: string, offset = 0) =>
    bytes.subarray(offset, offset + signature.length).equals(Buffer.from(signature, 'latin1'));
  if (startsWith('\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith('\xff\xd8\xff')) return 'jpeg';
  if (startsWith('GIF87a') || startsWith('GIF89a')) return 'gif';
  if (startsWith('RIFF') && startsWith('WEBP', 8)) return 'webp';
  return undefined;
}

/**
 * Checks, re-encodes and names an uploaded logo or favicon. The type is sniffed from `upload.bytes`;
 * `upload.contentType` (the browser's guess from the file's name) is not relied on. Throws
 * validationFailed, field `kind`, for anything refused.
 */
export async function prepareBrandAsset(
  kind: TBrandArtworkKind,
  upload: { contentType: string; bytes: Buffer },
): Promise<PreparedBrandAsset> {
  const messages = MESSAGES[kind];
  const { bytes } = upload;
  if (bytes.length > BRAND_ARTWORK_MAX_BYTES) throw validationFailed(messages.size, kind);

  let format: ArtworkFormat | undefined = sniffRaster(bytes);
  if (!format) {
    const verdict = inspectSvg(bytes);
    if (verdict === 'not-svg') throw validationFailed(messages.type, kind);
    if (verdict === 'unsafe') throw validationFailed(messages.unsafe, kind);
    if (verdict === 'malformed') throw validationFailed(messages.unreadable, kind);
    format = 'svg';
  }

  const body = await reencode(kind, format, bytes);
  const { fileName } = brandAssetOf(kind, body, 'image/png');
  return { fileName, contentType: 'image/png', body };
}

async function reencode(kind: TBrandArtworkKind, format: ArtworkFormat, bytes: Buffer): Promise<Buffer> {
  const messages = MESSAGES[kind];
  // failOn 'error': a truncated or corrupt image is refused, a mere warning is not. pages 1: an animation's
  // first frame only. limitInputPixels guards the decode itself, should a header lie about its size.
  const options = {
    failOn: 'error',
    pages: 1,
    autoOrient: true,
    limitInputPixels: BRAND_ARTWORK_MAX_SIDE * BRAND_ARTWORK_MAX_SIDE,
  } as const;
  let metadata: Metadata;
  try {
    // The header only (no pixels), so a decompression bomb is refused before it is decoded.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw validationFailed(messages.unreadable, kind);
  }
  // libvips picks its decoder from the bytes too: it must have read them as the type sniffed.
  const { width, height } = metadata;
  if (metadata.format !== format || !width || !height) throw validationFailed(messages.unreadable, kind);
  if (width > BRAND_ARTWORK_MAX_SIDE || height > BRAND_ARTWORK_MAX_SIDE) {
    throw validationFailed(messages.dimensions, kind);
  }

  const box = kind === 'logo' ? BRAND_LOGO_BOX : { width: BRAND_FAVICON_SIZE, height: BRAND_FAVICON_SIZE };
  try {
    const density = format === 'svg' ? await svgDensityFor(bytes, { width, height }, box) : undefined;
    let image = sharp(bytes, { ...options, ...(density ? { density } : {}) });
    image =
      kind === 'logo'
        ? image.resize({ ...box, fit: 'inside', withoutEnlargement: true })
        : image.ensureAlpha().resize({ ...box, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
    // Without keepMetadata/withMetadata sharp writes none: no EXIF, XMP, text chunks or ICC profile.
    return await image.toColourspace('srgb').png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw validationFailed(messages.unreadable, kind);
  }
}

/**
 * The density that draws an SVG at the size it is shown (filling the box), rather than at its nominal
 * size and then scaled (blurred, or left tiny). libvips scales a size in pixels by density / 72 but one
 * in physical units (`210mm`) by its square, so the header is read once more at 10× to learn which.
 */
async function svgDensityFor(
  bytes: Buffer,
  nominal: { width: number; height: number },
  box: { width: number; height: number },
): Promise<number> {
  const probe = await sharp(bytes, { limitInputPixels: false, density: 720 }).metadata();
  const growth = Math.max(probe.width ?? 0, probe.height ?? 0) / Math.max(nominal.width, nominal.height);
  const power = growth > Math.sqrt(1000) ? 2 : 1;
  const scale = Math.min(box.width / nominal.width, box.height / nominal.height);
  return Math.min(Math.max(72 * scale ** (1 / power), 1), 100_000);
}

// ---------------------------------------------------------------------------------------------------------
// The SVG check: a small XML scanner, stricter than XML itself. Whatever it does not understand is refused,
// so it cannot read a document differently from librsvg in a way that lets something through.

type SvgVerdict = 'safe' | 'unsafe' | 'malformed' | 'not-svg';

class SvgRefusal extends Error {
  constructor(readonly verdict: Exclude<SvgVerdict, 'safe'>) {
    super(verdict);
  }
}

function refuse(verdict: Exclude<SvgVerdict, 'safe'>): never {
  throw new SvgRefusal(verdict);
}

/** Elements that run, embed or pull in something (xi:include reads files), by local name in lower case. */
const REFUSED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'handler',
  'listener',
  'iframe',
  'frame',
  'embed',
  'object',
  'applet',
  'audio',
  'video',
  'base',
  'link',
  'meta',
  'include',
]);

/** Attributes that hold an address, by local name: only a reference within the document (`#id`) is kept. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src']);

/** Words that make an address or a style run code or fetch something, checked in lower case. */
const REFUSED_WORDS = ['javascript:', 'vbscript:', '<script', '<foreignobject', '<!entity'];
const REFUSED_CSS = ['@import', 'expression(', 'image-set(', 'image(', 'src('];

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function isXmlSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isNameStart(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f || code === 0x3a;
}

function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e;
}

function localNameOf(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1).toLowerCase();
}

/** The character an entity reference stands for: the five XML predefines, or a number; else refused. */
function resolveReference(reference: string): string {
  const predefined = PREDEFINED_ENTITIES[reference];
  if (predefined !== undefined) return predefined;
  const hex = reference.startsWith('#x');
  const digits = reference.slice(hex ? 2 : 1);
  const valid = hex ? /^[0-9a-f]{1,6}$/i.test(digits) : /^\d{1,7}$/.test(digits);
  // Any other name could only come from a DTD, and entities are refused.
  if (!reference.startsWith('#') || !valid) refuse('unsafe');
  const code = Number.parseInt(digits, hex ? 16 : 10);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) refuse('malformed');
  return String.fromCodePoint(code);
}

/** Text or an attribute's value with its references resolved (CDATA is taken as it is). */
function decodeReferences(raw: string): string {
  let decoded = '';
  let from = 0;
  for (let at = raw.indexOf('&'); at !== -1; at = raw.indexOf('&', from)) {
    const end = raw.indexOf(';', at);
    if (end === -1 || end - at > 10) refuse('malformed');
    decoded += raw.slice(from, at) + resolveReference(raw.slice(at + 1, end));
    from = end + 1;
  }
  return decoded + raw.slice(from);
}

/** Refuses a style (or a presentation attribute, which librsvg reads as CSS) that loads or escapes. */
function checkCss(value: string, options: { allowsBackslash: boolean }): void {
  const lower = value.toLowerCase();
  if (REFUSED_CSS.some((word) => lower.includes(word))) refuse('unsafe');
  // CSS escapes could spell any of the above out of sight.
  if (!options.allowsBackslash && lower.includes('\\')) refuse('unsafe');
  for (let at = lower.indexOf('url('); at !== -1; at = lower.indexOf('url(', at + 4)) {
    let next = at + 4;
    while (next < lower.length && (isXmlSpace(lower.charCodeAt(next)) || lower[next] === '"' || lower[next] === "'")) {
      next += 1;
    }
    // `url(#gradient)` points within the document; anything else is a file elsewhere.
    if (lower[next] !== '#') refuse('unsafe');
  }
}

function checkAttribute(name: string, raw: string): void {
  const value = decodeReferences(raw);
  const lower = name.toLowerCase();
  // Namespace names are identifiers, never fetched.
  if (lower === 'xmlns' || lower.startsWith('xmlns:')) return;
  const local = localNameOf(name);
  if (local.startsWith('on') || lower === 'xml:base') refuse('unsafe');
  if (ADDRESS_ATTRIBUTES.has(local)) {
    if (!value.trim().startsWith('#')) refuse('unsafe');
    return;
  }
  // An animation could set an address or a handler the checks above never saw.
  if (local === 'attributename' && /href|src|base|^\s*on/i.test(value)) refuse('unsafe');
  // Editors' own attributes (inkscape:export-filename) may hold a Windows path; librsvg reads them not.
  checkCss(value, { allowsBackslash: name.includes(':') });
}

/** Reads the document through; throws SvgRefusal at the first thing it will not pass. */
function scanSvg(text: string): void {
  const open: string[] = [];
  let hasRoot = false;
  let at = 0;

  const onText = (raw: string, options: { isCdata: boolean }) => {
    if (open.length === 0) {
      // Outside the root element only white space may stand; text there is no SVG.
      for (let index = 0; index < raw.length; index += 1) {
        if (!isXmlSpace(raw.charCodeAt(index))) refuse(hasRoot ? 'malformed' : 'not-svg');
      }
      return;
    }
    const value = options.isCdata ? raw : decodeReferences(raw);
    checkCss(value, { allowsBackslash: localNameOf(open.at(-1) ?? '') !== 'style' });
  };

  const readName = (): string => {
    const start = at;
    if (!isNameStart(text.charCodeAt(at))) refuse(hasRoot ? 'malformed' : 'not-svg');
    while (at < text.length && isNameChar(text.charCodeAt(at))) at += 1;
    return text.slice(start, at);
  };

  const skipSpace = (): number => {
    const start = at;
    while (at < text.length && isXmlSpace(text.charCodeAt(at))) at += 1;
    return at - start;
  };

  const closingOf = (marker: string, from: number): number => {
    const end = text.indexOf(marker, from);
    if (end === -1) refuse('malformed');
    return end;
  };

  while (at < text.length) {
    const tag = text.indexOf('<', at);
    const textEnd = tag === -1 ? text.length : tag;
    if (textEnd > at) onText(text.slice(at, textEnd), { isCdata: false });
    if (tag === -1) break;
    at = tag;

    if (text.startsWith('<!--', at)) {
      at = closingOf('-->', at + 4) + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      if (open.length === 0) refuse('malformed');
      const end = closingOf(']]>', at + 9);
      onText(text.slice(at + 9, end), { isCdata: true });
      at = end + 3;
    } else if (text.startsWith('<?', at)) {
      const end = closingOf('?>', at + 2);
      const body = text.slice(at + 2, end);
      // Only the XML declaration, first; a style sheet's (xml-stylesheet) or an editor's instruction is refused.
      if (!/^xml[ \t\r\n]/.test(body)) refuse('unsafe');
      if (at !== 0) refuse('malformed');
      const encoding = /encoding[ \t\r\n]*=[ \t\r\n]*["']([^"']*)["']/.exec(body)?.[1]?.toLowerCase();
      // Read here as UTF-8: a document that says otherwise might read differently to librsvg.
      if (encoding !== undefined && !['utf-8', 'utf8', 'us-ascii', 'ascii'].includes(encoding)) refuse('malformed');
      at = end + 2;
    } else if (text.startsWith('<!DOCTYPE', at)) {
      if (hasRoot) refuse('malformed');
      const end = closingOf('>', at);
      // The SVG 1.1 DTD's plain reference (older editors write it), never one with an internal subset
      // (entities) or a DTD of anyone else's.
      const doctype = text.slice(at, end + 1);
      if (!isPlainSvgDoctype(doctype)) refuse('unsafe');
      at = end + 1;
    } else if (text.startsWith('<!', at)) {
      // Before the root this is another kind of document (`<!doctype html>`); within, a declaration.
      refuse(hasRoot ? 'unsafe' : 'not-svg');
    } else if (text.startsWith('</', at)) {
      at += 2;
      const name = readName();
      skipSpace();
      if (text[at] !== '>' || open.pop() !== name) refuse('malformed');
      at += 1;
    } else {
      at += 1;
      if (hasRoot && open.length === 0) refuse('malformed');
      const name = readName();
      if (!hasRoot && localNameOf(name) !== 'svg') refuse('not-svg');
      hasRoot = true;
      if (REFUSED_ELEMENTS.has(localNameOf(name))) refuse('unsafe');
      for (;;) {
        const spaces = skipSpace();
        if (text.startsWith('/>', at)) {
          at += 2;
          break;
        }
        if (text[at] === '>') {
          open.push(name);
          at += 1;
          break;
        }
        if (spaces === 0) refuse('malformed');
        const attribute = readName();
        skipSpace();
        if (text[at] !== '=') refuse('malformed');
        at += 1;
        skipSpace();
        const quote = text[at];
        if (quote !== '"' && quote !== "'") refuse('malformed');
        const end = closingOf(quote, at + 1);
        const raw = text.slice(at + 1, end);
        if (raw.includes('<')) refuse('malformed');
        checkAttribute(attribute, raw);
        at = end + 1;
      }
    }
  }
  if (!hasRoot) refuse('not-svg');
  if (open.length > 0) refuse('malformed');
}

function isPlainSvgDoctype(doctype: string): boolean {
  const words = doctype
    .slice('<!DOCTYPE'.length, -1)
    .trim()
    .split(/[ \t\r\n]+/);
  if (words[0] !== 'svg') return false;
  if (words.length === 1) return true;
  const rest = words.slice(1).join(' ');
  return (
    rest === 'PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"' ||
    rest === 'PUBLIC "-//W3C//DTD SVG 1.0//EN" "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd"'
  );
}

/** Whether the bytes are an SVG this module will render: UTF-8 text, an `svg` root, nothing active. */
function inspectSvg(bytes: Buffer): SvgVerdict {
  if (bytes.includes(0)) return 'not-svg';
  let text: string;
  try {
    // Fatal: bytes that are not UTF-8 are no SVG here (this also drops a leading byte order mark).
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not-svg';
  }
  if (!text.trimStart().startsWith('<')) return 'not-svg';
  try {
    scanSvg(text);
  } catch (error) {
    if (error instanceof SvgRefusal) return error.verdict;
    throw error;
  }
  // Last, the whole document in lower case without white space or references, for a word spelled out of sight.
  const compact = text.replace(/&#x?[0-9a-f]+;/gi, (reference) => {
    try {
      return resolveReference(reference.slice(1, -1));
    } catch {
      return reference;
    }
  });
  const flat = compact.toLowerCase().replace(/[\s\p{Cc}]+/gu, '');
  if (REFUSED_WORDS.some((word) => flat.includes(word))) return 'unsafe';
  return 'safe';
}
