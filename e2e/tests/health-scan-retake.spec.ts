import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { agreeToScan, answerPreScanQuestions, openScanQuestionnaire } from '../support/health-scan';
import { openSignedInNativeShell } from '../support/native-shell';
import { ensureScanVideo, fakeCameraLaunchOptions, fetchScanHistory } from '../support/scan-camera';

// The scan in the simulated Android shell with a video of a face and no pulse (noise and light drift only).
const BRAND = 'attentive';

test.use({ launchOptions: fakeCameraLaunchOptions('no-pulse') });

test.beforeAll(async () => {
  await ensureScanVideo('no-pulse');
});

test('a face without a pulse ends in a retake that says why, and nothing is stored', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // An account no other journey scans with, so its history is this journey's to count.
  await openSignedInNativeShell(page, BRAND, 'editor', { pushPermission: 'denied' });
  await page.goto(`${brandOrigin(BRAND)}/dashboard/home`);
  const before = await fetchScanHistory(page, BRAND);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/authorization/health-scans')) {
      posts.push(request.url());
    }
  });

  await openScanQuestionnaire(page);
  await agreeToScan(page);
  await answerPreScanQuestions(page);
  await page.getByRole('button', { name: 'Start the scan' }).click();
  await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No result this time', { timeout: 50_000 });
  await expect(alert).toContainText('We couldn’t find a clear pulse in the video.');
  await expect(alert).toContainText('Nothing was saved.');
  await expect(page.getByRole('button', { name: 'Retake the scan' })).toBeVisible();
  await expect(page.getByTestId('heart-rate')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/attentive-health-scan-questionnaire$/);

  expect(posts).toEqual([]);
  expect(await fetchScanHistory(page, BRAND)).toHaveLength(before.length);
});

test('in the app, the scan’s page, its questions and the scan itself are axe-clean at 360 px; Cancel stops the camera', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedInNativeShell(page, BRAND, 'admin', { pushPermission: 'denied' });
  await page.goto(`${brandOrigin(BRAND)}/dashboard/home`);

  await page
    .getByRole('region', { name: 'Your programme' })
    .getByRole('link', { name: /^Attentive health scan/ })
    .click();
  await expect(page.getByText('You haven’t done a scan yet. Your results will show here.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('link', { name: 'Start a scan' }).click();
  await agreeToScan(page);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await answerPreScanQuestions(page);
  await page.getByRole('button', { name: 'Start the scan' }).click();
  await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
  await expect(page.getByTestId('scan-guidance')).toHaveText('Good. Hold still and breathe normally.');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Start the scan' })).toBeVisible();
  // The camera is off: no live track is left on the page's preview.
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('video')).some((video) => video.srcObject instanceof MediaStream),
    ),
  ).toBe(false);
});
