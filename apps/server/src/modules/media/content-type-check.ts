/**
 * Checks the first bytes of a file against its declared type, so a renamed
 * file (a script called photo.png) is refused before it is ever stored.
 */
import type { TMediaContentType } from '@portal/contracts/media';

/** Enough bytes for every signature below. */
export const SIGNATURE_BYTES = 12;

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, index) => head[offset + index] === byte);
}

function ascii(head: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...head.subarray(start, end));
}

/** Whether the file's first bytes are those of the declared type. */
export function matchesSignature(contentType: TMediaContentType, head: Uint8Array): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
    case 'image/heic':
    case 'image/heif':
      return ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12));
    case 'application/pdf':
      return ascii(head, 0, 5) === '%PDF-';
    case 'video/mp4':
      // An ISO media file's `ftyp` box; a HEIF brand is a photo, not a video.
      return ascii(head, 4, 8) === 'ftyp' && !HEIF_BRANDS.has(ascii(head, 8, 12));
    case 'video/webm':
      // The EBML header every Matroska/WebM file begins with.
      return startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]);
  }
}

export class ContentMismatchError extends Error {
  constructor() {
    super("The file's content does not match its type.");
    this.name = 'ContentMismatchError';
  }
}

/**
 * Passes the body through once its first bytes match the declared type;
 * throws ContentMismatchError otherwise (before any byte is passed on).
 */
export async function* checkSignature(
  body: AsyncIterable<Uint8Array>,
  contentType: TMediaContentType,
): AsyncGenerator<Uint8Array> {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let isChecked = false;
  for await (const chunk of body) {
    if (isChecked) {
      yield chunk;
      continue;
    }
    held.push(chunk);
    heldBytes += chunk.byteLength;
    if (heldBytes < SIGNATURE_BYTES) continue;
    if (!matchesSignature(contentType, Buffer.concat(held))) throw new ContentMismatchError();
    isChecked = true;
    yield* held;
  }
  if (!isChecked) {
    // A body shorter than any real file of these types.
    if (!matchesSignature(contentType, Buffer.concat(held))) throw new ContentMismatchError();
    yield* held;
  }
}
