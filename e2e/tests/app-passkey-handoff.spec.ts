import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TLoginResponse } from '@portal/contracts/auth';
import { APPLICATION_TYPES } from '@portal/contracts/headers';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { callPortalApi, storeSession } from '../support/session';

// The native app's passkey sign-in, on the website's side: the app opens the brand's login page in its
// in-app browser with a PKCE challenge; a passkey sign-in there hands the app a single-use code at the
// app link /app-sign-in, which this browser (not the app) shows as "go back to the app". The test then
// redeems the code as the app would, with the verifier only it holds. Chromium's virtual authenticator
// stands for the member's device; a member of the journey's own, as its passkey is added here.
const BRAND = 'swift';
const PHONE_WIDTH = { width: 360, height: 780 };

/** The app's secret and what it sends the website: base64url SHA-256 of the verifier. */
function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A built-in authenticator with a fingerprint the member always passes, for this page's browser. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The login page the app opens, with the app started in place of the server's first paint. */
async function openLoginForApp(page: Page, challenge: string) {
  await page.goto(`${brandOrigin(BRAND)}/login?app_handoff=${challenge}`);
  // The visitor starts to use the page (a pointer moves), which starts the app: the static first paint
  // has no notice. Not a focus on the email field, whose passkey suggestions would sign in by themselves.
  await page.mouse.move(20, 20);
  await page.waitForFunction(() => document.querySelector('[data-first-paint]') === null);
}

test('a passkey sign-in on the website, opened by the app, hands the app a code only its verifier redeems', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE_WIDTH });
  const page = await context.newPage();
  try {
    await addVirtualAuthenticator(page);
    // The virtual authenticator answers the email field's passkey suggestions by itself, which would race
    // the press: this browser offers none, so the sign-in is the button's.
    await page.addInitScript(() => {
      window.PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    const member = await createOwnMember(page, BRAND, { prefix: 'app-passkey', questionnaireAnswered: true });
    await storeSession(page, BRAND, member.token);
    await page.goto(`${brandOrigin(BRAND)}/dashboard/profile/security`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Journey phone');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Passkey Journey phone added', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The app opened the website with its challenge: the page says why the member is here.
    const { verifier, challenge } = pkcePair();
    await openLoginForApp(page, challenge);
    await expect(page.getByText('Sign in to continue in the app.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/app-sign-in\?code=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Continue in the app' })).toBeVisible();
    // The website's own session ended with the hand-over.
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // The app redeems the code with its verifier, once.
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const redeem = () =>
      callPortalApi<TLoginResponse>(page, BRAND, 'POST', '/api/auth/login/app-handoff', {
        body: { code, verifier },
        applicationType: APPLICATION_TYPES.native,
      });
    const redeemed = await redeem();
    expect(redeemed.status).toBe(200);
    expect(redeemed.data.device_proof).toBeTruthy();
    const me = await callPortalApi<TCurrentUserResponse>(page, BRAND, 'GET', '/api/authorization/accounts/me', {
      token: redeemed.data.access_token,
      applicationType: APPLICATION_TYPES.native,
    });
    expect(me.status).toBe(200);
    expect(me.data.account.email).toBe(member.email);
    expect((await redeem()).status).toBe(401);
  } finally {
    await context.close();
  }
});

test('the login page opened by the app and the app-link page, in English and Spanish at 360 px, with no serious axe violations', async ({
  browser,
}) => {
  const words = {
    'en-US': { notice: 'Sign in to continue in the app.', heading: 'Continue in the app' },
    'es-MX': { notice: 'Inicie sesión para continuar en la aplicación.', heading: 'Continúe en la aplicación' },
  };
  for (const [locale, { notice, heading }] of Object.entries(words)) {
    const context = await browser.newContext({ viewport: PHONE_WIDTH, locale });
    const page = await context.newPage();
    try {
      await openLoginForApp(page, pkcePair().challenge);
      await expect(page.getByText(notice)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);

      await page.goto(`${brandOrigin(BRAND)}/app-sign-in?code=not-redeemed-here`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await context.close();
    }
  }
});
