/**
 * The admin console's Members and Audit log sections: the list with its search, filters and
 * pages; a member's details and invitations; resending an invitation; deactivating (every session ends
 * at once, the sign-in is refused with a clear message) and reactivating; the refusals; the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  ADMIN_MEMBERS_ERROR_CODES,
  ALREADY_DEACTIVATED_MESSAGE,
  DEACTIVATE_YOURSELF_MESSAGE,
  NOT_DEACTIVATED_MESSAGE,
  RESEND_NOT_INVITED_MESSAGE,
  ZAdminMemberDetails,
  ZListAdminCompaniesResponse,
  ZListAdminMembersResponse,
} from '@portal/contracts/admin-members';
import type { TAdminMemberDetails, TListAdminMembersResponse } from '@portal/contracts/admin-members';
import { ZListAuditResponse } from '@portal/contracts/audit-log';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { ERROR_CODES } from '@portal/contracts/errors';
import { accounts, auditEvents, invitations, tenants } from '../../db/schema';
import { api } from '../../test/api';
import type { Api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { getLinkToken, listEmails, waitForEmail } from '../../test/outbox';
import { createAdminMembersRepository } from './admin-members-repository';

let t: TestApp;
/** Swift's admin, and oakmore's on its own host. */
let admin: Api;
let oakAdmin: Api;
let swiftCompanyId: string;

const ADMIN = 'admin@swift.test';
const CONTEXT = { clientAddress: '127.0.0.1', userAgent: 'vitest' };

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, { prefix: '/api/authorization' }).as(await signIn(t.app, ADMIN));
  oakAdmin = api(t.app, { host: 'oakmore.localhost', prefix: '/api/authorization' }).as(
    await signIn(t.app, 'admin@oakmore.test'),
  );
  const companies = ZListAdminCompaniesResponse.parse((await admin.get('/admin/companies')).json());
  swiftCompanyId = companies.companies[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

async function accountIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function tenantIdOf(key: string): Promise<string> {
  const [row] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key));
  return row!.id;
}

async function invite(email: string, names: { first_name?: string; last_name?: string } = {}) {
  const response = await admin.post('/accounts/invitations', { email, company: swiftCompanyId, ...names });
  expect(response.statusCode, response.body).toBe(201);
  return accountIdOf(email);
}

async function list(query = ''): Promise<TListAdminMembersResponse> {
  const response = await admin.get(`/admin/members${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZListAdminMembersResponse.parse(response.json());
}

async function details(id: string): Promise<TAdminMemberDetails> {
  const response = await admin.get(`/admin/members/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminMemberDetails.parse(response.json());
}

function login(email: string, password = DEMO_PASSWORD, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'swift.localhost', ...(language ? { 'accept-language': language } : {}) },
    payload: { email, password },
  });
}

async function auditRows(accountId: string, event: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.event, event as 'deactivated')));
}

