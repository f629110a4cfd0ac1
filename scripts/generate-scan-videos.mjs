#!/usr/bin/env node
// Writes test videos for the health scan as .y4m files, which Chromium plays as its camera:
//   chromium --use-fake-device-for-media-stream --use-file-for-fake-video-capture=DIR/scan-72bpm.y4m
// A face-shaped skin-coloured ellipse filling the guide oval on a plain wall, its colour following a
// simulated pulse (the heart rate wandering ±1 bpm around --bpm), per-pixel noise and a slow light drift.
// Deterministic: the same options give the same bytes. Chromium loops the file: 35 s covers a 30 s scan.
// Chromium's file camera stamps frames with the wall clock but reads the file one frame per tick, and
// never catches up when late: on a busy machine a 30 fps file plays slower than its timestamps (measured
// here: 27–29 fps under load, a 72 bpm video read as 68–69 bpm). For browser journeys use --fps=15,
// which it keeps up with (the scan takes any frame rate: it reads the frames' own timestamps).
//
//   node scripts/generate-scan-videos.mjs --out=DIR [--bpm=72[,90,…]] [--dark] [--no-pulse]
//     [--seconds=35] [--noise=2] [--brightness=1] [--skin=light|medium|deep] [--seed=1]
//     [--width=320] [--height=240] [--fps=30]
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DARK_BRIGHTNESS, DEFAULTS, scanVideoName, SKIN_TONES, writeScanVideo } from './lib/scan-video/scan-video.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    bpm: { type: 'string', default: String(DEFAULTS.bpm) },
    dark: { type: 'boolean', default: false },
    'no-pulse': { type: 'boolean', default: false },
    seconds: { type: 'string', default: String(DEFAULTS.seconds) },
    noise: { type: 'string', default: String(DEFAULTS.noise) },
    brightness: { type: 'string' },
    skin: { type: 'string', default: DEFAULTS.skin },
    seed: { type: 'string', default: String(DEFAULTS.seed) },
    width: { type: 'string', default: String(DEFAULTS.width) },
    height: { type: 'string', default: String(DEFAULTS.height) },
    fps: { type: 'string', default: String(DEFAULTS.fps) },
    help: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`generate-scan-videos: ${message}`);
  process.exit(2);
}

if (values.help || !values.out) {
  console.log(
    'Usage: node scripts/generate-scan-videos.mjs --out=DIR [--bpm=72[,90,…]] [--dark] [--no-pulse] [--seconds=35]\n' +
      `       [--noise=2] [--brightness=1] [--skin=${Object.keys(SKIN_TONES).join('|')}] [--seed=1] [--width=320] [--height=240] [--fps=30]`,
  );
  process.exit(values.help ? 0 : 2);
}

const number = (name, { min, max, integer = false }) => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    fail(`--${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not ${values[name]}`);
  }
  return value;
};

const common = {
  seconds: number('seconds', { min: 1, max: 600 }),
  noise: number('noise', { min: 0, max: 50 }),
  brightness:
    values.brightness === undefined ? (values.dark ? DARK_BRIGHTNESS : 1) : number('brightness', { min: 0, max: 2 }),
  pulse: !values['no-pulse'],
  skin: values.skin,
  seed: number('seed', { min: 0, max: 2 ** 31, integer: true }),
  width: number('width', { min: 16, max: 1920, integer: true }),
  height: number('height', { min: 16, max: 1080, integer: true }),
  fps: number('fps', { min: 1, max: 120, integer: true }),
};
if (!SKIN_TONES[common.skin]) fail(`--skin must be one of ${Object.keys(SKIN_TONES).join(', ')}`);
if (common.width % 2 || common.height % 2) fail('--width and --height must be even (I420)');

const rates = values['no-pulse'] ? [DEFAULTS.bpm] : values.bpm.split(',').map(Number);
for (const bpm of rates) if (!(bpm >= 30 && bpm <= 240)) fail(`--bpm must be from 30 to 240, not ${bpm}`);

const outDir = resolve(values.out);
mkdirSync(outDir, { recursive: true });
for (const bpm of rates) {
  const options = { ...common, bpm };
  const path = join(outDir, scanVideoName(options));
  const started = performance.now();
  const video = writeScanVideo(path, options);
  const megabytes = (statSync(path).size / 1e6).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const truth = options.pulse ? `${bpm} bpm (±1 bpm wander)` : 'no pulse';
  console.log(
    `${path}  ${video.width}x${video.height} ${video.fps} fps, ${video.frameCount} frames, ${truth}, ` +
      `brightness ${options.brightness}, ${megabytes} MB in ${seconds} s`,
  );
}
