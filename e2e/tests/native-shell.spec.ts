import { expect, test, type Page } from '@playwright/test';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TArticleResponse } from '@portal/contracts/articles';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { CONTENT_BRAND, contentUrl } from '../support/content';
import { brandOrigin } from '../support/environment';
import {
  hasExited,
  nativeCalls,
  openAppUrl,
  openInNativeShell,
  openSignedInNativeShell,
  pressBackButton,
  readSecureStorage,
  recordApiRequests,
  tapNotification,
  waitForPushNotification,
} from '../support/native-shell';
import { extractLink, waitForEmail } from '../support/outbox';
import { signIn } from '../support/session';

// The app in a simulated Android shell (support/native-shell.ts) against the real server.

/** A call to the API from a page of the brand's origin, as a browser (not the shell) would make it. */
async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const headers: Record<string, string> = { 'X-Application-Type': 'HEALTHCARE_PORTAL' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: (text ? JSON.parse(text) : null) as unknown };
    },
    { method, path, body, token },
  ) as Promise<{ status: number; data: T }>;
}

/** Signs a demo account in through the API from `page` (already on the brand's origin); answers its token. */
async function apiToken(page: Page, brandKey: string, localPart: string): Promise<string> {
  const login = await callApi<{ access_token: string }>(page, 'POST', '/api/auth/login', {
    email: demoEmail(localPart, brandKey),
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  return login.data.access_token;
}

function isDeviceCall(method: string) {
  return (response: { url(): string; request(): { method(): string } }) =>
    new URL(response.url()).pathname.startsWith('/api/authorization/devices') && response.request().method() === method;
}

test('every call carries HEALTHCARE_MOBILE and the brand, the session is in secure storage, and the mobile-only routes open', async ({
  page,
}) => {
  await openInNativeShell(page, { pushPermission: 'denied' });
  const requests = recordApiRequests(page);
  await signIn(page, 'attentive');
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  const record = JSON.parse((await readSecureStorage(page, 'auth_token')) ?? '{}') as { access_token?: string };
  expect(record.access_token).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  for (const path of ['/dashboard/attentive-health-scan-questionnaire', '/dashboard/attentive-health-scan-result']) {
    await page.goto(`${brandOrigin('attentive')}${path}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  const paths = requests.map((request) => new URL(request.url()).pathname);
  expect(paths).toContain('/api/auth/login');
  expect(paths).toContain('/api/authorization/accounts/me');
  for (const request of requests) {
    const headers = await request.allHeaders();
    expect(headers['x-application-type'], request.url()).toBe('HEALTHCARE_MOBILE');
    expect(headers['x-portal-brand'], request.url()).toBe('attentive');
  }
});

test('push granted: the device is registered, an editor publishes an article, its notification is in the push outbox, and a tap opens it', async ({
  page,
  browser,
}) => {
  const token = await openInNativeShell(page, { pushPermission: 'prompt', pushAnswer: 'granted' });
  const registered = page.waitForResponse(isDeviceCall('POST'));
  await signIn(page, CONTENT_BRAND);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const registration = await registered;
  expect(registration.status()).toBeLessThan(300);
  expect(registration.request().postDataJSON()).toEqual({ token, platform: 'android' });
  expect(await nativeCalls(page, 'PushNotifications', 'requestPermissions')).toHaveLength(1);

  // An editor publishes an article through the API, in a browser of their own.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto(contentUrl('/api/health'));
  const editorToken = await apiToken(editor, CONTENT_BRAND, 'editor');
  const title = `Native push ${Date.now()}`;
  const created = await callApi<TArticleResponse>(
    editor,
    'POST',
    '/api/authorization/articles',
    { title, summary: 'Sent to phones', body: 'Read me on the phone.', category: 'sleep', status: 'published' },
    editorToken,
  );
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  await editorContext.close();

  const articlePath = `/dashboard/articles/${created.data.id}`;
  const notification = await waitForPushNotification(token, (entry) => entry.data.path === articlePath);
  expect(notification).toMatchObject({
    provider: 'outbox',
    platform: 'android',
    tenant: CONTENT_BRAND,
    data: { kind: 'article-published', path: articlePath },
  });
  expect(notification.title).not.toBe('');

  await tapNotification(page, notification.data);
  await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('push denied: "User denied permissions!" is logged, nothing is registered, and the app works on', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openInNativeShell(page, { pushPermission: 'prompt', pushAnswer: 'denied' });
  const requests = recordApiRequests(page);
  await signIn(page, 'attentive');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect.poll(() => errors).toContain('User denied permissions!');
  expect(await nativeCalls(page, 'PushNotifications', 'register')).toEqual([]);

  const sidebar = page.getByRole('navigation', { name: 'Main navigation', exact: true });
  await sidebar.getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  expect(requests.map((request) => new URL(request.url()).pathname)).not.toContain('/api/authorization/devices');
});

test('a deep link to an invitation opens ConfirmInvitation in the app; an unknown one the not-found page', async ({
  page,
  browser,
}) => {
  // The swift admin invites someone (in a browser); the email's link is then opened on the phone.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${brandOrigin('swift')}/api/health`);
  const adminToken = await apiToken(admin, 'swift', 'admin');
  const me = await callApi<TCurrentUserResponse>(
    admin,
    'GET',
    '/api/authorization/accounts/me?get_member=true',
    undefined,
    adminToken,
  );
  const email = `native-${Date.now()}-${Math.floor(Math.random() * 1e6)}@swift.test`;
  const invited = await callApi(
    admin,
    'POST',
    '/api/authorization/accounts/invitations',
    { email, company: me.data.member?.company.id },
    adminToken,
  );
  expect(invited.status, JSON.stringify(invited.data)).toBe(201);
  await adminContext.close();
  const link = extractLink(await waitForEmail(email, 'invitation'), '/confirm-invitation');

  await openInNativeShell(page, { pushPermission: 'denied' });
  await page.goto(`${brandOrigin('swift')}/privacy-policy`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => nativeCalls(page, 'App', 'addListener')).toHaveLength(2);

  await openAppUrl(page, `${brandOrigin('swift')}${link.pathname}${link.search}`);
  await expect(page).toHaveURL(new RegExp(`/confirm-invitation\\?token=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your invitation' })).toBeVisible();

  await openAppUrl(page, `${brandOrigin('swift')}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("We couldn't find that page");
  // Another site's link is not the app's to open.
  await openAppUrl(page, 'https://elsewhere.example/dashboard/home');
  await expect(page).toHaveURL(/\/no-such-page$/);
});

test('the back button walks back through the history and leaves the app from its root', async ({ page }) => {
  await openInNativeShell(page, { pushPermission: 'denied' });
  await signIn(page, 'attentive');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation', exact: true });
  await sidebar.getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Videos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();

  await pressBackButton(page);
  await expect(page).toHaveURL(/\/dashboard\/articles$/);
  await pressBackButton(page);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  expect(await hasExited(page)).toBe(false);
  // Home came in place of Login (a replace): it is the root, and back leaves the app.
  await pressBackButton(page);
  await expect.poll(() => hasExited(page)).toBe(true);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('sign-out removes the device from the server before the session goes', async ({ page }) => {
  const token = await openInNativeShell(page, { pushPermission: 'granted' });
  const registered = page.waitForResponse(isDeviceCall('POST'));
  await signIn(page, 'oakmore');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  expect((await registered).status()).toBeLessThan(300);

  const order: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/authorization/devices/') || pathname === '/api/auth/logout') {
      order.push(`${request.method()} ${decodeURIComponent(pathname)}`);
    }
  });
  const removed = page.waitForResponse(isDeviceCall('DELETE'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await removed).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect(order).toEqual([`DELETE /api/authorization/devices/${token}`, 'POST /api/auth/logout']);
  await expect.poll(() => readSecureStorage(page, 'auth_token')).toBeNull();
});

test('partner sign-on opens the in-app browser on the portal’s relay page, which posts the handoff to the partner', async ({
  page,
  context,
}) => {
  await openSignedInNativeShell(page, 'evergreen', 'member', { pushPermission: 'denied' });
  await page.goto(`${brandOrigin('evergreen')}/dashboard/ucm`);
  await page.getByRole('button', { name: /Continue to Ally Health/ }).click();
  await expect.poll(async () => (await nativeCalls(page, 'Browser', 'open')).length).toBe(1);
  const [opened] = await nativeCalls(page, 'Browser', 'open');
  const relayUrl = new URL(String(opened?.options.url));
  expect(`${relayUrl.origin}${relayUrl.pathname}`).toBe(`${brandOrigin('evergreen')}/partner-handoff`);

  // The in-app browser is a browser of its own: no shell, no session.
  const browserTab = await context.newPage();
  await browserTab.goto(relayUrl.href);
  const host = new URL(brandOrigin('evergreen')).host;
  await expect(browserTab.getByRole('heading', { level: 1, name: `Continue to ${host}` })).toBeVisible();
  // The handoff is read once: it leaves the address at once.
  await expect(browserTab).toHaveURL(`${brandOrigin('evergreen')}/partner-handoff`);
  await browserTab.getByRole('button', { name: `Continue to ${host}` }).click();
  await expect(browserTab.getByRole('heading', { level: 1, name: 'Welcome to Ally Health' })).toBeVisible();
  await expect(browserTab.locator('#member-name')).toHaveText('Morgan Lee');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a native screen passes axe, fits the width, and the back button closes the menu first', async ({ page }) => {
    await openSignedInNativeShell(page, 'attentive', 'member', { pushPermission: 'denied' });
    await page.goto(`${brandOrigin('attentive')}/dashboard/home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await pressBackButton(page);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    expect(await hasExited(page)).toBe(false);
  });
});
