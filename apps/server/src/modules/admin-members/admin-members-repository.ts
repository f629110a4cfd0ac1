import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAdminMemberStatus } from '@portal/contracts/admin-members';
import type { TAuditEventName } from '@portal/contracts/audit-log';
import type { Database } from '../../db/client';
import { accounts, auditEvents, companies, invitations, members } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { ClientContext } from '../../lib/client-context';
import { insertAuditEvent } from '../audit-log/audit-log-repository';
import { issueInvitation, voidOpenInvitations } from '../identity/invitations/issue-invitation';
import { endSessions } from '../identity/sessions/end-sessions';
import { toContainsPattern } from '../content/content-listing';

const inviterAccounts = alias(accounts, 'inviter_accounts');
const subjectAccounts = alias(accounts, 'subject_accounts');
const actorAccounts = alias(accounts, 'actor_accounts');

/** A timestamp as exact text (microseconds, UTC): what a keyset cursor compares against. */
function exactTime(column: SQL | typeof auditEvents.createdAt) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Whether the account has an invitation whose link still works. */
const hasLiveInvitation = sql`exists (
  select 1 from ${invitations}
  where ${invitations.accountId} = ${accounts.id}
    and ${invitations.usedAt} is null
    and ${invitations.voidedAt} is null
    and ${invitations.expiresAt} > now()
)`;

/** The status an admin sees, derived from the stored one and the account's invitations. */
const adminStatus = sql<TAdminMemberStatus>`case
  when ${accounts.status} = 'disabled' then 'deactivated'
  when ${accounts.status} = 'active' then 'active'
  when ${hasLiveInvitation} then 'invited'
  else 'invitation_expired'
end`;

const memberColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: members.firstName,
  lastName: members.lastName,
  preferredName: members.preferredName,
  preferredLanguage: members.preferredLanguage,
  companyId: companies.id,
  companyName: companies.name,
  role: accounts.role,
  storedStatus: accounts.status,
  status: adminStatus,
  employeeId: accounts.employeeId,
  relationship: accounts.eligibilityRelationship,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
  deactivatedAt: accounts.deactivatedAt,
};

/** The LIKE pattern that finds `search` inside a text, and the operator to use. */
function searchPattern(search: string) {
  // Without a letter there is no case to fold: LIKE reads a row several times faster than ILIKE, which
  // counts when no trigram narrows the rows (a search for `%` or `-` reads every member).
  return { pattern: toContainsPattern(search), like: hasLetter(search) ? sql.raw('ilike') : sql.raw('like') };
}

function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}

/**
 * The accounts whose email, employee id, full name or preferred name contains `search` (`%`, `_` and
 * `\` as themselves). Each side of the union is one table's ORs, which its trigram indexes answer
 * (accounts_email_trgm, accounts_employee_id_trgm, members_full_name_trgm, members_preferred_name_trgm:
 * the expressions here must stay those of the indexes); the full name holds the first and last names.
 */
export function memberSearchCondition(search: string): SQL {
  const { pattern, like } = searchPattern(search);
  return sql`${accounts.id} in (
    select searched_accounts.id from ${accounts} as searched_accounts
    where searched_accounts.email ${like} ${pattern} or searched_accounts.employee_id ${like} ${pattern}
    union
    select searched_members.account_id from ${members} as searched_members
    where (coalesce(searched_members.first_name, '') || ' ' || coalesce(searched_members.last_name, '')) ${like} ${pattern}
      or searched_members.preferred_name ${like} ${pattern}
  )`;
}

export interface MemberListFilter {
  tenantId: string;
  search?: string;
  status?: TAdminMemberStatus;
  companyId?: string;
  /** The last email of the previous page. */
  afterEmail?: string;
  limit: number;
}

export interface AuditListFilter {
  tenantId: string;
  event?: TAuditEventName;
  /** Inclusive start. */
  from?: Date;
  /** Exclusive end. */
  before?: Date;
  accountId?: string;
  actorId?: string;
  email?: string;
  cursor?: { at: string; id: string };
  limit: number;
}

/** How many accounts a search reads in email order before it asks the trigram indexes. */
export const SEARCH_WALK_ROWS = 1_000;

/** The same search as memberSearchCondition, checked on an account as it comes (its member row by key). */
function walkedAccountMatches(search: string): SQL {
  const { pattern, like } = searchPattern(search);
  return sql`(${accounts.email} ${like} ${pattern} or ${accounts.employeeId} ${like} ${pattern}
    or exists (
      select 1 from ${members} as walked_members
      where walked_members.account_id = ${accounts.id}
        and ((coalesce(walked_members.first_name, '') || ' ' || coalesce(walked_members.last_name, '')) ${like} ${pattern}
          or walked_members.preferred_name ${like} ${pattern})
      -- A lookup per account: without the offset PostgreSQL may read every member matching the text first.
      offset 0
    ))`;
}

