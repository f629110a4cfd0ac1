import { expect, type Page } from '@playwright/test';

/**
 * From Home, as a member gets there: the programme's tile opens the scan's page (in the app, no page
 * load), whose Start button opens the scan's questionnaire.
 */
export async function openScanQuestionnaire(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page
    .getByRole('region', { name: 'Your programme' })
    .getByRole('link', { name: /^Attentive health scan/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attentive health scan' })).toBeVisible();
  await page.getByRole('link', { name: 'Start a scan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/attentive-health-scan-questionnaire$/);
}

/** The first step: the member agrees to the scan. */
export async function agreeToScan(page: Page) {
  await page.getByLabel('I understand, and I agree to scan my face with the camera').check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3: A few questions' })).toBeVisible();
}

/** The pre-scan questions answered "at rest" (no caffeine, no medicine…); then the scan's step. */
export async function answerPreScanQuestions(page: Page) {
  for (const question of [
    'Had coffee, tea, cola or an energy drink?',
    'Smoked or vaped?',
    'Exercised, climbed stairs or hurried?',
    'Do you have a heart-rhythm condition (such as atrial fibrillation) or a pacemaker?',
  ]) {
    await page.getByRole('group', { name: question }).getByLabel('No', { exact: true }).check();
  }
  await page
    .getByRole('group', { name: 'Do you take a medicine that slows or speeds your heart?' })
    .getByLabel('No', { exact: true })
    .check();
  // The demo accounts have no date of birth: the age band is asked.
  await page.getByLabel('30 to 39').check();
  await page.getByLabel('Prefer not to say').check();
  await page.getByRole('button', { name: 'Continue to the scan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3: The scan' })).toBeVisible();
}
