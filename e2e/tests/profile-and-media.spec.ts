import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import type { TGetProfileResponse } from '@portal/contracts/profile';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { makePdf, makePng } from '../support/files';
import { createOwnMember } from '../support/members';
import { callPortalApi, signInByApi, storeSession } from '../support/session';

// Accounts no other journey opens these screens with: swift's editor (profile, dependents), oakmore's editor (media).
const PROFILE_BRAND = 'swift';
const MEDIA_BRAND = 'oakmore';

/** Signed in as the brand's editor, on `path`. */
async function openAsEditor(page: Page, brandKey: string, path: string) {
  await signInByApi(page, brandKey, 'editor');
  await page.goto(`${brandOrigin(brandKey)}${path}`);
}

/**
 * Holds each upload (any request but a GET) until the journey lets it go, so its progress bar can be
 * seen for as long as it takes to look; `release()` lets the oldest held one through.
 */
async function holdUploads(page: Page, pathPattern: string) {
  const held: Route[] = [];
  await page.route(pathPattern, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    held.push(route);
  });
  return {
    async release() {
      await expect.poll(() => held.length, { message: 'an upload held back' }).toBeGreaterThan(0);
      await held.shift()!.continue();
    },
  };
}

test('a member edits their name and uploads a profile picture that the header avatar shows', async ({ page }) => {
  await openAsEditor(page, PROFILE_BRAND, '/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  const firstName = page.getByLabel('First name');
  const original = await firstName.inputValue();
  await firstName.fill('Edwina');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Edwina');

  const uploads = await holdUploads(page, '**/api/authorization/accounts/me/profile-picture');
  await page
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: makePng(16) });
  await expect(page.getByRole('progressbar', { name: 'Uploading picture' })).toBeVisible();
  await uploads.release();
  await expect(page.getByText('Profile picture updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^blob:/);
  const avatarImage = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(avatarImage).toHaveAttribute('src', /^blob:/);
  expect(await page.evaluate(() => localStorage.getItem('profile_picture_name'))).toBeTruthy();

  // After a reload the header fetches the stored picture with the token.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() =>
      page
        .getByRole('button', { name: 'Account menu' })
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  await page.getByLabel('First name').fill(original);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
});

test('a member changes their notification preferences and they are kept after a reload', async ({ page }) => {
  // A member of the journey's own, with the preferences a new member has: a retry starts from them too.
  const member = await createOwnMember(page, PROFILE_BRAND, { prefix: 'notifications' });
  await storeSession(page, PROFILE_BRAND, member.token);
  await page.goto(`${brandOrigin(PROFILE_BRAND)}/dashboard/profile`);
  const preferences = page.getByRole('form', { name: 'Notifications' });
  const emailNews = preferences.getByRole('checkbox', { name: 'Programme news by email' });
  const emailReminders = preferences.getByRole('checkbox', { name: 'Reminders by email' });
  const pushReminders = preferences.getByRole('checkbox', { name: 'Reminders on this device' });
  const pushNews = preferences.getByRole('checkbox', { name: 'New articles on this device' });
  await expect(emailNews).not.toBeChecked();
  await expect(emailReminders).toBeChecked();
  await expect(pushReminders).toBeChecked();
  await expect(pushNews).toBeChecked();

  await emailNews.check();
  await emailReminders.uncheck();
  await pushNews.uncheck();
  await preferences.getByRole('button', { name: 'Save notification preferences' }).click();
  await expect(page.getByText('Notification preferences saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(emailNews).toBeChecked();
  await expect(emailReminders).not.toBeChecked();
  await expect(pushReminders).toBeChecked();
  await expect(pushNews).not.toBeChecked();
  // The server holds them, not only the browser.
  const profile = await callPortalApi<TGetProfileResponse>(
    page,
    PROFILE_BRAND,
    'GET',
    '/api/authorization/accounts/me/profile',
    { token: member.token },
  );
  expect(profile.status).toBe(200);
  expect(profile.data.notification_preferences).toEqual({
    email_news: true,
    email_reminders: false,
    push_reminders: true,
    push_news: false,
  });
});

test('a member adds, edits and removes a dependent, and undoes the removal', async ({ page }) => {
  await openAsEditor(page, PROFILE_BRAND, '/dashboard/dependent');
  await expect(page.getByRole('heading', { level: 1, name: 'Dependents' })).toBeVisible();
  const suffix = String(Date.now()).slice(-5);
  const first = `Rowan${suffix}`;

  await page.getByRole('button', { name: 'Add a dependent' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a dependent' });
  await addDialog.getByLabel('First name').fill(first);
  await addDialog.getByLabel('Last name').fill('Brooks');
  await addDialog.getByLabel('Relationship').selectOption({ label: 'Child' });
  await addDialog.getByLabel('Date of birth').fill('2016-05-04');
  await addDialog.getByRole('button', { name: 'Add dependent' }).click();
  await expect(page.getByText('Dependent added', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${first} Brooks` })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${first} Brooks` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${first} Brooks` });
  await editDialog.getByLabel('Last name').fill('Brooks-Lane');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${first} Brooks-Lane` })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${first} Brooks-Lane` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${first} Brooks-Lane?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`${first} Brooks-Lane removed`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${first} Brooks-Lane` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${first} Brooks-Lane restored`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${first} Brooks-Lane` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `${first} Brooks-Lane` })).toBeVisible();
});

test('a member uploads an image and a PDF with progress, and opens the image in the preview', async ({ page }) => {
  await openAsEditor(page, MEDIA_BRAND, '/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page.getByText(/MB of \d+ MB used/)).toBeVisible();
  const uploads = await holdUploads(page, '**/api/authorization/media?*');
  const suffix = String(Date.now()).slice(-5);
  const picker = page.getByLabel('Choose a file or drop it here');

  await page.getByLabel('Title (optional)').fill(`Lake ${suffix}`);
  await picker.setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: makePng(32, [20, 160, 90]) });
  await expect(page.getByRole('progressbar', { name: 'Uploading lake.png' })).toBeVisible();
  await uploads.release();
  await expect(page.getByText('File uploaded', { exact: true })).toBeVisible();
  const own = page.getByRole('region', { name: 'Your files' });
  await expect(own.getByRole('button', { name: `Open Lake ${suffix}` })).toBeVisible();

  await page.getByLabel('Title (optional)').fill(`Plan ${suffix}`);
  await picker.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await expect(page.getByRole('progressbar', { name: 'Uploading plan.pdf' })).toBeVisible();
  await uploads.release();
  await expect(own.getByRole('button', { name: `Open Plan ${suffix}` })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // Thumbnails are blob URLs, never the API's address.
  const thumbnail = own.getByRole('button', { name: `Open Lake ${suffix}` }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await own.getByRole('button', { name: `Open Lake ${suffix}` }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('img', { name: `Lake ${suffix}` })).toBeVisible();
  const zoomIn = preview.getByRole('button', { name: 'Zoom in' });
  for (let press = 0; press < 40 && (await zoomIn.isEnabled()); press += 1) await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  await expect(preview.getByLabel('Zoom level')).toHaveText('300%');
  await preview.getByRole('button', { name: 'Rotate right' }).click();
  await expect(preview.getByRole('img', { name: `Lake ${suffix}` })).toHaveAttribute('style', /rotate\(90deg\)/);
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toHaveCount(0);

  await own.getByRole('button', { name: `Delete Plan ${suffix}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “Plan ${suffix}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(own.getByRole('button', { name: `Open Plan ${suffix}` })).toHaveCount(0);
});

test('profile and media have no serious axe violations at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsEditor(page, MEDIA_BRAND, '/dashboard/profile');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.goto(`${brandOrigin(MEDIA_BRAND)}/media`);
  await expect(page.getByText(/MB of \d+ MB used/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
