import type { RegionSampler } from './region-sampler';
import { isSkinPixel, SKIN_CHROMA } from './skin-pixel';

// Bound once here: a module transform (a test runner's, or CommonJS output) may turn each use of an imported
// name into a property read, which keeps the engine from inlining it in the loop below (10× slower).
const isSkin = isSkinPixel;
const CLIPPED = SKIN_CHROMA.channelMax;

/** An RGBA frame, laid out as ImageData.data: 4 bytes a pixel, rows top to bottom. */
export interface RgbaFrame {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** What one frame tells: the skin colour that carries the pulse, and the measures live guidance needs. */
export interface FrameMeasure {
  /** Mean red, green and blue (0–255) of the skin pixels inside the guide oval; 0 when there are none. */
  r: number;
  g: number;
  b: number;
  /** Share (0–1) of the oval's pixels that are skin: "fill the oval" when low, "face left" when near 0. */
  skinFraction: number;
  /** Mean luma (0–255) of every pixel in the oval: "too dark" or "too bright". */
  brightness: number;
  /** Share (0–1) of the oval's pixels with a clipped channel (≥ 250): over-exposed. */
  clippedFraction: number;
  /** Mean colour of every pixel in the oval, skin or not: its change from frame to frame shows movement. */
  regionR: number;
  regionG: number;
  regionB: number;
}

/** Measures one frame over the pixels `sampler` lists (built for this frame's size). */
export function measureFrame(frame: RgbaFrame, sampler: RegionSampler): FrameMeasure {
  if (frame.width !== sampler.width || frame.height !== sampler.height) {
    throw new Error(`frame is ${frame.width}x${frame.height}, sampler ${sampler.width}x${sampler.height}`);
  }
  const { data } = frame;
  const { offsets } = sampler;
  let skinR = 0;
  let skinG = 0;
  let skinB = 0;
  let skinCount = 0;
  let allR = 0;
  let allG = 0;
  let allB = 0;
  let clipped = 0;
  for (let i = 0; i < offsets.length; i++) {
    const offset = offsets[i]!;
    const r = data[offset]!;
    const g = data[offset + 1]!;
    const b = data[offset + 2]!;
    allR += r;
    allG += g;
    allB += b;
    if (r >= CLIPPED || g >= CLIPPED || b >= CLIPPED) clipped++;
    if (isSkin(r, g, b)) {
      skinR += r;
      skinG += g;
      skinB += b;
      skinCount++;
    }
  }
  const count = offsets.length || 1;
  const regionR = allR / count;
  const regionG = allG / count;
  const regionB = allB / count;
  return {
    r: skinCount ? skinR / skinCount : 0,
    g: skinCount ? skinG / skinCount : 0,
    b: skinCount ? skinB / skinCount : 0,
    skinFraction: skinCount / count,
    brightness: 0.299 * regionR + 0.587 * regionG + 0.114 * regionB,
    clippedFraction: clipped / count,
    regionR,
    regionG,
    regionB,
  };
}
