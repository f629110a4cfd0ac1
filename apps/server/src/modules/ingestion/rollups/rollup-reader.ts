/**
 * Counting a tenant's events over a range from the roll-ups where they are up to date and from the
 * raw events elsewhere (a part of a day, today, a day changed since its roll-up), with the same answer
 * as counting the raw events alone: distinct members are never added across periods, they are united
 * (the periods' member sets, `bit_or`, with the raw events' members). Every query names the tenant.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TAnalyticsEventName } from '@portal/contracts/analytics';
import type { AnalyticsDatabase } from '@portal/contracts/brand-fields';
import type { Database } from '../../../db/client';
import { MEMBER_SET_BITS, analyticsRollups } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { attestedMember, hasAttestedMember } from '../attested-members';
import { ALL_SUBJECTS, ANY_EVENT, subjectOf } from './event-subjects';
import type { SubjectEvent } from './event-subjects';
import { addDays, dayOf, mondayOf } from '../../../lib/utc-days';
import { splitRange } from './periods';
import type { RangeSplit, Span } from './periods';

export interface PeriodCountQuery {
  tenantId: string;
  from: Date;
  to: Date;
  groupBy: 'day' | 'week';
  /** The events to count (all when undefined), or any event as one (`'*'`: weeks only). */
  events: readonly TAnalyticsEventName[] | undefined | typeof ANY_EVENT;
}

export interface PeriodCountRow {
  /** The day, or the week's Monday. */
  period: string;
  /** The event's name, or '*' for any event. */
  event: string;
  events: number;
  members: number;
}

export interface SubjectQuery {
  tenantId: string;
  from: Date;
  to: Date;
  events: readonly SubjectEvent[];
}

export interface SubjectRow {
  event: SubjectEvent;
  subject: string;
  /** Distinct attested members. */
  members: number;
  /** Events an attested member sent. */
  memberEvents: number;
}

const BITS = sql.raw(String(MEMBER_SET_BITS));

