import { expect, test } from '@playwright/test';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import type { OwnMember } from '../support/members';
import { apiSignIn, callPortalApi, expectSignedOut, signIn, storeSession } from '../support/session';

// Profile → Security, "Where you're signed in". Each journey makes a member of its own: ending sessions
// uses them up, and a demo account's list holds the sessions every other journey opens with it.
const BRAND = 'swift';
const PHONE_WIDTH = { width: 360, height: 780 };

// The server names a device from the User-Agent it signed in with: two contexts, two recognisable devices.
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0';

async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** A member of the journey's own whose one session is the invitation's, ended: nothing signed in yet. */
async function memberSignedInNowhere(page: Page, prefix: string): Promise<OwnMember> {
  const member = await createOwnMember(page, BRAND, { prefix, questionnaireAnswered: true });
  const loggedOut = await callPortalApi(page, BRAND, 'POST', '/api/auth/logout', { token: member.token });
  expect(loggedOut.status, JSON.stringify(loggedOut.data)).toBeLessThan(300);
  return member;
}

test('a member sees where they are signed in, signs another device out, and that device is refused at once', async ({
  browser,
}) => {
  const here = await newPage(browser, { userAgent: CHROME_ON_WINDOWS, viewport: PHONE_WIDTH });
  const phone = await newPage(browser, { userAgent: FIREFOX_ON_ANDROID });
  try {
    const member = await memberSignedInNowhere(here, 'sessions');
    for (const page of [here, phone]) {
      await signIn(page, BRAND, member.localPart, member.password);
      await expect(page).toHaveURL(/\/dashboard\/home$/);
    }

    await here.goto(`${brandOrigin(BRAND)}/dashboard/profile`);
    await here
      .getByRole('navigation', { name: 'More about your account' })
      .getByRole('link', { name: /^Security/ })
      .click();
    await expect(here).toHaveURL(/\/dashboard\/profile\/security$/);
    await expect(here.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const sessions = here.getByRole('list', { name: "Where you're signed in" });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('heading', { level: 3, name: 'Chrome on Windows , This device' })).toBeVisible();
    await expect(sessions.getByRole('heading', { level: 3, name: 'Firefox on Android', exact: true })).toBeVisible();
    // This device is signed out from the account menu, not from here.
    await expect(here.getByRole('button', { name: 'Sign out Chrome on Windows' })).toHaveCount(0);
    await expectNoHorizontalOverflow(here);
    await expectNoSeriousAxeViolations(here);

    // From the keyboard: the other device's button, then the dialog's confirm.
    const signOutPhone = here.getByRole('button', { name: 'Sign out Firefox on Android' });
    await signOutPhone.focus();
    await here.keyboard.press('Enter');
    const dialog = here.getByRole('dialog', { name: 'Sign out Firefox on Android?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(here);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(here.getByText('Signed out Firefox on Android', { exact: true })).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(here.getByText('You are not signed in anywhere else.')).toBeVisible();
    await expect(here.getByRole('heading', { level: 2, name: "Where you're signed in" })).toBeFocused();

    // The phone's next request is refused: the app clears the session and asks to sign in.
    await phone.reload();
    await expectSignedOut(phone);
  } finally {
    await here.context().close();
    await phone.context().close();
  }
});

test('Security in Spanish at 360 px: inside the screen, no serious axe violations, and all others signed out', async ({
  browser,
}) => {
  const here = await newPage(browser, { locale: 'es-MX', viewport: PHONE_WIDTH, userAgent: CHROME_ON_WINDOWS });
  const phone = await newPage(browser, { userAgent: FIREFOX_ON_ANDROID });
  try {
    const member = await memberSignedInNowhere(here, 'sessions-es');
    await signIn(phone, BRAND, member.localPart, member.password);
    await expect(phone).toHaveURL(/\/dashboard\/home$/);
    await storeSession(here, BRAND, await apiSignIn(here, BRAND, member.email, { password: member.password }));

    await here.goto(`${brandOrigin(BRAND)}/dashboard/profile/security`);
    await expect(here.locator('html')).toHaveAttribute('lang', 'es');
    await expect(here.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
    const sessions = here.getByRole('list', { name: 'Dónde tiene la sesión iniciada' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Este dispositivo')).toBeVisible();
    await expect(here.getByRole('button', { name: 'Cerrar sesión en Firefox en Android' })).toBeVisible();
    await expectNoHorizontalOverflow(here);
    await expectNoSeriousAxeViolations(here);

    await here.getByRole('button', { name: 'Cerrar todas las demás sesiones' }).click();
    const dialog = here.getByRole('dialog', { name: '¿Cerrar todas las demás sesiones?' });
    await expect(dialog).toBeVisible();
    await expectNoHorizontalOverflow(here);
    await expectNoSeriousAxeViolations(here);
    await dialog.getByRole('button', { name: 'Cerrar las demás' }).click();
    await expect(here.getByText('Se cerró 1 otra sesión', { exact: true })).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(here.getByRole('button', { name: 'Volver a su perfil' })).toBeVisible();

    await phone.reload();
    await expectSignedOut(phone);
  } finally {
    await here.context().close();
    await phone.context().close();
  }
});
