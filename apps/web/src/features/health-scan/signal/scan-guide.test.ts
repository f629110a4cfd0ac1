import { describe, expect, it } from 'vitest';
import { getGuideEllipse, SCAN_GUIDE } from './scan-guide';

describe('the guide oval', () => {
  it('sits at its fractions of a landscape frame, its radii from the shorter side', () => {
    expect(getGuideEllipse(320, 240)).toEqual({
      cx: 320 * SCAN_GUIDE.centerX,
      cy: 240 * SCAN_GUIDE.centerY,
      rx: 240 * SCAN_GUIDE.radiusX,
      ry: 240 * SCAN_GUIDE.radiusY,
    });
  });

  it('keeps its face shape (taller than wide) in a portrait frame too, inside the frame', () => {
    for (const [width, height] of [
      [240, 320],
      [320, 240],
      [480, 640],
      [1280, 720],
    ] as const) {
      const { cx, cy, rx, ry } = getGuideEllipse(width, height);
      expect(ry / rx).toBeCloseTo(SCAN_GUIDE.radiusY / SCAN_GUIDE.radiusX);
      expect(cx - rx).toBeGreaterThanOrEqual(0);
      expect(cx + rx).toBeLessThanOrEqual(width);
      expect(cy - ry).toBeGreaterThanOrEqual(0);
      expect(cy + ry).toBeLessThanOrEqual(height);
    }
  });
});
