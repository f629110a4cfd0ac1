import { describe, expect, it } from 'vitest';
import { measureFrame } from './frame-measure';
import { createRegionSampler } from './region-sampler';
import { getGuideEllipse } from './scan-guide';
import { drawFaceFrame } from './testing/face-frame';

const SKIN = [198, 145, 118] as const;
const WALL = [90, 100, 118] as const;

describe('measuring a frame', () => {
  const sampler = createRegionSampler(160, 120);

  it('gives the skin colour, a full oval and its brightness when a face fills the guide', () => {
    const measure = measureFrame(drawFaceFrame(160, 120, { skin: SKIN, background: WALL }), sampler);
    expect(measure.r).toBeCloseTo(SKIN[0]);
    expect(measure.g).toBeCloseTo(SKIN[1]);
    expect(measure.b).toBeCloseTo(SKIN[2]);
    expect(measure.skinFraction).toBeGreaterThan(0.99);
    expect(measure.brightness).toBeCloseTo(0.299 * SKIN[0] + 0.587 * SKIN[1] + 0.114 * SKIN[2], 0);
    expect(measure.clippedFraction).toBe(0);
  });

  it('finds no skin when the face has left, and part of the oval when it is small', () => {
    const empty = measureFrame(drawFaceFrame(160, 120, { skin: SKIN, background: WALL, faceScale: 0 }), sampler);
    expect(empty.skinFraction).toBe(0);
    expect(empty.r).toBe(0);
    const small = measureFrame(drawFaceFrame(160, 120, { skin: SKIN, background: WALL, faceScale: 0.5 }), sampler);
    expect(small.skinFraction).toBeGreaterThan(0.15);
    expect(small.skinFraction).toBeLessThan(0.35);
    // Only skin counts toward the colour, however little of it there is.
    expect(small.g).toBeCloseTo(SKIN[1]);
  });

  it('counts clipped pixels, and none of them as skin', () => {
    const measure = measureFrame(drawFaceFrame(160, 120, { skin: [255, 230, 210], background: WALL }), sampler);
    expect(measure.clippedFraction).toBeGreaterThan(0.99);
    expect(measure.skinFraction).toBe(0);
  });

  it('reads the oval only: a face outside it is not seen', () => {
    const { rx } = getGuideEllipse(160, 120);
    const aside = drawFaceFrame(160, 120, { skin: SKIN, background: WALL, faceScale: 0.4, offsetX: rx * 2.5 });
    expect(measureFrame(aside, sampler).skinFraction).toBe(0);
  });

  it('refuses a frame of another size than its sampler', () => {
    expect(() => measureFrame(drawFaceFrame(320, 240, { skin: SKIN, background: WALL }), sampler)).toThrow();
  });
});
