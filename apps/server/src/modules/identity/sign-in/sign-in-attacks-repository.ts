/**
 * Sign-in attempts the per-account throttle refused, made visible: counted per account, client address
 * and hour in the audit log itself. Each (account, address, hour) is one `sign_in_throttled` row whose
 * `attempts` is counted up (its id is derived from those four, so the count is an upsert), never a row
 * per refusal. Past `ADDRESS_ROWS_PER_HOUR` addresses in an hour, further refusals for the account are
 * counted in one row without an address, so a botnet cannot grow the log by a row per request.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditEvents } from '../../../db/schema';

/** Address rows per account and hour before the rest are counted together. */
export const ADDRESS_ROWS_PER_HOUR = 50;

function startOfHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

/** A UUID-shaped id that is the same for the same account, hour and address. */
function counterId(parts: readonly string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Counts one refused attempt. The same statement runs for an email that has no account (it then
 * writes nothing), so the answer's timing says nothing about which accounts exist.
 */
export async function recordThrottledSignIn(
  db: Pick<Database, 'execute'>,
  input: { tenantId: string; email: string; clientAddress: string | null; now: Date },
): Promise<void> {
  const hour = startOfHour(input.now);
  const hourText = hour.toISOString();
  const idFor = (address: string) => counterId(['sign_in_throttled', input.tenantId, input.email, hourText, address]);
  const addressId = idFor(`address:${input.clientAddress ?? ''}`);
  const overflowId = idFor('other addresses');
  const now = sql`${input.now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into audit_events (id, tenant_id, account_id, event, details, client_address, created_at)
    select
      case
        when ${input.clientAddress}::text is null then ${overflowId}::uuid
        when exists (select 1 from audit_events where id = ${addressId}::uuid) then ${addressId}::uuid
        when (
          select count(*) from audit_events
          where account_id = accounts.id and event = 'sign_in_throttled'
            and created_at >= ${hourText}::timestamptz and client_address is not null
        ) >= ${ADDRESS_ROWS_PER_HOUR} then ${overflowId}::uuid
        else ${addressId}::uuid
      end,
      accounts.tenant_id, accounts.id, 'sign_in_throttled', '{"attempts":1}'::jsonb,
      case
        when exists (select 1 from audit_events where id = ${addressId}::uuid) then ${input.clientAddress}::text
        when (
          select count(*) from audit_events
          where account_id = accounts.id and event = 'sign_in_throttled'
            and created_at >= ${hourText}::timestamptz and client_address is not null
        ) >= ${ADDRESS_ROWS_PER_HOUR} then null
        else ${input.clientAddress}::text
      end,
      ${now}
    from accounts
    where accounts.tenant_id = ${input.tenantId}::uuid and accounts.email = ${input.email}
    on conflict (id) do update set details = jsonb_build_object(
      'attempts', coalesce((audit_events.details ->> 'attempts')::int, 0) + 1,
      'last_attempt_at', ${input.now.toISOString()}::text
    )
  `);
}

export interface SignInAttackFigure {
  accountId: string;
  blockedAttempts: number;
  /** Client addresses named in the rows (at least this many: past the cap they are counted together). */
  addresses: number;
}

export function createSignInAttacksRepository(db: Database) {
  return {
    /** Refused attempts per account of the tenant since `since` (accounts with none are left out). */
    async listFigures(tenantId: string, since: Date, accountIds?: readonly string[]): Promise<SignInAttackFigure[]> {
      if (accountIds?.length === 0) return [];
      const rows = await db
        .select({
          accountId: sql<string>`${auditEvents.accountId}`,
          blockedAttempts: sql<number>`coalesce(sum((${auditEvents.details} ->> 'attempts')::int), 0)::int`,
          addresses: sql<number>`(count(distinct ${auditEvents.clientAddress}) + max(case when ${auditEvents.clientAddress} is null then 1 else 0 end))::int`,
        })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.tenantId, tenantId),
            eq(auditEvents.event, 'sign_in_throttled'),
            gt(auditEvents.createdAt, sql`${since.toISOString()}::timestamptz`),
            accountIds ? inArray(auditEvents.accountId, [...accountIds]) : undefined,
          ),
        )
        .groupBy(auditEvents.accountId);
      return rows.filter((row) => row.accountId !== null);
    },
  };
}
export type SignInAttacksRepository = ReturnType<typeof createSignInAttacksRepository>;
