import { and, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  accounts,
  members,
  sessions,
  signInCodeFailures,
  signInDeviceFailures,
  signInThrottles,
  signInTickets,
} from '../../../db/schema';
import type { ClientContext } from '../../../lib/client-context';
import type { AuditEvent } from '../../audit-log/audit-log-repository';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';
import {
  SIGN_IN_CODE_FREE_FAILURES,
  SIGN_IN_FIRST_DELAY_SECONDS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_SECONDS,
  SIGN_IN_NOTIFY_AFTER_FAILURES,
  SIGN_IN_THROTTLE_STALE_HOURS,
} from './sign-in-throttle';
import { writePassword } from '../passwords/password-repository';
import { clearSignInThrottle } from './sign-in-throttle-repository';
import { endSessionsNow } from '../sessions/end-sessions';
import { DEVICE_FAILURE_BUDGET, DEVICE_FAILURES_STALE_HOURS, DEVICE_LOCKOUT_MINUTES } from './device-proofs';
import { recordThrottledSignIn } from './sign-in-attacks-repository';

export interface NewSession {
  id: string;
  accountId: string;
  tenantId: string;
  applicationType: string | null;
  /** The signing-in request's User-Agent, for the member's list of sessions. */
  userAgent: string | null;
  expiresAt: Date;
  /** 2 when a second factor (or a passkey) proved the sign-in. */
  factors: 1 | 2;
  /** The last proof, when the session continues another (now otherwise). */
  verifiedAt?: Date;
  /** The programme requires two-step sign-in and the account has none yet. */
  twoStepSetupRequired: boolean;
}

/** A sign-in waiting for its second step. */
export interface NewSignInTicket {
  tokenHash: string;
  tenantId: string;
  accountId: string;
  applicationType: string | null;
  userAgent: string | null;
  deviceId: string | null;
  expiresAt: Date;
}

/** Wrong codes one ticket takes before it ends (the account's code budget counts them too). */
export const SECOND_STEP_TICKET_MAX_FAILURES = 5;

/** Enough for any real browser's User-Agent; a longer one names no device better. */
export const SESSION_USER_AGENT_MAX_LENGTH = 512;

/** What a new session keeps of the signing-in request's User-Agent. */
export function sessionUserAgent(context: Pick<ClientContext, 'userAgent'>): string | null {
  return context.userAgent?.slice(0, SESSION_USER_AGENT_MAX_LENGTH) ?? null;
}

/** Stale throttle rows deleted at most per new run of failures, so the sweep stays cheap. */
const STALE_SWEEP_LIMIT = 100;

/**
 * What a claim counted, so that a right password can give it back: the failures in the run so far, this
 * one included, and the wait this one set (null within the free failures).
 */
export interface ClaimedFailure {
  failures: number;
  blockSet: Date | null;
}

/** Either the attempt was counted as a failure, or the email (the account's codes) must wait. */
export type SignInAttempt = (ClaimedFailure & { blockedUntil?: undefined }) | { blockedUntil: Date };

