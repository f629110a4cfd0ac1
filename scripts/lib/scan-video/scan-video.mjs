// A test video for the health scan: a face-shaped, skin-coloured ellipse filling the guide oval on a plain
// wall, its colour following a simulated pulse the way blood volume changes skin colour, with per-pixel
// noise and a slow drift of the light. Rendered straight into I420 (what a .y4m file holds), fast enough to
// write 35 s at 320×240 in a few seconds, and the same bytes for the same options on every run.
import { createNoiseStream, createNoiseTable, createRandom } from './random.mjs';
import { i420FrameSize, writeY4m } from './y4m.mjs';
import { rgbToYuv } from './yuv.mjs';

/** Skin colours under the video's full light (brightness 1), from light to deep. */
export const SKIN_TONES = {
  light: [226, 182, 158],
  medium: [198, 145, 118],
  deep: [112, 76, 58],
};
const WALL = [92, 102, 120];
const EYE = [38, 30, 30];

/**
 * The relative change of each channel with blood volume, green 1: the blood-volume pulse vector of de Haan
 * and van Leest (2014), [0.33, 0.77, 0.53], scaled to green. Mostly green; red and blue follow weakly.
 */
export const PULSE_SHAPE = [0.43, 1, 0.69];

/**
 * The face, as fractions of the frame's shorter side (centre: of its width and height) like the screen's
 * guide oval (apps/web/src/features/health-scan/signal/scan-guide.ts: centre 0.5, 0.45; radii 0.3, 0.4),
 * a little larger than it and lower, so it fills the oval as a face does.
 */
export const FACE = { centerX: 0.5, centerY: 0.47, radiusX: 0.36, radiusY: 0.46 };

/** Brightness of a dark room (--dark): the face's luma about 25 of 255, which the scan must refuse. */
export const DARK_BRIGHTNESS = 0.15;

export const DEFAULTS = {
  bpm: 72,
  seconds: 35,
  width: 320,
  height: 240,
  fps: 30,
  /** Standard deviation of each pixel's luma noise, in levels (chroma: half of it). */
  noise: 2,
  /** Scales the light: 1 for a lit room, DARK_BRIGHTNESS for a dark one. */
  brightness: 1,
  pulse: true,
  /** Green's peak-to-peak change with the pulse, relative: about one level in 255 on medium skin. */
  pulseAmplitude: 1 / 145,
  /** Light drift: ±4 % over about 24 s, plus a 2 % ramp, and a slight change of its colour. */
  drift: 0.04,
  skin: 'medium',
  seed: 1,
};

/** The pulse wave over one beat (phase 0–2π): fundamental and first harmonic (a steeper systole), peak-to-peak 1. */
const pulseWave = (() => {
  const raw = (phase) => Math.sin(phase) + 0.35 * Math.sin(2 * phase + 0.9);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < 3600; i++) {
    const value = raw((i / 3600) * 2 * Math.PI);
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return (phase) => (raw(phase) - min) / (max - min) - 0.5;
})();

/**
 * The heart rate at `t` seconds: the target, wandering by up to ±1 bpm (two slow sines, periods 19 s and
 * 7.3 s), the way a resting heart rate does. Its mean over a scan stays within 0.2 bpm of the target.
 */
export const heartRateAt = (bpm, t) =>
  bpm + 0.7 * Math.sin((2 * Math.PI * t) / 19) + 0.3 * Math.sin((2 * Math.PI * t) / 7.3 + 1);

/** Per-pixel layout: class (0 wall, 1 skin, 2 eye) and shading of each luma pixel; class weights per chroma sample. */
function layOut(width, height) {
  const side = Math.min(width, height);
  const cx = FACE.centerX * width;
  const cy = FACE.centerY * height;
  const rx = FACE.radiusX * side;
  const ry = FACE.radiusY * side;
  const eyes = [-1, 1].map((sign) => ({ x: cx + sign * 0.36 * rx, y: cy - 0.18 * ry, rx: 0.15 * rx, ry: 0.06 * ry }));
  const kind = new Uint8Array(width * height);
  const shade = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const dx = (x + 0.5 - cx) / rx;
      const dy = (y + 0.5 - cy) / ry;
      const d2 = dx * dx + dy * dy;
      if (d2 > 1) {
        kind[i] = 0;
        shade[i] = 1;
        continue;
      }
      const isEye = eyes.some((eye) => ((x + 0.5 - eye.x) / eye.rx) ** 2 + ((y + 0.5 - eye.y) / eye.ry) ** 2 <= 1);
      kind[i] = isEye ? 2 : 1;
      // Rounded: darker toward the edge, lit a little from the upper left.
      shade[i] = 1.02 - 0.2 * d2 - 0.05 * dx - 0.04 * dy;
    }
  }
  // Each chroma sample averages its 2×2 block (C420jpeg: centred siting): the block's shading per class.
  const chromaWidth = width >> 1;
  const chromaHeight = height >> 1;
  const weights = [0, 1, 2].map(() => new Float32Array(chromaWidth * chromaHeight));
  for (let y = 0; y < chromaHeight * 2; y++) {
    for (let x = 0; x < chromaWidth * 2; x++) {
      const i = y * width + x;
      weights[kind[i]][(y >> 1) * chromaWidth + (x >> 1)] += shade[i] / 4;
    }
  }
  return { kind, shade, weights };
}

