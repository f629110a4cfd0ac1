/**
 * The commit in short transactions, still all or nothing: a failure in a later chunk undoes the earlier
 * ones, and a commit a stopped server left half-applied is undone when it is read or by the maintenance.
 */
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBILITY_COLUMNS, ZEligibilityImport } from '@portal/contracts/eligibility';
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
import { rowsOf } from '../../db/rows';
import { createSecureToken } from '../../lib/secure-token';
import { api } from '../../test/api';
import type { Api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { listEmails } from '../../test/outbox';
import { waitFor } from '../../test/wait-for';
import { DEMO_COMPANY_NAMES } from '../provisioning/provisioning-service';
import { createEligibilityRepository } from './eligibility-repository';
import { planRows } from './eligibility-rules';
import {
  COMMIT_CHUNK_ROWS,
  ELIGIBILITY_MESSAGES,
  ELIGIBILITY_SILENT_AFTER_MS,
  STATISTICS_AFTER_ROWS,
} from './eligibility-service';

const HEADER = ELIGIBILITY_COLUMNS.join(',');

const SWIFT = 'swift.localhost';
const BASE = '/api/authorization/admin/eligibility-imports';

let t: TestApp;
/** Swift's admin. */
let admin: Api;
let tenantId: string;
let adminId: string;

function row(employeeId: string, email: string, fields: { lastName?: string; status?: string } = {}) {
  const { lastName = 'Diaz', status = 'active' } = fields;
  return `${employeeId},Ana,${lastName},${email},1990-02-03,employee,${status},${DEMO_COMPANY_NAMES.swift}`;
}

/** `count` new people whose emails start with `prefix`. */
function newPeople(prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => row(`${prefix}-${index}`, `${prefix}.${index}@example.com`));
}

