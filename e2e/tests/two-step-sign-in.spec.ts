import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_AUTHENTICATOR_SECRET, DEMO_PASSWORD, DEMO_SECOND_STEP_LOCAL_PART } from '@portal/contracts/demo';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { HOME_TOUR_COOKIE, signIn } from '../support/session';

// Two-step sign-in with an authenticator app. The English journey turns it on for a member of its own
// (a demo account's codes would be spent by every run); the Spanish one signs in as the demo's
// `secure@` account, whose app holds the secret the README prints.
const PHONE_WIDTH = { width: 360, height: 780 };
const STEP_MS = 30_000;

/**
 * The code an app shows one step from now. Setting the app up spends the current step, and each code
 * works once: the next step's code is the one a member would type next, and the server accepts a step
 * either side of its own.
 */
function nextCode(secret: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + STEP_MS });
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu|Menú de la cuenta/ }).click();
  await page.getByRole('menuitem', { name: /Log out|Cerrar sesión/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a member turns on an authenticator app, then signs in with a code, then with a recovery code', async ({
  browser,
}) => {
  const brand = 'evergreen';
  const context = await browser.newContext({ viewport: PHONE_WIDTH });
  const page = await context.newPage();
  try {
    const member = await createOwnMember(page, brand, { prefix: 'two-step', questionnaireAnswered: true });
    await signIn(page, brand, member.localPart, member.password);
    await expect(page).toHaveURL(/\/dashboard\/home$/);

    await page.goto(`${brandOrigin(brand)}/dashboard/profile/security`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code to add your account to an authenticator app' })).toBeVisible();
    const secret = (await page.locator('code').first().innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // The app's current code turns it on.
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await codes.getByRole('listitem').allInnerTexts();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText(/Recovery codes left: 10\./)).toBeVisible();

    // Signed out, the password alone is not enough: the app's next code signs in.
    await logOut(page);
    await signIn(page, brand, member.localPart, member.password);
    const code = page.getByRole('textbox', { name: 'Code from your app' });
    await expect(code).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/That code is not right/)).toBeVisible();
    await code.fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);

    // Without the phone: a recovery code, once.
    await logOut(page);
    await signIn(page, brand, member.localPart, member.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await page.goto(`${brandOrigin(brand)}/dashboard/profile/security`);
    await expect(page.getByText(/Recovery codes left: 9\./)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the demo’s secure account signs in with its authenticator app, in Spanish at 360 px', async ({ browser }) => {
  const brand = 'oakmore';
  const context = await browser.newContext({ locale: 'es-MX', viewport: PHONE_WIDTH });
  const page = await context.newPage();
  try {
    await context.addCookies([{ name: HOME_TOUR_COOKIE, value: 'true', url: brandOrigin(brand) }]);
    await page.goto(`${brandOrigin(brand)}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel('Correo electrónico').fill(`${DEMO_SECOND_STEP_LOCAL_PART}@${brand}.test`);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Inicio de sesión en dos pasos' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Código de su aplicación' });
    await expect(code).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await code.fill(nextCode(DEMO_AUTHENTICATOR_SECRET));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/(dashboard\/home|questionnaire)$/);

    await page.goto(`${brandOrigin(brand)}/dashboard/profile/security`);
    await expect(page.getByRole('heading', { level: 2, name: 'Aplicación de autenticación' })).toBeVisible();
    await expect(page.getByText(/Activado desde el/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await context.close();
  }
});
