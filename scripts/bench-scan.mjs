#!/usr/bin/env node
// `npm run bench:scan`: the health scan's signal chain measured on generated videos.
// For each case it writes a .y4m video (scripts/lib/scan-video, the file Chromium's fake camera would play),
// reads it back frame by frame, converts each frame to RGBA as a browser does (BT.601 limited range), and
// feeds the frames, with timestamps as a phone delivers them (±2 ms of jitter, 3 % dropped), to the same
// ScanSession the Web Worker runs (bundled from apps/web by rolldown, Vite's bundler, as the app is).
// It prints per video the true and estimated heart rate and its error, then the mean absolute error and the
// largest, the outcomes of the no-pulse and dark videos, and the per-frame work's time (median, p95).
// Goal: every clean video within ±3 bpm; no pulse and too dark end in a retake. Exits 1 when missed.
//   --seconds=30 (the scan's length; the videos are 5 s longer, as the generator makes them)  --keep=DIR
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { rolldown } from 'rolldown';
import { createRandom } from './lib/scan-video/random.mjs';
import { DARK_BRIGHTNESS, heartRateAt, scanVideoName, writeScanVideo } from './lib/scan-video/scan-video.mjs';
import { readY4mFrames } from './lib/scan-video/y4m.mjs';
import { i420ToRgba } from './lib/scan-video/yuv.mjs';

const root = resolve(import.meta.dirname, '..');
const SIGNAL = join(root, 'apps/web/src/features/health-scan/signal');
const GOAL_BPM = 3;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' }, keep: { type: 'string' } } });
const scanSeconds = Number(values.seconds);

const CASES = [
  ...[45, 60, 72, 90, 110, 130, 150].map((bpm) => ({ label: `${bpm} bpm`, video: { bpm }, expect: 'reading' })),
  { label: '72 bpm, deep skin', video: { bpm: 72, skin: 'deep' }, expect: 'reading' },
  { label: '90 bpm, light skin', video: { bpm: 90, skin: 'light' }, expect: 'reading' },
  { label: 'no pulse', video: { pulse: false }, expect: 'retake' },
  { label: 'dark room, 72 bpm', video: { bpm: 72, brightness: DARK_BRIGHTNESS }, expect: 'too-dark' },
];

/** Bundles the signal chain the worker runs into one ES module and imports it. */
async function importSignalChain(dir) {
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    [
      `export { ScanSession } from ${JSON.stringify(join(SIGNAL, 'scan-session.ts'))};`,
      `export { SCAN_ENGINE } from ${JSON.stringify(join(SIGNAL, 'scan-outcome.ts'))};`,
      `export { SCAN_LIMITS } from ${JSON.stringify(join(SIGNAL, 'scan-limits.ts'))};`,
    ].join('\n'),
  );
  const bundle = await rolldown({ input: entry, platform: 'node', logLevel: 'warn' });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  const file = join(dir, 'signal-chain.mjs');
  writeFileSync(file, output[0].code);
  return import(pathToFileURL(file).href);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Plays one video into a ScanSession: returns the outcome and the time of each frame's work (ms). */
function scanVideo(ScanSession, path, seed) {
  const random = createRandom(seed);
  const session = new ScanSession();
  const header = {};
  const timings = [];
  let rgba;
  let dropped = 0;
  let frames = 0;
  for (const { index, frame } of readY4mFrames(path, header)) {
    const t = (index * 1000) / header.fps;
    if (t > scanSeconds * 1000) break;
    // A phone's frames: some dropped, the rest stamped within ±2 ms of their slot.
    if (random() < 0.03) {
      dropped++;
      continue;
    }
    const timestampMs = 1_000 + t + (random() * 2 - 1) * 2;
    rgba = i420ToRgba(frame, header.width, header.height, rgba);
    const started = performance.now();
    session.addFrame({ data: rgba, width: header.width, height: header.height }, timestampMs);
    timings.push(performance.now() - started);
    frames++;
  }
  const started = performance.now();
  const outcome = session.finish();
  return { outcome, timings, finishMs: performance.now() - started, frames, dropped, header };
}

/** The true rate over the scanned part: the mean of the video's wandering heart rate. */
function trueBpm(bpm) {
  let sum = 0;
  const steps = 3000;
  for (let i = 0; i < steps; i++) sum += heartRateAt(bpm, (i / steps) * scanSeconds);
  return sum / steps;
}

