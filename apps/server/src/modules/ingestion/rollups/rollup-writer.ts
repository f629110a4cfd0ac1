/**
 * Keeping the roll-ups (db/schema.ts `event_days`, `event_weeks`, `member_numbers`, `member_sets`): the
 * ingestion counts each stored batch against the days and weeks it touched (`rollup_periods.changes`),
 * and the roll-up job recomputes a finished day that changed from its raw events, and a finished week
 * from its days' roll-ups, each in one transaction, recording how many changes it read. A batch stored while a roll-up runs leaves the period changed, so it is
 * read again; a reader meanwhile takes that period from the raw events.
 */
import { sql } from 'drizzle-orm';
import type { AnalyticsDatabase } from '@portal/contracts/brand-fields';
import type { Database } from '../../../db/client';
import { analyticsRollups } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { attestedMember } from '../attested-members';
import { ALL_SUBJECTS, ANY_EVENT, subjectOf } from './event-subjects';
import { buildMemberSets } from './member-sets';
import type { MemberSetRow } from './member-sets';
import { addDays, dayOf, mondayOf } from '../../../lib/utc-days';

export interface ChangedPeriod {
  tenantId: string;
  period: 'day' | 'week';
  /** The day, or the week's Monday. */
  start: string;
  /** The changes the roll-up covers. */
  changes: number;
}

type Executor = Pick<Database, 'execute' | 'insert'>;

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

/** Where a listing of changed periods goes on from: after this start and tenant. */
export interface ListCursor {
  start: string;
  tenantId: string;
}

/** Rows of member sets per INSERT: each is 16 KiB of text on its way. */
const SETS_PER_INSERT = 16;