export function createRollupReader(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  /** The range's split, given the days and weeks rolled up since their last change. */
  async function split(database: AnalyticsDatabase, tenantId: string, from: Date, to: Date) {
    const { rollupPeriods } = analyticsRollups[database];
    const rows = rowsOf<{ period: 'day' | 'week'; start: string }>(
      await db.execute(sql`
        select period, to_char(start, 'YYYY-MM-DD') as start from ${rollupPeriods}
        where tenant_id = ${tenantId}::uuid and rolled >= changes
          and start >= ${mondayOf(dayOf(from))}::date and start <= ${dayOf(to)}::date`),
    );
    const upToDateDays = new Set(rows.filter((row) => row.period === 'day').map((row) => row.start));
    const upToDateWeeks = new Set(rows.filter((row) => row.period === 'week').map((row) => row.start));
    return { ...splitRange(from, to, dayOf(now()), upToDateDays), upToDateWeeks };
  }

  function rawWhere(database: AnalyticsDatabase, tenantId: string, spans: readonly Span[], filter?: SQL): SQL {
    const { events } = analyticsRollups[database];
    const within = sql.join(
      spans.map(
        (span) =>
          sql`(${events.occurredAt} >= ${span.start.toISOString()}::timestamptz and ${events.occurredAt} < ${span.end.toISOString()}::timestamptz)`,
      ),
      sql` or `,
    );
    return sql`${events.tenantId} = ${tenantId}::uuid and (${within})${filter ? sql` and ${filter}` : sql``}`;
  }

  function eventFilter(column: SQL, events: readonly string[] | undefined): SQL {
    return events ? inList(column, events, 'text') : sql`true`;
  }

  /** The weeks whose seven days are all rolled up (so inside the range and finished), themselves too. */
  function wholeWeeksOf(parts: RangeSplit & { upToDateWeeks: ReadonlySet<string> }): string[] {
    const rolled = new Set(parts.rolledDays);
    return [...new Set(parts.rolledDays.map(mondayOf))].filter(
      (week) =>
        parts.upToDateWeeks.has(week) &&
        Array.from({ length: 7 }, (_, day) => addDays(week, day)).every((day) => rolled.has(day)),
    );
  }

  /**
   * Distinct attested members by key, event and subject: the rolled-up sets chosen by `sets` (rows of
   * key, event, subject, chunk, members) united with the members of the raw events in `raw` (rows of key,
   * event, subject, member_id). A raw event's member counts when its bit is not already set.
   */
  async function countMembers(
    database: AnalyticsDatabase,
    tenantId: string,
    sets: SQL | undefined,
    raw: SQL | undefined,
  ): Promise<{ key: string; event: string; subject: string; members: number }[]> {
    const { memberNumbers } = analyticsRollups[database];
    const chosen =
      sets ??
      sql`select null::text as key, null::text as event, null::text as subject, null::smallint as chunk, null::bit varying as members where false`;
    const seen =
      raw ??
      sql`select null::text as key, null::text as event, null::text as subject, null::text as member_id where false`;
    const rows = rowsOf<{ key: string; event: string; subject: string; members: number }>(
      await db.execute(sql`
        with rolled as (
          select key, event, subject, chunk, bit_or(members) as members from (${chosen}) as chosen group by 1, 2, 3, 4
        ), raw as (
          select distinct key, event, subject, member_id from (${seen}) as seen
        ), fresh as (
          select raw.key, raw.event, raw.subject, count(*) as members
          from raw
          left join ${memberNumbers} as numbered
            on numbered.tenant_id = ${tenantId}::uuid and numbered.member_id = raw.member_id
          left join rolled
            on rolled.key = raw.key and rolled.event = raw.event and rolled.subject = raw.subject
            and rolled.chunk = numbered.number / ${BITS}
          where rolled.members is null or get_bit(rolled.members, numbered.number % ${BITS}) = 0
          group by 1, 2, 3
        )
        select key, event, subject, sum(members) as members from (
          select key, event, subject, bit_count(members) as members from rolled
          union all
          select key, event, subject, members from fresh
        ) as counted
        group by 1, 2, 3`),
    );
    return rows.map((row) => ({ ...row, members: Number(row.members) }));
  }

  async function countByDay(database: AnalyticsDatabase, query: PeriodCountQuery, parts: RangeSplit) {
    if (query.events === ANY_EVENT) throw new Error('Any event is counted by week only.');
    const tables = analyticsRollups[database];
    const { events } = tables;
    const rows: PeriodCountRow[] = [];
    if (parts.rolledDays.length > 0) {
      rows.push(
        ...rowsOf<PeriodCountRow>(
          await db.execute(sql`
            select to_char(day, 'YYYY-MM-DD') as period, event, events, members from ${tables.eventDays}
            where tenant_id = ${query.tenantId}::uuid and subject = ${ALL_SUBJECTS}
              and ${inList(sql.raw('day'), parts.rolledDays, 'date')} and ${eventFilter(sql.raw('event'), query.events)}`),
        ),
      );
    }
    if (parts.rawSpans.length > 0) {
      rows.push(
        ...rowsOf<PeriodCountRow>(
          await db.execute(sql`
            select to_char(date_trunc('day', ${events.occurredAt} at time zone 'UTC'), 'YYYY-MM-DD') as period,
              ${events.event} as event, count(*) as events, count(distinct ${attestedMember(events.memberId)}) as members
            from ${events}
            where ${rawWhere(database, query.tenantId, parts.rawSpans, eventFilter(sql`${events.event}`, query.events))}
            group by 1, 2`),
        ),
      );
    }
    return rows;
  }

  async function countByWeek(
    database: AnalyticsDatabase,
    query: PeriodCountQuery,
    parts: RangeSplit & { upToDateWeeks: ReadonlySet<string> },
  ) {
    const tables = analyticsRollups[database];
    const { events } = tables;
    const any = query.events === ANY_EVENT;
    const names = query.events === ANY_EVENT ? undefined : query.events;
    const wholeWeeks = wholeWeeksOf(parts);
    const whole = new Set(wholeWeeks);
    const partDays = parts.rolledDays.filter((day) => !whole.has(mondayOf(day)));
    const rows: PeriodCountRow[] = [];
    const eventColumn = any ? sql.raw(`'${ANY_EVENT}'::text`) : sql.raw('event');

    if (wholeWeeks.length > 0) {
      rows.push(
        ...rowsOf<PeriodCountRow>(
          await db.execute(sql`
            select to_char(week, 'YYYY-MM-DD') as period, event, events, members from ${tables.eventWeeks}
            where tenant_id = ${query.tenantId}::uuid and ${inList(sql.raw('week'), wholeWeeks, 'date')}
              and ${any ? sql`event = ${ANY_EVENT}` : sql`event <> ${ANY_EVENT} and ${eventFilter(sql.raw('event'), names)}`}`),
        ),
      );
    }
    if (partDays.length === 0 && parts.rawSpans.length === 0) return rows;

    // The other weeks: events added up, members united (rolled-up days' bits, raw events' members).
    const counted = new Map<string, PeriodCountRow>();
    const add = (row: PeriodCountRow) => {
      const key = `${row.period} ${row.event}`;
      const found = counted.get(key) ?? { period: row.period, event: row.event, events: 0, members: 0 };
      found.events += Number(row.events);
      counted.set(key, found);
    };
    if (partDays.length > 0) {
      for (const row of rowsOf<PeriodCountRow>(
        await db.execute(sql`
          select to_char(date_trunc('week', day), 'YYYY-MM-DD') as period, ${eventColumn} as event, sum(events) as events
          from ${tables.eventDays}
          where tenant_id = ${query.tenantId}::uuid and subject = ${ALL_SUBJECTS}
            and ${inList(sql.raw('day'), partDays, 'date')} and ${eventFilter(sql.raw('event'), names)}
          group by 1, 2`),
      ))
        add(row);
    }
    const rawWeek = sql`to_char(date_trunc('week', ${events.occurredAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
    const rawEvent = any ? sql`${ANY_EVENT}::text` : sql`${events.event}`;
    const rawFilter = eventFilter(sql`${events.event}`, names);
    if (parts.rawSpans.length > 0) {
      for (const row of rowsOf<PeriodCountRow>(
        await db.execute(sql`
          select ${rawWeek} as period, ${rawEvent} as event, count(*) as events from ${events}
          where ${rawWhere(database, query.tenantId, parts.rawSpans, rawFilter)}
          group by 1, 2`),
      ))
        add(row);
    }
    const sets =
      partDays.length === 0
        ? undefined
        : sql`
          select to_char(date_trunc('week', start), 'YYYY-MM-DD') as key, event, subject, chunk, members
          from ${tables.memberSets}
          where tenant_id = ${query.tenantId}::uuid and period = 'day' and ${inList(sql.raw('start'), partDays, 'date')}
            and subject = ${ALL_SUBJECTS}
            and ${any ? sql`event = ${ANY_EVENT}` : sql`event <> ${ANY_EVENT} and ${eventFilter(sql.raw('event'), names)}`}`;
    const raw =
      parts.rawSpans.length === 0
        ? undefined
        : sql`
          select ${rawWeek} as key, ${rawEvent} as event, ${ALL_SUBJECTS}::text as subject, ${events.memberId} as member_id
          from ${events}
          where ${rawWhere(database, query.tenantId, parts.rawSpans, sql`${rawFilter} and ${hasAttestedMember(events.memberId)}`)}`;
    for (const row of await countMembers(database, query.tenantId, sets, raw)) {
      const found = counted.get(`${row.key} ${row.event}`);
      if (found) found.members = row.members;
    }
    return [...rows, ...counted.values()];
  }

  return {
    /**
     * The tenant's events in `[from, to)` by period (UTC day, or ISO week from Monday) and event: how
     * many, and how many distinct attested members. Periods without events are left out.
     */
    async countByPeriod(database: AnalyticsDatabase, query: PeriodCountQuery): Promise<PeriodCountRow[]> {
      const parts = await split(database, query.tenantId, query.from, query.to);
      const rows =
        query.groupBy === 'day' ? await countByDay(database, query, parts) : await countByWeek(database, query, parts);
      return rows
        .map((row) => ({ ...row, events: Number(row.events), members: Number(row.members) }))
        .filter((row) => row.events > 0)
        .sort((a, b) => (a.period === b.period ? compare(a.event, b.event) : compare(a.period, b.period)));
    },

    /** Distinct attested members and their events in `[from, to)` by event and subject (an article, a video…). */
    async countBySubject(database: AnalyticsDatabase, query: SubjectQuery): Promise<SubjectRow[]> {
      const parts = await split(database, query.tenantId, query.from, query.to);
      const tables = analyticsRollups[database];
      const { events } = tables;
      const counted = new Map<string, SubjectRow>();
      const keyOf = (row: { event: string; subject: string }) => `${row.event} ${row.subject}`;
      if (parts.rolledDays.length > 0) {
        for (const row of rowsOf<SubjectRow & { member_events: number }>(
          await db.execute(sql`
            select event, subject, sum(member_events) as member_events from ${tables.eventDays}
            where tenant_id = ${query.tenantId}::uuid and ${inList(sql.raw('event'), query.events, 'text')} and subject <> ${ALL_SUBJECTS}
              and ${inList(sql.raw('day'), parts.rolledDays, 'date')}
            group by 1, 2`),
        ))
          counted.set(keyOf(row), {
            event: row.event,
            subject: row.subject,
            members: 0,
            memberEvents: Number(row.member_events),
          });
      }
      // Whole weeks from the weeks' sets, the other rolled-up days from the days' sets.
      const wholeWeeks = wholeWeeksOf(parts);
      const whole = new Set(wholeWeeks);
      const otherDays = parts.rolledDays.filter((day) => !whole.has(mondayOf(day)));
      const chosen = [
        ...(wholeWeeks.length > 0 ? [sql`(period = 'week' and ${inList(sql.raw('start'), wholeWeeks, 'date')})`] : []),
        ...(otherDays.length > 0 ? [sql`(period = 'day' and ${inList(sql.raw('start'), otherDays, 'date')})`] : []),
      ];
      const sets =
        chosen.length === 0
          ? undefined
          : sql`
            select ${ALL_SUBJECTS}::text as key, event, subject, chunk, members from ${tables.memberSets}
            where tenant_id = ${query.tenantId}::uuid and ${inList(sql.raw('event'), query.events, 'text')}
              and subject <> ${ALL_SUBJECTS} and (${sql.join(chosen, sql` or `)})`;
      const subject = subjectOf(events.event, events.properties);
      const rawEvents = sql`${inList(sql`${events.event}`, query.events, 'text')} and ${hasAttestedMember(events.memberId)} and ${subject} is not null`;
      const raw =
        parts.rawSpans.length === 0
          ? undefined
          : sql`
            select ${ALL_SUBJECTS}::text as key, ${events.event} as event, ${subject} as subject, ${events.memberId} as member_id
            from ${events}
            where ${rawWhere(database, query.tenantId, parts.rawSpans, rawEvents)}`;
      if (parts.rawSpans.length > 0) {
        for (const row of rowsOf<{ event: SubjectEvent; subject: string; member_events: number }>(
          await db.execute(sql`
            select ${events.event} as event, ${subject} as subject, count(*) as member_events from ${events}
            where ${rawWhere(database, query.tenantId, parts.rawSpans, rawEvents)}
            group by 1, 2`),
        )) {
          const found = counted.get(keyOf(row)) ?? {
            event: row.event,
            subject: row.subject,
            members: 0,
            memberEvents: 0,
          };
          found.memberEvents += Number(row.member_events);
          counted.set(keyOf(row), found);
        }
      }
      for (const row of await countMembers(database, query.tenantId, sets, raw)) {
        const found = counted.get(keyOf(row)) ?? {
          event: row.event as SubjectEvent,
          subject: row.subject,
          members: 0,
          memberEvents: 0,
        };
        found.members = row.members;
        counted.set(keyOf(row), found);
      }
      return [...counted.values()].filter((row) => row.members > 0);
    },
  };
}
export type RollupReader = ReturnType<typeof createRollupReader>;

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `column in ($1, $2, …)`, each value a parameter of the given type. */
function inList(column: SQL, values: readonly string[], type: 'text' | 'date'): SQL {
  const cast = sql.raw(type);
  return sql`${column} in (${sql.join(
    values.map((value) => sql`${value}::${cast}`),
    sql`, `,
  )})`;
}
