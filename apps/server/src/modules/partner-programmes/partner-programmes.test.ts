import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetProgrammePageResponse, ZProgrammePage } from '@portal/contracts/partner-programmes';
import type { TUpdateProgrammePageRequest } from '@portal/contracts/partner-programmes';
import { programmePages, tenants } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn as signInAnew } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

let t: TestApp;
const tokens = new Map<string, string>();

/** One session per account for the whole file: sign-in is rate limited. */
async function signIn(app: TestApp['app'], email: string): Promise<string> {
  const token = tokens.get(email) ?? (await signInAnew(app, email));
  tokens.set(email, token);
  return token;
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The programme pages on `host`, in `language` when it is given. */
const programmes = (host: string, language?: string) =>
  api(t.app, { host, prefix: '/api/authorization/programmes', headers: { 'accept-language': language } });

const EVERGREEN = 'evergreen.localhost';
const page = {
  locale: 'en',
  name: 'CorpCare at Evergreen',
  summary: 'Counselling for anything on your mind.',
  offers: ['Six sessions per concern', 'Legal and money advice'],
  eligibility: { text: 'Every employee and their household.', includes_dependents: true },
  contact: { kind: 'phone', phone: '+1 (800) 555-0199' },
  phone: null,
  website: 'https://corpcare.example.com/evergreen',
  hours: 'Any hour, any day.',
  call_to_action: 'Call CorpCare',
} satisfies TUpdateProgrammePageRequest;

describe('reading a programme page', () => {
  it('gives a member the page in English and in Spanish', async () => {
    const token = await signIn(t.app, 'member@evergreen.test');
    const english = await programmes(EVERGREEN, 'en').as(token).get('/corpcare');
    expect(english.statusCode).toBe(200);
    const en = ZGetProgrammePageResponse.parse(english.json()).page;
    expect(en).toMatchObject({
      programme: 'corpcare',
      locale: 'en',
      name: 'CorpCare Employee Assistance',
      eligibility: { includes_dependents: true },
      contact: { kind: 'phone', phone: '1-800-555-0144' },
    });
    expect(en?.offers.length).toBeGreaterThan(1);

    const spanish = await programmes(EVERGREEN, 'es-MX,es;q=0.9').as(token).get('/corpcare');
    const es = ZGetProgrammePageResponse.parse(spanish.json()).page;
    expect(es).toMatchObject({
      locale: 'es',
      name: 'CorpCare Asistencia al Empleado',
      call_to_action: 'Llamar a CorpCare',
    });
    expect(es?.contact).toEqual(en?.contact);
  });

  it('hands evergreen’s and incent’s UCM members to Ally Health, and oakmore’s to a phone line', async () => {
    const evergreen = await signIn(t.app, 'member@evergreen.test');
    const ucm = ZGetProgrammePageResponse.parse(
      (await programmes(EVERGREEN, 'es').as(evergreen).get('/ucm')).json(),
    ).page;
    expect(ucm).toMatchObject({
      contact: { kind: 'sign-on', partner: 'ally-health' },
      call_to_action: 'Continuar a Ally Health',
    });
    const incent = await signIn(t.app, 'member@incent.test');
    const incentUcm = (await programmes('incent.localhost', 'en').as(incent).get('/ucm')).json();
    expect(incentUcm.page).toMatchObject({
      contact: { kind: 'sign-on', partner: 'ally-health' },
      call_to_action: 'Continue to Ally Health',
    });
    const oakmore = await signIn(t.app, 'member@oakmore.test');
    const oakUcm = (await programmes('oakmore.localhost').as(oakmore).get('/ucm')).json();
    expect(oakUcm.page.contact).toEqual({ kind: 'phone', phone: '1-800-555-0171' });
  });

  it('falls back to English where the Spanish page is not written, and says when none is', async () => {
    const [evergreen] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'evergreen'));
    const token = await signIn(t.app, 'member@evergreen.test');
    const saved = await t.db
      .select()
      .from(programmePages)
      .where(and(eq(programmePages.tenantId, evergreen!.id), eq(programmePages.programme, 'vrsfreedom365')));
    try {
      await t.db
        .delete(programmePages)
        .where(
          and(
            eq(programmePages.tenantId, evergreen!.id),
            eq(programmePages.programme, 'vrsfreedom365'),
            eq(programmePages.locale, 'es'),
          ),
        );
      const fallback = (await programmes(EVERGREEN, 'es').as(token).get('/vrsfreedom365')).json();
      expect(fallback.page).toMatchObject({ locale: 'en', name: 'VRS Freedom 365' });

      await t.db
        .delete(programmePages)
        .where(and(eq(programmePages.tenantId, evergreen!.id), eq(programmePages.programme, 'vrsfreedom365')));
      const none = await programmes(EVERGREEN, 'es').as(token).get('/vrsfreedom365');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ page: null });
    } finally {
      await t.db.insert(programmePages).values(saved).onConflictDoNothing();
    }
  });

  it('answers 404 for a programme the tenant does not offer, and for one that does not exist', async () => {
    // default offers only the clinic library; swift offers no UCM.
    const member = await signIn(t.app, 'member@default.test');
    for (const programme of ['corpcare', 'ucm']) {
      const response = await programmes('default.localhost', 'es').as(member).get(`/${programme}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Esto no forma parte de su programa.' });
    }
    const swift = await signIn(t.app, 'member@swift.test');
    expect((await programmes('swift.localhost').as(swift).get('/ucm')).statusCode).toBe(404);
    for (const programme of ['mayo-clinic', 'ally-health', 'nope', 'CORPCARE']) {
      const response = await programmes('swift.localhost').as(swift).get(`/${programme}`);
      expect(response.statusCode, programme).toBe(404);
      expect(response.json().message).toBe('This is not part of your programme.');
    }
  });

  it('needs a signed-in member of the tenant', async () => {
    expect((await programmes(EVERGREEN).get('/corpcare')).statusCode).toBe(401);
    const oakmore = await signIn(t.app, 'member@oakmore.test');
    expect((await programmes(EVERGREEN).as(oakmore).get('/corpcare')).statusCode).toBe(401);
  });
});

describe('replacing a programme page', () => {
  it('lets the tenant’s admin replace one language’s page, leaving the other and other tenants’ alone', async () => {
    const admin = programmes(EVERGREEN).as(await signIn(t.app, 'admin@evergreen.test'));
    const replaced = await admin.put('/corpcare', page);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(ZProgrammePage.parse(replaced.json())).toMatchObject({
      locale: 'en',
      name: 'CorpCare at Evergreen',
      contact: { kind: 'phone', phone: '+1 (800) 555-0199' },
      website: 'https://corpcare.example.com/evergreen',
      phone: null,
    });

    const member = await signIn(t.app, 'member@evergreen.test');
    const en = (await programmes(EVERGREEN, 'en').as(member).get('/corpcare')).json();
    expect(en.page).toMatchObject({ name: 'CorpCare at Evergreen', offers: page.offers });
    const es = (await programmes(EVERGREEN, 'es').as(member).get('/corpcare')).json();
    expect(es.page.name).toBe('CorpCare Asistencia al Empleado');
    const swift = await signIn(t.app, 'member@swift.test');
    const other = (await programmes('swift.localhost', 'en').as(swift).get('/corpcare')).json();
    expect(other.page).toMatchObject({ name: 'CorpCare Employee Assistance', contact: { phone: '1-800-555-0140' } });

    // The page is replaced whole: a later page without a website has none.
    const again = await admin.put('/corpcare', {
      ...page,
      website: undefined,
      contact: { kind: 'sign-on', partner: 'ally-health' },
    });
    expect(again.json()).toMatchObject({ website: null, contact: { kind: 'sign-on', partner: 'ally-health' } });
  });

  it.each([
    [{ ...page, name: '  ' }, 'name', 'Give the programme a name.'],
    [{ ...page, name: 'x'.repeat(81) }, 'name', 'Use at most 80 characters for the name.'],
    [{ ...page, locale: 'fr' }, 'locale', 'Choose English or Spanish.'],
    [{ ...page, offers: [] }, 'offers', 'List at least one thing the programme offers.'],
    [
      { ...page, offers: Array.from({ length: 9 }, () => 'More') },
      'offers',
      'List at most 8 things the programme offers.',
    ],
    [
      { ...page, contact: { kind: 'website', url: 'http://corpcare.example.com' } },
      'contact.url',
      expect.stringMatching(/https:\/\//),
    ],
    [
      { ...page, contact: { kind: 'website', url: 'javascript:alert(1)' } },
      'contact.url',
      expect.stringMatching(/https:\/\//),
    ],
    [{ ...page, website: 'https://user:pw@example.com' }, 'website', expect.stringMatching(/https:\/\//)],
    [{ ...page, contact: { kind: 'phone', phone: 'call us' } }, 'contact.phone', expect.stringMatching(/dialled/)],
    [{ ...page, phone: '12' }, 'phone', expect.stringMatching(/dialled/)],
    [
      { ...page, contact: { kind: 'sign-on', partner: 'elsewhere' } },
      'contact.partner',
      'Choose one of the sign-on partners.',
    ],
    [
      { ...page, contact: { kind: 'fax' } },
      'contact.kind',
      'Choose phone, website or sign-on as the way to reach the programme.',
    ],
    [
      { ...page, eligibility: { text: 'All', includes_dependents: 'yes' } },
      'eligibility.includes_dependents',
      'The field "eligibility.includes_dependents" must be a boolean.',
    ],
    [{ ...page, call_to_action: 'x'.repeat(61) }, 'call_to_action', 'Use at most 60 characters for the label.'],
  ])('refuses %j with 400 and changes nothing', async (payload, field, message) => {
    const admin = await signIn(t.app, 'admin@evergreen.test');
    const before = (await programmes(EVERGREEN, 'en').as(admin).get('/ourrelationship')).json();
    const response = await programmes(EVERGREEN).as(admin).put('/ourrelationship', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    const after = (await programmes(EVERGREEN, 'en').as(admin).get('/ourrelationship')).json();
    expect(after).toEqual(before);
  });

  it('answers in Spanish when asked', async () => {
    const admin = programmes(EVERGREEN, 'es').as(await signIn(t.app, 'admin@evergreen.test'));
    const response = await admin.put('/ucm', { ...page, hours: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Diga cuándo se puede contactar al programa.');
  });

  it('allows http only on localhost, for development', async () => {
    const admin = programmes(EVERGREEN).as(await signIn(t.app, 'admin@evergreen.test'));
    const response = await admin.put('/vrsfreedom365', {
      ...page,
      locale: 'es',
      contact: { kind: 'website', url: 'http://localhost:5173/freedom' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ locale: 'es', contact: { url: 'http://localhost:5173/freedom' } });
  });

  it('answers 404 for a programme the tenant does not offer, and writes nothing', async () => {
    const admin = await signIn(t.app, 'admin@default.test');
    const response = await programmes('default.localhost').as(admin).put('/corpcare', page);
    expect(response.statusCode).toBe(404);
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'default'));
    const rows = await t.db
      .select({ name: programmePages.name })
      .from(programmePages)
      .where(and(eq(programmePages.tenantId, tenant!.id), eq(programmePages.programme, 'corpcare')));
    expect(rows.map((row) => row.name)).not.toContain(page.name);
  });

  it('refuses members and editors (403) and other tenants’ admins (401)', async () => {
    for (const role of ['member', 'editor']) {
      const token = await signIn(t.app, `${role}@evergreen.test`);
      const response = await programmes(EVERGREEN).as(token).put('/corpcare', page);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only an administrator can change a programme’s page.');
    }
    const oakAdmin = await signIn(t.app, 'admin@oakmore.test');
    expect((await programmes(EVERGREEN).as(oakAdmin).put('/corpcare', page)).statusCode).toBe(401);
  });
});

describe('the demo pages', () => {
  it('are seeded once: a second seed leaves what admins wrote', async () => {
    expect(await t.services.partnerProgrammesService.seedDemoPages()).toBe(0);
    const all = await t.db.select({ programme: programmePages.programme }).from(programmePages);
    // Four programmes in two languages for each of the six brands.
    expect(all.length).toBeGreaterThanOrEqual(4 * 2 * 6 - 2);
  });
});
