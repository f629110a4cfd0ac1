/**
 * Eligibility imports and their rows, and the commit that applies a checked file to the programme's
 * accounts: in short transactions of a chunk of rows each, with what undoing them needs kept beside
 * them, so a failed commit is undone whole (docs/decisions/eligibility-commit-in-chunks.md). Every query
 * is scoped by tenant.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TEligibilityImportStatus, TEligibilityRowAction } from '@portal/contracts/eligibility';
import type { Database } from '../../db/client';
import {
  accounts,
  auditEvents,
  companies,
  eligibilityImportRows,
  eligibilityImports,
  invitations,
  members,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { ClientContext } from '../../lib/client-context';
import { insertAuditEvent } from '../audit-log/audit-log-repository';
import { endSessionsOfAccounts } from '../identity/sessions/end-sessions';
import type { EligibilityColumn } from './eligibility-csv';
import type { AccountSnapshot, RowPlan, Snapshot } from './eligibility-rules';

/** Rows written per statement while checking: well under PostgreSQL's 65,535 parameters. */
export const BATCH_ROWS = 1_000;
/** Emails or employee ids looked up per query. */
const LOOKUP_KEYS = 1_000;

/** What a row's `reason` column holds: the plan's problems, changes and note, as JSON. */
export interface StoredReason {
  problems: RowPlan['problems'];
  changes: RowPlan['changes'];
  note: RowPlan['note'];
}

export interface StoredRow {
  line: number;
  action: TEligibilityRowAction;
  data: Record<EligibilityColumn, string>;
  reason: StoredReason;
  accountId: string | null;
}

export interface InvitedAccount {
  accountId: string;
  email: string;
  firstName: string | null;
  companyName: string;
  token: string;
}

export class MembersChangedError extends Error {}
/** The import is no longer this commit's to apply: a clean-up took it over, or it was failed. */
export class CommitAbandonedError extends Error {}

/** An updated account as it was: what undoing the update restores. */
interface UpdateBefore {
  employee_id: string | null;
  relationship: string | null;
  company_id: string;
  updated_at: string;
  /** Null: the account had no member row (the update created it). */
  member: { first_name: string | null; last_name: string | null; date_of_birth: string | null } | null;
}

/** A deactivated account as it was. */
interface TerminateBefore {
  status: string;
  deactivated_at: string | null;
  updated_at: string;
}

/** An account as the commit reads it, locked: the plan's fields and what a before-image needs. */
interface LockedAccount extends AccountSnapshot {
  hasMember: boolean;
  updatedAt: string;
  deactivatedAt: string | null;
}

function parseReason(reason: string | null): StoredReason {
  if (!reason) return { problems: [], changes: [], note: null };
  const parsed = JSON.parse(reason) as Partial<StoredReason>;
  return { problems: parsed.problems ?? [], changes: parsed.changes ?? [], note: parsed.note ?? null };
}

function toStoredRow(row: typeof eligibilityImportRows.$inferSelect): StoredRow {
  return {
    line: row.line,
    action: row.action,
    data: row.data as Record<EligibilityColumn, string>,
    reason: parseReason(row.reason),
    accountId: row.accountId,
  };
}

function toReason(plan: RowPlan): StoredReason {
  return { problems: plan.problems, changes: plan.changes, note: plan.note };
}

/** The emails (as stored: lower case) and employee ids a file's rows can match an account by. */
export function keysOf(rows: Iterable<Record<EligibilityColumn, string>>) {
  const emails = new Set<string>();
  const employeeIds = new Set<string>();
  for (const data of rows) {
    const email = data.email.trim().toLowerCase();
    if (email !== '') emails.add(email);
    if (data.employee_id !== '') employeeIds.add(data.employee_id);
  }
  return { emails: [...emails], employeeIds: [...employeeIds] };
}

/** Errors first (what the admin must fix), then the changes, then what stays. */
const ACTION_ORDER = sql`case ${eligibilityImportRows.action} when 'error' then 0 when 'terminate' then 1 when 'add' then 2 when 'update' then 3 else 4 end`;

type Executor = Pick<Database, 'select'>;

