import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { TCreateProgrammeRequest } from '@portal/contracts/operator-console';
import { ZOperatorProgramme, ZOperatorProgrammeList } from '@portal/contracts/operator-console';
import { SIGN_IN_SECURITY_ERROR_CODES } from '@portal/contracts/sign-in-security';
import { auditEvents, companies, tenantHosts, tenants } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { OPERATOR_HOST, signInAsOperator } from '../../test/operator';
import { getLinkToken, waitForEmail } from '../../test/outbox';
import { UsageError, parseOperatorOptions, runCreateOperator } from '../../commands';

function acme(overrides: Partial<TCreateProgrammeRequest> = {}): TCreateProgrammeRequest {
  return {
    key: 'acme',
    name: 'Acme Health',
    hosts: ['acme.localhost'],
    primary: '#0f5132',
    primaryForeground: '#ffffff',
    programmes: ['mayo-clinic'],
    languages: ['en', 'es'],
    supportEmail: 'help@acme.example',
    senderName: 'Acme Health',
    adminEmail: 'first.admin@acme.example',
    ...overrides,
  };
}

describe('the operator console', () => {
  let t: TestApp;
  let console_: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    console_ = api(t.app, { host: OPERATOR_HOST, prefix: '/api/operator-console' }).as(signInAsOperator(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not there for a programme’s admin, on their host or on the operators’', async () => {
    const adminToken = await signIn(t.app, 'admin@swift.test');
    const onSwift = await api(t.app, { host: 'swift.localhost' })
      .as(adminToken)
      .get('/api/operator-console/programmes');
    expect(onSwift.statusCode, onSwift.body).toBe(404);
    const onOperators = await api(t.app, { host: OPERATOR_HOST })
      .as(adminToken)
      .get('/api/operator-console/programmes');
    expect(onOperators.statusCode, onOperators.body).toBe(401);
    // Nor does the brand header reach the operators' tenant from another host.
    const named = await api(t.app, { host: 'swift.localhost', headers: { 'x-portal-brand': 'operators' } }).post(
      '/api/auth/login',
      { email: 'operator@portal.test', password: 'x' },
    );
    expect(named.statusCode, named.body).toBe(400);
  });

  it('lists every programme with its health, and not the operators’ own tenant', async () => {
    const response = await console_.get('/programmes');
    expect(response.statusCode, response.body).toBe(200);
    const { programmes } = ZOperatorProgrammeList.parse(response.json());
    expect(programmes.map((programme) => programme.key)).toEqual(
      expect.arrayContaining(['swift', 'oakmore', 'attentive', 'incent', 'evergreen', 'default']),
    );
    expect(programmes.map((programme) => programme.key)).not.toContain('operators');
    const swift = programmes.find((programme) => programme.key === 'swift');
    expect(swift).toMatchObject({ status: 'active', builtIn: true, address: expect.stringContaining('swift') });
    expect(swift?.members).toBeGreaterThan(0);
  });

  it('refuses a poor colour pair with its ratio and a host another programme has, naming it, writing nothing', async () => {
    const poor = await console_.post('/programmes', acme({ primary: '#7dd3fc' }));
    expect(poor.statusCode, poor.body).toBe(400);
    expect(poor.json()).toMatchObject({ field: 'primaryForeground', message: expect.stringMatching(/is 1\.\d+:1/) });

    const taken = await console_.post('/programmes', acme({ hosts: ['acme.localhost', 'care.swift.localhost'] }));
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'hosts.1', message: expect.stringContaining('swift programme') });

    const operators = await console_.post('/programmes', acme({ hosts: [OPERATOR_HOST] }));
    expect(operators.statusCode, operators.body).toBe(400);

    const builtIn = await console_.post('/programmes', acme({ key: 'swift' }));
    expect(builtIn.statusCode, builtIn.body).toBe(409);
    expect(builtIn.json()).toMatchObject({ field: 'key' });

    expect(await t.db.select().from(tenants).where(eq(tenants.key, 'acme'))).toEqual([]);
    expect(await t.db.select().from(tenantHosts).where(eq(tenantHosts.host, 'acme.localhost'))).toEqual([]);
  });

  it('creates a programme on its host with its logo and colours, and invites its first admin there', async () => {
    const logo = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#0f5132' } })
      .png()
      .toBuffer();
    const response = await console_.post(
      '/programmes',
      acme({ logo: { contentType: 'image/png', base64: logo.toString('base64') } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = ZOperatorProgramme.parse(response.json());
    expect(created).toMatchObject({
      key: 'acme',
      name: 'Acme Health',
      hosts: ['acme.localhost'],
      status: 'active',
      programmes: ['mayo-clinic'],
      builtIn: false,
      logoUrl: expect.stringMatching(/^\/brands\/acme\/logo\.[0-9a-f]{16}\.png$/),
    });
    expect(created.theme.primary).toBe('#0f5132');

    const tenant = await t.services.tenants.resolveTenant(undefined, 'acme.localhost');
    expect(tenant.brand).toMatchObject({ title: 'Acme Health', themeColor: '#0f5132' });
    const served = await t.app.inject({ method: 'GET', url: created.logoUrl, headers: { host: 'acme.localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBeLessThanOrEqual(600);

    const email = await waitForEmail(t.outboxDir, 'invitation', 'first.admin@acme.example');
    expect(email.link?.host).toBe('acme.localhost:8080');
    const [company] = await t.db.select().from(companies).where(eq(companies.tenantId, tenant.id));
    expect(company?.name).toBe('Acme Health');

    const operatorsTenant = await t.services.tenants.getTenant('operators');
    const audit = await t.db
      .select({ event: auditEvents.event, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, operatorsTenant.id), eq(auditEvents.event, 'programme_created')));
    expect(audit).toEqual([{ event: 'programme_created', details: { programme: 'acme' } }]);
  });

  it('suspends a programme and resumes it, each audited', async () => {
    const suspended = await console_.post('/programmes/acme/suspension');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(ZOperatorProgramme.parse(suspended.json()).status).toBe('suspended');
    expect((await t.services.tenants.getTenant('acme')).status).toBe('suspended');
    const twice = await console_.post('/programmes/acme/suspension');
    expect(twice.statusCode, twice.body).toBe(409);

    const resumed = await console_.delete('/programmes/acme/suspension');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(ZOperatorProgramme.parse(resumed.json()).status).toBe('active');
    const operatorsTenant = await t.services.tenants.getTenant('operators');
    const events = await t.db
      .select({ event: auditEvents.event })
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, operatorsTenant.id));
    expect(events.map((row) => row.event)).toEqual(
      expect.arrayContaining(['programme_suspended', 'programme_resumed']),
    );
  });

  it('changes a programme’s name and colours, refusing a poor pair', async () => {
    const poor = await console_.patch('/programmes/acme', { primary: '#ffff00' });
    expect(poor.statusCode, poor.body).toBe(400);
    const changed = await console_.patch('/programmes/acme', { name: 'Acme Wellbeing', primary: '#1d4ed8' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZOperatorProgramme.parse(changed.json())).toMatchObject({ name: 'Acme Wellbeing' });
    const tenant = await t.services.tenants.resolveTenant(undefined, 'acme.localhost');
    expect(tenant.brand).toMatchObject({ title: 'Acme Wellbeing', themeColor: '#1d4ed8' });
  });

  it('replaces the hosts a programme answers on, refusing another programme’s and keeping one at least', async () => {
    const two = await console_.put('/programmes/acme/hosts', { hosts: ['acme.localhost', 'Wellness.Acme.example'] });
    expect(two.statusCode, two.body).toBe(200);
    expect(ZOperatorProgramme.parse(two.json()).hosts).toEqual(['acme.localhost', 'wellness.acme.example']);
    expect(t.services.tenants.tenantKeyOfHost('wellness.acme.example')).toBe('acme');

    const moved = await console_.put('/programmes/acme/hosts', { hosts: ['wellness.acme.example'] });
    expect(ZOperatorProgramme.parse(moved.json())).toMatchObject({
      hosts: ['wellness.acme.example'],
      address: 'https://wellness.acme.example',
    });
    expect(t.services.tenants.tenantKeyOfHost('acme.localhost')).toBe('default');

    const taken = await console_.put('/programmes/acme/hosts', {
      hosts: ['wellness.acme.example', 'care.swift.localhost'],
    });
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'hosts.1', message: expect.stringContaining('swift programme') });
    const none = await console_.put('/programmes/acme/hosts', { hosts: [] });
    expect(none.statusCode, none.body).toBe(400);
    expect(ZOperatorProgramme.parse((await console_.get('/programmes/acme')).json()).hosts).toEqual([
      'wellness.acme.example',
    ]);

    // A built-in brand keeps its host rules: its custom domains may all go.
    expect((await console_.put('/programmes/incent/hosts', { hosts: [] })).statusCode).toBe(200);
    const back = await console_.put('/programmes/acme/hosts', { hosts: ['acme.localhost'] });
    expect(back.statusCode, back.body).toBe(200);
    expect(t.services.tenants.tenantKeyOfHost('acme.localhost')).toBe('acme');
  });

  it('refuses a logo that is no image, and takes a favicon re-encoded as a PNG', async () => {
    const text = await console_.put('/programmes/acme/logo', {
      contentType: 'image/png',
      base64: Buffer.from('not an image at all').toString('base64'),
    });
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json()).toMatchObject({ field: 'logo' });
    const icon = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#1d4ed8' } })
      .webp()
      .toBuffer();
    const favicon = await console_.put('/programmes/acme/favicon', {
      contentType: 'image/webp',
      base64: icon.toString('base64'),
    });
    expect(favicon.statusCode, favicon.body).toBe(200);
    const tenant = await t.services.tenants.getTenant('acme');
    expect(tenant.brand.favicon).toMatch(/^\/brands\/acme\/favicon\.[0-9a-f]{16}\.png$/);
  });

  it('schedules a deletion 30 days out (suspending it) and cancels it; a built-in brand is never deleted', async () => {
    const scheduled = await console_.post('/programmes/acme/deletion');
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const programme = ZOperatorProgramme.parse(scheduled.json());
    expect(programme.status).toBe('suspended');
    const dueInDays = (Date.parse(programme.deletionDueAt ?? '') - Date.now()) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(29.9);
    expect(dueInDays).toBeLessThanOrEqual(30);
    const cancelled = await console_.delete('/programmes/acme/deletion');
    expect(ZOperatorProgramme.parse(cancelled.json())).toMatchObject({ deletionDueAt: null, status: 'suspended' });
    const builtIn = await console_.post('/programmes/swift/deletion');
    expect(builtIn.statusCode, builtIn.body).toBe(409);
  });

  it('answers 404 for an unknown programme and the operators’ own tenant', async () => {
    for (const key of ['nobody', 'operators']) {
      const response = await console_.get(`/programmes/${key}`);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.notFound });
    }
  });
});

