import { expect, test, type Page } from '@playwright/test';
import { EMERGENCY_NOTE } from '@portal/contracts/brand-fields';
import { getBrand } from '@portal/contracts/brands';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { answerStep, answerStepWithKeyboard, expectStep } from '../support/questionnaire';
import { readStorage, storeSession } from '../support/session';

// A member answers once per 30 days: each journey answers as a new member of its own (signed in already:
// being taken to the questionnaire after signing in is sign-in.spec.ts's), so a retry can answer too.

/** A new member of `brandKey` (of its WHO-5 company with `who5`), signed in, on the questionnaire. */
async function openQuestionnaireAsNewMember(page: Page, brandKey: string, { who5 = false } = {}) {
  const member = await createOwnMember(page, brandKey, {
    prefix: who5 ? 'who5' : 'new',
    company: who5 ? 'partners' : 'main',
  });
  await storeSession(page, brandKey, member.token);
  await page.goto(`${brandOrigin(brandKey)}/questionnaire`);
  await expect(page).toHaveURL(/\/questionnaire$/);
}

test('a new member answers the questionnaire step by step and sees the results on thank-you and Home', async ({
  page,
}) => {
  await openQuestionnaireAsNewMember(page, 'swift');
  await expect(page.getByRole('heading', { level: 1, name: 'Your health check-in' })).toBeVisible();
  await expect(page.getByTestId('questionnaire-progress')).toHaveText('Step 1 of 3: Physical Health');

  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Answer 3 more questions to continue.')).toBeVisible();
  await answerStep(page, 'last');
  await next.click();

  await expectStep(page, 'Step 2 of 3: Mental Well-being');
  await answerStepWithKeyboard(page);
  // Back and forth keeps the answers.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 'Step 1 of 3: Physical Health');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(3);
  await next.click();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(3);

  // A reload loses nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Mental Well-being' })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(3);
  await next.click();

  await expectStep(page, 'Step 3 of 3: Lifestyle Habits');
  await answerStep(page, 'first');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expectStep(page, 'Review your answers');
  await expect(page.getByRole('button', { name: 'Change' })).toHaveCount(9);
  await page.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your results' })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mental Well-being' })).toBeVisible();
  expect((await readStorage(page)).questionnaireAnswered).toBe('true');
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('questionnaire_draft:'))),
  ).toEqual([]);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const card = page.getByTestId('questionnaire-result-card');
  await expect(card.getByRole('heading', { name: 'Your health questionnaire' })).toBeVisible();
  await expect(card.getByText(/Answered on/)).toBeVisible();
  await expect(card.getByTestId('overall-score')).toBeVisible();
  await expect(card.getByTestId('retake-info')).toBeVisible();
});

test('when the questionnaire cannot be fetched, the built-in questions are used and still submitted', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let aborted = 0;
  await page.route('**/companies/questionnaire', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    aborted += 1;
    return route.abort();
  });
  await openQuestionnaireAsNewMember(page, 'oakmore');
  await expect(page.getByRole('heading', { level: 1, name: 'Your health check-in' })).toBeVisible();
  expect(aborted).toBeGreaterThan(0);
  expect(warnings.some((text) => text.includes('Fetching the questionnaire failed'))).toBe(true);

  for (const step of ['Physical Health', 'Mental Well-being', 'Lifestyle Habits']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeVisible();
    await answerStep(page, 'last');
    await page.getByRole('button', { name: /^(Next|Review answers)$/ }).click();
  }
  const submitted = page.waitForResponse(
    (response) => response.url().endsWith('/companies/questionnaire/responses') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await submitted;
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByTestId('overall-score')).toContainText('of 36');
});

test('a WHO-5 member with low answers is shown where to get help', async ({ page }) => {
  const brand = getBrand('evergreen');
  await openQuestionnaireAsNewMember(page, 'evergreen', { who5: true });
  await expect(page.getByRole('heading', { level: 1, name: 'WHO-5 Well-Being Index' })).toBeVisible();
  // Options come in the instrument's own order, 5 down to 0.
  await expect(page.getByRole('group').first().getByRole('radio').first()).toHaveAccessibleName('All of the time');
  await answerStep(page, 'last');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await page.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page).toHaveURL(/\/thankyou$/);
  const help = page.getByTestId('support-contact');
  await expect(help.getByRole('heading', { name: 'Where to get help' })).toBeVisible();
  await expect(help.getByRole('link', { name: brand.support.phone })).toBeVisible();
  await expect(help).toContainText(brand.support.hours.en);
  await expect(help).toContainText(EMERGENCY_NOTE);
});

test('the questionnaire and its results have no serious axe violations at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openQuestionnaireAsNewMember(page, 'incent');
  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  for (let step = 0; step < 3; step += 1) {
    await answerStep(page, 'first');
    await page.getByRole('button', { name: /^(Next|Review answers)$/ }).click();
  }
  await expectStep(page, 'Review your answers');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('overall-score')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByTestId('questionnaire-result-card').getByTestId('overall-score')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
