import { describe, expect, it } from 'vitest';
import { isSkinPixel } from './skin-pixel';

describe('skin pixels', () => {
  it.each([
    ['light', [225, 185, 160]],
    ['medium', [198, 145, 118]],
    ['olive', [170, 125, 90]],
    ['deep', [110, 72, 55]],
    ['very deep', [75, 50, 40]],
  ] as const)('takes %s skin', (_tone, [r, g, b]) => {
    expect(isSkinPixel(r, g, b)).toBe(true);
  });

  it.each([
    ['a grey wall', [120, 120, 120]],
    ['a blue-grey wall', [90, 100, 118]],
    ['a green plant', [60, 130, 70]],
    ['white', [245, 245, 245]],
    ['a pupil', [25, 20, 20]],
    ['near black', [20, 12, 10]],
    ['a clipped channel', [255, 200, 170]],
  ] as const)('leaves out %s', (_what, [r, g, b]) => {
    expect(isSkinPixel(r, g, b)).toBe(false);
  });
});
