import { describe, expect, it } from 'vitest';
import { createRegionSampler } from './region-sampler';
import { getGuideEllipse } from './scan-guide';

describe('the region sampler', () => {
  it('lists every pixel inside the oval of a small frame, and none outside it', () => {
    const sampler = createRegionSampler(320, 240);
    const { cx, cy, rx, ry } = getGuideEllipse(320, 240);
    expect(sampler.offsets.length).toBeGreaterThan(Math.PI * rx * ry * 0.97);
    expect(sampler.offsets.length).toBeLessThan(Math.PI * rx * ry * 1.03);
    for (const offset of sampler.offsets) {
      const pixel = offset / 4;
      const x = (pixel % 320) + 0.5;
      const y = Math.floor(pixel / 320) + 0.5;
      expect(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2).toBeLessThanOrEqual(1.0001);
    }
  });

  it('samples a large frame on a sparser grid, so it costs about as much as a small one', () => {
    const small = createRegionSampler(320, 240);
    const large = createRegionSampler(1280, 720);
    expect(large.offsets.length).toBeLessThan(small.offsets.length * 1.5);
    expect(large.offsets.length).toBeGreaterThan(small.offsets.length * 0.3);
  });
});
