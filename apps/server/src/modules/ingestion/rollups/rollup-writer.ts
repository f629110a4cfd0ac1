/**
 * Keeping the roll-ups (db/schema.ts `event_days`, `event_weeks`, `member_years`): the ingestion counts
 * each stored batch against the days and weeks it touched (`rollup_periods.changes`), and the roll-up
 * job recomputes a finished period that changed from its raw events, in one transaction, recording
 * how many changes it read. A batch stored while a roll-up runs leaves the period changed, so it is
 * read again; a reader meanwhile takes that period from the raw events.
 */
import { sql } from 'drizzle-orm';
import type { AnalyticsDatabase } from '@portal/contracts/brands';
import type { Database } from '../../../db/client';
import { YEAR_DAYS, analyticsRollups } from '../../../db/schema';
import { attestedMember } from '../attested-members';
import { ALL_SUBJECTS, ANY_EVENT, subjectOf } from './event-subjects';
import { addDays, dayOf, mondayOf, yearDayOf } from './periods';

export interface ChangedPeriod {
  tenantId: string;
  period: 'day' | 'week';
  /** The day, or the week's Monday. */
  start: string;
  /** The changes the roll-up covers. */
  changes: number;
}

type Executor = Pick<Database, 'execute' | 'insert'>;

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Counts one stored batch against each day and week its events fall in (inside the batch's transaction). */
export async function countChanges(
  db: Executor,
  database: AnalyticsDatabase,
  stored: readonly { tenantId: string; occurredAt: Date }[],
): Promise<void> {
  const periods = new Map<string, { tenantId: string; period: 'day' | 'week'; start: string }>();
  for (const { tenantId, occurredAt } of stored) {
    const day = dayOf(occurredAt);
    periods.set(`${tenantId} day ${day}`, { tenantId, period: 'day', start: day });
    const week = mondayOf(day);
    periods.set(`${tenantId} week ${week}`, { tenantId, period: 'week', start: week });
  }
  if (periods.size === 0) return;
  const { rollupPeriods } = analyticsRollups[database];
  // One order for every batch, so two batches never wait on each other's rows the other way round.
  const values = [...periods.keys()].sort().map((key) => ({ ...periods.get(key)!, changes: 1 }));
  await db
    .insert(rollupPeriods)
    .values(values)
    .onConflictDoUpdate({
      target: [rollupPeriods.tenantId, rollupPeriods.period, rollupPeriods.start],
      set: { changes: sql`${rollupPeriods.changes} + 1` },
    });
}

export function createRollupWriter(db: Database) {
  return {
    /** Finished periods (days before `today`, weeks ended by then) changed since their roll-up, oldest first. */
    async listChanged(database: AnalyticsDatabase, today: string, limit: number): Promise<ChangedPeriod[]> {
      const { rollupPeriods } = analyticsRollups[database];
      const rows = rowsOf<{ tenant_id: string; period: 'day' | 'week'; start: string; changes: number }>(
        await db.execute(sql`
          select tenant_id, period, to_char(start, 'YYYY-MM-DD') as start, changes from ${rollupPeriods}
          where rolled < changes
            and ((period = 'day' and start < ${today}::date) or (period = 'week' and start + 7 <= ${today}::date))
          order by start, period, tenant_id
          limit ${limit}`),
      );
      return rows.map((row) => ({
        tenantId: row.tenant_id,
        period: row.period,
        start: row.start,
        changes: Number(row.changes),
      }));
    },

    /** Recomputes one finished day or week of a tenant's from its raw events. */
    async rollUp(database: AnalyticsDatabase, changed: ChangedPeriod): Promise<void> {
      const tables = analyticsRollups[database];
      const { events } = tables;
      const { tenantId, start } = changed;
      const end = addDays(start, changed.period === 'day' ? 1 : 7);
      const raw = sql`
        select ${events.event} as event, ${subjectOf(events.event, events.properties)} as subject,
          ${attestedMember(events.memberId)} as member_id
        from ${events}
        where ${events.tenantId} = ${tenantId}
          and ${events.occurredAt} >= ${`${start}T00:00:00Z`}::timestamptz
          and ${events.occurredAt} < ${`${end}T00:00:00Z`}::timestamptz`;
      await db.transaction(async (tx) => {
        if (changed.period === 'week') {
          await tx.execute(
            sql`delete from ${tables.eventWeeks} where tenant_id = ${tenantId}::uuid and week = ${start}::date`,
          );
          await tx.execute(sql`
            insert into ${tables.eventWeeks} (tenant_id, week, event, events, members)
            select ${tenantId}::uuid, ${start}::date, coalesce(event, ${ANY_EVENT}::text), count(*), count(distinct member_id)
            from (${raw}) as raw
            group by grouping sets ((event), ())`);
        } else {
          const { year, index } = yearDayOf(start);
          await tx.execute(
            sql`delete from ${tables.eventDays} where tenant_id = ${tenantId}::uuid and day = ${start}::date`,
          );
          await tx.execute(sql`
            insert into ${tables.eventDays} (tenant_id, day, event, subject, events, member_events, members)
            select ${tenantId}::uuid, ${start}::date, event, coalesce(subject, ${ALL_SUBJECTS}::text),
              count(*), count(member_id), count(distinct member_id)
            from (${raw}) as raw
            group by grouping sets ((event), (event, subject))
            having grouping(subject) = 1 or subject is not null`);
          // The day's bit for each member: for any event, for each event, and for each event's subject.
          await tx.execute(sql`
            with raw as (${raw})
            insert into ${tables.memberYears} as kept (tenant_id, year, event, subject, member_id, days)
            select ${tenantId}::uuid, ${year}::smallint, event, subject, member_id,
              set_bit(${sql.raw(`B'0'::bit(${YEAR_DAYS})`)}, ${index}::int, 1)
            from (
              select ${ANY_EVENT}::text as event, ${ALL_SUBJECTS}::text as subject, member_id from raw
              union
              select event, ${ALL_SUBJECTS}::text, member_id from raw
              union
              select event, subject, member_id from raw where subject is not null
            ) as present
            where member_id is not null
            on conflict (tenant_id, year, event, subject, member_id) do update set days = kept.days | excluded.days`);
        }
        await tx.execute(sql`
          update ${tables.rollupPeriods} set rolled = ${changed.changes}::int
          where tenant_id = ${tenantId}::uuid and period = ${changed.period} and start = ${start}::date
            and rolled < ${changed.changes}::int`);
      });
    },
  };
}
export type RollupWriter = ReturnType<typeof createRollupWriter>;
