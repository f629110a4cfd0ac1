import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { SIGN_IN_SECURITY_ERROR_CODES } from '@portal/contracts/sign-in-security';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin, strictBrandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { HOME_TOUR_COOKIE, signIn, storeSession, tourSeenCookie } from '../support/session';

// Passkeys with Chromium's virtual authenticator (a platform authenticator that keeps discoverable
// credentials and verifies the member): added in Profile → Security, then used to sign in without a
// password. A member of the journey's own: a passkey makes its password sign-in ask for a second step.
// The step-up prompt before a new passkey is shown on the strict portal (support/environment.ts's
// strictBrandOrigin), whose step-up window is 0: there a sign-in is never a recent proof.
const BRAND = 'swift';
const PHONE_WIDTH = { width: 360, height: 780 };

/** A built-in authenticator with a fingerprint the member always passes, for this page's browser. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu|Menú de la cuenta/ }).click();
  await page.getByRole('menuitem', { name: /Log out|Cerrar sesión/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a member adds a passkey in Security, signs out, and signs in with it without a password', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE_WIDTH });
  const page = await context.newPage();
  try {
    const authenticator = await addVirtualAuthenticator(page);
    // The virtual authenticator answers the email field's passkey suggestions by itself, which would race
    // the press: this browser offers none, so the sign-in is the button's.
    await page.addInitScript(() => {
      window.PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    const member = await createOwnMember(page, BRAND, { prefix: 'passkeys', questionnaireAnswered: true });
    await signIn(page, BRAND, member.localPart, member.password);
    await expect(page).toHaveURL(/\/dashboard\/home$/);

    await page.goto(`${brandOrigin(BRAND)}/dashboard/profile/security`);
    await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible();
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Journey laptop');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Passkey Journey laptop added', { exact: true })).toBeVisible();
    const passkeys = page.getByRole('list', { name: 'Passkeys' });
    await expect(passkeys.getByRole('heading', { level: 3, name: 'Journey laptop' })).toBeVisible();
    await expect(passkeys.getByText('Not used yet')).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome\b/ })).toBeVisible();

    // Its use shows on Security.
    await page.goto(`${brandOrigin(BRAND)}/dashboard/profile/security`);
    await expect(passkeys.getByRole('heading', { level: 3, name: 'Journey laptop' })).toBeVisible();
    await expect(passkeys.getByText('Not used yet')).toHaveCount(0);

    // The same session in Spanish, at 360 px, with the passkey listed.
    const stored = await page.evaluate(() => localStorage.getItem('auth_token'));
    const { access_token: token } = JSON.parse(stored ?? '{}') as { access_token: string };
    const spanish = await browser.newContext({ viewport: PHONE_WIDTH, locale: 'es-MX' });
    try {
      const enEspañol = await spanish.newPage();
      await storeSession(enEspañol, BRAND, token);
      await enEspañol.goto(`${brandOrigin(BRAND)}/dashboard/profile/security`);
      await expect(enEspañol.locator('html')).toHaveAttribute('lang', 'es');
      const llaves = enEspañol.getByRole('list', { name: 'Llaves de acceso' });
      await expect(llaves.getByRole('heading', { level: 3, name: 'Journey laptop' })).toBeVisible();
      await expect(enEspañol.getByRole('button', { name: 'Quitar la llave de acceso Journey laptop' })).toBeVisible();
      await expectNoHorizontalOverflow(enEspañol);
      await expectNoSeriousAxeViolations(enEspañol);
    } finally {
      await spanish.close();
    }
  } finally {
    await context.close();
  }
});

const STEP_UP_LABELS = {
  'en-US': {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    security: 'Passkeys',
    add: 'Add a passkey',
    name: 'Name',
    next: 'Continue',
    prompt: 'Confirm it’s you',
    added: (name: string) => `Passkey ${name} added`,
  },
  'es-MX': {
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    security: 'Llaves de acceso',
    add: 'Agregar una llave de acceso',
    name: 'Nombre',
    next: 'Continuar',
    prompt: 'Confirme que es usted',
    added: (name: string) => `Se agregó la llave de acceso ${name}`,
  },
} as const;

/**
 * Whose demo `member@` account each attempt signs in as on the strict portal, by language: once a passkey
 * is added, the account's password sign-in asks for a second step, so a retry signs in as another.
 */
