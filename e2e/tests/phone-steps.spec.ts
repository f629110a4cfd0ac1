import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { TMemberChallengeDetail, TMemberChallengeList } from '@portal/contracts/challenges';
import { shiftDay } from '@portal/contracts/challenges';
import { APPLICATION_TYPES } from '@portal/contracts/headers';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { nativeCalls, openInNativeShell } from '../support/native-shell';
import type { SimulatedNativeOptions } from '../support/native-shell';
import { apiSignIn, callPortalApi, sessionValues, tourSeenCookie } from '../support/session';

// A member in the simulated Android shell joins the demo step challenge, lets the app read the phone's
// steps (the simulated Health Connect's), and each day's count reaches the challenge on the real server.

const BRAND = 'evergreen';
const PHONE = { width: 360, height: 780 };

/** Today on the phone's calendar (the browser's time zone is the machine's, as this process's). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface PhoneMember {
  token: string;
  challengeId: string;
  startsOn: string;
}

/**
 * A member of the journey's own, signed in to the shell as the app would be (the session in secure
 * storage at launch), with the phone's health store as `health` says; and the demo step challenge.
 */
async function openAsNewMember(
  page: Page,
  prefix: string,
  health: (startsOn: string) => SimulatedNativeOptions['health'],
): Promise<PhoneMember> {
  const member = await createOwnMember(page, BRAND, { prefix, firstName: 'Sam', lastName: 'Rivera' });
  const applicationType = APPLICATION_TYPES.native;
  const token = await apiSignIn(page, BRAND, member.email, { password: member.password, applicationType });
  const { data } = await callPortalApi<TMemberChallengeList>(page, BRAND, 'GET', '/api/authorization/challenges', {
    token,
  });
  const challenge = data.challenges.find((candidate) => candidate.kind === 'steps' && candidate.can_join);
  expect(challenge, 'the demo step challenge, open to join').toBeDefined();
  const secureStorage = await sessionValues(page, BRAND, token, applicationType);
  await page.context().addCookies([tourSeenCookie(brandOrigin(BRAND))]);
  await openInNativeShell(page, { pushPermission: 'denied', secureStorage, health: health(challenge!.starts_on) });
  return { token, challengeId: challenge!.id, startsOn: challenge!.starts_on };
}

function readChallenge(page: Page, { token, challengeId }: PhoneMember) {
  return callPortalApi<TMemberChallengeDetail>(page, BRAND, 'GET', `/api/authorization/challenges/${challengeId}`, {
    token,
  });
}

async function joinFromPage(page: Page, { join, team, submit }: { join: string; team: string; submit: string }) {
  await page.getByRole('button', { name: join }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(team).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: PHONE });

test('a member joins the step challenge, allows the phone’s steps, and each day’s count reaches the challenge', async ({
  page,
}) => {
  const today = localToday();
  const member = await openAsNewMember(page, 'phone-steps', (startsOn) => ({
    answer: 'granted',
    // A day before the challenge, two of its days, today, and tomorrow: only the challenge's days up to today go.
    steps: {
      [shiftDay(startsOn, -1)]: 5000,
      [shiftDay(today, -2)]: 6400,
      [shiftDay(today, -1)]: 8800,
      [today]: 3200,
      [shiftDay(today, 1)]: 700,
    },
  }));
  await page.goto(`${brandOrigin(BRAND)}/dashboard/challenges/${member.challengeId}`);
  await joinFromPage(page, { join: 'Join the challenge', team: 'Your team', submit: 'Join' });

  await expect(page.getByRole('heading', { name: 'Your phone’s step count' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Use my phone’s step count' }).click();
  await expect(page.getByText('Updated: 3 days of steps sent from your phone.')).toBeVisible();
  expect((await nativeCalls(page, 'Health', 'requestAuthorization')).map((call) => call.options)).toEqual([
    { read: ['steps'], write: [] },
  ]);

  // On the page: the entries from the phone and the progress they make.
  const entries = page.getByRole('table', { name: 'Your entries by day' });
  await expect(entries.getByRole('row').filter({ hasText: 'Your phone' })).toHaveCount(3);
  await expect(entries.getByRole('row').filter({ hasText: '8,800' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Update from my phone now' })).toBeFocused();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // On the server: the choice, and each day as the phone counted it.
  const stored = await readChallenge(page, member);
  expect(stored.data.phone_steps).toBe(true);
  expect(stored.data.entries.map(({ day, value, source }) => ({ day, value, source }))).toEqual([
    { day: shiftDay(today, -2), value: 6400, source: 'phone' },
    { day: shiftDay(today, -1), value: 8800, source: 'phone' },
    { day: today, value: 3200, source: 'phone' },
  ]);
  expect(stored.data.progress?.total).toBe(18_400);

  // The member walks on; back in the app, today's count is sent again.
  await page.evaluate((day) => {
    const shell = window.__nativeShell!;
    shell.steps[day] = 5400;
    shell.resume();
  }, today);
  await expect(page.getByText('Updated: 1 day of steps sent from your phone.')).toBeVisible();
  await expect
    .poll(async () => (await readChallenge(page, member)).data.entries.find((entry) => entry.day === today)?.value)
    .toBe(5400);

  // And stops: the server forgets the choice; the days sent stay.
  await page.getByRole('button', { name: 'Stop using my phone’s steps' }).click();
  await expect(page.getByText('Your phone’s steps are no longer read.', { exact: false })).toBeVisible();
  const after = await readChallenge(page, member);
  expect(after.data.phone_steps).toBe(false);
  expect(after.data.entries).toHaveLength(3);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a member who refuses is told how to allow it, and nothing is sent', async ({ page }) => {
    const member = await openAsNewMember(page, 'phone-steps-es', () => ({
      answer: 'denied',
      steps: { [localToday()]: 4000 },
    }));
    await page.goto(`${brandOrigin(BRAND)}/dashboard/challenges/${member.challengeId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await joinFromPage(page, { join: 'Unirse al reto', team: 'Su equipo', submit: 'Unirme' });

    await page.getByRole('button', { name: 'Usar el recuento de pasos de mi teléfono' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No se permitió leer los pasos.' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    const stored = await readChallenge(page, member);
    expect(stored.data.phone_steps).toBe(false);
    expect(stored.data.entries).toEqual([]);
  });
});
