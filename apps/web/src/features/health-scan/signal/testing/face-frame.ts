// RGBA frames for the tests: a skin-coloured face ellipse on a plain background, as ImageData.data lays them out.
import type { RgbaFrame } from '../frame-measure';
import { getGuideEllipse } from '../scan-guide';

export interface FaceFrameOptions {
  skin: readonly [number, number, number];
  background: readonly [number, number, number];
  /** The face's size against the guide oval (1.2: a little larger, filling it; 0: no face). */
  faceScale?: number;
  /** Moves the face right by this many pixels. */
  offsetX?: number;
  /** Per-pixel noise: each value moves by up to ± `noise` levels, uniformly (needs `random`). */
  noise?: number;
  random?: () => number;
}

const masks = new Map<string, Uint8Array>();

/** Which pixels are face (1) or background (0); the same for every frame of one geometry. */
function getFaceMask(width: number, height: number, faceScale: number, offsetX: number): Uint8Array {
  const key = `${width}x${height}@${faceScale}+${offsetX}`;
  let mask = masks.get(key);
  if (!mask) {
    const guide = getGuideEllipse(width, height);
    const rx = guide.rx * faceScale;
    const ry = guide.ry * faceScale;
    mask = new Uint8Array(width * height);
    if (faceScale > 0) {
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const inside = ((x + 0.5 - guide.cx - offsetX) / rx) ** 2 + ((y + 0.5 - guide.cy) / ry) ** 2 <= 1;
          mask[y * width + x] = inside ? 1 : 0;
        }
      }
    }
    masks.set(key, mask);
  }
  return mask;
}

export function drawFaceFrame(width: number, height: number, options: FaceFrameOptions): RgbaFrame {
  const { skin, background, faceScale = 1.2, offsetX = 0, noise = 0, random = Math.random } = options;
  const mask = getFaceMask(width, height, faceScale, offsetX);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < mask.length; p++) {
    const colour = mask[p] ? skin : background;
    const i = p * 4;
    if (noise > 0) {
      data[i] = colour[0] + (random() * 2 - 1) * noise;
      data[i + 1] = colour[1] + (random() * 2 - 1) * noise;
      data[i + 2] = colour[2] + (random() * 2 - 1) * noise;
    } else {
      data[i] = colour[0];
      data[i + 1] = colour[1];
      data[i + 2] = colour[2];
    }
    data[i + 3] = 255;
  }
  return { data, width, height };
}