/** A timestamp parameter; ISO text cast in SQL works the same on PGlite and PostgreSQL. */
function timestampParam(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * The wait after `failures` in a row, in SQL: none within the `free` ones, then 1 s, 2 s, 4 s … up to the
 * cap (the exponent is bounded so it cannot overflow).
 */
function blockAfter(failures: SQL, free: number, now: SQL) {
  const delaySeconds = sql`least(${sql.raw(String(SIGN_IN_FIRST_DELAY_SECONDS))} * power(2, least(${failures} - ${sql.raw(String(free))} - 1, 30)), ${sql.raw(String(SIGN_IN_MAX_DELAY_SECONDS))})`;
  return sql`case when ${failures} > ${sql.raw(String(free))} then ${now} + ${delaySeconds} * interval '1 second' end`;
}

/** The blocked column set back to none when it still holds the wait `claimed` set; else as it is. */
function undoBlock(column: AnyColumn, claimed: ClaimedFailure) {
  return claimed.blockSet
    ? sql`case when ${column} = ${timestampParam(claimed.blockSet)} then null else ${column} end`
    : sql`${column}`;
}

/**
 * Deletes every tenant's throttle rows whose run has gone stale, and device proofs' failures and accounts'
 * wrong codes likewise (the maintenance job); returns how many.
 */
export async function purgeStaleSignInThrottles(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const staleBefore = timestampParam(new Date(now.getTime() - SIGN_IN_THROTTLE_STALE_HOURS * 3_600_000));
  const deleted = await db
    .delete(signInThrottles)
    .where(lte(signInThrottles.lastFailureAt, staleBefore))
    .returning({ email: signInThrottles.email });
  const deviceStaleBefore = timestampParam(new Date(now.getTime() - DEVICE_FAILURES_STALE_HOURS * 3_600_000));
  const deletedDevices = await db
    .delete(signInDeviceFailures)
    .where(
      and(
        lte(signInDeviceFailures.lastFailureAt, deviceStaleBefore),
        sql`(${signInDeviceFailures.blockedUntil} is null or ${signInDeviceFailures.blockedUntil} <= ${timestampParam(now)})`,
      ),
    )
    .returning({ deviceId: signInDeviceFailures.deviceId });
  const deletedCodes = await db
    .delete(signInCodeFailures)
    .where(lte(signInCodeFailures.lastFailureAt, staleBefore))
    .returning({ accountId: signInCodeFailures.accountId });
  return deleted.length + deletedDevices.length + deletedCodes.length;
}

export function createSignInRepository(db: Database) {
  return {
    /**
     * Counts a sign-in attempt as a failure before the password is checked
     * (a right password gives it back, a success clears the count), in one
     * statement, so that of many concurrent guesses no more get through than
     * the rule allows. Refused, and not counted, while the email is blocked;
     * a block is never extended by attempts made during it. A run whose last
     * failure is older than the stale period starts over. Starting a run also
     * deletes a bounded batch of the tenant's stale rows.
     */
    async claimSignInAttempt(input: { tenantId: string; email: string; now: Date }): Promise<SignInAttempt> {
      const now = timestampParam(input.now);
      const staleBefore = timestampParam(new Date(input.now.getTime() - SIGN_IN_THROTTLE_STALE_HOURS * 3_600_000));
      const isStale = sql`${signInThrottles.lastFailureAt} <= ${staleBefore}`;
      const failures = sql<number>`(case when ${isStale} then 1 else ${signInThrottles.consecutiveFailures} + 1 end)`;
      const [counted] = await db
        .insert(signInThrottles)
        .values({ tenantId: input.tenantId, email: input.email, consecutiveFailures: 1, lastFailureAt: input.now })
        .onConflictDoUpdate({
          target: [signInThrottles.tenantId, signInThrottles.email],
          set: {
            consecutiveFailures: failures,
            blockedUntil: blockAfter(failures, SIGN_IN_FREE_FAILURES, now),
            lastFailureAt: input.now,
            notifiedAt: sql`case when ${isStale} then null else ${signInThrottles.notifiedAt} end`,
          },
          setWhere: sql`${signInThrottles.blockedUntil} is null or ${signInThrottles.blockedUntil} <= ${now}`,
        })
        .returning({ failures: signInThrottles.consecutiveFailures, blockSet: signInThrottles.blockedUntil });
      if (counted) {
        if (counted.failures === 1) {
          await db.delete(signInThrottles).where(
            sql`(${signInThrottles.tenantId}, ${signInThrottles.email}) in (
              select ${signInThrottles.tenantId}, ${signInThrottles.email} from ${signInThrottles}
              where ${and(eq(signInThrottles.tenantId, input.tenantId), lte(signInThrottles.lastFailureAt, staleBefore))}
              limit ${sql.raw(String(STALE_SWEEP_LIMIT))})`,
          );
        }
        return counted;
      }
      const [blocked] = await db
        .select({ blockedUntil: signInThrottles.blockedUntil })
        .from(signInThrottles)
        .where(and(eq(signInThrottles.tenantId, input.tenantId), eq(signInThrottles.email, input.email)));
      // Cleared or expired in between (a success, a reset): the shortest wait.
      return { blockedUntil: blocked?.blockedUntil ?? input.now };
    },
    /**
     * Gives back a claim whose password was right: one failure fewer and, when the wait this claim set is
     * the one that stands, no wait (the one before it had passed, or the claim would have been refused).
     * Failures counted since stay counted; a run ended since (a reset) is left alone.
     */
    async releaseSignInAttempt(input: { tenantId: string; email: string; claimed: ClaimedFailure }) {
      const row = and(eq(signInThrottles.tenantId, input.tenantId), eq(signInThrottles.email, input.email));
      const [released] = await db
        .update(signInThrottles)
        .set({
          consecutiveFailures: sql`${signInThrottles.consecutiveFailures} - 1`,
          blockedUntil: undoBlock(signInThrottles.blockedUntil, input.claimed),
        })
        .where(and(row, gte(signInThrottles.consecutiveFailures, input.claimed.failures)))
        .returning({ failures: signInThrottles.consecutiveFailures });
      if (released?.failures === 0) {
        await db.delete(signInThrottles).where(and(row, eq(signInThrottles.consecutiveFailures, 0)));
      }
    },
    clearSignInThrottle: (tenantId: string, email: string) => clearSignInThrottle(db, tenantId, email),
    /**
     * Counts a second-step code against the account's budget of wrong codes before it is checked (a
     * finished sign-in clears it), in one statement like the password's: the free failures, then waits
     * doubling up to the same cap. Refused, and not counted, while the account's codes wait.
     */
    async claimCodeAttempt(input: { tenantId: string; accountId: string; now: Date }): Promise<SignInAttempt> {
      const now = timestampParam(input.now);
      const staleBefore = timestampParam(new Date(input.now.getTime() - SIGN_IN_THROTTLE_STALE_HOURS * 3_600_000));
      const failures = sql<number>`(case when ${signInCodeFailures.lastFailureAt} <= ${staleBefore} then 1 else ${signInCodeFailures.failures} + 1 end)`;
      const [counted] = await db
        .insert(signInCodeFailures)
        .values({ tenantId: input.tenantId, accountId: input.accountId, failures: 1, lastFailureAt: input.now })
        .onConflictDoUpdate({
          target: [signInCodeFailures.tenantId, signInCodeFailures.accountId],
          set: {
            failures,
            blockedUntil: blockAfter(failures, SIGN_IN_CODE_FREE_FAILURES, now),
            lastFailureAt: input.now,
          },
          setWhere: sql`${signInCodeFailures.blockedUntil} is null or ${signInCodeFailures.blockedUntil} <= ${now}`,
        })
        .returning({ failures: signInCodeFailures.failures, blockSet: signInCodeFailures.blockedUntil });
      if (counted) return counted;
      const [blocked] = await db
        .select({ blockedUntil: signInCodeFailures.blockedUntil })
        .from(signInCodeFailures)
        .where(and(eq(signInCodeFailures.tenantId, input.tenantId), eq(signInCodeFailures.accountId, input.accountId)));
      return { blockedUntil: blocked?.blockedUntil ?? input.now };
    },
    /** A finished sign-in: the account's budget of wrong codes is whole again. */
    async clearCodeFailures(tenantId: string, accountId: string) {
      await db
        .delete(signInCodeFailures)
        .where(and(eq(signInCodeFailures.tenantId, tenantId), eq(signInCodeFailures.accountId, accountId)));
    },
    /**
     * Counts an attempt made with a known device's proof against that proof's own budget, before the
     * password is checked (a right password gives it back, a success clears it), in one statement so
     * concurrent guesses with a stolen proof all count. Undefined, and not counted, while the proof has
     * spent its budget: the attempt is then an unknown device's.
     */
    async claimDeviceAttempt(input: {
      tenantId: string;
      deviceId: string;
      now: Date;
    }): Promise<ClaimedFailure | undefined> {
      const now = timestampParam(input.now);
      const staleBefore = timestampParam(new Date(input.now.getTime() - DEVICE_FAILURES_STALE_HOURS * 3_600_000));
      const failures = sql<number>`(case when ${signInDeviceFailures.lastFailureAt} <= ${staleBefore} then 1 else ${signInDeviceFailures.failures} + 1 end)`;
      const budget = sql.raw(String(DEVICE_FAILURE_BUDGET));
      const lockout = sql.raw(String(DEVICE_LOCKOUT_MINUTES));
      const [counted] = await db
        .insert(signInDeviceFailures)
        .values({ tenantId: input.tenantId, deviceId: input.deviceId, failures: 1, lastFailureAt: input.now })
        .onConflictDoUpdate({
          target: [signInDeviceFailures.tenantId, signInDeviceFailures.deviceId],
          set: {
            failures,
            blockedUntil: sql`case when ${failures} >= ${budget} then ${now} + ${lockout} * interval '1 minute' end`,
            lastFailureAt: input.now,
          },
          setWhere: sql`${signInDeviceFailures.blockedUntil} is null or ${signInDeviceFailures.blockedUntil} <= ${now}`,
        })
        .returning({ failures: signInDeviceFailures.failures, blockSet: signInDeviceFailures.blockedUntil });
      return counted;
    },
    /** Gives back a known device's claim whose password was right, as `releaseSignInAttempt` does. */
    async releaseDeviceAttempt(input: { tenantId: string; deviceId: string; claimed: ClaimedFailure }) {
      const row = and(
        eq(signInDeviceFailures.tenantId, input.tenantId),
        eq(signInDeviceFailures.deviceId, input.deviceId),
      );
      const [released] = await db
        .update(signInDeviceFailures)
        .set({
          failures: sql`${signInDeviceFailures.failures} - 1`,
          blockedUntil: undoBlock(signInDeviceFailures.blockedUntil, input.claimed),
        })
        .where(and(row, gte(signInDeviceFailures.failures, input.claimed.failures)))
        .returning({ failures: signInDeviceFailures.failures });
      if (released?.failures === 0) {
        await db.delete(signInDeviceFailures).where(and(row, eq(signInDeviceFailures.failures, 0)));
      }
    },
    /** A success with the proof: its budget is whole again. */
    async clearDeviceFailures(tenantId: string, deviceId: string) {
      await db
        .delete(signInDeviceFailures)
        .where(and(eq(signInDeviceFailures.tenantId, tenantId), eq(signInDeviceFailures.deviceId, deviceId)));
    },
    /** Counts a refused attempt for the email's account (if any) and client address: see sign-in-attacks. */
    recordThrottledSignIn: (input: { tenantId: string; email: string; clientAddress: string | null; now: Date }) =>
      recordThrottledSignIn(db, input),
    /**
     * Marks the email's run as notified, once it has enough failures; true
     * only for the one call that marked it, so the member is told once per run.
     */
    async markSignInFailuresNotified(input: { tenantId: string; email: string; now: Date }): Promise<boolean> {
      const rows = await db
        .update(signInThrottles)
        .set({ notifiedAt: input.now })
        .where(
          and(
            eq(signInThrottles.tenantId, input.tenantId),
            eq(signInThrottles.email, input.email),
            isNull(signInThrottles.notifiedAt),
            sql`${signInThrottles.consecutiveFailures} >= ${sql.raw(String(SIGN_IN_NOTIFY_AFTER_FAILURES))}`,
          ),
        )
        .returning({ email: signInThrottles.email });
      return rows.length > 0;
    },
    /** Who to warn about failed sign-ins: only an active account. */
    async findActiveAccountToNotify(tenantId: string, email: string) {
      const [row] = await db
        .select({ email: accounts.email, firstName: members.firstName, preferredLanguage: members.preferredLanguage })
        .from(accounts)
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.email, email), eq(accounts.status, 'active')))
        .limit(1);
      return row;
    },
    async findAccountByEmail(tenantId: string, email: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          passwordHash: accounts.passwordHash,
          passwordChangedAt: accounts.passwordChangedAt,
          status: accounts.status,
          role: accounts.role,
        })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.email, email)))
        .limit(1);
      return row;
    },
    /** The session and its `signed_in` event, together. */
    async createSession(session: NewSession, audit: Pick<AuditEvent, 'context' | 'details'>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values(session);
        await insertAuditEvent(tx, {
          tenantId: session.tenantId,
          accountId: session.accountId,
          event: 'signed_in',
          context: audit.context,
          details: audit.details,
        });
      });
    },
    async createSignInTicket(ticket: NewSignInTicket): Promise<void> {
      await db.insert(signInTickets).values(ticket);
    },
    /** A ticket neither spent nor expired, with its account (still active). */
    async findLiveSignInTicket(tokenHash: string, tenantId: string) {
      const [row] = await db
        .select({
          id: signInTickets.id,
          accountId: signInTickets.accountId,
          applicationType: signInTickets.applicationType,
          userAgent: signInTickets.userAgent,
          deviceId: signInTickets.deviceId,
          email: accounts.email,
          role: accounts.role,
        })
        .from(signInTickets)
        .innerJoin(
          accounts,
          and(eq(accounts.id, signInTickets.accountId), eq(accounts.tenantId, signInTickets.tenantId)),
        )
        .where(
          and(
            eq(signInTickets.tokenHash, tokenHash),
            eq(signInTickets.tenantId, tenantId),
            isNull(signInTickets.usedAt),
            gt(signInTickets.expiresAt, sql`now()`),
            eq(accounts.status, 'active'),
          ),
        )
        .limit(1);
      return row;
    },
    /** Spends a ticket: true for the one request that does. */
    async spendSignInTicket(id: string): Promise<boolean> {
      const rows = await db
        .update(signInTickets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInTickets.id, id), isNull(signInTickets.usedAt), gt(signInTickets.expiresAt, sql`now()`)))
        .returning({ id: signInTickets.id });
      return rows.length > 0;
    },
    /** Counts a wrong code against the ticket, ending it at the limit. */
    async countSignInTicketFailure(id: string): Promise<void> {
      await db
        .update(signInTickets)
        .set({
          failures: sql`${signInTickets.failures} + 1`,
          usedAt: sql`case when ${signInTickets.failures} + 1 >= ${SECOND_STEP_TICKET_MAX_FAILURES} then now() else ${signInTickets.usedAt} end`,
        })
        .where(eq(signInTickets.id, id));
    },
    /** Deletes tickets a day past their end (the maintenance job). */
    async purgeEndedSignInTickets(): Promise<number> {
      const rows = await db
        .delete(signInTickets)
        .where(lte(signInTickets.expiresAt, sql`now() - interval '1 day'`))
        .returning({ id: signInTickets.id });
      return rows.length;
    },
    async recordEvent(event: AuditEvent): Promise<void> {
      await insertAuditEvent(db, event);
    },
    /**
     * Replaces a hash made with older parameters; only if it is still the one
     * that was verified, so a password changed meanwhile is never overwritten.
     */
    async replacePasswordHash(input: {
      accountId: string;
      tenantId: string;
      previousHash: string;
      newHash: string;
    }): Promise<boolean> {
      const written = await writePassword(db, input, {
        hash: input.newHash,
        replacing: input.previousHash,
        rehash: true,
      });
      return written !== undefined;
    },
    /** Revokes a live session and records `signed_out` (end-sessions.ts); false when there was none to revoke. */
    async revokeSession(sessionId: string, tenantId: string, accountId: string, audit: Pick<AuditEvent, 'context'>) {
      const ended = await endSessionsNow(db, { tenantId, accountId }, { only: sessionId }, audit);
      return ended.length > 0;
    },
  };
}
export type SignInRepository = ReturnType<typeof createSignInRepository>;
