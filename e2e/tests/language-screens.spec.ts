import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { signInByApi } from '../support/session';

const BRAND_KEY = 'oakmore';

// Spanish words run longer than English ones: every signed-in screen, in Spanish, at phone width, keeps
// inside the screen and has no serious accessibility violations.
test.use({ locale: 'es-MX', viewport: { width: 360, height: 780 } });

const SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/dashboard/home', heading: /^Le damos la bienvenida/ },
  { path: '/dashboard/articles', heading: /^Artículos$/ },
  { path: '/dashboard/videos', heading: /^Videos$/ },
  { path: '/dashboard/profile', heading: /^Su perfil$/ },
  { path: '/dashboard/profile/security', heading: /^Seguridad$/ },
  { path: '/dashboard/dependent', heading: /^Dependientes$/ },
  { path: '/media', heading: /^Archivos$/ },
  { path: '/dashboard/mayo-clinic', heading: /^Biblioteca de salud$/ },
];

// One journey per screen (an axe run on a busy machine takes seconds; all of them in one would not fit).
for (const { path, heading } of SCREENS) {
  test(`${path} in Spanish at 360 px: inside the screen, no serious axe violations`, async ({ page }) => {
    // Signed in already: the screen is the subject (language.spec.ts signs in in Spanish).
    await signInByApi(page, BRAND_KEY);
    await page.goto(`${brandOrigin(BRAND_KEY)}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });
}
