import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { TLoginResponse } from '@portal/contracts/auth';
import { demoEmail } from '@portal/contracts/demo';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import type { OwnMember } from '../support/members';
import { apiSignIn, callPortalApi, storeSession } from '../support/session';

// The web app's idle timer: a minute before the programme's idle minutes run out it asks whether the
// member is still there, and at the end it signs out and the login page says why. The programme's idle
// minutes are set to 5 through the API on the default brand, whose sign-in settings no other journey
// changes, and put back to 30 at the end. Only the page's clock is moved (Playwright's clock): that
// exercises the app's timers; the server's clock is real, and its own tests cover the server's idle end.
// The members are the journey's own: signing out ends their sessions.

const BRAND = 'default';
const PHONE_WIDTH = { width: 360, height: 780 };

function url(path: string) {
  return `${brandOrigin(BRAND)}${path}`;
}

async function setIdleMinutes(page: Page, adminToken: string, minutes: number) {
  const saved = await callPortalApi(page, BRAND, 'PUT', '/api/authorization/admin/sign-in-security', {
    token: adminToken,
    body: { two_step_requirement: 'off', idle_timeout_minutes: minutes },
  });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
}

/** A phone-width page of its own, signed in as `member` with a fresh session, on Home, its clock installed. */
async function openHome(browser: Browser, member: OwnMember, locale: string): Promise<Page> {
  const page = await (await browser.newContext({ locale, viewport: PHONE_WIDTH })).newPage();
  // A session of its own (not the worker's shared one): the journey signs it out.
  const signedIn = await callPortalApi<TLoginResponse>(page, BRAND, 'POST', '/api/auth/login', {
    body: { email: member.email, password: member.password },
  });
  expect(signedIn.status, JSON.stringify(signedIn.data)).toBe(200);
  await storeSession(page, BRAND, signedIn.data.access_token);
  // Before the app loads, so its Date and timers are the fake clock's (which runs on as time passes).
  await page.clock.install();
  await page.goto(url('/dashboard/home'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Home's last cards (points, a challenge) load once it is usable: their requests are the page's last
  // before it is left alone, so the idle minutes count from them.
  await expect(page.getByTestId('home-rewards')).toBeVisible();
  await expect(page.getByTestId('home-challenge')).toBeVisible();
  return page;
}

/** Whether the member's data was fetched again (the app's keep-alive: a signed-in request). */
function currentUserFetched(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes('/api/authorization/accounts/me') && response.status() === 200,
  );
}

test('a member left idle is asked a minute before the end, stays signed in, then is signed out with a notice (360 px, English and Spanish)', async ({
  page,
  browser,
}) => {
  test.slow();
  const adminToken = await apiSignIn(page, BRAND, demoEmail('admin', BRAND));
  await setIdleMinutes(page, adminToken, 5);
  const pages: Page[] = [];
  try {
    const member = await createOwnMember(page, BRAND, { prefix: 'idle', questionnaireAnswered: true });

    // English: nothing touched on the page, so four minutes on it asks (the fetches still answer under
    // the fake clock: Home loaded through them).
    const here = await openHome(browser, member, 'en-GB');
    pages.push(here);
    await here.clock.fastForward('04:00');
    const dialog = here.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/For your security you'll be signed out in \d+ seconds\./);
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectNoHorizontalOverflow(here);
    await expectNoSeriousAxeViolations(here);

    const stayed = currentUserFetched(here);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await stayed;
    await expect(dialog).toBeHidden();

    // The lid closes for six minutes: past the end, the app signs out and the login page says why.
    await here.clock.fastForward('06:00');
    await expect(here).toHaveURL(/\/login$/);
    await expect(
      here.getByText(
        'You were signed out after 5 minutes without activity, to keep your account safe. Sign in again to continue.',
      ),
    ).toBeVisible();
    await expect.poll(() => here.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // Spanish, on a new session: Escape means staying; then the end, with the notice in Spanish.
    const aqui = await openHome(browser, member, 'es-MX');
    pages.push(aqui);
    await expect(aqui.locator('html')).toHaveAttribute('lang', 'es');
    await aqui.clock.fastForward('04:00');
    const aviso = aqui.getByRole('alertdialog', { name: '¿Sigue ahí?' });
    await expect(aviso).toBeVisible();
    await expect(aviso).toContainText(/Por su seguridad, se cerrará su sesión en \d+ segundos\./);
    await expect(aviso.getByRole('button', { name: 'Mantener la sesión iniciada' })).toBeFocused();
    await expect(aviso.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expectNoHorizontalOverflow(aqui);
    await expectNoSeriousAxeViolations(aqui);

    const stayedEs = currentUserFetched(aqui);
    await aqui.keyboard.press('Escape');
    await stayedEs;
    await expect(aviso).toBeHidden();

    await aqui.clock.fastForward('06:00');
    await expect(aqui).toHaveURL(/\/login$/);
    await expect(
      aqui.getByText(
        'Se cerró su sesión tras 5 minutos sin actividad, para proteger su cuenta. Vuelva a iniciar sesión para continuar.',
      ),
    ).toBeVisible();
    await expectNoHorizontalOverflow(aqui);
    await expectNoSeriousAxeViolations(aqui);
  } finally {
    for (const opened of pages) await opened.context().close();
    await setIdleMinutes(page, adminToken, 30);
  }
});
