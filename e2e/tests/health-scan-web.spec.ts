import { expect, test } from '@playwright/test';
import { APPLICATION_TYPES } from '@portal/contracts/headers';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { callPortalApi, signInByApi } from '../support/session';

// The health scan in a browser (not the app): its page and the member's history, never the scan itself.
const BRAND = 'attentive';

test('the web shows the scan’s page and the member’s history, says the scan runs in the app, and blocks the mobile-only screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const token = await signInByApi(page, BRAND);

  // A reading the member took in the app earlier, through the real API.
  const posted = await callPortalApi(page, BRAND, 'POST', '/api/authorization/health-scans', {
    token,
    applicationType: APPLICATION_TYPES.native,
    body: {
      engine: { name: 'pos-rppg', version: '1.0.0' },
      started_at: new Date(Date.now() - 120_000).toISOString(),
      duration_ms: 30_000,
      frames: 450,
      heart_rate_bpm: 83.4,
      quality: 'good',
      snr_db: 7.5,
      pre_scan: { caffeine: true, nicotine: false, exercise: false, rate_medicine: 'none', rhythm_condition: false },
    },
  });
  expect(posted.status).toBe(201);

  await page.goto(`${brandOrigin(BRAND)}/dashboard/attentive-health-scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attentive health scan' })).toBeVisible();
  await expect(page.getByTestId('get-the-app')).toContainText('The scan runs in the Attentive Health mobile app');
  await expect(page.getByRole('link', { name: 'Start a scan' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your heart rate over time, in beats per minute' })).toBeVisible();
  await expect(page.getByTestId('scan-history-table').getByRole('row').nth(1)).toContainText('83 bpm');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  for (const path of ['/dashboard/attentive-health-scan-questionnaire', '/dashboard/attentive-health-scan-result']) {
    await page.goto(`${brandOrigin(BRAND)}${path}`);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  }
});
