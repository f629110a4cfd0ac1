import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ELIGIBILITY_COLUMNS,
  ELIGIBILITY_MAX_FILE_BYTES,
  ZEligibilityImport,
  ZEligibilityRowsResponse,
} from '@portal/contracts/eligibility';
import type { TEligibilityImport } from '@portal/contracts/eligibility';
import {
  accounts,
  auditEvents,
  eligibilityImportRows,
  eligibilityImports,
  invitations,
  members,
  sessions,
} from '../../db/schema';
import { api } from '../../test/api';
import type { Api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { listEmails, waitForEmail } from '../../test/outbox';
import { DEMO_COMPANY_NAMES, DEMO_PARTNER_COMPANY_NAMES } from '../provisioning/provisioning-service';
import { ELIGIBILITY_SILENT_AFTER_MS } from './eligibility-service';

const HEADER = ELIGIBILITY_COLUMNS.join(',');
const SWIFT = 'swift.localhost';
const BASE = '/api/authorization/admin/eligibility-imports';

let t: TestApp;
/** Swift's admin, and oakmore's on its own host. */
let admin: Api;
let oakAdmin: Api;
let counter = 0;

function unique(prefix: string) {
  counter += 1;
  return `${prefix}${counter}`;
}

function person(fields: Partial<Record<(typeof ELIGIBILITY_COLUMNS)[number], string>> = {}) {
  const id = unique('E');
  const values = {
    employee_id: id,
    first_name: 'Ana',
    last_name: 'Diaz',
    email: `${id.toLowerCase()}@example.com`,
    date_of_birth: '1990-02-03',
    relationship: 'employee',
    status: 'active',
    company: DEMO_COMPANY_NAMES.swift,
    ...fields,
  };
  return ELIGIBILITY_COLUMNS.map((column) => values[column]).join(',');
}

/** Uploads the file as swift's admin: a CSV unless `contentType` says otherwise. */
async function upload(body: string | Buffer, options: { contentType?: string } = {}) {
  return admin.post(`${BASE}?file_name=staff.csv`, body, {
    headers: { 'content-type': options.contentType ?? 'text/csv' },
  });
}

/** Uploads the file and waits for its check. */
async function check(lines: string[]): Promise<TEligibilityImport> {
  const response = await upload(lines.join('\r\n'));
  expect(response.statusCode, response.body).toBe(202);
  const started = ZEligibilityImport.parse(response.json());
  expect(started.status).toBe('checking');
  await t.services.eligibilityService.idle();
  return ZEligibilityImport.parse((await admin.get(`${BASE}/${started.id}`)).json());
}

async function rowsOf(id: string, query = '') {
  const response = await admin.get(`${BASE}/${id}/rows${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZEligibilityRowsResponse.parse(response.json());
}

async function commit(id: string) {
  return admin.post(`${BASE}/${id}/commit`);
}

async function accountByEmail(email: string) {
  const [row] = await t.db
    .select()
    .from(accounts)
    .leftJoin(members, eq(members.accountId, accounts.id))
    .where(eq(accounts.email, email));
  return row;
}

async function tenantAccountCount() {
  return (await t.db.select({ id: accounts.id }).from(accounts)).length;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, { host: SWIFT }).as(await signIn(t.app, 'admin@swift.test'));
  oakAdmin = api(t.app, { host: 'oakmore.localhost' }).as(await signIn(t.app, 'admin@oakmore.test'));
});

afterAll(async () => {
  await t?.close();
});

describe('the dry run', () => {
  it('answers 202 at once, then says what each row does without touching an account', async () => {
    const before = await tenantAccountCount();
    const done = await check([
      HEADER,
      person({ email: 'ADD.ONE@example.com' }),
      person({ email: 'member@swift.test', first_name: 'Morgan', last_name: 'Leigh', date_of_birth: '' }),
      person({ email: 'bad-email' }),
    ]);
    expect(done).toMatchObject({
      status: 'checked',
      total_rows: 3,
      processed_rows: 3,
      counts: { add: 1, update: 1, unchanged: 0, terminate: 0, error: 1 },
      failure: null,
    });
    const page = await rowsOf(done.id);
    expect(page.total).toBe(3);
    // Errors first.
    expect(page.rows.map((row) => [row.line, row.action])).toEqual([
      [4, 'error'],
      [2, 'add'],
      [3, 'update'],
    ]);
    expect(page.rows[0]!.problems).toEqual([{ code: 'invalid_email', column: 'email', value: 'bad-email' }]);
    expect(page.rows[2]!.changes).toEqual(expect.arrayContaining([{ field: 'last_name', from: 'Lee', to: 'Leigh' }]));
    expect((await rowsOf(done.id, '?action=add&page_size=1')).rows.map((row) => row.line)).toEqual([2]);
    expect(await tenantAccountCount()).toBe(before);
    // Committing a file with errors is refused.
    const refused = await commit(done.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Fix the row with an error and upload the file again.' });
  });

  it('fails a file with a wrong header, naming the column, in the reader’s language; nothing is written', async () => {
    const done = await check([
      'employee_id,first_name,last_name,e-mail,date_of_birth,relationship,status,company',
      'E1,A,B,c@example.com,,employee,active,X',
    ]);
    expect(done.status).toBe('failed');
    expect(done.failure).toBe(`The header row has no email column. Name every column: ${HEADER}.`);
    const spanish = ZEligibilityImport.parse(
      (await admin.get(`${BASE}/${done.id}`, { headers: { 'accept-language': 'es' } })).json(),
    );
    expect(spanish.failure).toBe(
      `A la fila de encabezado le falta la columna email. Nombre todas las columnas: ${HEADER}.`,
    );
    expect(await t.db.select().from(eligibilityImportRows).where(eq(eligibilityImportRows.importId, done.id))).toEqual(
      [],
    );
  });

  it('names the rows of bad emails, duplicate employee ids and future dates of birth', async () => {
    const duplicate = unique('DUP');
    const done = await check([
      HEADER,
      person({ email: 'nope@' }),
      person({ employee_id: duplicate }),
      person({ employee_id: duplicate }),
      person({ date_of_birth: '2999-01-01' }),
    ]);
    expect(done.counts).toEqual({ add: 0, update: 0, unchanged: 0, terminate: 0, error: 4 });
    const rows = (await rowsOf(done.id, '?action=error')).rows;
    expect(rows.map((row) => [row.line, row.problems.map((problem) => problem.code)])).toEqual([
      [2, ['invalid_email']],
      [3, ['duplicate_employee_id']],
      [4, ['duplicate_employee_id']],
      [5, ['future_date']],
    ]);
    expect(rows[1]!.problems[0]!.lines).toEqual([4]);
    expect(rows[2]!.problems[0]!.lines).toEqual([3]);
  });

  it('fails 50,001 rows and a file that is not CSV', async () => {
    const many = Array.from(
      { length: 50_001 },
      (_, index) => `X${index},A,B,x${index}@example.com,,employee,active,Acme`,
    );
    const tooMany = await check([HEADER, ...many]);
    expect(tooMany).toMatchObject({ status: 'failed', failure: expect.stringMatching(/at most 50,000 rows/) });

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await upload(png);
    expect(response.statusCode).toBe(202);
    await t.services.eligibilityService.idle();
    const binary = ZEligibilityImport.parse(
      (await admin.get(`${BASE}/${(response.json() as { id: string }).id}`)).json(),
    );
    expect(binary).toMatchObject({ status: 'failed', failure: expect.stringMatching(/^This is not a CSV file/) });
  });

  it('refuses a body over the limit with 413 and any other content type with 415', async () => {
    const big = await upload(Buffer.alloc(ELIGIBILITY_MAX_FILE_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    const json = await upload('{"a":1}', { contentType: 'application/json' });
    expect(json.statusCode).toBe(400);
  });
});

describe('the commit', () => {
  it('adds invited members with invitations, updates and terminates, all at once; then sends the invitations', async () => {
    // A member who will be terminated, with a live session.
    const leaverEmail = 'leaver@example.com';
    const first = await check([HEADER, person({ email: leaverEmail, employee_id: 'LEAVER' })]);
    expect((await commit(first.id)).statusCode).toBe(202);
    await t.services.eligibilityService.idle();
    const leaver = await accountByEmail(leaverEmail);
    expect(leaver?.accounts).toMatchObject({
      status: 'invited',
      employeeId: 'LEAVER',
      eligibilityRelationship: 'employee',
    });
    await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, leaver!.accounts.id));
    await t.db.insert(sessions).values({
      id: crypto.randomUUID(),
      accountId: leaver!.accounts.id,
      tenantId: leaver!.accounts.tenantId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const newEmails = ['new.a@example.com', 'new.b@example.com'];
    const done = await check([
      HEADER,
      person({ email: newEmails[0], first_name: 'Nia', date_of_birth: '1985-06-07', relationship: 'spouse' }),
      person({ email: newEmails[1], company: DEMO_PARTNER_COMPANY_NAMES.swift }),
      person({ email: 'new@swift.test', first_name: 'Noa', last_name: 'Park-Lee', employee_id: 'NOA1' }),
      person({ email: leaverEmail, employee_id: 'LEAVER', status: 'terminated' }),
    ]);
    expect(done.counts).toEqual({ add: 2, update: 1, unchanged: 0, terminate: 1, error: 0 });
    const started = await commit(done.id);
    expect(started.statusCode, started.body).toBe(202);
    expect(ZEligibilityImport.parse(started.json()).status).toBe('committing');
    await t.services.eligibilityService.idle();
    const committed = ZEligibilityImport.parse((await admin.get(`${BASE}/${done.id}`)).json());
    expect(committed).toMatchObject({ status: 'committed', processed_rows: 4 });

    const added = await accountByEmail(newEmails[0]!);
    expect(added?.accounts).toMatchObject({ status: 'invited', role: 'member', eligibilityRelationship: 'spouse' });
    expect(added?.members).toMatchObject({ firstName: 'Nia', lastName: 'Diaz', dateOfBirth: '1985-06-07' });
    for (const email of newEmails) {
      const invitation = await waitForEmail(t.outboxDir, 'invitation', email);
      expect(invitation.link?.searchParams.get('token')).toBeTruthy();
    }
    const updated = await accountByEmail('new@swift.test');
    expect(updated?.accounts.employeeId).toBe('NOA1');
    expect(updated?.members?.lastName).toBe('Park-Lee');

    const terminated = await accountByEmail(leaverEmail);
    expect(terminated?.accounts.status).toBe('disabled');
    expect(terminated?.accounts.deactivatedAt).toBeInstanceOf(Date);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.accountId, terminated!.accounts.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.event, 'eligibility_imported'), eq(auditEvents.tenantId, terminated!.accounts.tenantId)),
      )
      .orderBy(auditEvents.createdAt);
    expect(audit).toBeDefined();
    const adminAccount = await accountByEmail('admin@swift.test');
    const imported = await t.db.select().from(auditEvents).where(eq(auditEvents.event, 'eligibility_imported'));
    expect(imported.at(-1)).toMatchObject({
      actorAccountId: adminAccount!.accounts.id,
      details: expect.objectContaining({ add: 2, update: 1, terminate: 1, error: 0 }),
    });
    // A second commit of the same file is refused.
    expect((await commit(done.id)).statusCode).toBe(409);
  });

  it('applies nothing when the members changed since the check', async () => {
    const email = 'raced@example.com';
    const done = await check([HEADER, person({ email: 'calm@example.com' }), person({ email })]);
    expect(done.counts?.add).toBe(2);
    // Someone invites the same person by hand meanwhile.
    const companyId = (await accountByEmail('admin@swift.test'))!.accounts.companyId;
    const invited = await admin.post('/api/authorization/accounts/invitations', { email, company: companyId });
    expect(invited.statusCode).toBe(201);
    const mailsBefore = (await listEmails(t.outboxDir, 'invitation', 'calm@example.com')).length;
    expect((await commit(done.id)).statusCode).toBe(202);
    await t.services.eligibilityService.idle();
    const failed = ZEligibilityImport.parse((await admin.get(`${BASE}/${done.id}`)).json());
    expect(failed).toMatchObject({
      status: 'failed',
      failure: 'Members changed since this file was checked; upload it again.',
    });
    expect(await accountByEmail('calm@example.com')).toBeUndefined();
    expect((await listEmails(t.outboxDir, 'invitation', 'calm@example.com')).length).toBe(mailsBefore);
  });

  it('rolls back every row when one fails mid-commit', async () => {
    const email = 'roll.a@example.com';
    const done = await check([
      HEADER,
      person({ email }),
      person({ email: 'new@swift.test', employee_id: 'NOA1', first_name: 'Noa', last_name: 'Boom' }),
    ]);
    expect(done.counts).toMatchObject({ add: 1, update: 1, error: 0 });
    // The database refuses the update, which comes after the add has been written.
    await t.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.last_name = 'Boom' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_boom before insert or update on members for each row execute function refuse_boom()`,
    );
    try {
      expect((await commit(done.id)).statusCode).toBe(202);
      await t.services.eligibilityService.idle();
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on members`);
      await t.db.execute(sql`drop function refuse_boom`);
    }
    expect(ZEligibilityImport.parse((await admin.get(`${BASE}/${done.id}`)).json())).toMatchObject({
      status: 'failed',
      failure: 'The file could not be committed; nothing was changed. Upload it again.',
    });
    expect(await accountByEmail(email)).toBeUndefined();
    expect((await accountByEmail('new@swift.test'))?.members?.lastName).toBe('Park-Lee');
    expect(await listEmails(t.outboxDir, 'invitation', email)).toEqual([]);
  });
});

describe('tenants, discarding and interrupted work', () => {
  it('answers 404 for another tenant’s import, and discards one', async () => {
    const done = await check([HEADER, person()]);
    for (const url of [`${BASE}/${done.id}`, `${BASE}/${done.id}/rows`]) {
      const response = await oakAdmin.get(url);
      expect(response.statusCode).toBe(404);
    }
    const oakCommit = await oakAdmin.post(`${BASE}/${done.id}/commit`);
    expect(oakCommit.statusCode).toBe(404);
    const discarded = await admin.delete(`${BASE}/${done.id}`);
    expect(discarded.statusCode).toBe(204);
    expect(ZEligibilityImport.parse((await admin.get(`${BASE}/${done.id}`)).json()).status).toBe('discarded');
    expect((await commit(done.id)).statusCode).toBe(409);
  });

  it('a company is matched by name within the tenant only', async () => {
    const done = await check([HEADER, person({ company: DEMO_COMPANY_NAMES.oakmore })]);
    expect((await rowsOf(done.id)).rows[0]!.problems.map((problem) => problem.code)).toEqual(['unknown_company']);
  });

  it('fails an import a stopped server left checking or committing, when it is read', async () => {
    const silentSince = new Date(Date.now() - ELIGIBILITY_SILENT_AFTER_MS - 60_000);
    const [tenant] = await t.db
      .select({ tenantId: accounts.tenantId })
      .from(accounts)
      .where(eq(accounts.email, 'admin@swift.test'));
    const [checking, committing] = await t.db
      .insert(eligibilityImports)
      .values([
        { tenantId: tenant!.tenantId, fileName: 'a.csv', status: 'checking', heartbeatAt: silentSince },
        { tenantId: tenant!.tenantId, fileName: 'b.csv', status: 'committing', heartbeatAt: silentSince },
      ])
      .returning();
    const a = ZEligibilityImport.parse((await admin.get(`${BASE}/${checking!.id}`)).json());
    expect(a).toMatchObject({
      status: 'failed',
      failure: 'The server stopped while checking this file. Upload it again.',
    });
    const b = ZEligibilityImport.parse((await admin.get(`${BASE}/${committing!.id}`)).json());
    expect(b.failure).toMatch(/nothing was changed/);
    const stored = await t.db
      .select()
      .from(eligibilityImports)
      .where(inArray(eligibilityImports.id, [a.id, b.id]));
    expect(stored.map((row) => row.status)).toEqual(['failed', 'failed']);
  });

  it('leaves alone an import another instance is checking (its heartbeat is recent)', async () => {
    const [tenant] = await t.db
      .select({ tenantId: accounts.tenantId })
      .from(accounts)
      .where(eq(accounts.email, 'admin@swift.test'));
    const [elsewhere] = await t.db
      .insert(eligibilityImports)
      .values({ tenantId: tenant!.tenantId, fileName: 'c.csv', status: 'checking', heartbeatAt: new Date() })
      .returning();
    const answer = ZEligibilityImport.parse((await admin.get(`${BASE}/${elsewhere!.id}`)).json());
    expect(answer).toMatchObject({ status: 'checking', failure: null });
  });

  it('lets no invitation exist for a file that failed', async () => {
    const rows = await t.db
      .select()
      .from(invitations)
      .innerJoin(accounts, eq(accounts.id, invitations.accountId))
      .where(eq(accounts.email, 'calm@example.com'));
    expect(rows).toEqual([]);
  });
});
