/**
 * Chromium's fake camera playing a generated health-scan video (scripts/generate-scan-videos.mjs): a
 * face-shaped, skin-coloured region in the guide oval whose colour follows a simulated pulse. Videos are
 * written at test time to the system's temporary folder (about 60 MB each at 15 fps; never committed),
 * once per machine: the generator is deterministic, so a file of the right size is the right file.
 *
 * 15 fps, not 30: Chromium's file camera reads one frame per tick and never catches up, so on a busy
 * machine a 30 fps file plays slower than its timestamps say (the generator's notes).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LaunchOptions, Page } from '@playwright/test';
import { chromiumLaunchOptions } from './environment';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GENERATOR = path.join(ROOT, 'scripts/generate-scan-videos.mjs');
export const SCAN_VIDEO_DIR = path.join(tmpdir(), 'portal-e2e-scan-videos');
const FPS = 15;
const SECONDS = 35;
/** 320 × 240 I420 frames (1.5 bytes a pixel) and the Y4M headers: the size a complete file has at least. */
const MIN_BYTES = FPS * SECONDS * 320 * 240 * 1.5;

export type ScanVideo = { bpm: number } | 'no-pulse';

/** Where the video is (its name is the generator's). */
export function scanVideoPath(video: ScanVideo): string {
  const name = video === 'no-pulse' ? `scan-no-pulse-${FPS}fps.y4m` : `scan-${video.bpm}bpm-${FPS}fps.y4m`;
  return path.join(SCAN_VIDEO_DIR, name);
}

async function isComplete(file: string): Promise<boolean> {
  return ((await stat(file).catch(() => undefined))?.size ?? 0) >= MIN_BYTES;
}

/**
 * Writes the video unless a complete one is there. Written in a folder of its own and moved into place,
 * so a browser (or another worker) never reads half a file.
 */
export async function ensureScanVideo(video: ScanVideo): Promise<string> {
  const file = scanVideoPath(video);
  if (await isComplete(file)) return file;
  await mkdir(SCAN_VIDEO_DIR, { recursive: true });
  const work = await mkdtemp(path.join(SCAN_VIDEO_DIR, 'writing-'));
  try {
    const kind = video === 'no-pulse' ? ['--no-pulse'] : [`--bpm=${video.bpm}`];
    await promisify(execFile)(process.execPath, [
      GENERATOR,
      `--out=${work}`,
      `--fps=${FPS}`,
      `--seconds=${SECONDS}`,
      ...kind,
    ]);
    await rename(path.join(work, path.basename(file)), file);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return file;
}

/** The browser with a fake front camera playing `video`, and camera permission granted without a prompt. */
export function fakeCameraLaunchOptions(video: ScanVideo): LaunchOptions {
  return {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${scanVideoPath(video)}`,
    ],
  };
}

/** The member's readings through the API, as the app in the native shell asks for them (its token in secure storage). */
export async function fetchScanHistory(page: Page, brand: string): Promise<{ heart_rate_bpm: number; id: string }[]> {
  const result = await page.evaluate(async (brandKey) => {
    const record = JSON.parse(
      window.__nativeShell?.readSecure('auth_token') ?? localStorage.getItem('auth_token') ?? '{}',
    ) as {
      access_token?: string;
    };
    const response = await fetch('/api/authorization/health-scans', {
      headers: {
        Authorization: `Bearer ${record.access_token ?? ''}`,
        'X-Application-Type': 'HEALTHCARE_MOBILE',
        'X-Portal-Brand': brandKey,
      },
    });
    return {
      status: response.status,
      body: (await response.json()) as { items: { heart_rate_bpm: number; id: string }[] },
    };
  }, brand);
  if (result.status !== 200) throw new Error(`GET /health-scans answered ${result.status}`);
  return result.body.items;
}