const work = values.keep ? resolve(values.keep) : mkdtempSync(join(tmpdir(), 'bench-scan-'));
mkdirSync(work, { recursive: true });
const started = performance.now();
try {
  const { ScanSession, SCAN_ENGINE, SCAN_LIMITS } = await importSignalChain(work);
  console.log(
    `Health scan bench: ${SCAN_ENGINE.name} ${SCAN_ENGINE.version}, ${scanSeconds} s of each video, ` +
      `retake below ${SCAN_LIMITS.minSnrDb} dB\n`,
  );
  console.log(`${'video (320x240, 30 fps)'.padEnd(24)}true bpm  estimate  error   SNR dB  outcome`);
  const errors = [];
  const allTimings = [];
  const finishTimes = [];
  const failures = [];
  for (const [i, testCase] of CASES.entries()) {
    const options = { seconds: scanSeconds + 5, seed: i + 1, ...testCase.video };
    const path = join(work, scanVideoName(options));
    const video = writeScanVideo(path, options);
    const { outcome, timings, finishMs } = scanVideo(ScanSession, path, 1000 + i);
    if (!values.keep) rmSync(path);
    allTimings.push(...timings);
    finishTimes.push(finishMs);
    let row;
    if (testCase.expect === 'reading') {
      const truth = trueBpm(video.options.bpm);
      if (outcome.kind === 'reading') {
        const error = outcome.bpm - truth;
        errors.push(Math.abs(error));
        if (Math.abs(error) > GOAL_BPM) failures.push(`${testCase.label}: off by ${error.toFixed(1)} bpm`);
        row = [
          truth.toFixed(1),
          outcome.bpm.toFixed(1),
          (error >= 0 ? '+' : '') + error.toFixed(1),
          outcome.snrDb.toFixed(1),
          `${outcome.quality} reading`,
        ];
      } else {
        failures.push(`${testCase.label}: retake (${outcome.reason}) instead of a reading`);
        errors.push(Infinity);
        row = [truth.toFixed(1), '—', '—', outcome.snrDb?.toFixed(1) ?? '—', `retake: ${outcome.reason}`];
      }
    } else {
      const isRetake =
        outcome.kind === 'retake' && (testCase.expect === 'retake' || outcome.reason === testCase.expect);
      if (!isRetake)
        failures.push(
          `${testCase.label}: ${outcome.kind === 'reading' ? `a reading of ${outcome.bpm} bpm` : `retake (${outcome.reason})`}, expected ${testCase.expect}`,
        );
      row = [
        '—',
        outcome.kind === 'reading' ? outcome.bpm.toFixed(1) : '—',
        '—',
        (outcome.snrDb ?? NaN).toFixed(1).replace('NaN', '—'),
        outcome.kind === 'reading' ? `READING (${outcome.quality})` : `retake: ${outcome.reason}`,
      ];
    }
    console.log(
      `${testCase.label.padEnd(24)}${row[0].padStart(8)}  ${row[1].padStart(8)}  ${row[2].padStart(5)}  ${row[3].padStart(7)}  ${row[4]}`,
    );
  }
  const sorted = allTimings.sort((a, b) => a - b);
  const finite = errors.filter(Number.isFinite);
  const mean = finite.reduce((sum, e) => sum + e, 0) / (finite.length || 1);
  console.log('');
  console.log(
    `clean videos: mean absolute error ${mean.toFixed(2)} bpm, largest ${Math.max(...errors).toFixed(2)} bpm (goal: each within ±${GOAL_BPM})`,
  );
  console.log(
    `per-frame work (measure the oval, advise): median ${percentile(sorted, 0.5).toFixed(3)} ms, ` +
      `p95 ${percentile(sorted, 0.95).toFixed(3)} ms over ${sorted.length} frames; ` +
      `end-of-scan analysis: median ${percentile(
        finishTimes.sort((a, b) => a - b),
        0.5,
      ).toFixed(1)} ms`,
  );
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (failures.length) {
    console.log(`\nFAIL\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nPASS');
  }
} finally {
  if (!values.keep) rmSync(work, { recursive: true, force: true });
}