/**
 * A scan video: { width, height, fps, frameCount, options, renderFrame(index) → I420 bytes }. Frames may be
 * rendered in any order; the returned buffer is reused by the next call.
 */
export function createScanVideo(overrides = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const { width, height, fps, seconds, bpm, noise, brightness, pulse, pulseAmplitude, drift, seed } = options;
  const skin = SKIN_TONES[options.skin];
  if (!skin) throw new Error(`unknown skin tone ${options.skin}: ${Object.keys(SKIN_TONES).join(', ')}`);
  if (width % 2 || height % 2) throw new Error('width and height must be even');
  const frameCount = Math.round(seconds * fps);
  const { kind, shade, weights } = layOut(width, height);

  // The pulse's phase at each frame: the integral of the wandering heart rate, from a seeded start.
  const phases = new Float64Array(frameCount);
  let phase = createRandom(seed)() * 2 * Math.PI;
  for (let k = 0; k < frameCount; k++) {
    phases[k] = phase;
    phase += (2 * Math.PI * heartRateAt(bpm, k / fps)) / 60 / fps;
  }
  const lightPhase = createRandom(seed + 1)() * 2 * Math.PI;
  const noiseTable = createNoiseTable(seed);

  const frame = new Uint8ClampedArray(i420FrameSize(width, height));
  const lumaPlane = frame.subarray(0, width * height);
  const chromaSize = (width >> 1) * (height >> 1);
  const uPlane = frame.subarray(width * height, width * height + chromaSize);
  const vPlane = frame.subarray(width * height + chromaSize);
  const chromaNoise = noise / 2;

  function renderFrame(index) {
    const t = index / fps;
    const light =
      brightness * (1 + drift * Math.sin((2 * Math.PI * t) / 24 + lightPhase) + drift * 0.5 * (t / seconds - 0.5));
    // The lamp's colour drifts a little too (warmer, cooler), which POS's normalisation has to absorb.
    const tint = [1 + 0.01 * Math.sin((2 * Math.PI * t) / 31), 1, 1 - 0.01 * Math.sin((2 * Math.PI * t) / 31)];
    const beat = pulse ? pulseWave(phases[index]) : 0;
    const colours = [WALL, skin.map((c, i) => c * (1 - pulseAmplitude * PULSE_SHAPE[i] * beat)), EYE];
    // Y − 16, U − 128 and V − 128 of each class under this frame's light: linear in RGB, so shading scales them.
    const yuv = colours.map((rgb) => {
      const [y, u, v] = rgbToYuv(...rgb.map((c, i) => c * light * tint[i]));
      return [y - 16, u - 128, v - 128];
    });
    const nextNoise = createNoiseStream(noiseTable, seed * 100_003 + index);
    const [wallY, skinY, eyeY] = yuv.map((c) => c[0]);
    const classY = [wallY, skinY, eyeY];
    for (let i = 0; i < lumaPlane.length; i++) {
      lumaPlane[i] = 16 + shade[i] * classY[kind[i]] + noise * nextNoise();
    }
    const [wallW, skinW, eyeW] = weights;
    for (let plane = 1; plane <= 2; plane++) {
      const out = plane === 1 ? uPlane : vPlane;
      const [wall, skinPart, eye] = [yuv[0][plane], yuv[1][plane], yuv[2][plane]];
      for (let i = 0; i < out.length; i++) {
        out[i] = 128 + wallW[i] * wall + skinW[i] * skinPart + eyeW[i] * eye + chromaNoise * nextNoise();
      }
    }
    return frame;
  }

  return { width, height, fps, frameCount, options, renderFrame };
}

/** The file name the generator gives a video of these options (different options, different names). */
export function scanVideoName(overrides = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const parts = ['scan', options.pulse ? `${options.bpm}bpm` : 'no-pulse'];
  if (options.brightness !== DEFAULTS.brightness)
    parts.push(options.brightness < 0.5 ? 'dark' : `light-${options.brightness}`);
  if (options.skin !== DEFAULTS.skin) parts.push(`${options.skin}-skin`);
  if (options.noise !== DEFAULTS.noise) parts.push(`noise-${options.noise}`);
  if (options.fps !== DEFAULTS.fps) parts.push(`${options.fps}fps`);
  if (options.width !== DEFAULTS.width || options.height !== DEFAULTS.height)
    parts.push(`${options.width}x${options.height}`);
  if (options.seconds !== DEFAULTS.seconds) parts.push(`${options.seconds}s`);
  if (options.seed !== DEFAULTS.seed) parts.push(`seed-${options.seed}`);
  return `${parts.join('-')}.y4m`;
}

/** Writes a scan video to `path` as .y4m; returns the video's description. */
export function writeScanVideo(path, overrides = {}) {
  const video = createScanVideo(overrides);
  writeY4m(path, video);
  return video;
}
