import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { answerStep, expectStep } from '../support/questionnaire';
import { signInByApi, storeSession } from '../support/session';

// Incentives: the points a member earns by what the server stored, Home's card and the Rewards screen,
// and the reasonable alternative a programme's admin answers. Each journey's member is its own.

const PHONE = { width: 360, height: 780 };

/** Answers the three steps of the built-in questionnaire and submits. */
async function answerQuestionnaire(page: Page) {
  await expect(page.getByTestId('questionnaire-progress')).toHaveText('Step 1 of 3: Physical Health');
  const next = page.getByRole('button', { name: 'Next' });
  await answerStep(page, 'first');
  await next.click();
  await expectStep(page, 'Step 2 of 3: Mental Well-being');
  await answerStep(page, 'first');
  await next.click();
  await expectStep(page, 'Step 3 of 3: Lifestyle Habits');
  await answerStep(page, 'first');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
}

test('a new member answers the questionnaire, and Home shows the points and the next level', async ({ page }) => {
  const member = await createOwnMember(page, 'swift', { prefix: 'points' });
  await storeSession(page, 'swift', member.token);
  await page.goto(`${brandOrigin('swift')}/questionnaire`);
  await answerQuestionnaire(page);

  // The rest at a phone's width.
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const card = page.getByTestId('home-rewards');
  await expect(card.getByRole('heading', { name: 'Your rewards' })).toBeVisible();
  await expect(card.getByTestId('rewards-points')).toHaveText('250 points');
  await expect(card.getByText('Next: Bronze, 250 points to go. Its reward: $25 gift card')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Progress towards Bronze' })).toHaveAttribute(
    'aria-valuenow',
    '250',
  );
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The Rewards screen: the questionnaire done, the history with its award.
  await card.getByRole('link', { name: 'Ways to earn points' }).click();
  await expect(page).toHaveURL(/\/dashboard\/rewards$/);
  const questionnaire = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Answer the health questionnaire' }) });
  await expect(questionnaire.getByText('Earned once this year')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: '+250' })).toHaveCount(1);

  // A self-reported activity: the day (today by default) and the attestation, which is required.
  const flu = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flu shot' }) });
  await flu.getByRole('button', { name: 'I did this' }).click();
  const report = page.getByRole('dialog');
  await report.getByRole('button', { name: 'Report it' }).click();
  await expect(report.getByLabel('I confirm I did this')).toHaveAttribute('aria-invalid', 'true');
  await report.getByLabel('I confirm I did this').check();
  await report.getByRole('button', { name: 'Report it' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByTestId('rewards-points')).toHaveText('350 points');
  await expect(flu.getByRole('button', { name: 'I did this' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX', viewport: PHONE });

  test('a member asks for an alternative and the programme’s admin approves it with points', async ({
    page,
    browser,
  }) => {
    const member = await createOwnMember(page, 'evergreen', { prefix: 'alternative', firstName: 'Alex' });
    await storeSession(page, 'evergreen', member.token);
    await page.goto(`${brandOrigin('evergreen')}/dashboard/rewards`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const physical = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Annual physical' }) });
    await physical.getByRole('button', { name: 'Pedir una alternativa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('¿Por qué no puede hacer esta actividad?').fill('Mi médico me pidió esperar unos meses');
    await dialog.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page.getByText('Esperando la respuesta de su programa.')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // The admin answers in the console (in English: their own browser).
    const admin = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await signInByApi(admin, 'evergreen', 'admin');
    await admin.goto(`${brandOrigin('evergreen')}/admin/rewards`);
    await admin.getByRole('button', { name: `Answer Alex Hayes` }).click();
    const answer = admin.getByRole('dialog');
    await expect(answer).toContainText('Mi médico me pidió esperar unos meses');
    await answer.getByLabel('Approve with points').check();
    await answer.getByRole('spinbutton', { name: 'Points' }).fill('300');
    await answer.getByRole('button', { name: 'Approve the request' }).click();
    await expect(admin.getByText('Request approved', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await admin.context().close();

    await page.reload();
    await expect(page.getByText('Aprobada: se sumaron 300 puntos a su total.')).toBeVisible();
    await expect(page.getByTestId('rewards-points')).toHaveText('300 puntos');
  });
});