async function getImport(id: string): Promise<TEligibilityImport> {
  const response = await admin.get(`${BASE}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZEligibilityImport.parse(response.json());
}

async function check(lines: string[]): Promise<TEligibilityImport> {
  const response = await admin.post(`${BASE}?file_name=staff.csv`, [HEADER, ...lines].join('\n'), {
    headers: { 'content-type': 'text/csv' },
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.services.eligibilityService.idle();
  return getImport(ZEligibilityImport.parse(response.json()).id);
}

async function commitAndWait(id: string) {
  const response = await admin.post(`${BASE}/${id}/commit`);
  expect(response.statusCode, response.body).toBe(202);
  await t.services.eligibilityService.idle();
  return getImport(id);
}

async function accountCount(emailPrefix: string) {
  return (
    await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(like(accounts.email, `${emailPrefix}%`))
  ).length;
}

/** Everything the commit may touch of one account: restored exactly, or the test fails. */
async function stateOf(email: string) {
  const [account] = await t.db.select().from(accounts).where(eq(accounts.email, email));
  const [member] = await t.db.select().from(members).where(eq(members.accountId, account!.id));
  const live = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.accountId, account!.id), isNull(sessions.revokedAt)));
  const audit = await t.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(eq(auditEvents.accountId, account!.id));
  return { account, member, liveSessions: live.length, auditEvents: audit.length };
}

/** Existing active members with a live session each, made by a first file. */
async function existingMembers(prefix: string, count: number) {
  const first = await check(newPeople(prefix, count));
  expect((await commitAndWait(first.id)).status).toBe('committed');
  const emails = Array.from({ length: count }, (_, index) => `${prefix}.${index}@example.com`);
  for (const email of emails) {
    const [account] = await t.db
      .update(accounts)
      .set({ status: 'active' })
      .where(eq(accounts.email, email))
      .returning({ id: accounts.id });
    await t.db.insert(sessions).values({
      id: crypto.randomUUID(),
      accountId: account!.id,
      tenantId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
  return emails;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, { host: SWIFT }).as(await signIn(t.app, 'admin@swift.test'));
  const [adminAccount] = await t.db.select().from(accounts).where(eq(accounts.email, 'admin@swift.test'));
  tenantId = adminAccount!.tenantId;
  adminId = adminAccount!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('a commit in chunks', () => {
  it('applies a file of several chunks whole', async () => {
    const done = await check(newPeople('whole', COMMIT_CHUNK_ROWS + 3));
    expect(await commitAndWait(done.id)).toMatchObject({ status: 'committed', processed_rows: COMMIT_CHUNK_ROWS + 3 });
    expect(await accountCount('whole.')).toBe(COMMIT_CHUNK_ROWS + 3);
  });

  it('takes the members’ statistics again after a large commit, for the planner (the embedded database has no autovacuum)', async () => {
    const analysedAt = async () => {
      const [stats] = rowsOf<{ at: string | null }>(
        await t.db.execute(sql`select last_analyze::text as at from pg_stat_user_tables where relname = 'accounts'`),
      );
      return stats?.at ?? null;
    };
    const before = await analysedAt();
    const done = await check(newPeople('stats', STATISTICS_AFTER_ROWS));
    expect(await commitAndWait(done.id)).toMatchObject({ status: 'committed' });
    await waitFor(async () => {
      const after = await analysedAt();
      return after !== null && after !== before;
    }, 'the accounts table is analysed');
  });

  it('undoes every earlier chunk when a later one fails: no account, member, invitation or email is left', async () => {
    const [updatedEmail, terminatedEmail] = await existingMembers('keep', 2);
    const before = { updated: await stateOf(updatedEmail!), terminated: await stateOf(terminatedEmail!) };
    const invitedBefore = (
      await t.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.event, 'invited'))
    ).length;
    const done = await check([
      row('keep-0', updatedEmail!, { lastName: 'Changed' }),
      row('keep-1', terminatedEmail!, { status: 'terminated' }),
      ...newPeople('undone', COMMIT_CHUNK_ROWS),
      row('undone-boom', 'undone.boom@example.com', { lastName: 'Boom' }),
    ]);
    expect(done.counts).toMatchObject({ add: COMMIT_CHUNK_ROWS + 1, update: 1, terminate: 1, error: 0 });
    // The database refuses the last row, in the second chunk, after the first has been applied.
    await t.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.last_name = 'Boom' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_boom before insert or update on members for each row execute function refuse_boom()`,
    );
    let failed: TEligibilityImport;
    try {
      failed = await commitAndWait(done.id);
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on members`);
      await t.db.execute(sql`drop function refuse_boom`);
    }
    expect(failed).toMatchObject({ status: 'failed', failure: ELIGIBILITY_MESSAGES.commitFailed });
    expect(await accountCount('undone.')).toBe(0);
    const orphans = await t.db
      .select({ id: invitations.id })
      .from(invitations)
      .leftJoin(accounts, eq(accounts.id, invitations.accountId))
      .where(isNull(accounts.id));
    expect(orphans).toEqual([]);
    expect(
      (await t.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.event, 'invited'))).length,
    ).toBe(invitedBefore);
    // The update and the termination are undone to the microsecond; the member is still signed in.
    expect(await stateOf(updatedEmail!)).toEqual(before.updated);
    expect(await stateOf(terminatedEmail!)).toEqual(before.terminated);
    expect(await listEmails(t.outboxDir, 'invitation', 'undone.0@example.com')).toEqual([]);
  });

  it('undoes the earlier chunks when the members changed before a later one', async () => {
    const raced = 'raced.late@example.com';
    const done = await check([...newPeople('early', COMMIT_CHUNK_ROWS), row('LATE', raced)]);
    // Someone invites the last person by hand meanwhile.
    const companyId = (await t.db.select().from(accounts).where(eq(accounts.id, adminId)))[0]!.companyId;
    await t.db.insert(accounts).values({ tenantId, companyId, email: raced, status: 'invited' });
    expect(await commitAndWait(done.id)).toMatchObject({
      status: 'failed',
      failure: ELIGIBILITY_MESSAGES.membersChanged,
    });
    expect(await accountCount('early.')).toBe(0);
  });
});

describe('a commit a stopped server left half-applied', () => {
  /** Checks a file, then applies its first `applied` rows as a server would before it stopped. */
  async function halfApplied(prefix: string, applied: number) {
    const [updatedEmail] = await existingMembers(`${prefix}-old`, 1);
    const before = await stateOf(updatedEmail!);
    const done = await check([row(`${prefix}-old-0`, updatedEmail!, { lastName: 'Changed' }), ...newPeople(prefix, 3)]);
    const repository = createEligibilityRepository(t.db);
    expect(await repository.startCommit(tenantId, done.id)).toBe(true);
    const rows = await repository.listRowsAfter(done.id, 0, applied);
    await repository.applyCommitChunk({
      tenantId,
      importId: done.id,
      actorAccountId: adminId,
      context: { clientAddress: '127.0.0.1', userAgent: 'vitest' },
      invitationExpiresAt: new Date(Date.now() + 86_400_000),
      newToken: createSecureToken,
      rows,
      verify: (snapshot, stored) => planRows(stored, snapshot, '2030-01-01'),
      processedRows: rows.length,
    });
    expect(await accountCount(`${prefix}.`)).toBe(applied - 1);
    expect((await stateOf(updatedEmail!)).member?.lastName).toBe('Changed');
    // Its heartbeat has gone silent: the server is gone.
    await t.db
      .update(eligibilityImports)
      .set({ heartbeatAt: new Date(Date.now() - ELIGIBILITY_SILENT_AFTER_MS - 60_000) })
      .where(eq(eligibilityImports.id, done.id));
    return { id: done.id, updatedEmail: updatedEmail!, before };
  }

  async function expectUndone(half: Awaited<ReturnType<typeof halfApplied>>, prefix: string) {
    expect(await getImport(half.id)).toMatchObject({
      status: 'failed',
      failure: ELIGIBILITY_MESSAGES.commitInterrupted,
    });
    expect(await accountCount(`${prefix}.`)).toBe(0);
    expect(await stateOf(half.updatedEmail)).toEqual(half.before);
    const [stored] = await t.db.select().from(eligibilityImports).where(eq(eligibilityImports.id, half.id));
    expect(stored?.status).toBe('failed');
    expect(
      await t.db
        .select()
        .from(eligibilityImportRows)
        .where(inArray(eligibilityImportRows.importId, [half.id])),
    ).toEqual([]);
  }

  it('is undone when it is read', async () => {
    const half = await halfApplied('cutread', 3);
    await expectUndone(half, 'cutread');
  });

  it('is undone by the maintenance, which nobody needs to ask', async () => {
    const half = await halfApplied('cutsweep', 2);
    await t.services.maintenance.run();
    const [stored] = await t.db.select().from(eligibilityImports).where(eq(eligibilityImports.id, half.id));
    expect(stored?.status).toBe('failed');
    await expectUndone(half, 'cutsweep');
  });

  it('is left alone while its server is still at it', async () => {
    const done = await check(newPeople('busy', 1));
    const repository = createEligibilityRepository(t.db);
    expect(await repository.startCommit(tenantId, done.id)).toBe(true);
    await t.services.maintenance.run();
    expect((await getImport(done.id)).status).toBe('committing');
    // Then it is finished by its server as usual.
    await repository.markFailed(done.id, ELIGIBILITY_MESSAGES.commitFailed, ['committing']);
  });
});
