import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { brandOrigin } from './environment';

/** The cookie the Home onboarding tour sets when it ends (apps/web's tour-cookie.ts, tour id `home`). */
export const HOME_TOUR_COOKIE = 'vue_onboarding_tour_home';

export interface SignInOptions {
  /** Let Home's first-visit onboarding tour show; otherwise it is marked as already seen. */
  withTour?: boolean;
}

export async function signIn(
  page: Page,
  brandKey: string,
  localPart = 'member',
  password = DEMO_PASSWORD,
  { withTour = false }: SignInOptions = {},
) {
  // The tour is modal: journeys that are not about it start as a member who has already seen it.
  if (!withTour) {
    await page.context().addCookies([{ name: HOME_TOUR_COOKIE, value: 'true', url: brandOrigin(brandKey) }]);
  }
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
