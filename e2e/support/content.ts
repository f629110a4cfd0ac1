import { expect, type Browser, type Page } from '@playwright/test';
import { brandOrigin } from './environment';
import { signInByApi } from './session';

/** The brand whose articles and videos the content journeys read and change (no other spec touches its content). */
export const CONTENT_BRAND = 'incent';

/** Signed in on the content brand as `localPart` (through the API: these journeys are about content). */
export async function signInForContent(page: Page, localPart: 'member' | 'editor' | 'admin'): Promise<string> {
  return signInByApi(page, CONTENT_BRAND, localPart);
}

/** A page in a fresh browser context (its own storage), signed in as `localPart`; it opens nothing yet. */
export async function openSignedInPage(browser: Browser, localPart: 'member' | 'editor' | 'admin') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInForContent(page, localPart);
  return page;
}

export function contentUrl(path: string): string {
  return `${brandOrigin(CONTENT_BRAND)}${path}`;
}

/** Opens the article with this exact title from the Articles list (searching for it). */
export async function openArticleByTitle(page: Page, title: string) {
  await page.goto(contentUrl('/dashboard/articles'));
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(title);
  await page
    .getByRole('link', { name: new RegExp(escapeRegExp(title)) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