export function createRollupWriter(db: Database) {
  return {
    /**
     * Finished periods of one kind (days before `today`, weeks ended by then) changed since their
     * roll-up, oldest first, after `cursor`.
     */
    async listChanged(
      database: AnalyticsDatabase,
      period: 'day' | 'week',
      today: string,
      limit: number,
      cursor?: ListCursor,
    ): Promise<ChangedPeriod[]> {
      const { rollupPeriods } = analyticsRollups[database];
      const finished = period === 'day' ? sql`start < ${today}::date` : sql`start + 7 <= ${today}::date`;
      const after = cursor ? sql`and (start, tenant_id) > (${cursor.start}::date, ${cursor.tenantId}::uuid)` : sql``;
      const rows = rowsOf<{ tenant_id: string; start: string; changes: number }>(
        await db.execute(sql`
          select tenant_id, to_char(start, 'YYYY-MM-DD') as start, changes from ${rollupPeriods}
          where period = ${period} and rolled < changes and ${finished} ${after}
          order by start, tenant_id
          limit ${limit}`),
      );
      return rows.map((row) => ({ tenantId: row.tenant_id, period, start: row.start, changes: Number(row.changes) }));
    },

    /**
     * Recomputes one finished day of a tenant's from its raw events, or one finished week from its days'
     * roll-ups. A week with a day not yet rolled up since its last change is left for later: false.
     */
    async rollUp(database: AnalyticsDatabase, changed: ChangedPeriod): Promise<boolean> {
      return changed.period === 'day' ? rollUpDay(database, changed) : rollUpWeek(database, changed);
    },
  };

  async function rollUpDay(database: AnalyticsDatabase, changed: ChangedPeriod): Promise<boolean> {
    const tables = analyticsRollups[database];
    const { events, memberNumbers } = tables;
    const { tenantId, start: day } = changed;
    const raw = sql`
      select ${events.event} as event, ${subjectOf(events.event, events.properties)} as subject,
        ${attestedMember(events.memberId)} as member_id
      from ${events}
      where ${events.tenantId} = ${tenantId}
        and ${events.occurredAt} >= ${`${day}T00:00:00Z`}::timestamptz
        and ${events.occurredAt} < ${`${addDays(day, 1)}T00:00:00Z`}::timestamptz`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${tables.eventDays} where tenant_id = ${tenantId}::uuid and day = ${day}::date`);
      await tx.execute(sql`
        insert into ${tables.eventDays} (tenant_id, day, event, subject, events, member_events, members)
        select ${tenantId}::uuid, ${day}::date, event, coalesce(subject, ${ALL_SUBJECTS}::text),
          count(*), count(member_id), count(distinct member_id)
        from (${raw}) as raw
        group by grouping sets ((event), (event, subject))
        having grouping(subject) = 1 or subject is not null`);
      // Members met for the first time get the tenant's next numbers (only this job numbers them).
      await tx.execute(sql`
        insert into ${memberNumbers} (tenant_id, member_id, number)
        select ${tenantId}::uuid, member_id,
          (select coalesce(max(number), -1) from ${memberNumbers} where tenant_id = ${tenantId}::uuid)
            + row_number() over (order by member_id)
        from (select distinct member_id from (${raw}) as raw where member_id is not null) as met
        where not exists (
          select 1 from ${memberNumbers} as known where known.tenant_id = ${tenantId}::uuid and known.member_id = met.member_id
        )`);
      const facts = rowsOf<{ event: string; subject: string | null; number: number }>(
        await tx.execute(sql`
          select distinct raw.event, raw.subject, numbered.number
          from (${raw}) as raw
          join ${memberNumbers} as numbered on numbered.tenant_id = ${tenantId}::uuid and numbered.member_id = raw.member_id`),
      );
      const sets = buildMemberSets(
        facts.flatMap(({ event, subject, number }) => [
          { event: ANY_EVENT, subject: ALL_SUBJECTS, number },
          { event, subject: ALL_SUBJECTS, number },
          ...(subject === null ? [] : [{ event, subject, number }]),
        ]),
      );
      await writeSets(tx, database, { tenantId, period: 'day', start: day }, sets);
      await markRolled(tx, database, changed);
    });
    return true;
  }

  async function rollUpWeek(database: AnalyticsDatabase, changed: ChangedPeriod): Promise<boolean> {
    const tables = analyticsRollups[database];
    const { tenantId, start: week } = changed;
    const end = addDays(week, 7);
    return db.transaction(async (tx) => {
      const [behind] = rowsOf<{ days: number }>(
        await tx.execute(sql`
          select count(*) as days from ${tables.rollupPeriods}
          where tenant_id = ${tenantId}::uuid and period = 'day' and start >= ${week}::date and start < ${end}::date
            and rolled < changes`),
      );
      if (Number(behind?.days ?? 0) > 0) return false;
      await tx.execute(sql`
        delete from ${tables.memberSets} where tenant_id = ${tenantId}::uuid and period = 'week' and start = ${week}::date`);
      await tx.execute(sql`
        insert into ${tables.memberSets} (tenant_id, period, start, event, subject, chunk, members)
        select tenant_id, 'week', ${week}::date, event, subject, chunk, bit_or(members)
        from ${tables.memberSets}
        where tenant_id = ${tenantId}::uuid and period = 'day' and start >= ${week}::date and start < ${end}::date
        group by tenant_id, event, subject, chunk`);
      await tx.execute(
        sql`delete from ${tables.eventWeeks} where tenant_id = ${tenantId}::uuid and week = ${week}::date`,
      );
      await tx.execute(sql`
        insert into ${tables.eventWeeks} (tenant_id, week, event, events, members)
        select ${tenantId}::uuid, ${week}::date, counted.event, counted.events, coalesce(present.members, 0)
        from (
          select coalesce(event, ${ANY_EVENT}::text) as event, sum(events) as events from ${tables.eventDays}
          where tenant_id = ${tenantId}::uuid and subject = ${ALL_SUBJECTS} and day >= ${week}::date and day < ${end}::date
          group by grouping sets ((event), ())
          having count(*) > 0
        ) as counted
        left join (
          select event, sum(bit_count(members)) as members from ${tables.memberSets}
          where tenant_id = ${tenantId}::uuid and period = 'week' and start = ${week}::date and subject = ${ALL_SUBJECTS}
          group by event
        ) as present on present.event = counted.event`);
      await markRolled(tx, database, changed);
      return true;
    });
  }
}
export type RollupWriter = ReturnType<typeof createRollupWriter>;

async function writeSets(
  tx: Pick<Database, 'execute'>,
  database: AnalyticsDatabase,
  period: { tenantId: string; period: 'day' | 'week'; start: string },
  sets: readonly MemberSetRow[],
): Promise<void> {
  const { memberSets } = analyticsRollups[database];
  await tx.execute(sql`
    delete from ${memberSets}
    where tenant_id = ${period.tenantId}::uuid and period = ${period.period} and start = ${period.start}::date`);
  for (let first = 0; first < sets.length; first += SETS_PER_INSERT) {
    const values = sets
      .slice(first, first + SETS_PER_INSERT)
      .map(
        (set) =>
          sql`(${period.tenantId}::uuid, ${period.period}, ${period.start}::date, ${set.event}, ${set.subject}, ${set.chunk}::smallint, ${set.members}::bit varying)`,
      );
    await tx.execute(sql`
      insert into ${memberSets} (tenant_id, period, start, event, subject, chunk, members)
      values ${sql.join(values, sql`, `)}`);
  }
}

async function markRolled(tx: Pick<Database, 'execute'>, database: AnalyticsDatabase, changed: ChangedPeriod) {
  const { rollupPeriods } = analyticsRollups[database];
  await tx.execute(sql`
    update ${rollupPeriods} set rolled = ${changed.changes}::int
    where tenant_id = ${changed.tenantId}::uuid and period = ${changed.period} and start = ${changed.start}::date
      and rolled < ${changed.changes}::int`);
}