describe('the operator console without a recent second factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STEP_UP_MINUTES: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for one before a change, and lists without one', async () => {
    const client = api(t.app, { host: OPERATOR_HOST, prefix: '/api/operator-console' }).as(signInAsOperator(t));
    expect((await client.get('/programmes')).statusCode).toBe(200);
    const change = await client.post('/programmes/incent/suspension');
    expect(change.statusCode, change.body).toBe(403);
    expect(change.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired });
    expect((await t.services.tenants.getTenant('incent')).status).toBe('active');
  });
});

describe('npm run portal -- operator create <email>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses anything but `create` and an email address', () => {
    for (const args of [
      [],
      ['create'],
      ['remove', 'a@b.example'],
      ['create', 'not-an-email'],
      ['create', 'a@b.c', 'x'],
    ]) {
      expect(() => parseOperatorOptions(args), args.join(' ')).toThrow(UsageError);
    }
  });

  it('invites an operator to the console’s host, whose first sign-in must set up a second step', async () => {
    const lines: string[] = [];
    const options = parseOperatorOptions(['create', 'New.Operator@Platform.example']);
    await runCreateOperator(t.services, { ...options, operatorHost: OPERATOR_HOST }, (line) => lines.push(line));
    expect(lines[0]).toMatch(/^Invited new\.operator@platform\.example as an operator of operator\.localhost/);
    const email = await waitForEmail(t.outboxDir, 'invitation', 'new.operator@platform.example');
    expect(email.link?.host).toBe('operator.localhost:8080');

    const confirmed = await api(t.app, { host: OPERATOR_HOST }).post('/api/authorization/accounts/confirm-invitation', {
      token: getLinkToken(email),
      password: 'console lantern orchard 42',
      first_name: 'Nova',
      last_name: 'Reyes',
      accept_privacy_policy: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const token = (confirmed.json() as { access_token: string }).access_token;
    const list = await api(t.app, { host: OPERATOR_HOST }).as(token).get('/api/operator-console/programmes');
    expect(list.statusCode, list.body).toBe(403);
    expect(list.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.twoStepSetupRequired });
  });

  it('says what to set when there is no console', async () => {
    const options = parseOperatorOptions(['create', 'someone@platform.example']);
    await expect(runCreateOperator(t.services, { ...options, operatorHost: undefined }, () => {})).rejects.toThrow(
      'Set OPERATOR_HOST first',
    );
  });
});
