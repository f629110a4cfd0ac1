/**
 * Eligibility imports and their rows, and the commit that applies a checked file to the programme's
 * accounts in one transaction. Every query is scoped by tenant.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
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
import type { ClientContext } from '../../lib/client-context';
import { insertAuditEvent } from '../audit/audit-repository';
import { revokeAccountSessions } from '../auth/revoke-account-sessions';
import type { EligibilityColumn } from './eligibility-csv';
import type { AccountSnapshot, RowPlan, Snapshot } from './eligibility-rules';

/** Rows written or applied per statement: well under PostgreSQL's 65,535 parameters. */
export const BATCH_ROWS = 1_000;

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

function* batches<T>(items: readonly T[], size = BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

function toReason(plan: RowPlan): StoredReason {
  return { problems: plan.problems, changes: plan.changes, note: plan.note };
}

function parseReason(reason: string | null): StoredReason {
  if (!reason) return { problems: [], changes: [], note: null };
  const parsed = JSON.parse(reason) as Partial<StoredReason>;
  return { problems: parsed.problems ?? [], changes: parsed.changes ?? [], note: parsed.note ?? null };
}

/** Errors first (what the admin must fix), then the changes, then what stays. */
const ACTION_ORDER = sql`case ${eligibilityImportRows.action} when 'error' then 0 when 'terminate' then 1 when 'add' then 2 when 'update' then 3 else 4 end`;

type Executor = Pick<Database, 'select'>;

async function loadSnapshot(db: Executor, tenantId: string): Promise<Snapshot> {
  const [accountRows, companyRows] = await Promise.all([
    db
      .select({
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
      })
      .from(accounts)
      .leftJoin(members, eq(members.accountId, accounts.id))
      .where(eq(accounts.tenantId, tenantId)),
    db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.tenantId, tenantId)),
  ]);
  return { accounts: accountRows satisfies AccountSnapshot[], companies: companyRows };
}

