import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { agreeToScan, answerPreScanQuestions, openScanQuestionnaire } from '../support/health-scan';
import { openSignedInNativeShell } from '../support/native-shell';
import { ensureScanVideo, fakeCameraLaunchOptions, fetchScanHistory } from '../support/scan-camera';

// The health scan in the simulated Android shell, Chromium's fake front camera playing a generated video
// of a face whose colour follows a 72 bpm pulse (support/scan-camera.ts). The real 30 s scan.
const VIDEO_BPM = 72;
const BRAND = 'evergreen';

test.use({ launchOptions: fakeCameraLaunchOptions({ bpm: VIDEO_BPM }) });

test.beforeAll(async () => {
  await ensureScanVideo({ bpm: VIDEO_BPM });
});

test('a member answers the questions, scans, and sees a heart rate within 3 bpm of the video’s, stored in their history (the result axe-clean at 360 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedInNativeShell(page, BRAND, 'member', { pushPermission: 'denied' });
  await page.goto(`${brandOrigin(BRAND)}/dashboard/home`);
  const before = await fetchScanHistory(page, BRAND);

  await openScanQuestionnaire(page);
  await agreeToScan(page);
  await answerPreScanQuestions(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/authorization/health-scans')) {
      posts.push(request.postData() ?? '');
    }
  });
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/authorization/health-scans'),
    { timeout: 50_000 },
  );
  const scanStarted = Date.now();
  await page.getByRole('button', { name: 'Start the scan' }).click();
  await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
  await expect(page.getByTestId('scan-guidance')).toHaveText('Good. Hold still and breathe normally.');

  const response = await saved;
  expect(response.status()).toBe(201);
  const sent = JSON.parse(posts[0] ?? '{}') as Record<string, unknown>;
  // Numbers and answers, nothing else: no image, no video.
  expect(Object.keys(sent).sort()).toEqual([
    'duration_ms',
    'engine',
    'frames',
    'heart_rate_bpm',
    'pre_scan',
    'quality',
    'snr_db',
    'started_at',
  ]);
  const stored = (await response.json()) as { id: string; heart_rate_bpm: number; snr_db: number; frames: number };
  test.info().annotations.push({
    type: 'measured',
    description: `video ${VIDEO_BPM} bpm, read ${stored.heart_rate_bpm} bpm (SNR ${stored.snr_db} dB, ${stored.frames} frames; saved ${Date.now() - scanStarted} ms after Start)`,
  });
  expect(Math.abs(stored.heart_rate_bpm - VIDEO_BPM)).toBeLessThanOrEqual(3);

  await expect(page).toHaveURL(/\/dashboard\/attentive-health-scan-result$/);
  const shown = Number((await page.getByTestId('heart-rate').locator('span').first().textContent()) ?? 'NaN');
  expect(Math.abs(shown - VIDEO_BPM)).toBeLessThanOrEqual(3);
  await expect(page.getByTestId('wellness-note')).toContainText(
    'This is wellness information, not a medical diagnosis.',
  );
  await expect(page.getByRole('link', { name: 'Retake the scan' })).toBeVisible();
  await expect(page.getByTestId('scan-history-table').getByRole('row').nth(1)).toContainText(
    `${Math.round(stored.heart_rate_bpm)} bpm`,
  );
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const after = await fetchScanHistory(page, BRAND);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({ id: stored.id, heart_rate_bpm: stored.heart_rate_bpm });
});
