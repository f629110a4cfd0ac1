/**
 * Decodes HEIC/HEIF photos (iPhones' default format) to RGBA pixels with
 * libheif compiled to WebAssembly (`heic-decode`): sharp's prebuilt libvips
 * reads only AV1-coded HEIF (AVIF), not the HEVC of a phone's photo.
 *
 * WebAssembly runs on the thread that calls it, so each decode runs in a
 * worker thread of its own (the event loop keeps serving requests, and the
 * decoder's memory is returned when the worker ends), a few at a time.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface DecodedPixels {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Uint8Array;
}

/** The file is not a HEIF image libheif can decode. */
export class HeicDecodeError extends Error {
  constructor(message = 'Not a decodable HEIF image.') {
    super(message);
    this.name = 'HeicDecodeError';
  }
}

/** The image declares more pixels than allowed; nothing was decoded. */
export class HeicTooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`The image has ${width}×${height} pixels.`);
    this.name = 'HeicTooManyPixelsError';
  }
}

type WorkerAnswer =
  | { ok: true; width: number; height: number; data: Uint8Array }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number };

/**
 * The worker (CommonJS, evaluated: the server is bundled into one file, so a
 * separate worker file would not be beside it). It reads the container and
 * the primary image's size first, and decodes only an image within the limit.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// libheif-js reports parse failures with console.log; the answer says it already.
console.log = () => {};
(async () => {
  const { input, maxPixels, decoderPath } = workerData;
  const decode = require(decoderPath);
  let images;
  try {
    images = await decode.all({ buffer: input });
  } catch {
    return parentPort.postMessage({ ok: false, reason: 'invalid' });
  }
  try {
    const image = images[0];
    if (!image || !(image.width > 0) || !(image.height > 0)) {
      return parentPort.postMessage({ ok: false, reason: 'invalid' });
    }
    if (image.width * image.height > maxPixels) {
      return parentPort.postMessage({ ok: false, reason: 'too-many-pixels', width: image.width, height: image.height });
    }
    const { width, height, data } = await image.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ ok: true, width, height, data: pixels }, [pixels.buffer]);
  } catch {
    parentPort.postMessage({ ok: false, reason: 'invalid' });
  } finally {
    images.dispose();
  }
})();
`;

/** At most this many decodes at once (each may hold a few hundred MB); the rest wait their turn. */
const MAX_CONCURRENT_DECODES = 2;
/** A decode still running after this is stopped (a photo takes a second or two). */
const DECODE_TIMEOUT_MS = 60_000;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    // Hands the slot straight to the next in line, or frees it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

let decoderPath: string | undefined;

function runWorker(input: Uint8Array, maxPixels: number): Promise<DecodedPixels> {
  decoderPath ??= createRequire(import.meta.url).resolve('heic-decode');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { input, maxPixels, decoderPath },
      stdout: true,
      stderr: true,
    });
    // Unread output would pile up in memory: nothing the decoder prints is of use.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new HeicDecodeError('Decoding the HEIF image took too long.'))),
      DECODE_TIMEOUT_MS,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if (answer.ok) resolve({ width: answer.width, height: answer.height, data: answer.data });
        else if (answer.reason === 'too-many-pixels') reject(new HeicTooManyPixelsError(answer.width, answer.height));
        else reject(new HeicDecodeError());
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The HEIF decoder stopped (exit code ${code}) without an answer.`))),
    );
  });
}

/**
 * The primary image's RGBA pixels, with the file's rotation and mirroring
 * applied. Throws HeicTooManyPixelsError before decoding an image larger than
 * `maxPixels`, and HeicDecodeError for anything that is not a decodable HEIF.
 */
export function decodeHeic(input: Uint8Array, options: { maxPixels: number }): Promise<DecodedPixels> {
  return withSlot(() => runWorker(input, options.maxPixels));
}
