import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { TVideoResponse } from '@portal/contracts/videos';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { makePng } from '../support/files';
import { callPortalApi, signInByApi } from '../support/session';

// The console's Content section on the swift brand: an editor publishes a video with its
// poster and captions, and a member finds it among the videos; two editors save the same video.

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

test('two editors save the same video: the second gets the conflict, loads their version and saves on it', async ({
  page,
  browser,
}) => {
  // A draft video of the journey's own (linked, nothing to upload), so every attempt starts from version 1.
  const stamp = Date.now();
  const original = `Neck release ${stamp}`;
  const firstTitle = `Neck release, first editor ${stamp}`;
  const editorToken = await signInByApi(page, BRAND, 'editor');
  const created = await callPortalApi<TVideoResponse>(page, BRAND, 'POST', '/api/authorization/videos', {
    token: editorToken,
    body: {
      title: original,
      description: 'Ease a stiff neck between meetings.',
      category: 'movement',
      duration_seconds: 60,
      source: { url: 'https://videos.example.com/neck-release.mp4' },
      status: 'draft',
    },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  const editUrl = url(`/admin/content/videos/${created.data.id}`);

  await page.goto(editUrl);
  const other = await (await browser.newContext()).newPage();
  await signInByApi(other, BRAND, 'admin');
  await other.goto(editUrl);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(original);
  await expect(other.getByRole('textbox', { name: 'Title' })).toHaveValue(original);

  await page.getByRole('textbox', { name: 'Title' }).fill(firstTitle);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Video saved as a draft').first()).toBeVisible();

  await other.getByRole('textbox', { name: 'Title' }).fill(`Neck release, second editor ${stamp}`);
  await other.getByRole('button', { name: 'Save as draft' }).click();
  const notice = other.getByRole('alert').filter({ hasText: 'Someone else saved this video since you opened it.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`Their version: “${firstTitle}”, saved `);
  // Nothing was overwritten: the second editor's title is still on their screen, unsaved.
  await expect(other.getByRole('textbox', { name: 'Title' })).toHaveValue(`Neck release, second editor ${stamp}`);

  other.once('dialog', (dialog) => void dialog.accept());
  await notice.getByRole('button', { name: 'Load their version' }).click();
  await expect(other.getByRole('textbox', { name: 'Title' })).toHaveValue(firstTitle);
  await expect(notice).toHaveCount(0);
  await other.getByRole('textbox', { name: 'Description' }).fill('Ease a stiff neck, then your shoulders.');
  await other.getByRole('button', { name: 'Save as draft' }).click();
  await expect(other.getByText('Video saved as a draft').first()).toBeVisible();
  await other.context().close();

  // Both changes are kept: the first editor's title and the second editor's description.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(firstTitle);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Ease a stiff neck, then your shoulders.',
  );
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