const snapshotColumns = {
  id: accounts.id,
  email: accounts.email,
  employeeId: accounts.employeeId,
  status: accounts.status,
  role: accounts.role,
  companyId: accounts.companyId,
  firstName: members.firstName,
  lastName: members.lastName,
  dateOfBirth: members.dateOfBirth,
  relationship: accounts.eligibilityRelationship,
  hasMember: sql<boolean>`${members.accountId} is not null`,
  // As text: a before-image restores them to the microsecond.
  updatedAt: sql<string>`${accounts.updatedAt}::text`,
  deactivatedAt: sql<string | null>`${accounts.deactivatedAt}::text`,
};

/**
 * Only the accounts a file's rows can be about (by email or employee id, through their unique
 * indexes) and the tenant's companies: a one-row file in a programme of 100,000 reads one account.
 * With `lock`, the accounts stay locked until the transaction ends.
 */
async function loadSnapshotFor(
  db: Executor,
  tenantId: string,
  keys: { emails: readonly string[]; employeeIds: readonly string[] },
  options: { lock?: boolean } = {},
): Promise<{ accounts: LockedAccount[]; companies: Snapshot['companies'] }> {
  const found = new Map<string, LockedAccount>();
  const slices = Math.ceil(Math.max(keys.emails.length, keys.employeeIds.length) / LOOKUP_KEYS);
  for (let index = 0; index < slices; index += 1) {
    const emails = keys.emails.slice(index * LOOKUP_KEYS, (index + 1) * LOOKUP_KEYS);
    const employeeIds = keys.employeeIds.slice(index * LOOKUP_KEYS, (index + 1) * LOOKUP_KEYS);
    const select = (condition: SQL) => {
      const query = db
        .select(snapshotColumns)
        .from(accounts)
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.tenantId, tenantId), condition));
      return options.lock ? query.for('update', { of: accounts }) : query;
    };
    // One query per key, so each reads its unique index.
    const rows = [
      ...(emails.length > 0 ? await select(inArray(accounts.email, emails)) : []),
      ...(employeeIds.length > 0
        ? await select(and(isNotNull(accounts.employeeId), inArray(accounts.employeeId, employeeIds))!)
        : []),
    ];
    for (const row of rows) found.set(row.id, row);
  }
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.tenantId, tenantId));
  return { accounts: [...found.values()], companies: companyRows };
}

/** Inside a commit's transaction: the import is still this commit's, and stays so until it ends. */
async function lockCommitting(tx: Executor, importId: string) {
  const [row] = await tx
    .select({ status: eligibilityImports.status, failure: eligibilityImports.failure })
    .from(eligibilityImports)
    .where(eq(eligibilityImports.id, importId))
    .for('update');
  if (row?.status !== 'committing' || row.failure !== null) throw new CommitAbandonedError();
}

