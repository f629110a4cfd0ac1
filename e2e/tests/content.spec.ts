import { expect, test } from '@playwright/test';
import type { TArticleResponse } from '@portal/contracts/articles';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { CONTENT_BRAND, contentUrl, openArticleByTitle, openSignedInPage, signInForContent } from '../support/content';
import { callPortalApi } from '../support/session';

// Journeys through the incent brand's articles and videos; each edit changes a different article.

test('a member browses, searches and filters articles, then reads one', async ({ page }) => {
  await signInForContent(page, 'member');
  await page.goto(contentUrl('/dashboard/home'));
  await page.getByRole('link', { name: 'Articles', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Walking more, one step at a time/ })).toBeVisible();
  // Members never see the draft.
  await expect(page.getByText('Staying hydrated through the working day')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('breathing');
  await expect(page.getByRole('link', { name: /Walking more, one step at a time/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Box breathing for stressful moments/ })).toBeVisible();

  await page.getByRole('group', { name: 'Filter articles by category' }).getByText('Stress', { exact: true }).click();
  await expect(page.getByRole('link', { name: /A wind-down routine/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Box breathing for stressful moments/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Box breathing for stressful moments' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
});

test('a member plays a video with English captions', async ({ page }) => {
  await signInForContent(page, 'member');
  await page.goto(contentUrl('/dashboard/videos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  await page.getByRole('link', { name: /Box breathing in under a minute/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box breathing in under a minute' })).toBeVisible();

  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /^blob:/);
  await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute('src', /^blob:/);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true; // autoplay without a gesture needs a muted video
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => {
        const track = element.textTracks[0];
        return track ? `${track.mode}:${track.cues?.length ?? 0}` : 'none';
      }),
    )
    .toMatch(/^(showing|hidden):[1-9]/);
});

test('an editor changes a title and the member sees it', async ({ page, browser }) => {
  // A published article of the journey's own (as the seeded ones are written), so that every attempt
  // finds it under the title it was given.
  const stamp = Date.now();
  const original = `Smarter snacking during the working day ${stamp}`;
  const newTitle = `Smarter snacking, updated ${stamp}`;
  const editorToken = await signInForContent(page, 'editor');
  const created = await callPortalApi<TArticleResponse>(page, CONTENT_BRAND, 'POST', '/api/authorization/articles', {
    token: editorToken,
    body: {
      title: original,
      summary: 'Snacks can keep your energy steady between meals.',
      body: 'A little planning makes the better choices the easy ones.\n\n## Plan ahead\n\nKeep fruit and nuts within reach.\n',
      category: 'nutrition',
      status: 'published',
    },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);

  await openArticleByTitle(page, original);
  await page.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(original);
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText('Article saved').first()).toBeVisible();

  const member = await openSignedInPage(browser, 'member');
  await openArticleByTitle(member, newTitle);
  await expect(member.getByRole('heading', { name: 'Plan ahead' })).toBeVisible();
  await member.context().close();
});

test('two editors save the same article: the second gets the conflict and nothing is overwritten', async ({
  page,
  browser,
}) => {
  const article = 'Walking more, one step at a time';
  await signInForContent(page, 'editor');
  await openArticleByTitle(page, article);
  const editUrl = `${new URL(page.url()).pathname}/edit`;
  await page.goto(contentUrl(editUrl));
  const other = await openSignedInPage(browser, 'admin');
  await other.goto(contentUrl(editUrl));
  await expect(other.getByRole('textbox', { name: 'Title' })).toHaveValue(article);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(article);

  await page.getByRole('textbox', { name: 'Summary' }).fill('First editor’s summary.');
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText('Article saved').first()).toBeVisible();

  await other.getByRole('textbox', { name: 'Title' }).fill('Second editor’s title');
  await other.getByRole('button', { name: 'Save article' }).click();
  await expect(other.getByText('Someone else saved this article since you opened it.')).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Title' })).toHaveValue('Second editor’s title');

  other.once('dialog', (dialog) => void dialog.accept());
  await other.getByRole('button', { name: 'Load their version' }).click();
  await expect(other.getByRole('textbox', { name: 'Title' })).toHaveValue(article);
  await expect(other.getByRole('textbox', { name: 'Summary' })).toHaveValue('First editor’s summary.');
  await other.context().close();

  await page.goto(contentUrl(editUrl.replace(/\/edit$/, '')));
  await expect(page.getByRole('heading', { level: 1, name: article })).toBeVisible();
});

test('Articles and an article have no serious axe violations at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInForContent(page, 'member');
  await page.goto(contentUrl('/dashboard/articles'));
  await expect(page.getByRole('link', { name: /Box breathing for stressful moments/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('link', { name: /Box breathing for stressful moments/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
