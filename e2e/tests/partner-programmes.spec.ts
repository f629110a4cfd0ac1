import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { signInByApi } from '../support/session';

// Evergreen offers every programme; its demo pages are seeded in English and Spanish.
const BRAND = 'evergreen';

test.use({ viewport: { width: 360, height: 780 } });

/** Home's "Your programme" tile of a programme, found by the programme's name. */
function programmeTile(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Your programme' })
    .getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
}

async function openFromHome(page: Page, tileName: string, path: string) {
  // Back to Home, as a member on a phone would go.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await programmeTile(page, tileName).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
}

/** The page's contact section. */
function contactOf(page: Page): Locator {
  return page.getByRole('region', { name: 'How to reach it' });
}

async function expectEligibility(page: Page, text: string, dependents: 'included' | 'not included') {
  const eligibility = page.getByRole('region', { name: 'Who can use it' });
  await expect(eligibility).toContainText(text);
  await expect(eligibility).toContainText(
    dependents === 'included' ? 'Your dependents are included.' : 'Dependents are not included.',
  );
}

async function expectUsable(page: Page) {
  await expect(page.getByText(/being prepared/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
}

test('an evergreen member opens each partner programme from Home and finds how to reach it', async ({ page }) => {
  // Four pages, each checked by axe: more than the default budget on a busy machine.
  test.slow();
  await signInByApi(page, BRAND);
  await page.goto(`${brandOrigin(BRAND)}/dashboard/home`);

  // CorpCare: a phone call, with the website beside it.
  await programmeTile(page, 'CorpCare').click();
  await expect(page).toHaveURL(/\/dashboard\/corpcare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CorpCare Employee Assistance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What it offers' }).getByRole('listitem')).toHaveCount(4);
  await expectEligibility(page, 'Every employee from their first day', 'included');
  const call = contactOf(page).getByRole('link', { name: /^Call CorpCare/ });
  await expect(call).toHaveAttribute('href', 'tel:18005550144');
  await expect(call).toContainText('1-800-555-0144');
  await expect(contactOf(page)).toContainText('Counsellors answer 24 hours a day, 7 days a week.');
  const corpcareSite = contactOf(page).getByRole('link', { name: /corpcare\.example\.com\/evergreen/ });
  await expect(corpcareSite).toHaveAttribute('href', 'https://corpcare.example.com/evergreen');
  await expect(corpcareSite).toHaveAttribute('target', '_blank');
  await expect(corpcareSite).toHaveAttribute('rel', /\bnoopener\b/);
  await expectUsable(page);

  // OurRelationship: a website in a new tab, with a phone line beside it.
  await openFromHome(page, 'OurRelationship', 'ourrelationship');
  await expect(page.getByRole('heading', { level: 1, name: 'OurRelationship' })).toBeVisible();
  await expectEligibility(page, 'Employees aged 18 and over', 'not included');
  const start = contactOf(page).getByRole('link', { name: /^Start the programme/ });
  await expect(start).toHaveAttribute('href', 'https://ourrelationship.example.com/start?programme=evergreen');
  await expect(start).toHaveAttribute('target', '_blank');
  await expect(start).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(start).toContainText('(opens in a new tab)');
  await expect(contactOf(page).getByRole('link', { name: '1-800-555-0154' })).toHaveAttribute(
    'href',
    'tel:18005550154',
  );
  await expectUsable(page);

  // VRS Freedom 365: a phone call.
  await openFromHome(page, 'VRS Freedom 365', 'vrsfreedom365');
  await expect(page.getByRole('heading', { level: 1, name: 'VRS Freedom 365' })).toBeVisible();
  await expectEligibility(page, 'family members aged 18 or over', 'included');
  await expect(contactOf(page).getByRole('link', { name: /^Call a recovery coach/ })).toHaveAttribute(
    'href',
    'tel:18005550164',
  );
  await expectUsable(page);

  // UCM: evergreen hands its members to Ally Health (the sign-on journey follows the button).
  await openFromHome(page, 'UCM', 'ucm');
  await expect(page.getByRole('heading', { level: 1, name: 'UCM Care Management' })).toBeVisible();
  await expectEligibility(page, 'Members enrolled in the medical plan', 'included');
  await expect(contactOf(page).getByRole('button', { name: /^Continue to Ally Health/ })).toBeVisible();
  await expect(contactOf(page).getByRole('link', { name: '1-800-555-0174' })).toHaveAttribute(
    'href',
    'tel:18005550174',
  );
  await expectUsable(page);
});
