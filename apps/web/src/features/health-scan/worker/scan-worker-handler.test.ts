import { describe, expect, it, vi } from 'vitest';
import { drawFaceFrame } from '../signal/testing/face-frame';
import { createRandom } from '../signal/testing/synthetic-series';
import type { ScanRequest, ScanResponse } from './scan-protocol';
import { ScanWorkerHandler } from './scan-worker-handler';

const SKIN = [198, 145, 118] as const;
const WALL = [90, 100, 118] as const;

/** A stand-in for an ImageBitmap: the reader below turns it into pixels; `close` is watched. */
function fakeImage(light = 1) {
  return { width: 96, height: 72, light, close: vi.fn() } as unknown as ImageBitmap & { close: () => void };
}

function setUp() {
  const posted: ScanResponse[] = [];
  const random = createRandom(5);
  const readImage = vi.fn((image: ImageBitmap | VideoFrame) => {
    const light = (image as unknown as { light: number }).light;
    const skin = SKIN.map((c) => c * light) as unknown as readonly [number, number, number];
    return drawFaceFrame(96, 72, { skin, background: WALL, noise: 2, random });
  });
  const handler = new ScanWorkerHandler((message) => posted.push(message), readImage);
  return { handler, posted, readImage };
}

const frame = (timestampMs: number, image = fakeImage()): ScanRequest => ({
  type: 'frame',
  timestampMs,
  source: { kind: 'image', image },
});

describe('the scan worker’s message handler', () => {
  it('answers each frame with the live report, and closes the image it was given', () => {
    const { handler, posted } = setUp();
    handler.handle({ type: 'start' });
    const image = fakeImage();
    handler.handle(frame(1_000, image));
    expect(image.close).toHaveBeenCalledOnce();
    expect(posted).toEqual([
      { type: 'frame-report', timestampMs: 1_000, report: expect.objectContaining({ advice: 'ok', frames: 1 }) },
    ]);
    handler.handle(frame(1_033, fakeImage(0.2)));
    expect(posted[1]).toMatchObject({ type: 'frame-report', report: { advice: 'too-dark', frames: 2 } });
  });

  it('takes RGBA bytes too, and skips bytes that do not match their size', () => {
    const { handler, posted } = setUp();
    handler.handle({ type: 'start' });
    const { data } = drawFaceFrame(64, 48, { skin: SKIN, background: WALL });
    handler.handle({
      type: 'frame',
      timestampMs: 5,
      source: { kind: 'rgba', pixels: data.buffer as ArrayBuffer, width: 64, height: 48 },
    });
    handler.handle({
      type: 'frame',
      timestampMs: 6,
      source: { kind: 'rgba', pixels: data.buffer as ArrayBuffer, width: 64, height: 40 },
    });
    expect(posted.map((message) => message.type)).toEqual(['frame-report', 'frame-skipped']);
    expect(posted[1]).toMatchObject({ reason: 'unreadable' });
  });

  it('skips frames before a start, still closing them', () => {
    const { handler, posted, readImage } = setUp();
    const image = fakeImage();
    handler.handle(frame(0, image));
    expect(posted).toEqual([{ type: 'frame-skipped', timestampMs: 0, reason: 'not-started' }]);
    expect(readImage).not.toHaveBeenCalled();
    expect(image.close).toHaveBeenCalledOnce();
  });

  it('skips a frame it cannot read, without ending the scan', () => {
    const { handler, posted, readImage } = setUp();
    handler.handle({ type: 'start' });
    readImage.mockImplementationOnce(() => {
      throw new Error('detached');
    });
    handler.handle(frame(0));
    handler.handle(frame(33));
    expect(posted.map((message) => message.type)).toEqual(['frame-skipped', 'frame-report']);
  });

  it('gives the result with the engine at the end, then needs a new start', () => {
    const { handler, posted } = setUp();
    handler.handle({ type: 'start' });
    for (let i = 0; i < 30; i++) handler.handle(frame(i * 33));
    handler.handle({ type: 'finish' });
    expect(posted.at(-1)).toEqual({
      type: 'result',
      outcome: expect.objectContaining({ kind: 'retake', reason: 'too-short', frames: 30 }),
      engine: { name: 'pos-rppg', version: expect.any(String) },
    });
    handler.handle({ type: 'finish' });
    expect(posted.at(-1)).toMatchObject({ type: 'error' });
  });

  it('drops the scan on cancel, and starts afresh on start', () => {
    const { handler, posted } = setUp();
    handler.handle({ type: 'start' });
    handler.handle(frame(0));
    handler.handle({ type: 'cancel' });
    handler.handle(frame(33));
    expect(posted.at(-1)).toMatchObject({ type: 'frame-skipped', reason: 'not-started' });
    handler.handle({ type: 'start' });
    handler.handle(frame(66));
    expect(posted.at(-1)).toMatchObject({ type: 'frame-report', report: { frames: 1 } });
  });
});