export function createEligibilityRepository(db: Database) {
  return {
    loadSnapshot: (tenantId: string) => loadSnapshot(db, tenantId),

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
        .set({ status: 'committing', processedRows: 0, heartbeatAt: sql`now()` })
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
        rows: rows.map((row): StoredRow => ({
          line: row.line,
          action: row.action,
          data: row.data as Record<EligibilityColumn, string>,
          reason: parseReason(row.reason),
          accountId: row.accountId,
        })),
      };
    },

    /**
     * Applies a checked import in one transaction: `replan` gets the accounts as they are now and the
     * stored rows, and answers the plans to apply (it throws MembersChangedError when they differ from
     * the dry run, which rolls everything back). Adds become invited accounts with their member row and
     * invitation; updates change the fields; terminations deactivate and end every session. The import
     * becomes `committed` in the same transaction, so a crash leaves it either fully applied or not at all.
     */
    async commitImport(input: {
      tenantId: string;
      importId: string;
      actorAccountId: string;
      context: ClientContext;
      invitationExpiresAt: Date;
      newToken: () => { token: string; hash: string };
      replan: (snapshot: Snapshot, stored: StoredRow[]) => RowPlan[];
      onProgress: (processedRows: number) => void;
    }) {
      return db.transaction(async (tx) => {
        const storedRows = await tx
          .select()
          .from(eligibilityImportRows)
          .where(eq(eligibilityImportRows.importId, input.importId))
          .orderBy(asc(eligibilityImportRows.line));
        const stored = storedRows.map((row): StoredRow => ({
          line: row.line,
          action: row.action,
          data: row.data as Record<EligibilityColumn, string>,
          reason: parseReason(row.reason),
          accountId: row.accountId,
        }));
        const snapshot = await loadSnapshot(tx, input.tenantId);
        const plans = input.replan(snapshot, stored);
        const companyNames = new Map(snapshot.companies.map((company) => [company.id, company.name]));
        let processed = stored.length - plans.filter((plan) => plan.action !== 'unchanged').length;
        input.onProgress(processed);

        const invited: InvitedAccount[] = [];
        for (const batch of batches(plans.filter((plan) => plan.action === 'add'))) {
          const created = await tx
            .insert(accounts)
            .values(
              batch.map((plan) => ({
                tenantId: input.tenantId,
                companyId: plan.companyId!,
                email: plan.data.email.toLowerCase(),
                passwordHash: null,
                role: 'member' as const,
                status: 'invited' as const,
                employeeId: plan.data.employee_id,
                eligibilityRelationship: plan.data.relationship.toLowerCase() as AccountSnapshot['relationship'],
              })),
            )
            .returning({ id: accounts.id, email: accounts.email });
          const idOf = new Map(created.map((row) => [row.email, row.id]));
          const rows = batch.map((plan) => {
            const accountId = idOf.get(plan.data.email.toLowerCase());
            if (!accountId) throw new Error('An added account is missing after insert.');
            return { plan, accountId, ...input.newToken() };
          });
          await tx.insert(members).values(
            rows.map(({ plan, accountId }) => ({
              accountId,
              firstName: plan.data.first_name,
              lastName: plan.data.last_name,
              dateOfBirth: plan.data.date_of_birth || null,
            })),
          );
          await tx.insert(invitations).values(
            rows.map(({ accountId, hash }) => ({
              tenantId: input.tenantId,
              accountId,
              tokenHash: hash,
              expiresAt: input.invitationExpiresAt,
              invitedBy: input.actorAccountId,
            })),
          );
          await tx.insert(auditEvents).values(
            rows.map(({ accountId }) => ({
              tenantId: input.tenantId,
              accountId,
              event: 'invited' as const,
              actorAccountId: input.actorAccountId,
              clientAddress: input.context.clientAddress,
              userAgent: input.context.userAgent,
            })),
          );
          for (const { plan, accountId, token } of rows) {
            invited.push({
              accountId,
              email: plan.data.email.toLowerCase(),
              firstName: plan.data.first_name,
              companyName: companyNames.get(plan.companyId!) ?? '',
              token,
            });
          }
          processed += batch.length;
          input.onProgress(processed);
        }

        for (const batch of batches(plans.filter((plan) => plan.action === 'update'))) {
          const values = sql.join(
            batch.map(
              (plan) =>
                sql`(${plan.accountId}::uuid, ${plan.data.employee_id}, ${plan.data.relationship.toLowerCase()}::eligibility_relationship, ${plan.companyId}::uuid)`,
            ),
            sql`, `,
          );
          await tx.execute(sql`
            update accounts set employee_id = v.employee_id, eligibility_relationship = v.relationship,
              company_id = v.company_id, updated_at = now()
            from (values ${values}) as v(id, employee_id, relationship, company_id)
            where accounts.id = v.id and accounts.tenant_id = ${input.tenantId}`);
          await tx
            .insert(members)
            .values(
              batch.map((plan) => ({
                accountId: plan.accountId!,
                firstName: plan.data.first_name,
                lastName: plan.data.last_name,
                dateOfBirth: plan.data.date_of_birth || null,
              })),
            )
            .onConflictDoUpdate({
              target: members.accountId,
              set: {
                firstName: sql`excluded.first_name`,
                lastName: sql`excluded.last_name`,
                // A blank date of birth in the file keeps the member's.
                dateOfBirth: sql`coalesce(excluded.date_of_birth, ${members.dateOfBirth})`,
              },
            });
          processed += batch.length;
          input.onProgress(processed);
        }

        const deactivated: { accountId: string; sessionIds: string[] }[] = [];
        for (const batch of batches(plans.filter((plan) => plan.action === 'terminate'))) {
          const ids = batch.map((plan) => plan.accountId!);
          await tx
            .update(accounts)
            .set({ status: 'disabled', deactivatedAt: sql`now()`, updatedAt: sql`now()` })
            .where(and(eq(accounts.tenantId, input.tenantId), inArray(accounts.id, ids)));
          for (const accountId of ids) {
            const sessionIds = await revokeAccountSessions(tx, { tenantId: input.tenantId, accountId });
            deactivated.push({ accountId, sessionIds });
          }
          await tx.insert(auditEvents).values(
            ids.map((accountId) => ({
              tenantId: input.tenantId,
              accountId,
              event: 'deactivated' as const,
              actorAccountId: input.actorAccountId,
              details: { import_id: input.importId },
              clientAddress: input.context.clientAddress,
              userAgent: input.context.userAgent,
            })),
          );
          processed += batch.length;
          input.onProgress(processed);
        }

        const counts = { add: 0, update: 0, unchanged: 0, terminate: 0, error: 0 };
        for (const plan of plans) counts[plan.action] += 1;
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: null,
          event: 'eligibility_imported',
          context: input.context,
          actorAccountId: input.actorAccountId,
          details: { import_id: input.importId, rows: plans.length, ...counts },
        });
        const committed = await tx
          .update(eligibilityImports)
          .set({ status: 'committed', processedRows: plans.length, summary: counts, committedAt: sql`now()` })
          .where(and(eq(eligibilityImports.id, input.importId), eq(eligibilityImports.status, 'committing')))
          .returning({ id: eligibilityImports.id });
        // Discarded or failed meanwhile (a restart's clean-up): nothing of this commit stays.
        if (committed.length === 0) throw new MembersChangedError();
        return { invited, deactivated, counts };
      });
    },
  };
}
export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
