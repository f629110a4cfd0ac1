import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_AUTHENTICATOR_SECRET, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD } from '@portal/contracts/demo';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_PORT } from '../support/environment';
import { makePng } from '../support/files';
import { extractLink, waitForEmail } from '../support/outbox';

// The operator's journey: the console on its own host, signed in with a code; a new programme on its own
// host with its logo and colours; its first admin and a member there; and a suspension and its end.
// The demo operator's codes are the demo's: one sign-in per run, so English and Spanish share it.
const PHONE = { width: 360, height: 780 };
const CONSOLE = `http://operator.localhost:${E2E_PORT}`;
const PASSWORD = 'harbour lantern orchard 42';

function nextCode(): string {
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_AUTHENTICATOR_SECRET), digits: 6, period: 30 });
  // The step after this one: a code a run before this one may have spent is never this one.
  return totp.generate({ timestamp: Date.now() + 30_000 });
}

async function checkPage(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
}

async function openOn(browser: Browser, origin: string, locale = 'en-GB') {
  const context = await browser.newContext({ viewport: PHONE, locale });
  const page = await context.newPage();
  return { context, page, origin };
}

test('an operator creates a programme on its own host, its admin and member use it, and it is suspended and resumed', async ({
  browser,
}, testInfo) => {
  // A retry on the same server makes a programme of its own: the first one has the host already.
  const suffix = testInfo.retry === 0 ? '' : `${testInfo.retry}${Date.now().toString(36)}`;
  const key = `acme${suffix}`;
  const host = `${key}.localhost`;
  const acmeOrigin = `http://${host}:${E2E_PORT}`;
  const adminEmail = `first-admin${suffix}@acme.example`;
  const operator = await openOn(browser, CONSOLE);
  const admin = await openOn(browser, acmeOrigin);
  const member = await openOn(browser, acmeOrigin);
  try {
    const page = operator.page;
    // — Signing in: the password, then a code from the authenticator app (the console requires it).
    await page.goto(`${CONSOLE}/login`);
    await expect(page).toHaveTitle('Portal operations');
    await page.getByLabel('Email').fill(DEMO_OPERATOR_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('textbox', { name: 'Code from your app' }).fill(nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/operator$/);
    const programmes = page.getByRole('table', { name: 'Programmes' });
    await expect(programmes.getByRole('link', { name: 'SwiftCare' })).toBeVisible();
    await checkPage(page);

    // — The wizard: name and host.
    await page.getByRole('link', { name: 'New programme' }).click();
    await page.getByLabel('Programme name').fill('Acme Health');
    await page.getByLabel('Key', { exact: true }).fill(key);
    await page.getByLabel('Host name 1').fill(host);
    await checkPage(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // — The brand: a pale primary is refused with its ratio before the step goes on; then a good pair.
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    await primary.fill('#7dd3fc');
    await page.getByRole('textbox', { name: 'Text on the primary colour', exact: true }).fill('#ffffff');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/is 1\.\d+:1; it needs at least 4\.5:1/).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toBeVisible();
    await primary.fill('#0f5132');
    await page.getByLabel('Logo (optional)').setInputFiles({
      name: 'acme-logo.png',
      mimeType: 'image/png',
      buffer: makePng(96, [15, 81, 50]),
    });
    await expect(page.getByText('Chosen: acme-logo.png.')).toBeVisible();
    await checkPage(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // — What it offers: the clinic library only; its support.
    await page.getByRole('checkbox', { name: 'Mayo Clinic' }).check();
    await page.getByLabel('Support email').fill('help@acme.example');
    await page.getByRole('button', { name: 'Next' }).click();

    // — Its first admin, the review, and Create.
    await page.getByLabel('First admin’s email').or(page.getByLabel("First admin's email")).fill(adminEmail);
    await expect(page.getByRole('heading', { name: 'Check the programme before you create it' })).toBeVisible();
    await checkPage(page);
    await page.getByRole('button', { name: 'Create programme' }).click();
    await expect(page).toHaveURL(new RegExp(`/operator/programmes/${key}$`));
    await expect(page.getByText(`An invitation to be its first admin was sent to ${adminEmail}.`)).toBeVisible();
    await checkPage(page);

    // — The admin's invitation links to the programme's own host, which shows Acme's title, icon and colours.
    const invitation = extractLink(await waitForEmail(adminEmail, 'invitation'), '/confirm-invitation');
    expect(invitation.host).toBe(`${host}:${E2E_PORT}`);
    await admin.page.goto(invitation.toString());
    await expect(admin.page).toHaveTitle('Acme Health');
    await expect(admin.page.locator('link[rel="icon"]')).toHaveAttribute('href', /.+/);
    const themeColour = await admin.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase(),
    );
    expect(themeColour).toBe('#0f5132');
    await admin.page.getByLabel('First name').fill('Ada');
    await admin.page.getByLabel('Last name').fill('Acme');
    await admin.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await admin.page.getByLabel('Repeat the password').fill(PASSWORD);
    await admin.page.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).check();
    await admin.page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(admin.page).not.toHaveURL(/confirm-invitation/);

    // — The admin invites a member from the console's Enrol section; the member joins and signs in.
    const memberEmail = `member${suffix}@acme.example`;
    await admin.page.goto(`${acmeOrigin}/admin/enrol`);
    await admin.page.getByLabel('Email', { exact: true }).fill(memberEmail);
    await admin.page.getByLabel('Company', { exact: true }).selectOption({ label: 'Acme Health' });
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.page.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();
    const memberLink = extractLink(await waitForEmail(memberEmail, 'invitation'), '/confirm-invitation');
    await member.page.goto(memberLink.toString());
    await member.page.getByLabel('First name').fill('Mo');
    await member.page.getByLabel('Last name').fill('Member');
    await member.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.page.getByLabel('Repeat the password').fill(PASSWORD);
    await member.page.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).check();
    await member.page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(member.page).toHaveURL(/\/questionnaire$/);
    // Home offers the clinic library and nothing another programme offers.
    await member.page.goto(`${acmeOrigin}/dashboard/home`);
    const offered = member.page.getByRole('region', { name: 'Your programme' });
    await expect(offered.getByRole('link', { name: /^Health library/ })).toHaveAttribute(
      'href',
      '/dashboard/mayo-clinic',
    );
    await expect(member.page.getByRole('link', { name: /^CorpCare/ })).toHaveCount(0);

    // — Suspended: the member sees the suspension page, in their language; nothing is lost.
    await page.getByRole('button', { name: 'Suspend programme' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend programme' }).click();
    await expect(page.getByText('Acme Health is suspended', { exact: true })).toBeVisible();
    await member.page.reload();
    await expect(member.page.getByRole('heading', { level: 1, name: 'This programme is paused' })).toBeVisible();
    await expect(member.page.getByRole('link', { name: 'help@acme.example' })).toBeVisible();
    await checkPage(member.page);
    const spanish = await openOn(browser, acmeOrigin, 'es-ES');
    try {
      await spanish.page.goto(`${acmeOrigin}/login`);
      await expect(spanish.page.getByRole('heading', { level: 1, name: 'Este programa está en pausa' })).toBeVisible();
      await checkPage(spanish.page);
    } finally {
      await spanish.context.close();
    }

    // — The console in Spanish (the device's choice), and the programme resumed from it.
    await operator.context.addCookies([{ name: 'portal_locale', value: 'es', url: CONSOLE }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Reanudar el programa' })).toBeVisible();
    await checkPage(page);
    await page.getByRole('button', { name: 'Reanudar el programa' }).click();
    await member.page.reload();
    await expect(member.page.getByRole('region', { name: 'Your programme' })).toBeVisible();

    // — Every change is in the operators' audit log, with who made it and the programme's key.
    await page.getByRole('link', { name: 'Registro de auditoría' }).click();
    const audit = page.getByRole('table');
    await expect(
      audit.getByRole('row', { name: new RegExp(`Programa reanudado.*${DEMO_OPERATOR_EMAIL}.*${key}`) }),
    ).toBeVisible();
    await expect(audit.getByRole('row', { name: new RegExp(`Programa creado.*${key}`) })).toBeVisible();
    await checkPage(page);
  } finally {
    await Promise.all([operator.context.close(), admin.context.close(), member.context.close()]);
  }
});
