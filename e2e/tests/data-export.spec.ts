import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { TLoginResponse } from '@portal/contracts/auth';
import { DATA_EXPORT_FILES } from '@portal/contracts/data-export';
import type { TListDataExportsResponse } from '@portal/contracts/data-export';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import type { TMemberProfile } from '@portal/contracts/profile';
import type { TQuestionnaireHistoryResponse } from '@portal/contracts/questionnaire';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { callPortalApi, signIn, storeSession } from '../support/session';

// Profile → Privacy → "Download my data", as the demo member. Asking for the file needs a proof within the
// last minutes, and signing in is one: each journey signs in anew (not the worker's shared session). Each
// language has a brand of its own, so the two never replace each other's file halfway.
const PHONE_WIDTH = { width: 360, height: 780 };

interface ExportedData {
  profile: { first_name: string; last_name: string; email: string };
  questionnaire_responses: {
    answered_at: string;
    answers: { question_id: string; question: string | null; answer: string | null; value: number }[];
  }[];
}

/** What the member's own API says: their profile and their questionnaire results, to find in the file. */
async function memberRecords(page: Page, brand: string, token: string) {
  const profile = await callPortalApi<TMemberProfile>(page, brand, 'GET', '/api/authorization/accounts/me/profile', {
    token,
  });
  const history = await callPortalApi<TQuestionnaireHistoryResponse>(
    page,
    brand,
    'GET',
    '/api/authorization/companies/questionnaire/results',
    { token },
  );
  expect(history.status).toBe(200);
  return { profile: profile.data, answeredAt: history.data.results.map((result) => result.answered_at).sort() };
}

/** Prepares the file from the Privacy screen, downloads it, and opens the ZIP. */
async function prepareAndDownload(page: Page, labels: { prepare: RegExp; preparing: string; download: RegExp }) {
  await page.getByRole('button', { name: labels.prepare }).click();
  await expect(page.getByText(labels.preparing)).toBeVisible();
  const downloadButton = page.getByRole('button', { name: labels.download });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  return {
    names: Object.keys(files),
    data: JSON.parse(strFromU8(files[DATA_EXPORT_FILES.data]!)) as ExportedData,
    summary: strFromU8(files[DATA_EXPORT_FILES.summary]!),
  };
}

function expectTheMembersData(
  zip: Awaited<ReturnType<typeof prepareAndDownload>>,
  records: Awaited<ReturnType<typeof memberRecords>>,
) {
  expect(zip.names).toEqual(expect.arrayContaining([DATA_EXPORT_FILES.data, DATA_EXPORT_FILES.summary]));
  expect(zip.data.profile.email).toBe(records.profile.email);
  // Their questionnaire answers, one entry per result the portal shows them, each question named.
  expect(zip.data.questionnaire_responses.map((response) => response.answered_at).sort()).toEqual(records.answeredAt);
  expect(zip.data.questionnaire_responses.length).toBeGreaterThan(0);
  for (const response of zip.data.questionnaire_responses) {
    expect(response.answers.length).toBeGreaterThan(0);
    expect(response.answers.every((answer) => answer.question && answer.answer)).toBe(true);
  }
  expect(zip.summary).toContain(`${records.profile.first_name} ${records.profile.last_name}`);
}

test('a member prepares the download of their data from Profile → Privacy and finds their answers in it', async ({
  page,
}) => {
  const brand = 'swift';
  await page.setViewportSize(PHONE_WIDTH);
  await signIn(page, brand);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth_token') ?? '{}') as { access_token?: string }).access_token ?? '',
  );
  const records = await memberRecords(page, brand, token);

  await page.goto(`${brandOrigin(brand)}/dashboard/profile`);
  await page
    .getByRole('navigation', { name: 'More about your account' })
    .getByRole('link', { name: /^Privacy/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Download my data' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  const zip = await prepareAndDownload(page, {
    prepare: /^(Prepare my data|Prepare a new file|Try again)$/,
    preparing: 'Preparing your file…',
    download: /^Download my data \(ZIP, /,
  });
  expectTheMembersData(zip, records);
  await expect(page.getByText(/^Available until/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The summary is a page of its own: readable at 360 px, with no serious axe violations either.
  const summary = await page.context().newPage();
  await summary.setViewportSize(PHONE_WIDTH);
  await summary.setContent(zip.summary);
  await expect(summary.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(summary);
  await expectNoSeriousAxeViolations(summary);
  await summary.close();
});

test('Download my data in Spanish at 360 px: the screen, and the summary in the member’s language', async ({
  browser,
}) => {
  const brand = 'oakmore';
  const context = await browser.newContext({ locale: 'es-MX', viewport: PHONE_WIDTH });
  const page = await context.newPage();
  try {
    // A session of its own, signed in now (the request needs a recent proof).
    const login = await callPortalApi<TLoginResponse>(page, brand, 'POST', '/api/auth/login', {
      body: { email: demoEmail('member', brand), password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.data.access_token;
    await storeSession(page, brand, token);
    const records = await memberRecords(page, brand, token);

    await page.goto(`${brandOrigin(brand)}/dashboard/profile/privacy`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Descargar mis datos' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    const zip = await prepareAndDownload(page, {
      prepare: /^(Preparar mis datos|Preparar un archivo nuevo|Volver a intentar)$/,
      preparing: 'Preparando su archivo…',
      download: /^Descargar mis datos \(ZIP, /,
    });
    expectTheMembersData(zip, records);
    // The summary speaks the language the file was made in: the member's, else the app's.
    const list = await callPortalApi<TListDataExportsResponse>(
      page,
      brand,
      'GET',
      '/api/authorization/accounts/me/data-exports',
      { token },
    );
    const locale = list.data.items[0]!.locale;
    expect(zip.summary).toContain(`<html lang="${locale}">`);
    expect(zip.summary).toContain(locale === 'es' ? 'Sus datos de' : 'Your data from');
    await expect(page.getByText(/^Disponible hasta/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await context.close();
  }
});
