import type { Ellipse } from './scan-guide';
import { getGuideEllipse } from './scan-guide';

/** The pixels of one frame size that the per-frame work reads: byte offsets (RGBA) inside the guide oval. */
export interface RegionSampler {
  width: number;
  height: number;
  /** Byte offset of each sampled pixel's red value in an RGBA (ImageData.data) buffer. */
  offsets: Uint32Array;
}

/** About this many pixels per frame: enough that noise averages out, few enough to stay well under 1 ms. */
const TARGET_SAMPLES = 12_000;

/**
 * Lists the pixels inside `ellipse` on a regular grid (every `step`-th pixel in both directions, chosen so a
 * large frame costs no more than a small one). Built once per frame size, then reused for every frame.
 */
export function createRegionSampler(
  width: number,
  height: number,
  ellipse: Ellipse = getGuideEllipse(width, height),
  step = Math.max(1, Math.floor(Math.sqrt((Math.PI * ellipse.rx * ellipse.ry) / TARGET_SAMPLES))),
): RegionSampler {
  const offsets: number[] = [];
  const top = Math.max(0, Math.floor(ellipse.cy - ellipse.ry));
  const bottom = Math.min(height - 1, Math.ceil(ellipse.cy + ellipse.ry));
  for (let y = top; y <= bottom; y += step) {
    const dy = (y + 0.5 - ellipse.cy) / ellipse.ry;
    if (dy * dy > 1) continue;
    const halfWidth = ellipse.rx * Math.sqrt(1 - dy * dy);
    const left = Math.max(0, Math.ceil(ellipse.cx - halfWidth - 0.5));
    const right = Math.min(width - 1, Math.floor(ellipse.cx + halfWidth - 0.5));
    // Align columns to the grid so the sampled pattern does not shift from row to row.
    for (let x = left + ((step - (left % step)) % step); x <= right; x += step) {
      offsets.push((y * width + x) * 4);
    }
  }
  return { width, height, offsets: Uint32Array.from(offsets) };
}