export function createAdminMembersRepository(db: Database, options: { searchWalkRows?: number } = {}) {
  const searchWalkRows = options.searchWalkRows ?? SEARCH_WALK_ROWS;
  /** The account, locked for the rest of the transaction; undefined when the tenant has no such account. */
  async function lockAccount(tx: Pick<Database, 'select'>, tenantId: string, accountId: string) {
    const [row] = await tx
      .select({
        id: accounts.id,
        role: accounts.role,
        status: accounts.status,
        hasPassword: sql<boolean>`${accounts.passwordHash} is not null`,
      })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
      .for('update');
    return row;
  }

  return {
    async listCompanies(tenantId: string) {
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.tenantId, tenantId))
        .orderBy(asc(companies.name));
    },

    /**
     * A page of the tenant's accounts, by email address; one more row than asked says there is a next
     * page. A search with a letter first reads the next SEARCH_WALK_ROWS accounts in email order, each
     * checked as it comes: a common name fills the page there. Otherwise (a rare text, a small programme is read to
     * its end by then) the trigram indexes find the matches.
     */
    async listMembers(filter: MemberListFilter) {
      const after = filter.afterEmail === undefined ? undefined : gt(accounts.email, filter.afterEmail);
      const filters: (SQL | undefined)[] = [after];
      if (filter.status) filters.push(sql`${adminStatus} = ${filter.status}`);
      if (filter.companyId) filters.push(eq(accounts.companyId, filter.companyId));
      const page = (search: SQL | undefined) =>
        db
          .select(memberColumns)
          .from(accounts)
          .innerJoin(companies, eq(companies.id, accounts.companyId))
          .leftJoin(members, eq(members.accountId, accounts.id))
          .where(and(eq(accounts.tenantId, filter.tenantId), ...filters, search))
          .orderBy(asc(accounts.email))
          .limit(filter.limit + 1);
      if (!filter.search) return page(undefined);
      // Without a letter a text is rarely common (`%`, an employee id's digits): the walk would be wasted.
      if (!hasLetter(filter.search)) return page(memberSearchCondition(filter.search));

      // The next SEARCH_WALK_ROWS accounts, under the table's own name so the conditions read them; each
      // account's member row looked up by its key (a join would read every member of the programme).
      const walked = rowsOf<{ id: string }>(
        await db.execute(sql`
          select ${accounts.id} as id from (
            select * from ${accounts} where ${and(eq(accounts.tenantId, filter.tenantId), after)}
            order by ${accounts.email} limit ${searchWalkRows}
          ) as ${accounts}
          where ${and(...filters, walkedAccountMatches(filter.search))}
          order by ${accounts.email} limit ${filter.limit + 1}`),
      ).map((row) => row.id);
      const found = () => (walked.length === 0 ? Promise.resolve([]) : page(inArray(accounts.id, walked)));
      if (walked.length > filter.limit) return found();
      // Fewer matches than a page: final when the walk reached the last account.
      const [further] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(and(eq(accounts.tenantId, filter.tenantId), after))
        .orderBy(asc(accounts.email))
        .offset(searchWalkRows)
        .limit(1);
      if (further === undefined) return found();
      return page(memberSearchCondition(filter.search));
    },

    async findMember(tenantId: string, accountId: string) {
      const [row] = await db
        .select(memberColumns)
        .from(accounts)
        .innerJoin(companies, eq(companies.id, accounts.companyId))
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
        .limit(1);
      return row;
    },

    /** The account's invitations, newest first, with the email of the admin who sent each. */
    async listInvitations(tenantId: string, accountId: string) {
      return db
        .select({
          id: invitations.id,
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
          usedAt: invitations.usedAt,
          voidedAt: invitations.voidedAt,
          isExpired: sql<boolean>`${invitations.expiresAt} <= now()`,
          inviterId: inviterAccounts.id,
          inviterEmail: inviterAccounts.email,
        })
        .from(invitations)
        .leftJoin(inviterAccounts, eq(inviterAccounts.id, invitations.invitedBy))
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.accountId, accountId)))
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
    },

    /**
     * A fresh invitation for an invited account: its open ones voided, the new one stored with the admin
     * who sent it, and `invitation_resent` recorded, at once. `not-invited` when it has joined or is
     * deactivated; undefined when the tenant has no such account.
     */
    resendInvitation(input: {
      tenantId: string;
      accountId: string;
      actorAccountId: string;
      tokenHash: string;
      expiresAt: Date;
      context: ClientContext;
    }) {
      return db.transaction(async (tx) => {
        const account = await lockAccount(tx, input.tenantId, input.accountId);
        if (!account) return undefined;
        if (account.status !== 'invited') return 'not-invited' as const;
        await issueInvitation(tx, {
          tenantId: input.tenantId,
          accountId: account.id,
          tokenHash: input.tokenHash,
          expiresAt: input.expiresAt,
          invitedBy: input.actorAccountId,
          event: 'invitation_resent',
          context: input.context,
        });
        return 'resent' as const;
      });
    },

    /**
     * Deactivates the account (status `disabled`, `deactivated_at`), voids its open invitations, revokes
     * every session and records `deactivated`, at once. Refuses the last active admin of the tenant
     * (every active admin row is locked first, so two admins cannot deactivate each other at once).
     */
    deactivate(input: { tenantId: string; accountId: string; actorAccountId: string; context: ClientContext }) {
      return db.transaction(async (tx) => {
        const activeAdmins = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.tenantId, input.tenantId), eq(accounts.role, 'admin'), eq(accounts.status, 'active')))
          .orderBy(asc(accounts.id))
          .for('update');
        const account = await lockAccount(tx, input.tenantId, input.accountId);
        if (!account) return { kind: 'not-found' as const };
        if (account.status === 'disabled') return { kind: 'already' as const };
        if (
          account.role === 'admin' &&
          account.status === 'active' &&
          !activeAdmins.some((admin) => admin.id !== account.id)
        ) {
          return { kind: 'last-admin' as const };
        }
        await tx
          .update(accounts)
          .set({ status: 'disabled', deactivatedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(accounts.id, account.id));
        await voidOpenInvitations(tx, input.tenantId, account.id);
        const sessionIds = await endSessions(tx, { tenantId: input.tenantId, accountId: account.id }, 'all');
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: account.id,
          event: 'deactivated',
          actorAccountId: input.actorAccountId,
          details: { sessions_revoked: sessionIds.length },
          context: input.context,
        });
        return { kind: 'deactivated' as const, sessionIds };
      });
    },

    /** Back to `active` when the account has a password, else `invited` (an admin then resends); records `reactivated`. */
    reactivate(input: { tenantId: string; accountId: string; actorAccountId: string; context: ClientContext }) {
      return db.transaction(async (tx) => {
        const account = await lockAccount(tx, input.tenantId, input.accountId);
        if (!account) return { kind: 'not-found' as const };
        if (account.status !== 'disabled') return { kind: 'not-deactivated' as const };
        const status = account.hasPassword ? ('active' as const) : ('invited' as const);
        await tx
          .update(accounts)
          .set({ status, deactivatedAt: null, updatedAt: sql`now()` })
          .where(eq(accounts.id, account.id));
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: account.id,
          event: 'reactivated',
          actorAccountId: input.actorAccountId,
          details: { status },
          context: input.context,
        });
        return { kind: 'reactivated' as const, status };
      });
    },

    /** A page of the tenant's audit log, newest first; one more row than asked says there is a next page. */
    async listAudit(filter: AuditListFilter) {
      const conditions: (SQL | undefined)[] = [eq(auditEvents.tenantId, filter.tenantId)];
      if (filter.event) conditions.push(eq(auditEvents.event, filter.event));
      if (filter.from) conditions.push(sql`${auditEvents.createdAt} >= ${filter.from.toISOString()}::timestamptz`);
      if (filter.before) conditions.push(lt(auditEvents.createdAt, filter.before));
      if (filter.accountId) conditions.push(eq(auditEvents.accountId, filter.accountId));
      if (filter.actorId) conditions.push(eq(auditEvents.actorAccountId, filter.actorId));
      if (filter.email)
        conditions.push(or(eq(subjectAccounts.email, filter.email), eq(actorAccounts.email, filter.email)));
      if (filter.cursor) {
        const at = sql`${filter.cursor.at}::timestamptz`;
        conditions.push(
          sql`(${auditEvents.createdAt} < ${at} or (${auditEvents.createdAt} = ${at} and ${auditEvents.id} < ${filter.cursor.id}::uuid))`,
        );
      }
      return db
        .select({
          id: auditEvents.id,
          at: exactTime(auditEvents.createdAt),
          event: auditEvents.event,
          details: auditEvents.details,
          accountId: subjectAccounts.id,
          accountEmail: subjectAccounts.email,
          actorId: actorAccounts.id,
          actorEmail: actorAccounts.email,
          hasActor: sql<boolean>`${auditEvents.actorAccountId} is not null`,
        })
        .from(auditEvents)
        .leftJoin(subjectAccounts, eq(subjectAccounts.id, auditEvents.accountId))
        .leftJoin(actorAccounts, eq(actorAccounts.id, auditEvents.actorAccountId))
        .where(and(...conditions))
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(filter.limit + 1);
    },
  };
}

export type AdminMembersRepository = ReturnType<typeof createAdminMembersRepository>;
