import { expect, type Page } from '@playwright/test';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TLoginResponse } from '@portal/contracts/auth';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import {
  APPLICATION_TYPES,
  APPLICATION_TYPE_HEADER,
  BRAND_HEADER,
  type ApplicationType,
} from '@portal/contracts/headers';
import { E2E_PORT, brandOrigin } from './environment';

/** The cookie the Home onboarding tour sets when it ends (apps/web's tour-cookie.ts, tour id `home`). */
export const HOME_TOUR_COOKIE = 'vue_onboarding_tour_home';

export interface SignInOptions {
  /** Let Home's first-visit onboarding tour show; otherwise it is marked as already seen. */
  withTour?: boolean;
}

/**
 * The server's own address, for calls from the test (Node cannot resolve `*.localhost`): each names its
 * brand in the brand header, as the native app does, so the server answers as the brand's host would.
 */
const API_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

export interface ApiAnswer<T> {
  status: number;
  data: T;
}

export interface ApiCallOptions {
  token?: string;
  body?: unknown;
  applicationType?: ApplicationType;
}

/** A call to the portal's API from the test itself (not from a page), as `brandKey`'s host would get it. */
export async function callPortalApi<T = unknown>(
  page: Page,
  brandKey: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  { token, body, applicationType = APPLICATION_TYPES.web }: ApiCallOptions = {},
): Promise<ApiAnswer<T>> {
  const response = await page.request.fetch(`${API_ORIGIN}${path}`, {
    method,
    headers: {
      [BRAND_HEADER]: brandKey,
      [APPLICATION_TYPE_HEADER]: applicationType,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  return { status: response.status(), data: (text ? JSON.parse(text) : null) as T };
}

/**
 * Sessions opened through the API in this worker, by brand, email, password and application type. A
 * session is only stored in browsers, never ended by the journeys that use these (those that sign out
 * sign in through the form), so every journey of the worker can start from the same one: fewer password
 * checks on a busy machine, and never the sign-in rate limit of one email (10 a minute).
 */
const apiSessions = new Map<string, Promise<string>>();

/** An access token for `email` on `brandKey` (POST /api/auth/login), opened once per worker. */
export function apiSignIn(
  page: Page,
  brandKey: string,
  email: string,
  {
    password = DEMO_PASSWORD,
    applicationType = APPLICATION_TYPES.web,
  }: { password?: string; applicationType?: ApplicationType } = {},
): Promise<string> {
  const key = [brandKey, email, password, applicationType].join('|');
  let session = apiSessions.get(key);
  if (!session) {
    session = callPortalApi<TLoginResponse>(page, brandKey, 'POST', '/api/auth/login', {
      body: { email, password },
      applicationType,
    }).then(({ status, data }) => {
      if (status !== 200) throw new Error(`POST /api/auth/login as ${email} on ${brandKey} answered ${status}`);
      return data.access_token;
    });
    apiSessions.set(key, session);
    session.catch(() => apiSessions.delete(key));
  }
  return session;
}

/**
 * What the app stores of a session once signed in (apps/web's session/storage.ts: `auth_token`, then
 * from GET /accounts/me `user_id`, `user_details`, `questionnaireAnswered`, `profile_picture_name`).
 */
export async function sessionValues(
  page: Page,
  brandKey: string,
  token: string,
  applicationType: ApplicationType = APPLICATION_TYPES.web,
): Promise<Record<string, string>> {
  const me = await callPortalApi<TCurrentUserResponse>(
    page,
    brandKey,
    'GET',
    '/api/authorization/accounts/me?get_member=true',
    { token, applicationType },
  );
  expect(me.status, 'GET /accounts/me with the new session').toBe(200);
  const user = me.data;
  const values: Record<string, string> = {
    auth_token: JSON.stringify({ access_token: token }),
    user_id: user.account.user_id,
    user_details: JSON.stringify(user),
  };
  if (user.member) {
    values.questionnaireAnswered = String(user.member.questionnaire_answered);
    if (user.member.profile_picture_name) values.profile_picture_name = user.member.profile_picture_name;
  }
  return values;
}

/** The Home tour's cookie, as a member who has seen the tour has it. */
export function tourSeenCookie(origin: string) {
  return {
    name: HOME_TOUR_COOKIE,
    value: 'true',
    domain: new URL(origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

export interface StoredSessionOptions extends SignInOptions {
  /** Where the app runs (its local storage is per origin): the brand's host unless said. */
  origin?: string;
}

/**
 * Puts a signed-in session into the page's browser, as the app leaves it after signing in, and nothing
 * else: the browser's cookies and storage are replaced, so call it before anything else is stored. The
 * page stays where it is; the journey opens the screen it is about.
 */
export async function storeSession(
  page: Page,
  brandKey: string,
  token: string,
  { withTour = false, origin = brandOrigin(brandKey) }: StoredSessionOptions = {},
): Promise<void> {
  const values = await sessionValues(page, brandKey, token);
  await page.context().setStorageState({
    cookies: withTour ? [] : [tourSeenCookie(origin)],
    origins: [{ origin, localStorage: Object.entries(values).map(([name, value]) => ({ name, value })) }],
  });
}

/**
 * Starts signed in as a demo account, without the login form: for the journeys that are not about
 * signing in (those that are use `signIn`). Answers the session's access token.
 */
export async function signInByApi(
  page: Page,
  brandKey: string,
  localPart = 'member',
  options: StoredSessionOptions = {},
): Promise<string> {
  const token = await apiSignIn(page, brandKey, demoEmail(localPart, brandKey));
  await storeSession(page, brandKey, token, options);
  return token;
}

/** Signs in through the login form, as a member does (see `signInByApi` for journeys about something else). */
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
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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
