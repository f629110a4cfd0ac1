import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { signInByApi, storeSession } from '../support/session';

// Challenges: a member joins evergreen's demo step challenge from Home, logs steps by hand and appears on
// the leaderboard under the name they chose; an admin creates a challenge and sees its participation.

const BRAND = 'evergreen';
const PHONE = { width: 360, height: 780 };

test.use({ viewport: PHONE });

test('a member joins the step challenge in a team, logs today’s steps and appears on the leaderboard under the chosen name', async ({
  page,
}) => {
  // Its own member, so a retry joins afresh.
  const member = await createOwnMember(page, BRAND, { prefix: 'challenge', firstName: 'Jordan', lastName: 'Price' });
  await storeSession(page, BRAND, member.token);
  await page.goto(`${brandOrigin(BRAND)}/dashboard/home`);

  const card = page.getByTestId('home-challenge');
  await expect(card.getByRole('heading', { name: 'A challenge you can join' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('link', { name: 'See the challenge and join' }).click();
  await expect(page).toHaveURL(/\/dashboard\/challenges\/[\w-]+$/);
  await expect(page.getByRole('definition').filter({ hasText: /^Steps$/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Join the challenge' }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: 'Name to show on the leaderboard' });
  await expect(name).toHaveValue('Jordan P.');
  await dialog.getByRole('combobox', { name: 'Your team' }).selectOption({ index: 1 });
  const displayName = `Walker ${Date.now() % 100000}`;
  await name.fill(displayName);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your progress', exact: true })).toBeFocused();
  await expect(page.getByText(`You show on the leaderboard as ${displayName}.`)).toBeVisible();

  // Today's steps, by hand: over the day's bound first, refused beside the field; then within it.
  const steps = page.getByRole('spinbutton', { name: 'Steps on this day' });
  await steps.fill('100001');
  await page.getByRole('button', { name: 'Save this day' }).click();
  await expect(page.getByText('Enter at most 100,000 steps for a day.')).toBeVisible();
  await steps.fill('9000');
  await page.getByRole('button', { name: 'Save this day' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const entries = page.getByRole('table', { name: 'Your entries by day' });
  await expect(entries.getByRole('row').filter({ hasText: '9,000' })).toHaveCount(1);
  const leaderboard = page.getByRole('table', { name: 'Members by their total' });
  const mine = leaderboard.getByRole('row').filter({ hasText: displayName });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('9,000');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The Rewards screen lists it among the running challenges, with the progress.
  await page.getByRole('link', { name: 'All challenges and rewards' }).click();
  const running = page.getByRole('region', { name: 'Running and coming up' });
  await expect(running.getByRole('progressbar')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX', viewport: PHONE });

  test('an admin creates a challenge and sees its participation', async ({ page }) => {
    await signInByApi(page, BRAND, 'admin');
    await page.goto(`${brandOrigin(BRAND)}/admin/challenges`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Retos' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Retos y su participación' });
    await expect(list.getByRole('row')).not.toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Nuevo reto' }).click();
    const form = page.getByRole('form', { name: 'Nuevo reto' });
    const title = `Agua cada día ${Date.now() % 100000}`;
    await form.getByRole('textbox', { name: 'Título' }).fill(title);
    await form.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ label: 'Hábito diario' });
    await form.getByRole('combobox', { name: 'Cómo participan los miembros' }).selectOption({
      label: 'Equipos que eligen los miembros',
    });
    // Two teams to name: an empty one is refused beside the form's teams.
    await form.getByRole('button', { name: 'Crear el reto' }).click();
    await expect(form.getByRole('textbox', { name: 'Equipo 1' })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: 'Equipo 1' }).fill('Azul');
    await form.getByRole('textbox', { name: 'Equipo 2' }).fill('Verde');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Crear el reto' }).click();

    await expect(page).toHaveURL(/\/admin\/challenges\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const participation = page.getByRole('region', { name: 'Participación' });
    await expect(participation.getByText('Miembros inscritos')).toBeVisible();
    await expect(participation.getByText('menos de 5').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Equipos, sus miembros y totales' })).toContainText('Azul');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // Back in the list, with its participation.
    await page.getByRole('link', { name: 'Todos los retos' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('menos de 5');
  });
});
