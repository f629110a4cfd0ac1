import { describe, expect, it } from 'vitest';
import { ScanSession } from './scan-session';
import { drawFaceFrame } from './testing/face-frame';
import { createRandom } from './testing/synthetic-series';

const WALL = [90, 100, 118] as const;

/** A 128×96 face whose skin follows a 75 bpm pulse at 30 fps with jittered timestamps. */
function* pulsingFrames(seconds: number, options: { bpm?: number | null; light?: number } = {}) {
  const { bpm = 75, light = 1 } = options;
  const random = createRandom(9);
  for (let k = 0; k < seconds * 30; k++) {
    const t = (k * 1000) / 30 + (random() - 0.5) * 8;
    const beat = bpm === null ? 0 : Math.sin((2 * Math.PI * bpm * t) / 60_000);
    const level = (base: number, share: number) => base * light * (1 - 0.006 * share * beat);
    const skin = [level(198, 0.43), level(145, 1), level(118, 0.69)] as const;
    const background = [WALL[0] * light, WALL[1] * light, WALL[2] * light] as const;
    // Per-pixel noise, rounded to whole levels as a camera's pixels are.
    yield { frame: drawFaceFrame(128, 96, { skin, background, noise: 3, random }), t };
  }
}

describe('a scan session', () => {
  it('measures each frame for live advice, and gives the rate at the end', () => {
    const session = new ScanSession();
    let last;
    for (const { frame, t } of pulsingFrames(25)) last = session.addFrame(frame, 5_000 + t);
    expect(last).toMatchObject({ advice: 'ok', frames: 750 });
    expect(last!.elapsedMs).toBeGreaterThan(24_900);
    expect(last!.skinFraction).toBeGreaterThan(0.99);
    const outcome = session.finish();
    expect(outcome.kind).toBe('reading');
    expect(Math.abs((outcome.kind === 'reading' ? outcome.bpm : 0) - 75)).toBeLessThan(2);
  });

  it('advises too dark in a dark room, and ends in a retake', () => {
    const session = new ScanSession();
    for (const { frame, t } of pulsingFrames(22, { light: 0.15 })) {
      expect(session.addFrame(frame, t).advice).toBe('too-dark');
    }
    expect(session.finish()).toMatchObject({ kind: 'retake', reason: 'too-dark' });
  });

  it('advises filling the oval, the face having left, and holding still', () => {
    const session = new ScanSession();
    const skin = [198, 145, 118] as const;
    expect(session.addFrame(drawFaceFrame(160, 120, { skin, background: WALL, faceScale: 0.6 }), 0).advice).toBe(
      'fill-oval',
    );
    expect(session.addFrame(drawFaceFrame(160, 120, { skin, background: WALL, faceScale: 0 }), 33).advice).toBe(
      'face-left',
    );
    // The face fills the oval again: a large change of the oval's colour in 33 ms.
    expect(session.addFrame(drawFaceFrame(160, 120, { skin, background: WALL }), 66).advice).toBe('hold-still');
    expect(session.addFrame(drawFaceFrame(160, 120, { skin, background: WALL }), 100).advice).toBe('ok');
  });

  it('keeps a frame only when its timestamp moves forward, and follows a change of frame size', () => {
    const session = new ScanSession();
    const skin = [198, 145, 118] as const;
    session.addFrame(drawFaceFrame(160, 120, { skin, background: WALL }), 100);
    session.addFrame(drawFaceFrame(160, 120, { skin, background: WALL }), 100);
    session.addFrame(drawFaceFrame(160, 120, { skin, background: WALL }), 90);
    expect(session.frameCount).toBe(1);
    expect(session.addFrame(drawFaceFrame(120, 160, { skin, background: WALL }), 133)).toMatchObject({
      advice: 'ok',
      frames: 2,
    });
  });

  it('gives no number for a face without a pulse', () => {
    const session = new ScanSession();
    for (const { frame, t } of pulsingFrames(22, { bpm: null })) session.addFrame(frame, t);
    expect(session.finish()).toMatchObject({ kind: 'retake', reason: 'weak-signal' });
  });
});
