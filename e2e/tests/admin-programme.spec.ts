import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { answerStep } from '../support/questionnaire';
import { signInByApi, storeSession } from '../support/session';

// The console's Programme section on the oakmore brand, whose privacy policy and support line
// no other journey reads: an admin changes the support contact and the privacy policy; a member sees the
// new policy on /privacy-policy and the new line with a low well-being result (a WHO-5 member of the
// journey's own: the questionnaire is answered once). The journey puts both back through the API at the
// end, so a second run (or another journey) finds the brand's own.

const BRAND = 'oakmore';
const LINE = { phone: '+1 800 555 0177', en: 'Every day, 7 am to 11 pm', es: 'Todos los días, de 7 a 23 h' };
const POLICY_TITLE = 'How Oakmore looks after your data';

function url(path: string) {
  return `${brandOrigin(BRAND)}${path}`;
}

/** A call to the authorization API with the signed-in admin's token, from the page's own origin. */
async function adminApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (JSON.parse(localStorage.getItem('auth_token') ?? '{}') as { access_token?: string }).access_token;
      const response = await fetch(`/api/authorization${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token ?? ''}`,
          'X-Application-Type': 'HEALTHCARE_PORTAL',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

test('an admin changes the support contact and the privacy policy; a member sees both', async ({ page, browser }) => {
  test.slow();
  await signInByApi(page, BRAND, 'admin');
  await page.goto(url('/admin/programme'));
  const original = (await adminApi(page, 'GET', '/content/privacy-policy')).json as {
    title: string;
    body_markdown: string;
  };

  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();

    // The support contact: a number that cannot be dialled is refused beside its field.
    const support = page.getByRole('form', { name: 'Support contact' });
    await expect(support.getByText(/Members see the brand's support line/)).toBeVisible();
    await support.getByLabel('Phone number').fill('call us');
    await support.getByRole('button', { name: 'Save support contact' }).click();
    await expect(support.getByLabel('Phone number')).toBeFocused();
    await expect(support.getByText('Enter a phone number that can be dialled')).toBeVisible();
    await support.getByLabel('Phone number').fill(LINE.phone);
    await support.getByLabel('Hours in English').fill(LINE.en);
    await support.getByLabel('Hours in Spanish').fill(LINE.es);
    await support.getByRole('button', { name: 'Save support contact' }).click();
    await expect(page.getByText('Support line saved').first()).toBeVisible();
    await expect(support.getByRole('button', { name: "Use the brand's line" })).toBeVisible();

    // The privacy policy: title and Markdown, previewed, then saved.
    const policy = page.getByRole('form', { name: 'Privacy policy' });
    await policy.getByRole('textbox', { name: 'Title' }).fill(POLICY_TITLE);
    await policy
      .getByRole('textbox', { name: 'Text (Markdown)' })
      .fill('We keep only what the programme needs.\n\n## What we keep\n\n- Your **name** and work email');
    await policy.getByRole('button', { name: 'Preview' }).click();
    await expect(policy.getByRole('heading', { name: 'What we keep' })).toBeVisible();
    await policy.getByRole('button', { name: 'Save the privacy policy' }).click();
    await expect(page.getByText('Privacy policy saved. Members see the new text now.').first()).toBeVisible();

    // A member: the new policy, and the new line with a low well-being result.
    const member = await (await browser.newContext()).newPage();
    await member.goto(url('/privacy-policy'));
    await expect(member.getByRole('heading', { level: 1, name: POLICY_TITLE })).toBeVisible();
    await expect(member.getByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible();

    const who5 = await createOwnMember(member, BRAND, { prefix: 'who5', company: 'partners' });
    await storeSession(member, BRAND, who5.token);
    await member.goto(url('/questionnaire'));
    // The page the member loaded carries the programme's line (the health scan's note reads it there).
    expect(await member.locator('#runtime-config').textContent()).toContain(LINE.phone);
    await expect(member.getByRole('heading', { level: 1, name: 'WHO-5 Well-Being Index' })).toBeVisible();
    await expect(member.getByRole('group').first().getByRole('radio').first()).toBeVisible();
    await answerStep(member, 'last');
    await member.getByRole('button', { name: 'Review answers' }).click();
    await member.getByRole('button', { name: 'Submit answers' }).click();
    await expect(member).toHaveURL(/\/thankyou$/);
    const help = member.getByTestId('support-contact');
    await expect(help.getByRole('link', { name: LINE.phone })).toHaveAttribute('href', 'tel:+18005550177');
    await expect(help).toContainText(LINE.en);
    await member.context().close();
  } finally {
    // Back to the brand's line and the policy as it was.
    expect((await adminApi(page, 'PUT', '/admin/support-line', { support_line: null })).status).toBe(200);
    expect((await adminApi(page, 'PUT', '/admin/documents/privacy-policy', original)).status).toBe(200);
  }
});

for (const width of [360, 1280]) {
  test(`the Programme screen has no serious axe violations at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, BRAND, 'admin');
    await page.goto(url('/admin/programme'));
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Support contact' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Announcements' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // With an announcement form open and a field error showing.
    await page.getByRole('button', { name: 'Add an announcement' }).click();
    const form = page.getByRole('form', { name: 'New announcement' });
    await form.getByRole('button', { name: 'Publish the announcement' }).click();
    await expect(form.getByText('Give the announcement a title.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });
}
