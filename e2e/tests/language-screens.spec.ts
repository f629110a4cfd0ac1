import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { HOME_TOUR_COOKIE } from '../support/session';

const BRAND_KEY = 'oakmore';

// Spanish words run longer than English ones: every signed-in screen, in Spanish, at phone width, keeps
// inside the screen and has no serious accessibility violations.
test.use({ locale: 'es-MX', viewport: { width: 360, height: 780 } });

const SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/dashboard/home', heading: /^Le damos la bienvenida/ },
  { path: '/dashboard/articles', heading: /^Artículos$/ },
  { path: '/dashboard/videos', heading: /^Videos$/ },
  { path: '/dashboard/profile', heading: /^Su perfil$/ },
  { path: '/dashboard/dependent', heading: /^Dependientes$/ },
  { path: '/media', heading: /^Archivos$/ },
  { path: '/dashboard/mayo-clinic', heading: /^Biblioteca de salud$/ },
];

async function signInInSpanish(page: Page) {
  await page.context().addCookies([{ name: HOME_TOUR_COOKIE, value: 'true', url: brandOrigin(BRAND_KEY) }]);
  await page.goto(`${brandOrigin(BRAND_KEY)}/login`);
  await page.getByLabel('Correo electrónico').fill(demoEmail('member', BRAND_KEY));
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

// One journey per screen (an axe run on a busy machine takes seconds; all of them in one would not fit).
for (const { path, heading } of SCREENS) {
  test(`${path} in Spanish at 360 px: inside the screen, no serious axe violations`, async ({ page }) => {
    await signInInSpanish(page);
    await page.goto(`${brandOrigin(BRAND_KEY)}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });
}
