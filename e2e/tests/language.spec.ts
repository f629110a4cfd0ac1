import { expect, test } from '@playwright/test';
import { getBrand } from '@portal/contracts/brands';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { HOME_TOUR_COOKIE } from '../support/session';

const BRAND_KEY = 'attentive';
const brand = getBrand(BRAND_KEY);

// A browser set to Spanish: the portal opens in Spanish before anyone chooses.
test.use({ locale: 'es-ES' });

test('a Spanish browser sees the portal in Spanish; the member switches to English and it stays after a reload', async ({
  page,
}) => {
  // A member of the journey's own, who has answered the questionnaire and chosen no language yet: the
  // choice this journey saves would otherwise greet its next attempt in English.
  const member = await createOwnMember(page, BRAND_KEY, { prefix: 'language', questionnaireAnswered: true });
  // The Home tour is modal: this journey is not about it.
  await page.context().addCookies([{ name: HOME_TOUR_COOKIE, value: 'true', url: brandOrigin(BRAND_KEY) }]);
  await page.goto(`${brandOrigin(BRAND_KEY)}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: `Inicie sesión en ${brand.title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal', exact: true });
  await expect(navigation.getByRole('link', { name: 'Artículos' })).toBeVisible();

  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/accounts/me/profile') && response.request().method() === 'PATCH',
  );
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  expect((await saved).ok()).toBe(true);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishNavigation = page.getByRole('navigation', { name: 'Main navigation', exact: true });
  await expect(englishNavigation.getByRole('link', { name: 'Articles' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // The choice was saved: a reload (in a browser still set to Spanish) keeps English.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation', exact: true }).getByRole('link', { name: 'Articles' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('the login screen has no serious accessibility violations in Spanish or English, at 360 px too', async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${brandOrigin(BRAND_KEY)}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // The visitor's switch sits below the card, so choosing never moves the form (only its words change);
    // it works by keyboard.
    const before = await page.getByRole('form', { name: 'Iniciar sesión' }).boundingBox();
    const languages = await page.getByRole('group', { name: 'Idioma' }).boundingBox();
    expect(before && languages && languages.y > before.y + before.height).toBe(true);
    await page.getByRole('button', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${brand.title}` })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    const after = await page.getByRole('form', { name: 'Sign in' }).boundingBox();
    expect({ x: after?.x, width: after?.width }).toEqual({ x: before?.x, width: before?.width });
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // Back to Spanish for the next width (the choice is kept in a cookie).
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  }
});
