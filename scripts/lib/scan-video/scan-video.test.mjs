// The scan videos: Chromium's fake camera must accept them, and they must hold what the bench assumes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGuideEllipse } from '../../../apps/web/src/features/health-scan/signal/scan-guide.ts';
import { isSkinPixel } from '../../../apps/web/src/features/health-scan/signal/skin-pixel.ts';
import { createScanVideo, DARK_BRIGHTNESS, heartRateAt, scanVideoName, writeScanVideo } from './scan-video.mjs';
import { formatY4mHeader, i420FrameSize, parseY4mHeader, readY4mFrames } from './y4m.mjs';
import { i420ToRgba, rgbToYuv } from './yuv.mjs';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'scan-video-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const short = { seconds: 2, seed: 3 };

/** Mean RGB and skin share of the pixels inside the guide oval of an RGBA frame. */
function readOval(rgba, width, height) {
  const { cx, cy, rx, ry } = getGuideEllipse(width, height);
  const sum = [0, 0, 0];
  let count = 0;
  let skin = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 > 1) continue;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += rgba[o + c];
      if (isSkinPixel(rgba[o], rgba[o + 1], rgba[o + 2])) skin++;
      count++;
    }
  }
  return { mean: sum.map((s) => s / count), skinFraction: skin / count };
}

describe('the .y4m files', () => {
  it('have the header Chromium parses: I420 (C420jpeg), an integer rate, within its first 200 bytes', () => {
    const header = formatY4mHeader({ width: 320, height: 240, fps: 30 });
    expect(header).toBe('YUV4MPEG2 W320 H240 F30:1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n');
    expect(header.length).toBeLessThan(200);
    // Chromium looks for the first "FRAME" to find the header's end: none may be inside it.
    expect(header).not.toContain('FRAME');
    expect(parseY4mHeader(header)).toEqual({ width: 320, height: 240, fps: 30, colourSpace: '420jpeg' });
    expect(() => formatY4mHeader({ width: 321, height: 240, fps: 30 })).toThrow();
    expect(() => formatY4mHeader({ width: 320, height: 240, fps: 29.97 })).toThrow();
    expect(() => parseY4mHeader('YUV4MPEG2 W320 H240 F30:1 C444\n')).toThrow();
  });

  it('hold each frame as FRAME\\n and its planes, read back byte for byte', () => {
    const path = join(work, 'round-trip.y4m');
    const video = writeScanVideo(path, short);
    const headerLength = formatY4mHeader(video).length;
    const size = i420FrameSize(320, 240);
    expect(statSync(path).size).toBe(headerLength + video.frameCount * (6 + size));
    const header = {};
    let count = 0;
    for (const { index, frame } of readY4mFrames(path, header)) {
      expect(Buffer.from(frame).equals(Buffer.from(video.renderFrame(index)))).toBe(true);
      count++;
    }
    expect(header).toMatchObject({ width: 320, height: 240, fps: 30 });
    expect(count).toBe(60);
  });

  it('are the same bytes for the same options, and differ with the seed', () => {
    const hash = (options) => {
      const video = createScanVideo(options);
      const digest = createHash('sha256');
      for (let k = 0; k < video.frameCount; k += 7) digest.update(video.renderFrame(k));
      return digest.digest('hex');
    };
    expect(hash(short)).toBe(hash(short));
    expect(hash({ ...short, seed: 4 })).not.toBe(hash(short));
  });
});

describe('the colour conversion', () => {
  it('reads back the RGB it was given (BT.601 limited range), to a level', () => {
    for (const rgb of [
      [198, 145, 118],
      [92, 102, 120],
      [20, 200, 40],
      [250, 250, 250],
    ]) {
      const [y, u, v] = rgbToYuv(...rgb).map(Math.round);
      const frame = Uint8Array.from([y, y, y, y, u, v]);
      const rgba = i420ToRgba(frame, 2, 2);
      for (let c = 0; c < 3; c++) expect(Math.abs(rgba[c] - rgb[c])).toBeLessThanOrEqual(2);
      expect(rgba[3]).toBe(255);
    }
  });
});

