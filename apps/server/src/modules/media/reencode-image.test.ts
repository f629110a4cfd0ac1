import { readFile } from 'node:fs/promises';
import type * as WorkerThreads from 'node:worker_threads';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_PIXELS } from '@portal/contracts/media';

/** Counts the worker threads the decoder starts (the real ones, which do the work). */
const workerThreads = vi.hoisted(() => ({ created: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof WorkerThreads>();
  class CountedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      workerThreads.created += 1;
    }
  }
  return { ...actual, Worker: CountedWorker };
});
// The decoder may already be loaded, with the real Worker, by another file this worker ran (files share
// their modules): loaded afresh here, it takes the counted one.
vi.resetModules();
const { InvalidImageError, TooManyPixelsError, reencodeImage } = await import('./reencode-image');

/** 48×32, EXIF included (see media.test.ts). */
const HEIC = await readFile(new URL('./test-fixtures/photo.heic', import.meta.url));
/** 4032×3024, an iPhone's 12-megapixel photo (a smooth gradient, so the file is small). */
const PHOTO_12MP = await readFile(new URL('./test-fixtures/photo-12mp.heic', import.meta.url));

function solid(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });
}

describe('reencodeImage', () => {
  it('refuses an image over the pixel limit before decoding it, whatever its type', async () => {
    const png = await solid(40, 30).png().toBuffer();
    await expect(reencodeImage('image/png', png, { maxPixels: 40 * 30 - 1 })).rejects.toBeInstanceOf(
      TooManyPixelsError,
    );
    await expect(reencodeImage('image/png', png, { maxPixels: 40 * 30 })).resolves.toMatchObject({
      width: 40,
      height: 30,
    });
    await expect(reencodeImage('image/heic', HEIC, { maxPixels: 48 * 32 - 1 })).rejects.toMatchObject({
      name: 'TooManyPixelsError',
      width: 48,
      height: 32,
    });
  });

  it('takes a phone photo of 48 megapixels by default', () => {
    expect(IMAGE_MAX_PIXELS).toBeGreaterThanOrEqual(8064 * 6048);
  });

  it('refuses bytes of another image type than the one declared', async () => {
    const webp = await solid(8, 8).webp().toBuffer();
    await expect(reencodeImage('image/png', webp)).rejects.toBeInstanceOf(InvalidImageError);
    await expect(reencodeImage('image/heic', webp)).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses a truncated image', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000', noise } })
      .jpeg()
      .toBuffer();
    await expect(reencodeImage('image/jpeg', jpeg.subarray(0, jpeg.length / 2))).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });

  it('keeps a palette PNG a palette PNG and the transparency of PNG and WebP', async () => {
    const palette = await solid(16, 16).png({ palette: true }).toBuffer();
    const fromPalette = await reencodeImage('image/png', palette);
    expect((await sharp(fromPalette.bytes).metadata()).isPalette).toBe(true);

    for (const [type, input] of [
      ['image/png', await solid(8, 8, 4).png().toBuffer()],
      ['image/webp', await solid(8, 8, 4).webp().toBuffer()],
    ] as const) {
      const { bytes, contentType } = await reencodeImage(type, input);
      expect(contentType).toBe(type);
      expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);
    }
  });

  it('decodes HEIC in worker threads, a few at a time, and stores it as JPEG without EXIF', async () => {
    const decodes = await Promise.all([1, 2, 3].map(() => reencodeImage('image/heic', HEIC)));
    for (const decoded of decodes) {
      expect(decoded).toMatchObject({ contentType: 'image/jpeg', width: 48, height: 32 });
      expect((await sharp(decoded.bytes).metadata()).exif).toBeUndefined();
    }
  });

  it('decodes a 12-megapixel HEIC photo in a worker thread, so the event loop keeps serving', async () => {
    // On the event loop this WebAssembly decode would block every request for a third of a second or more.
    const before = workerThreads.created;
    const decoded = await reencodeImage('image/heic', PHOTO_12MP);
    expect(decoded).toMatchObject({ contentType: 'image/jpeg', width: 4032, height: 3024 });
    expect(workerThreads.created - before).toBe(1);
  });
});