export function createEligibilityRepository(db: Database) {
  return {
    /** The accounts the file's rows can match, and the companies: what the dry run plans against. */
    loadSnapshotFor: (tenantId: string, keys: { emails: readonly string[]; employeeIds: readonly string[] }) =>
      loadSnapshotFor(db, tenantId, keys),

    async createImport(input: { tenantId: string; uploadedBy: string; fileName: string }) {
      return db.transaction(async (tx) => {
        // A newer file replaces any checked one still waiting for its commit.
        await tx
          .update(eligibilityImports)
          .set({ status: 'discarded' })
          .where(and(eq(eligibilityImports.tenantId, input.tenantId), eq(eligibilityImports.status, 'checked')));
        const [row] = await tx
          .insert(eligibilityImports)
          .values({ tenantId: input.tenantId, uploadedBy: input.uploadedBy, fileName: input.fileName })
          .returning();
        if (!row) throw new Error('The import was not stored.');
        return row;
      });
    },

    async findImport(tenantId: string, id: string) {
      const [row] = await db
        .select()
        .from(eligibilityImports)
        .where(and(eq(eligibilityImports.tenantId, tenantId), eq(eligibilityImports.id, id)))
        .limit(1);
      return row;
    },

    async setProgress(id: string, values: { totalRows?: number; processedRows: number }) {
      await db.update(eligibilityImports).set(values).where(eq(eligibilityImports.id, id));
    },

    async insertRows(importId: string, plans: readonly RowPlan[]) {
      await db.insert(eligibilityImportRows).values(
        plans.map((plan) => ({
          importId,
          line: plan.line,
          action: plan.action,
          reason:
            plan.problems.length > 0 || plan.changes.length > 0 || plan.note ? JSON.stringify(toReason(plan)) : null,
          data: plan.data,
          accountId: plan.accountId,
        })),
      );
    },

    async markChecked(id: string, summary: Record<string, number>, totalRows: number) {
      await db
        .update(eligibilityImports)
        .set({ status: 'checked', summary, totalRows, processedRows: totalRows, checkedAt: sql`now()` })
        .where(and(eq(eligibilityImports.id, id), eq(eligibilityImports.status, 'checking')));
    },

    /**
     * Fails the import if it is still in one of `from`; its rows go (a failed file is uploaded again).
     * With `silentForMs`, only when no server has touched its heartbeat for that long (it was cut off).
     */
    async markFailed(
      id: string,
      failure: string,
      from: readonly TEligibilityImportStatus[],
      options: { silentForMs?: number } = {},
    ) {
      return db.transaction(async (tx) => {
        const silent =
          options.silentForMs === undefined
            ? undefined
            : sql`${eligibilityImports.heartbeatAt} <= now() - ${Math.trunc(options.silentForMs)} * interval '1 millisecond'`;
        const failed = await tx
          .update(eligibilityImports)
          .set({ status: 'failed', failure })
          .where(and(eq(eligibilityImports.id, id), inArray(eligibilityImports.status, [...from]), silent))
          .returning({ id: eligibilityImports.id });
        if (failed.length > 0) await tx.delete(eligibilityImportRows).where(eq(eligibilityImportRows.importId, id));
        return failed.length > 0;
      });
    },

    /** Imports of every tenant being checked or committed whose heartbeat has been silent that long. */
    async listInterrupted(silentForMs: number) {
      return db
        .select({ id: eligibilityImports.id, tenantId: eligibilityImports.tenantId, status: eligibilityImports.status })
        .from(eligibilityImports)
        .where(
          and(
            inArray(eligibilityImports.status, ['checking', 'committing']),
            sql`${eligibilityImports.heartbeatAt} <= now() - ${Math.trunc(silentForMs)} * interval '1 millisecond'`,
          ),
        );
    },

    /** The server checking or committing this import is still at it. */
    async touchHeartbeat(id: string) {
      await db
        .update(eligibilityImports)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(eligibilityImports.id, id));
    },

    /** Checked → committing, once: false when it was not checked (a second click, a discarded file). */
    async startCommit(tenantId: string, id: string) {
      const started = await db
        .update(eligibilityImports)
        .set({ status: 'committing', processedRows: 0, appliedThroughLine: 0, failure: null, heartbeatAt: sql`now()` })
        .where(
          and(
            eq(eligibilityImports.tenantId, tenantId),
            eq(eligibilityImports.id, id),
            eq(eligibilityImports.status, 'checked'),
          ),
        )
        .returning({ id: eligibilityImports.id });
      return started.length > 0;
    },

    async discard(tenantId: string, id: string) {
      return db.transaction(async (tx) => {
        const discarded = await tx
          .update(eligibilityImports)
          .set({ status: 'discarded' })
          .where(
            and(
              eq(eligibilityImports.tenantId, tenantId),
              eq(eligibilityImports.id, id),
              inArray(eligibilityImports.status, ['checked', 'failed']),
            ),
          )
          .returning({ id: eligibilityImports.id });
        if (discarded.length > 0) await tx.delete(eligibilityImportRows).where(eq(eligibilityImportRows.importId, id));
        return discarded.length > 0;
      });
    },

    async listRows(importId: string, page: { action?: TEligibilityRowAction; limit: number; offset: number }) {
      const where = and(
        eq(eligibilityImportRows.importId, importId),
        page.action ? eq(eligibilityImportRows.action, page.action) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(eligibilityImportRows)
          .where(where)
          .orderBy(ACTION_ORDER, asc(eligibilityImportRows.line))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(eligibilityImportRows).where(where),
      ]);
      return {
        total: total?.total ?? 0,
        rows: rows.map(toStoredRow),
      };
    },

    /** Stored rows after `afterLine`, in line order: the next chunk of a commit. */
    async listRowsAfter(importId: string, afterLine: number, limit: number): Promise<StoredRow[]> {
      const rows = await db
        .select()
        .from(eligibilityImportRows)
        .where(and(eq(eligibilityImportRows.importId, importId), gt(eligibilityImportRows.line, afterLine)))
        .orderBy(asc(eligibilityImportRows.line))
        .limit(limit);
      return rows.map(toStoredRow);
    },

    /**
     * Applies one chunk of a commit in its own short transaction: `verify` gets the chunk's accounts as
     * they are now (locked until the transaction ends) and answers the plans to apply (it throws
     * MembersChangedError when they differ from the dry run). Adds become invited accounts with their
     * member row, invitation and audit event; updates change the fields; terminations deactivate. Each
     * applied row keeps what undoing it needs (the created account, the before-image), and the import
     * moves its applied line past the chunk in the same transaction. Sessions end, and the emails go, only
     * once every chunk is applied (finishCommit).
     */
    async applyCommitChunk(input: {
      tenantId: string;
      importId: string;
      actorAccountId: string;
      context: ClientContext;
      invitationExpiresAt: Date;
      newToken: () => { token: string; hash: string };
      rows: readonly StoredRow[];
      verify: (snapshot: Snapshot, rows: readonly StoredRow[]) => RowPlan[];
      processedRows: number;
    }): Promise<{ invited: InvitedAccount[] }> {
      const lastLine = input.rows.at(-1)?.line;
      if (lastLine === undefined) return { invited: [] };
      return db.transaction(async (tx) => {
        await lockCommitting(tx, input.importId);
        // The accounts' trigram indexes (member search) also answer equality, and for a chunk's 500
        // emails and employee ids the planner may pick them over the unique indexes: every id shares
        // trigrams, so such a scan rechecks most of the programme (seconds a chunk at 100,000 members).
        // Bitmap scans are the only way to read them: this transaction does without.
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const keys = keysOf(input.rows.map((row) => row.data));
        const snapshot = await loadSnapshotFor(tx, input.tenantId, keys, { lock: true });
        const plans = input.verify(snapshot, input.rows);
        const byId = new Map(snapshot.accounts.map((account) => [account.id, account]));
        const companyNames = new Map(snapshot.companies.map((company) => [company.id, company.name]));
        const { tenantId, importId, actorAccountId, context } = input;

        const invited: InvitedAccount[] = [];
        const adds = plans.filter((plan) => plan.action === 'add');
        if (adds.length > 0) {
          const tokens = adds.map(() => input.newToken());
          const added = adds.map((plan, index) => ({
            line: plan.line,
            company_id: plan.companyId,
            email: plan.data.email.trim().toLowerCase(),
            employee_id: plan.data.employee_id,
            relationship: plan.data.relationship.toLowerCase(),
            first_name: plan.data.first_name,
            last_name: plan.data.last_name,
            date_of_birth: plan.data.date_of_birth || null,
            token_hash: tokens[index]!.hash,
          }));
          // One statement: the accounts, their member rows, invitations and audit events, and the
          // created ids on the import's rows (what undoing the add deletes).
          const created = rowsOf<{ id: string; email: string }>(
            await tx.execute(sql`
              with input as (
                select * from jsonb_to_recordset(${JSON.stringify(added)}::jsonb) as v(
                  line integer, company_id uuid, email text, employee_id text,
                  relationship eligibility_relationship, first_name text, last_name text,
                  date_of_birth date, token_hash text)
              ),
              created as (
                insert into accounts (tenant_id, company_id, email, password_hash, role, status, employee_id, eligibility_relationship)
                select ${tenantId}, company_id, email, null, 'member', 'invited', employee_id, relationship from input
                returning id, email
              ),
              pairs as (select created.id, input.* from created join input using (email)),
              new_members as (
                insert into members (account_id, first_name, last_name, date_of_birth)
                select id, first_name, last_name, date_of_birth from pairs
              ),
              new_invitations as (
                insert into invitations (tenant_id, account_id, token_hash, expires_at, invited_by)
                select ${tenantId}, id, token_hash, ${input.invitationExpiresAt.toISOString()}::timestamptz, ${actorAccountId} from pairs
              ),
              new_audit as (
                insert into audit_events (tenant_id, account_id, event, actor_account_id, client_address, user_agent)
                select ${tenantId}, id, 'invited', ${actorAccountId}, ${context.clientAddress}, ${context.userAgent} from pairs
              ),
              marked as (
                update eligibility_import_rows set account_id = pairs.id from pairs
                where eligibility_import_rows.import_id = ${importId} and eligibility_import_rows.line = pairs.line
              )
              select id, email from created`),
          );
          const idOf = new Map(created.map((row) => [row.email, row.id]));
          adds.forEach((plan, index) => {
            const accountId = idOf.get(added[index]!.email);
            if (!accountId) throw new Error('An added account is missing after insert.');
            invited.push({
              accountId,
              email: added[index]!.email,
              firstName: plan.data.first_name,
              companyName: companyNames.get(plan.companyId!) ?? '',
              token: tokens[index]!.token,
            });
          });
        }

        const updates = plans.filter((plan) => plan.action === 'update');
        if (updates.length > 0) {
          const updated = updates.map((plan) => {
            const account = byId.get(plan.accountId!);
            if (!account) throw new MembersChangedError();
            const before: UpdateBefore = {
              employee_id: account.employeeId,
              relationship: account.relationship,
              company_id: account.companyId,
              updated_at: account.updatedAt,
              member: account.hasMember
                ? { first_name: account.firstName, last_name: account.lastName, date_of_birth: account.dateOfBirth }
                : null,
            };
            return {
              line: plan.line,
              account_id: plan.accountId,
              employee_id: plan.data.employee_id,
              relationship: plan.data.relationship.toLowerCase(),
              company_id: plan.companyId,
              first_name: plan.data.first_name,
              last_name: plan.data.last_name,
              date_of_birth: plan.data.date_of_birth || null,
              before,
            };
          });
          await tx.execute(sql`
            with input as (
              select * from jsonb_to_recordset(${JSON.stringify(updated)}::jsonb) as v(
                line integer, account_id uuid, employee_id text, relationship eligibility_relationship,
                company_id uuid, first_name text, last_name text, date_of_birth date, before jsonb)
            ),
            changed_accounts as (
              update accounts set employee_id = input.employee_id, eligibility_relationship = input.relationship,
                company_id = input.company_id, updated_at = now()
              from input where accounts.id = input.account_id and accounts.tenant_id = ${tenantId}
            ),
            changed_members as (
              insert into members (account_id, first_name, last_name, date_of_birth)
              select account_id, first_name, last_name, date_of_birth from input
              -- A blank date of birth in the file keeps the member's.
              on conflict (account_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
                date_of_birth = coalesce(excluded.date_of_birth, members.date_of_birth)
            )
            update eligibility_import_rows set before = input.before from input
            where eligibility_import_rows.import_id = ${importId} and eligibility_import_rows.line = input.line`);
        }

        const terminations = plans.filter((plan) => plan.action === 'terminate');
        if (terminations.length > 0) {
          const ended = terminations.map((plan) => {
            const account = byId.get(plan.accountId!);
            if (!account) throw new MembersChangedError();
            const before: TerminateBefore = {
              status: account.status,
              deactivated_at: account.deactivatedAt,
              updated_at: account.updatedAt,
            };
            return { line: plan.line, account_id: plan.accountId, before };
          });
          // The account's sessions stop working with its status (sign-in checks it); they are revoked
          // for good when the whole file is applied, so undoing this leaves the member signed in.
          await tx.execute(sql`
            with input as (
              select * from jsonb_to_recordset(${JSON.stringify(ended)}::jsonb) as v(line integer, account_id uuid, before jsonb)
            ),
            deactivated as (
              update accounts set status = 'disabled', deactivated_at = now(), updated_at = now()
              from input where accounts.id = input.account_id and accounts.tenant_id = ${tenantId}
            ),
            new_audit as (
              insert into audit_events (tenant_id, account_id, event, actor_account_id, details, client_address, user_agent)
              select ${tenantId}, account_id, 'deactivated', ${actorAccountId},
                jsonb_build_object('import_id', ${importId}::text), ${context.clientAddress}, ${context.userAgent}
              from input
            )
            update eligibility_import_rows set before = input.before from input
            where eligibility_import_rows.import_id = ${importId} and eligibility_import_rows.line = input.line`);
        }

        await tx
          .update(eligibilityImports)
          .set({ appliedThroughLine: lastLine, processedRows: input.processedRows, heartbeatAt: sql`now()` })
          .where(eq(eligibilityImports.id, importId));
        return { invited };
      });
    },

    /** Takes the members' tables' statistics again (after a large commit). */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze ${accounts}, ${members}, ${invitations}`);
    },

    /**
     * The last short transaction of a commit, once every chunk is applied: the deactivated accounts'
     * sessions end, the import's audit event is written and the import becomes `committed`. Throws
     * CommitAbandonedError when the import is no longer this commit's (a clean-up took it over).
     */
    async finishCommit(input: {
      tenantId: string;
      importId: string;
      actorAccountId: string;
      context: ClientContext;
      counts: Record<TEligibilityRowAction, number>;
    }) {
      return db.transaction(async (tx) => {
        await lockCommitting(tx, input.importId);
        const revoked = await endSessionsOfAccounts(
          tx,
          input.tenantId,
          sql`select account_id from eligibility_import_rows
            where import_id = ${input.importId} and action = 'terminate' and account_id is not null`,
        );
        const rows = Object.values(input.counts).reduce((sum, value) => sum + value, 0);
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: null,
          event: 'eligibility_imported',
          context: input.context,
          actorAccountId: input.actorAccountId,
          details: { import_id: input.importId, rows, ...input.counts },
        });
        await tx
          .update(eligibilityImports)
          .set({ status: 'committed', processedRows: rows, summary: input.counts, committedAt: sql`now()` })
          .where(eq(eligibilityImports.id, input.importId));
        const sessionsByAccount = new Map<string, string[]>();
        for (const row of revoked) {
          const list = sessionsByAccount.get(row.accountId);
          if (list) list.push(row.id);
          else sessionsByAccount.set(row.accountId, [row.id]);
        }
        return { deactivated: [...sessionsByAccount].map(([accountId, sessionIds]) => ({ accountId, sessionIds })) };
      });
    },

    /**
     * Takes a commit over to undo it: the import stays `committing` with its failure set, which stops its
     * own chunks (they check it under a lock). With `silentForMs`, only an import whose heartbeat has been
     * silent that long (its server stopped, while applying or while undoing). False: not this one's to undo.
     */
    async claimRollback(id: string, failure: string, options: { silentForMs?: number } = {}) {
      const claimed = await db
        .update(eligibilityImports)
        // A commit whose undoing was cut off keeps the reason it was being undone for.
        .set({ failure: sql`coalesce(${eligibilityImports.failure}, ${failure})`, heartbeatAt: sql`now()` })
        .where(
          and(
            eq(eligibilityImports.id, id),
            eq(eligibilityImports.status, 'committing'),
            options.silentForMs === undefined
              ? isNull(eligibilityImports.failure)
              : sql`${eligibilityImports.heartbeatAt} <= now() - ${Math.trunc(options.silentForMs)} * interval '1 millisecond'`,
          ),
        )
        .returning({ id: eligibilityImports.id });
      return claimed.length > 0;
    },

    /**
     * Undoes the last `limit` applied rows of a commit being rolled back, newest first, in one short
     * transaction, and moves the applied line back before them. Answers how many rows it undid (0: none
     * are left). Adds are deleted (account, member row, invitation and their audit event) while the
     * account is still an unconfirmed invitation; updates and terminations get their before-image back.
     */
    async undoCommitChunk(tenantId: string, importId: string, limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ appliedThroughLine: eligibilityImports.appliedThroughLine })
          .from(eligibilityImports)
          .where(and(eq(eligibilityImports.id, importId), eq(eligibilityImports.status, 'committing')))
          .for('update');
        if (!current || current.appliedThroughLine === 0) return 0;
        const rows = await tx
          .select({
            line: eligibilityImportRows.line,
            action: eligibilityImportRows.action,
            accountId: eligibilityImportRows.accountId,
            before: eligibilityImportRows.before,
          })
          .from(eligibilityImportRows)
          .where(
            and(
              eq(eligibilityImportRows.importId, importId),
              lte(eligibilityImportRows.line, current.appliedThroughLine),
              inArray(eligibilityImportRows.action, ['add', 'update', 'terminate']),
            ),
          )
          .orderBy(desc(eligibilityImportRows.line))
          .limit(limit);
        const ofAction = (action: TEligibilityRowAction) => rows.filter((row) => row.action === action);

        const addedIds = ofAction('add').flatMap((row) => (row.accountId ? [row.accountId] : []));
        if (addedIds.length > 0) {
          await tx
            .delete(auditEvents)
            .where(
              and(
                eq(auditEvents.tenantId, tenantId),
                eq(auditEvents.event, 'invited'),
                inArray(auditEvents.accountId, addedIds),
              ),
            );
          // The member row and the invitation go with the account (cascade).
          await tx
            .delete(accounts)
            .where(
              and(
                eq(accounts.tenantId, tenantId),
                inArray(accounts.id, addedIds),
                eq(accounts.status, 'invited'),
                isNull(accounts.passwordHash),
              ),
            );
        }

        const updated = ofAction('update').flatMap((row) =>
          row.accountId && row.before
            ? [{ account_id: row.accountId, ...(row.before as unknown as UpdateBefore) }]
            : [],
        );
        if (updated.length > 0) {
          await tx.execute(sql`
            with input as (
              select * from jsonb_to_recordset(${JSON.stringify(updated)}::jsonb) as v(
                account_id uuid, employee_id text, relationship eligibility_relationship, company_id uuid,
                updated_at timestamptz, member jsonb)
            ),
            restored_accounts as (
              update accounts set employee_id = input.employee_id, eligibility_relationship = input.relationship,
                company_id = input.company_id, updated_at = input.updated_at
              from input where accounts.id = input.account_id and accounts.tenant_id = ${tenantId}
            ),
            restored_members as (
              update members set first_name = input.member ->> 'first_name', last_name = input.member ->> 'last_name',
                date_of_birth = (input.member ->> 'date_of_birth')::date
              from input where members.account_id = input.account_id and jsonb_typeof(input.member) = 'object'
            )
            -- A member row the update created goes again.
            delete from members using input
            where members.account_id = input.account_id and jsonb_typeof(input.member) is distinct from 'object'`);
        }

        const ended = ofAction('terminate').flatMap((row) =>
          row.accountId && row.before
            ? [{ account_id: row.accountId, ...(row.before as unknown as TerminateBefore) }]
            : [],
        );
        if (ended.length > 0) {
          await tx.execute(sql`
            with input as (
              select * from jsonb_to_recordset(${JSON.stringify(ended)}::jsonb) as v(
                account_id uuid, status account_status, deactivated_at timestamptz, updated_at timestamptz)
            ),
            restored as (
              update accounts set status = input.status, deactivated_at = input.deactivated_at, updated_at = input.updated_at
              from input where accounts.id = input.account_id and accounts.tenant_id = ${tenantId}
            )
            delete from audit_events using input
            where audit_events.tenant_id = ${tenantId} and audit_events.account_id = input.account_id
              and audit_events.event = 'deactivated' and audit_events.details ->> 'import_id' = ${importId}::text`);
        }

        const oldest = rows.at(-1);
        // Fewer rows than asked: nothing applied is left before them.
        const appliedThroughLine = oldest && rows.length === limit ? oldest.line - 1 : 0;
        await tx
          .update(eligibilityImports)
          .set({ appliedThroughLine, heartbeatAt: sql`now()` })
          .where(eq(eligibilityImports.id, importId));
        return rows.length === 0 ? 0 : rows.length;
      });
    },
  };
}
export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