describe('the scan video', () => {
  const meanOval = (options, frames) => {
    const video = createScanVideo({ ...options, seconds: frames / 30 });
    return Array.from({ length: frames }, (_, k) => readOval(i420ToRgba(video.renderFrame(k), 320, 240), 320, 240));
  };

  it('has a face filling the guide oval on a wall, whatever the skin tone', () => {
    for (const skin of ['light', 'medium', 'deep']) {
      const [oval] = meanOval({ skin }, 1);
      // All skin but the eyes.
      expect(oval.skinFraction).toBeGreaterThan(0.9);
    }
    const video = createScanVideo(short);
    const rgba = i420ToRgba(video.renderFrame(0), 320, 240);
    expect(isSkinPixel(rgba[0], rgba[1], rgba[2])).toBe(false);
  });

  it('changes colour with the pulse: about one level of green, less of red and blue', () => {
    const ovals = meanOval({ noise: 0, drift: 0, bpm: 60 }, 60);
    const range = (c) => Math.max(...ovals.map((o) => o.mean[c])) - Math.min(...ovals.map((o) => o.mean[c]));
    expect(range(1)).toBeGreaterThan(0.6);
    expect(range(1)).toBeLessThan(1.4);
    expect(range(0)).toBeLessThan(range(1));
    expect(range(2)).toBeLessThan(range(1));
    const still = meanOval({ noise: 0, drift: 0, pulse: false }, 30);
    expect(Math.max(...still.map((o) => o.mean[1])) - Math.min(...still.map((o) => o.mean[1]))).toBeLessThan(0.05);
  });

  it('is dark when asked: the oval’s luma well under the scan’s too-dark limit', () => {
    const [oval] = meanOval({ brightness: DARK_BRIGHTNESS }, 1);
    expect(0.299 * oval.mean[0] + 0.587 * oval.mean[1] + 0.114 * oval.mean[2]).toBeLessThan(30);
  });

  it('wanders within ±1 bpm of its heart rate', () => {
    for (let t = 0; t < 60; t += 0.1) expect(Math.abs(heartRateAt(72, t) - 72)).toBeLessThanOrEqual(1);
  });

  it('names its files after what they hold', () => {
    expect(scanVideoName({ bpm: 72 })).toBe('scan-72bpm.y4m');
    expect(scanVideoName({ pulse: false })).toBe('scan-no-pulse.y4m');
    expect(scanVideoName({ bpm: 90, brightness: DARK_BRIGHTNESS, skin: 'deep' })).toBe('scan-90bpm-dark-deep-skin.y4m');
    expect(scanVideoName({ bpm: 72, fps: 15 })).toBe('scan-72bpm-15fps.y4m');
  });
});

describe('generate-scan-videos', () => {
  const run = (...args) =>
    spawnSync(process.execPath, [join(root, 'scripts/generate-scan-videos.mjs'), ...args], { encoding: 'utf8' });

  it('writes the videos asked for, and says what each holds', () => {
    const out = join(work, 'cli');
    const result = run(`--out=${out}`, '--bpm=72,110', '--seconds=1');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('scan-72bpm-1s.y4m');
    expect(result.stdout).toContain('110 bpm');
    expect(readFileSync(join(out, 'scan-110bpm-1s.y4m')).subarray(0, 9).toString()).toBe('YUV4MPEG2');
    const dark = run(`--out=${out}`, '--dark', '--no-pulse', '--seconds=1', '--fps=15');
    expect(dark.stdout).toContain('scan-no-pulse-dark-15fps-1s.y4m');
    expect(dark.stdout).toContain('15 fps, 15 frames');
  });

  it('refuses bad options with a message', () => {
    expect(run().status).toBe(2);
    const result = run(`--out=${work}`, '--bpm=400');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--bpm');
    expect(run(`--out=${work}`, '--width=321').status).toBe(2);
  });
});
