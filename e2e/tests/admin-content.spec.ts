import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { makePng } from '../support/files';
import { signInByApi } from '../support/session';

// The console's Content section on the swift brand: an editor publishes a video with its
// poster and captions, and a member finds it among the videos.

const BRAND = 'swift';
/** A real 16-second H.264 MP4: one of the committed demo videos (apps/server/scripts/generate-demo-videos.sh). */
const MP4 = readFileSync(new URL('../../apps/server/demo-media/desk-stretch-break.mp4', import.meta.url));
const CAPTIONS =
  'WEBVTT\n\n00:00.000 --> 00:04.000\nRoll your shoulders back.\n\n00:04.000 --> 00:08.000\nNow forward.\n';

function url(path: string) {
  return `${brandOrigin(BRAND)}${path}`;
}

test('an editor uploads a video with a poster and captions and publishes it; a member sees it', async ({
  page,
  browser,
}) => {
  // Two uploads, two people and axe: slow on a busy 2-core machine.
  test.slow();
  const title = `Shoulder rolls ${Date.now()}`;
  await signInByApi(page, BRAND, 'editor');
  await page.goto(url('/admin/content'));
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  // An editor's console has the Content section only.
  const sections = page.getByRole('navigation', { name: 'Admin console sections' }).getByRole('link');
  await expect(sections).toHaveText(['Content']);
  await expect(page.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/dashboard/articles/new/edit');

  await page.getByRole('link', { name: 'New video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New video' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('A gentle loosening for tight shoulders.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('movement');
  await page.getByLabel('Video file').setInputFiles({ name: 'shoulders.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(page.getByText('Uploaded: shoulders.mp4')).toBeVisible();
  // The length comes from the file's own metadata.
  await expect(page.getByRole('textbox', { name: 'Length in seconds' })).toHaveValue('16');
  await page
    .getByLabel('Poster image')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: makePng(64) });
  await expect(page.getByRole('img', { name: 'Poster preview' })).toBeVisible();
  await page
    .getByLabel('Captions')
    .setInputFiles({ name: 'en.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) });
  await expect(page.getByText('en.vtt: 2 captions')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Video published').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/videos\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to content' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await page.getByRole('searchbox', { name: 'Search titles and text' }).fill(title);
  const videos = page.getByRole('list', { name: 'Videos' });
  await expect(videos.getByRole('listitem')).toHaveCount(1);
  await expect(videos.getByRole('listitem')).toContainText('Published');

  const member = await (await browser.newContext()).newPage();
  await signInByApi(member, BRAND, 'member');
  await member.goto(url('/dashboard/videos'));
  await expect(member.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  await member.getByRole('link', { name: new RegExp(title) }).click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const video = member.locator('video');
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', /^blob:/);
  await member.context().close();
});

for (const width of [360, 1280]) {
  test(`the content list and the video editor have no serious axe violations at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, BRAND, 'editor');
    await page.goto(url('/admin/content'));
    await expect(page.getByRole('list', { name: 'Articles' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('link', { name: 'New video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New video' })).toBeVisible();
    // The form's errors are part of what must be accessible.
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Give the video a title.')).toBeVisible();
    await page.getByRole('radio', { name: 'Link to an https address' }).check();
    await expect(page.getByRole('textbox', { name: 'Video address' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });
}
