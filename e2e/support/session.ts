import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { brandOrigin } from './environment';

export async function signIn(page: Page, brandKey: string, localPart = 'member', password = DEMO_PASSWORD) {
  await page.goto(`${brandOrigin(brandKey)}/login`);
  await page.getByLabel('Email').fill(demoEmail(localPart, brandKey));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function readStorage(page: Page) {
  return page.evaluate(() => ({
    auth_token: localStorage.getItem('auth_token'),
    user_id: localStorage.getItem('user_id'),
    user_details: localStorage.getItem('user_details'),
    profile_picture_name: localStorage.getItem('profile_picture_name'),
    questionnaireAnswered: localStorage.getItem('questionnaireAnswered'),
  }));
}

export async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  const storage = await readStorage(page);
  expect(storage.auth_token).toBeNull();
  expect(storage.profile_picture_name).toBeNull();
  expect(storage.questionnaireAnswered).toBeNull();
}

/** GET /accounts/me from the page's own origin (its brand's host) with the given token; returns the status. */
export async function fetchCurrentUserStatus(page: Page, token: string): Promise<number> {
  return page.evaluate(async (accessToken) => {
    const response = await fetch('/api/authorization/accounts/me?get_member=true', {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Application-Type': 'HEALTHCARE_PORTAL' },
    });
    return response.status;
  }, token);
}
