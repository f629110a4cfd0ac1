/**
 * Every uploaded image is decoded and stored as a fresh encoding of its
 * pixels: a file that only begins like an image (PNG magic followed by HTML)
 * is refused, bytes appended after a real image are dropped, and so is all
 * metadata (EXIF with the GPS position a phone writes, XMP, IPTC, comments,
 * ICC profiles: colours are converted to sRGB first). The picture is turned
 * upright per its EXIF orientation, since the orientation tag goes too.
 *
 * sharp (libvips) decodes and encodes on libuv's thread pool, off the event
 * loop; HEIC/HEIF, which its prebuilt libvips cannot read, is decoded in a
 * worker thread (heic-decoder.ts) and stored as JPEG.
 */
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, getStoredContentType } from '@portal/contracts/media';
import type { TMediaContentType, TStoredMediaContentType } from '@portal/contracts/media';
import { HeicDecodeError, HeicTooManyPixelsError, decodeHeic } from './heic-decoder';

export type TImageContentType = Extract<TMediaContentType, `image/${string}`>;

/** The bytes do not decode as an image of the declared type. */
export class InvalidImageError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The file is not a valid image.', options);
    this.name = 'InvalidImageError';
  }
}

/** The image declares more pixels than IMAGE_MAX_PIXELS; it was not decoded. */
export class TooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`The image has ${width}×${height} pixels.`);
    this.name = 'TooManyPixelsError';
  }
}

export interface ReencodedImage {
  contentType: TStoredMediaContentType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** What libvips calls each type sharp decodes here. */
const SHARP_FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** Quality of lossy re-encodings: close to what phones write, so a photo neither grows nor visibly degrades. */
const LOSSY_QUALITY = 90;

function encode(image: Sharp, contentType: TStoredMediaContentType, options: { isPalette: boolean }): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      // JPEG has no transparency: transparent pixels become white, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: LOSSY_QUALITY });
    case 'image/png':
      // A palette PNG (≤ 256 colours) stays one, so a screenshot does not triple in size.
      return image.png(options.isPalette ? { palette: true } : {});
    case 'image/webp':
      return image.webp({ quality: LOSSY_QUALITY });
    default:
      throw new Error(`Images are not stored as ${contentType}.`);
  }
}

async function reencodeWithSharp(
  declared: keyof typeof SHARP_FORMATS,
  input: Buffer,
  maxPixels: number,
): Promise<ReencodedImage> {
  // failOn 'error': a truncated or corrupt image is refused; a mere warning (stray bytes) is not.
  // limitInputPixels guards the decode itself, beside the header check below.
  const options = { failOn: 'error', limitInputPixels: maxPixels } as const;
  let metadata: Metadata;
  try {
    // Reads the header only (no pixels), so its size is checked here and refused with its own answer.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new InvalidImageError({ cause: error });
  }
  // libvips picks its decoder from the bytes: they must be those of the declared type.
  if (metadata.format !== SHARP_FORMATS[declared] || !metadata.width || !metadata.height) {
    throw new InvalidImageError();
  }
  if (metadata.width * metadata.height > maxPixels) throw new TooManyPixelsError(metadata.width, metadata.height);

  const contentType = getStoredContentType(declared);
  try {
    // rotate() with no angle turns the picture upright per its EXIF orientation; without
    // keepMetadata/withMetadata sharp writes no metadata at all.
    const image = encode(sharp(input, options).rotate(), contentType, { isPalette: metadata.isPalette === true });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { contentType, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidImageError({ cause: error });
  }
}

async function reencodeHeic(declared: TImageContentType, input: Buffer, maxPixels: number): Promise<ReencodedImage> {
  let pixels;
  try {
    pixels = await decodeHeic(input, { maxPixels });
  } catch (error) {
    if (error instanceof HeicTooManyPixelsError) throw new TooManyPixelsError(error.width, error.height);
    if (error instanceof HeicDecodeError) throw new InvalidImageError({ cause: error });
    throw error;
  }
  const contentType = getStoredContentType(declared);
  const { width, height, data } = pixels;
  const image = sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
  const bytes = await encode(image, contentType, { isPalette: false }).toBuffer();
  return { contentType, bytes, width, height };
}

/**
 * Decodes the image and encodes its pixels afresh, without metadata, as the
 * type it is stored as (its own, JPEG for HEIC/HEIF). Throws
 * InvalidImageError when the bytes are not a decodable image of the declared
 * type, and TooManyPixelsError, before decoding, when it has more pixels than
 * `maxPixels`.
 */
export function reencodeImage(
  declared: TImageContentType,
  input: Buffer,
  options: { maxPixels?: number } = {},
): Promise<ReencodedImage> {
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  switch (declared) {
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
      return reencodeWithSharp(declared, input, maxPixels);
    case 'image/heic':
    case 'image/heif':
      return reencodeHeic(declared, input, maxPixels);
  }
}