const STRICT_PORTAL_BRANDS: Record<keyof typeof STEP_UP_LABELS, readonly string[]> = {
  'en-US': ['swift', 'oakmore'],
  'es-MX': ['evergreen', 'incent'],
};

const OPTIONS_PATH = '/api/authorization/accounts/me/passkeys/options';

for (const [locale, labels] of Object.entries(STEP_UP_LABELS)) {
  test(`where every sensitive change asks for a proof, a member who just signed in proves it with the password before adding a passkey (${locale}, 360 px)`, async ({
    browser,
  }, testInfo) => {
    const brand = STRICT_PORTAL_BRANDS[locale as keyof typeof STEP_UP_LABELS][testInfo.retry];
    if (!brand) throw new Error(`No demo member left on the strict portal for attempt ${testInfo.retry + 1}`);
    const origin = strictBrandOrigin(brand);
    const context = await browser.newContext({ viewport: PHONE_WIDTH, locale });
    const page = await context.newPage();
    try {
      const authenticator = await addVirtualAuthenticator(page);
      // As in the first journey: no passkey suggestions in the email field to race the form.
      await page.addInitScript(() => {
        window.PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
      });
      await context.addCookies([tourSeenCookie(origin)]);
      await page.goto(`${origin}/login`);
      await page.getByLabel(labels.email).fill(demoEmail('member', brand));
      await page.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: labels.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/home$/);

      await page.goto(`${origin}/dashboard/profile/security`);
      await expect(page.getByRole('heading', { level: 2, name: labels.security })).toBeVisible();
      await page.getByRole('button', { name: labels.add }).click();
      const form = page.getByRole('form', { name: labels.add });
      await form.getByRole('textbox', { name: labels.name }).fill('Step-up phone');
      const refused = page.waitForResponse((response) => response.url().endsWith(OPTIONS_PATH));
      await form.getByRole('button', { name: labels.next }).click();

      // This portal's step-up window is 0: the sign-in a moment ago is no proof, and the server says so.
      const refusal = await refused;
      expect(refusal.status()).toBe(403);
      expect(await refusal.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired });
      // The proof comes first: the device's own prompt has not opened, so it holds no passkey yet.
      const prompt = page.getByRole('dialog', { name: labels.prompt });
      await expect(prompt).toBeVisible();
      expect(await authenticator.credentials()).toHaveLength(0);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);

      const options = page.waitForResponse((response) => response.url().endsWith(OPTIONS_PATH));
      await prompt.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
      await prompt.getByRole('button', { name: labels.next }).click();
      expect((await options).status()).toBe(200);
      await expect(page.getByText(labels.added('Step-up phone'), { exact: true })).toBeVisible();
      await expect(prompt).toBeHidden();
      const passkeys = page.getByRole('list', { name: labels.security });
      await expect(passkeys.getByRole('heading', { level: 3, name: 'Step-up phone' })).toBeVisible();
      await expect.poll(async () => (await authenticator.credentials()).length).toBe(1);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await context.close();
    }
  });
}

test('the login page offers a passkey sign-in in English and Spanish at 360 px, with no serious axe violations', async ({
  browser,
}) => {
  for (const locale of ['en-US', 'es-MX']) {
    const context = await browser.newContext({ viewport: PHONE_WIDTH, locale });
    const page = await context.newPage();
    try {
      await context.addCookies([{ name: HOME_TOUR_COOKIE, value: 'true', url: brandOrigin(BRAND) }]);
      await page.goto(`${brandOrigin(BRAND)}/login`);
      // The visitor starts to use the page, which starts the app in place of the server's first paint.
      await page.locator('#login-email').focus();
      await page.waitForFunction(() => document.querySelector('[data-first-paint]') === null);
      const name = locale === 'en-US' ? 'Sign in with a passkey' : 'Iniciar sesión con una llave de acceso';
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      // The browser may offer passkeys in the email field's suggestions.
      await expect(page.locator('#login-email')).toHaveAttribute('autocomplete', 'username webauthn');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await context.close();
    }
  }
});