describe('the members list', () => {
  it('lists the tenant’s members by email, with derived statuses, and nobody of another tenant', async () => {
    const page = await list();
    const emails = page.members.map((member) => member.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toContain(ADMIN);
    expect(emails.every((email) => email.endsWith('@swift.test') || !email.includes('oakmore'))).toBe(true);
    expect(page.members.find((member) => member.email === ADMIN)).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('searches by name, email and employee id, and filters by status and company', async () => {
    const id = await invite('quinn.search@example.com', { first_name: 'Quinn', last_name: 'Zebedee' });
    await t.db.update(accounts).set({ employeeId: 'EMP-4711' }).where(eq(accounts.id, id));
    for (const search of ['zebedee', 'Quinn Zeb', 'quinn.search@', 'emp-4711']) {
      const page = await list(`?search=${encodeURIComponent(search)}`);
      expect(
        page.members.map((member) => member.id),
        search,
      ).toEqual([id]);
    }
    expect((await list('?search=%25')).members.length).toBe(0); // a % matches itself
    const invited = await list('?status=invited&limit=100');
    expect(invited.members.some((member) => member.id === id)).toBe(true);
    expect(invited.members.every((member) => member.status === 'invited')).toBe(true);
    expect((await list('?status=active&limit=100')).members.some((member) => member.id === id)).toBe(false);
    const byCompany = await list(`?company=${swiftCompanyId}&limit=100`);
    expect(byCompany.members.every((member) => member.company.id === swiftCompanyId)).toBe(true);
    expect(byCompany.members.some((member) => member.id === id)).toBe(true);
  });

  it('shows an invited member whose invitation ran out as invitation expired', async () => {
    const id = await invite('expired.one@example.com');
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.accountId, id));
    expect((await details(id)).status).toBe('invitation_expired');
    const page = await list('?status=invitation_expired&limit=100');
    expect(page.members.map((member) => member.id)).toContain(id);
  });

  it('pages with a cursor, without repeats or gaps', async () => {
    const all = await list('?limit=100');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TListAdminMembersResponse = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.members.map((member) => member.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.members.map((member) => member.id));
    expect((await admin.get('/admin/members?cursor=nonsense')).statusCode).toBe(400);
    expect((await admin.get('/admin/members?status=sleeping')).statusCode).toBe(400);
  });

  it('lists the tenant’s companies', async () => {
    const oak = ZListAdminCompaniesResponse.parse((await oakAdmin.get('/admin/companies')).json());
    expect(oak.companies.map((company) => company.id)).not.toContain(swiftCompanyId);
  });
});

describe('a member’s details', () => {
  it('has the names, company, role, status and the invitation history with who sent each', async () => {
    const id = await invite('dana.details@example.com', { first_name: 'Dana', last_name: 'Lee' });
    const member = await details(id);
    expect(member).toMatchObject({
      email: 'dana.details@example.com',
      first_name: 'Dana',
      last_name: 'Lee',
      role: 'member',
      status: 'invited',
      is_you: false,
      deactivated_at: null,
    });
    expect(member.invitations).toHaveLength(1);
    expect(member.invitations[0]).toMatchObject({ state: 'open', sent_by: { email: ADMIN }, used_at: null });
  });

  it('answers 404 for an unknown id, a malformed one and another tenant’s member', async () => {
    const oakMember = await accountIdOf('member@oakmore.test');
    for (const id of [oakMember, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await admin.get(`/admin/members/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.notFound });
    }
  });
});

describe('resending an invitation', () => {
  it('sends a fresh link, voids the old one and records who resent it', async () => {
    const email = 'riley.resend@example.com';
    const id = await invite(email);
    const firstLink = getLinkToken(await waitForEmail(t.outboxDir, 'invitation', email, 1));
    const response = await admin.post(`/admin/members/${id}/invitation`);
    expect(response.statusCode, response.body).toBe(200);
    const member = ZAdminMemberDetails.parse(response.json());
    expect(member.invitations.map((invitation) => invitation.state)).toEqual(['open', 'voided']);
    const secondLink = getLinkToken(await waitForEmail(t.outboxDir, 'invitation', email, 2));
    expect(secondLink).not.toBe(firstLink);
    const validate = (token: string) => api(t.app).get(`/api/authorization/token/validate-token/${token}`);
    expect((await validate(firstLink)).statusCode).toBe(410);
    expect((await validate(secondLink)).statusCode).toBe(200);
    const [row] = await auditRows(id, 'invitation_resent');
    expect(row?.actorAccountId).toBe(await accountIdOf(ADMIN));
  });

  it('works for an expired invitation, and is refused for an active member', async () => {
    const id = await invite('expired.two@example.com');
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.accountId, id));
    expect((await admin.post(`/admin/members/${id}/invitation`)).statusCode).toBe(200);
    expect((await details(id)).status).toBe('invited');

    const before = (await listEmails(t.outboxDir, 'invitation', 'member@swift.test')).length;
    const active = await admin.post(`/admin/members/${await accountIdOf('member@swift.test')}/invitation`);
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({ code: ERROR_CODES.conflict, message: RESEND_NOT_INVITED_MESSAGE });
    expect((await listEmails(t.outboxDir, 'invitation', 'member@swift.test')).length).toBe(before);
  });
});

describe('deactivating and reactivating', () => {
  it('ends every session at once, refuses the sign-in with a clear message, and records it all', async () => {
    const email = 'new@swift.test';
    const id = await accountIdOf(email);
    const memberToken = await signIn(t.app, email);
    const me = () => api(t.app).as(memberToken).get('/api/authorization/accounts/me');
    expect((await me()).statusCode).toBe(200); // cached in the session cache

    const response = await admin.post(`/admin/members/${id}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    const member = ZAdminMemberDetails.parse(response.json());
    expect(member.status).toBe('deactivated');
    expect(member.deactivated_at).not.toBeNull();
    expect((await me()).statusCode).toBe(401);

    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ADMIN_MEMBERS_ERROR_CODES.accountDeactivated,
      message: ACCOUNT_DEACTIVATED_MESSAGE,
    });
    const spanish = await login(email, DEMO_PASSWORD, 'es');
    expect(spanish.json().message).toBe(
      'Esta cuenta fue desactivada. Comuníquese con el administrador de su programa.',
    );
    // A wrong password still gets the generic answer: the refusal tells nothing to someone guessing.
    const wrong = await login(email, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: ERROR_CODES.invalidCredentials });

    const [deactivated] = await auditRows(id, 'deactivated');
    expect(deactivated?.actorAccountId).toBe(await accountIdOf(ADMIN));
    expect(await auditRows(id, 'sign_in_refused')).toHaveLength(2);

    const again = await admin.post(`/admin/members/${id}/deactivate`);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.conflict, message: ALREADY_DEACTIVATED_MESSAGE });

    const reactivated = await admin.post(`/admin/members/${id}/reactivate`);
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(ZAdminMemberDetails.parse(reactivated.json())).toMatchObject({ status: 'active', deactivated_at: null });
    expect((await login(email)).statusCode).toBe(200);
    const [reactivation] = await auditRows(id, 'reactivated');
    expect(reactivation?.actorAccountId).toBe(await accountIdOf(ADMIN));
    const notDeactivated = await admin.post(`/admin/members/${id}/reactivate`);
    expect(notDeactivated.json()).toMatchObject({ code: ERROR_CODES.conflict, message: NOT_DEACTIVATED_MESSAGE });
  });

  it('brings a member who never set a password back as invited, needing a fresh invitation', async () => {
    const id = await invite('never.joined@example.com');
    expect((await admin.post(`/admin/members/${id}/deactivate`)).statusCode).toBe(200);
    const back = ZAdminMemberDetails.parse((await admin.post(`/admin/members/${id}/reactivate`)).json());
    expect(back.status).toBe('invitation_expired');
    expect(back.invitations[0]?.state).toBe('voided');
  });

  it('refuses yourself, and another tenant’s member as an unknown one', async () => {
    const self = await admin.post(`/admin/members/${await accountIdOf(ADMIN)}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: ERROR_CODES.conflict, message: DEACTIVATE_YOURSELF_MESSAGE });
    const oakMember = await accountIdOf('member@oakmore.test');
    for (const action of ['deactivate', 'reactivate', 'invitation']) {
      expect((await admin.post(`/admin/members/${oakMember}/${action}`)).statusCode, action).toBe(404);
    }
  });

  it('refuses the last active admin of the tenant', async () => {
    const repository = createAdminMembersRepository(t.db);
    const oakAdmin = await accountIdOf('admin@oakmore.test');
    const result = await repository.deactivate({
      tenantId: await tenantIdOf('oakmore'),
      accountId: oakAdmin,
      actorAccountId: await accountIdOf('editor@oakmore.test'),
      context: CONTEXT,
    });
    expect(result.kind).toBe('last-admin');
    const [row] = await t.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, oakAdmin));
    expect(row?.status).toBe('active');
  });

  it('is for admins only', async () => {
    const editorToken = await signIn(t.app, 'editor@swift.test');
    const response = await api(t.app, { prefix: '/api/authorization' }).as(editorToken).get('/admin/members');
    expect(response.statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  it('lists the tenant’s events newest first, with who did it and to whom', async () => {
    const page = ZListAuditResponse.parse((await admin.get('/admin/audit?limit=100')).json());
    const times = page.events.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    const deactivation = page.events.find((event) => event.event === 'deactivated');
    expect(deactivation).toMatchObject({ actor: { kind: 'admin', email: ADMIN } });
    expect(deactivation?.account?.email).toBeDefined();
    const refusal = page.events.find((event) => event.event === 'sign_in_refused');
    expect(refusal).toMatchObject({ actor: { kind: 'member' }, account: { email: 'new@swift.test' } });
    const oakPage = ZListAuditResponse.parse((await oakAdmin.get('/admin/audit?limit=100')).json());
    expect(oakPage.events.some((event) => event.account?.email === 'new@swift.test')).toBe(false);
  });

  it('filters by event, account, actor, email and dates, and pages with a cursor', async () => {
    const newId = await accountIdOf('new@swift.test');
    const adminId = await accountIdOf(ADMIN);
    const byEvent = ZListAuditResponse.parse((await admin.get('/admin/audit?event=reactivated')).json());
    expect(byEvent.events.length).toBeGreaterThan(0);
    expect(byEvent.events.every((event) => event.event === 'reactivated')).toBe(true);
    const byAccount = ZListAuditResponse.parse((await admin.get(`/admin/audit?account=${newId}&limit=100`)).json());
    expect(byAccount.events.every((event) => event.account?.id === newId)).toBe(true);
    const byActor = ZListAuditResponse.parse((await admin.get(`/admin/audit?actor=${adminId}&limit=100`)).json());
    expect(byActor.events.length).toBeGreaterThan(0);
    expect(byActor.events.every((event) => event.actor.kind === 'admin' && event.actor.account_id === adminId)).toBe(
      true,
    );
    const byEmail = ZListAuditResponse.parse((await admin.get('/admin/audit?email=NEW@swift.test&limit=100')).json());
    expect(byEmail.events.map((event) => event.id).sort()).toEqual(byAccount.events.map((event) => event.id).sort());

    const today = new Date().toISOString().slice(0, 10);
    const todays = ZListAuditResponse.parse(
      (await admin.get(`/admin/audit?from=${today}&to=${today}&limit=100`)).json(),
    );
    expect(todays.events.length).toBeGreaterThan(0);
    const past = ZListAuditResponse.parse((await admin.get('/admin/audit?to=2001-01-01')).json());
    expect(past.events).toEqual([]);
    expect((await admin.get('/admin/audit?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await admin.get('/admin/audit?event=nothing')).statusCode).toBe(400);

    const all = ZListAuditResponse.parse((await admin.get(`/admin/audit?account=${newId}&limit=100`)).json());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ReturnType<typeof ZListAuditResponse.parse> = ZListAuditResponse.parse(
        (await admin.get(`/admin/audit?account=${newId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json(),
      );
      seen.push(...page.events.map((event) => event.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.events.map((event) => event.id));
  });
});
