import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { signInByApi } from '../support/session';

// The clinic library (the mayo-clinic programme): attentive offers it. No other journey opens it with
// attentive's member; the Spanish journey is swift's member with a Spanish browser (its stored language is
// left alone, so other journeys see what they expect).
const BRAND = 'attentive';
const LIBRARY = '/dashboard/mayo-clinic';
const INDEX = `${LIBRARY}/diseases-and-conditions`;

test('a member finds asthma through a misspelled search and reads its symptoms from the table of contents', async ({
  page,
}) => {
  await signInByApi(page, BRAND);
  await page.goto(`${brandOrigin(BRAND)}${LIBRARY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Health library' })).toBeVisible();
  await expect(page.getByText(/general information, not medical advice/)).toBeVisible();
  await page.getByRole('link', { name: 'Browse diseases and conditions' }).click();
  await expect(page).toHaveURL(new RegExp(`${INDEX}$`));

  // Results as the member types, misspelling and all.
  await page.getByRole('searchbox', { name: 'Search conditions' }).pressSequentially('asthmaa');
  await expect(page).toHaveURL(/\?q=asthmaa$/);
  const asthma = page.getByRole('link', { name: 'Asthma', exact: true });
  await expect(asthma).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /conditions? found/ })).toBeVisible();
  await asthma.click();

  await expect(page).toHaveURL(new RegExp(`${INDEX}/asthma$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Asthma' })).toBeVisible();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Symptoms' }).click();
  await expect(page).toHaveURL(/#symptoms$/);
  const symptoms = page.getByRole('region', { name: 'Symptoms' });
  await expect(symptoms.getByRole('heading', { level: 2, name: 'Symptoms' })).toBeInViewport();
  await expect(symptoms.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /nurse line/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByText(/^Last reviewed: October 15, 2026$/)).toBeVisible();

  // A related condition, then back to the index.
  await page.getByRole('region', { name: 'Related conditions' }).getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/asthma$/);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();

  // An unknown condition: a clear page with the way back.
  await page.goto(`${brandOrigin(BRAND)}${INDEX}/no-such-condition`);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that condition' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to diseases and conditions' }).click();
  await expect(page).toHaveURL(new RegExp(`${INDEX}$`));
});

test('the A–Z index works by keyboard, and back and forward keep the letter', async ({ page }) => {
  await signInByApi(page, BRAND);
  await page.goto(`${brandOrigin(BRAND)}${INDEX}`);
  const letters = page.getByRole('navigation', { name: 'Conditions from A to Z' });
  await expect(letters.getByRole('link').first()).toBeVisible();
  // A letter without conditions is shown but is not a link.
  await expect(letters.getByText('Q, no conditions')).toBeAttached();
  await expect(letters.getByRole('link', { name: /^Q,/ })).toHaveCount(0);

  // From the search box, Tab reaches the letters in order; Enter opens one.
  await page.getByRole('searchbox', { name: 'Search conditions' }).focus();
  await page.keyboard.press('Tab');
  await expect(letters.getByRole('link', { name: /^A, \d+ conditions?$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?letter=A$/);
  await expect(page.getByRole('heading', { name: 'Conditions starting with A' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Asthma', exact: true })).toBeVisible();

  await letters.getByRole('link', { name: /^M, / }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?letter=M$/);
  await expect(page.getByRole('link', { name: 'Migraine', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?letter=A$/);
  await expect(page.getByRole('link', { name: 'Asthma', exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('link', { name: 'Migraine', exact: true })).toBeVisible();
});

test.describe('in Spanish at 360 px', () => {
  test.use({ locale: 'es-MX', viewport: { width: 360, height: 780 } });

  test('a member finds Asma through a misspelling; every screen is inside the screen and axe-clean', async ({
    page,
  }) => {
    const brand = 'swift';
    await signInByApi(page, brand);
    await page.goto(`${brandOrigin(brand)}${LIBRARY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de salud' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Afección o síntoma' }).fill('astma');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/diseases-and-conditions\?q=astma$/);
    const asma = page.getByRole('link', { name: 'Asma', exact: true });
    await expect(asma).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Buscar afecciones' }).fill('');
    const letters = page.getByRole('navigation', { name: 'Afecciones de la A a la Z' });
    await letters.getByRole('link', { name: /^A, / }).click();
    await expect(page.getByRole('heading', { name: 'Afecciones que empiezan con A' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Asma', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asma' })).toBeVisible();
    await page.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: 'Síntomas' }).click();
    await expect(page.getByRole('region', { name: 'Síntomas' }).getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(page.getByText(/^Última revisión: 15 de octubre de 2026$/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });
});
