/**
 * Counting a tenant's events over a range from the roll-ups where they are up to date and from the
 * raw events elsewhere (a part of a day, today, a day changed since its roll-up), with the same answer
 * as counting the raw events alone: distinct members are never added across periods, they are united
 * (a member's bits in `member_years` with the raw events' members). Every query names the tenant.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TAnalyticsEventName } from '@portal/contracts/analytics';
import type { AnalyticsDatabase } from '@portal/contracts/brands';
import type { Database } from '../../../db/client';
import { YEAR_DAYS, analyticsRollups } from '../../../db/schema';
import { attestedMember, hasAttestedMember } from '../attested-members';
import { ALL_SUBJECTS, ANY_EVENT, subjectOf } from './event-subjects';
import type { SubjectEvent } from './event-subjects';
import { addDays, dayOf, mondayOf, splitRange, yearMasks } from './periods';
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

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

const BITS = sql.raw(`bit(${YEAR_DAYS})`);

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
    const rolled = new Set(parts.rolledDays);
    // A week whose seven days are all rolled up (so inside the range and finished) and itself up to date.
    const wholeWeeks = [...new Set(parts.rolledDays.map(mondayOf))].filter(
      (week) =>
        parts.upToDateWeeks.has(week) &&
        Array.from({ length: 7 }, (_, day) => addDays(week, day)).every((day) => rolled.has(day)),
    );
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
    const masks = [...new Set(partDays.map(mondayOf))].flatMap((week) =>
      yearMasks(partDays.filter((day) => mondayOf(day) === week)).map((mask) => ({ week, ...mask })),
    );
    const members: SQL[] = [];
    if (masks.length > 0) {
      const values = sql.join(
        masks.map((mask) => sql`(${mask.week}::text, ${mask.year}::smallint, ${mask.mask}::${BITS})`),
        sql`, `,
      );
      members.push(sql`
        select wanted.week as period, kept.event, kept.member_id from ${tables.memberYears} as kept
        join (values ${values}) as wanted (week, year, mask) on kept.year = wanted.year
        where kept.tenant_id = ${query.tenantId}::uuid and kept.subject = ${ALL_SUBJECTS}
          and ${any ? sql`kept.event = ${ANY_EVENT}` : sql`kept.event <> ${ANY_EVENT} and ${eventFilter(sql.raw('kept.event'), names)}`}
          and bit_count(kept.days & wanted.mask) > 0`);
    }
    if (parts.rawSpans.length > 0) {
      members.push(sql`
        select ${rawWeek} as period, ${rawEvent} as event, ${events.memberId} as member_id from ${events}
        where ${rawWhere(database, query.tenantId, parts.rawSpans, sql`${rawFilter} and ${hasAttestedMember(events.memberId)}`)}`);
    }
    for (const row of rowsOf<PeriodCountRow>(
      await db.execute(sql`
        select period, event, count(distinct member_id) as members from (${sql.join(members, sql` union all `)}) as present
        group by 1, 2`),
    )) {
      const found = counted.get(`${row.period} ${row.event}`);
      if (found) found.members = Number(row.members);
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
      const present: SQL[] = [];
      const masks = yearMasks(parts.rolledDays);
      if (masks.length > 0) {
        const years = sql.join(
          masks.map(
            (mask) => sql`(kept.year = ${mask.year}::smallint and bit_count(kept.days & ${mask.mask}::${BITS}) > 0)`,
          ),
          sql` or `,
        );
        present.push(sql`
          select kept.event, kept.subject, kept.member_id, 0 as raw from ${tables.memberYears} as kept
          where kept.tenant_id = ${query.tenantId}::uuid and ${inList(sql.raw('kept.event'), query.events, 'text')}
            and kept.subject <> ${ALL_SUBJECTS} and (${years})`);
      }
      if (parts.rawSpans.length > 0) {
        const subject = subjectOf(events.event, events.properties);
        present.push(sql`
          select ${events.event} as event, ${subject} as subject, ${events.memberId} as member_id, 1 as raw from ${events}
          where ${rawWhere(
            database,
            query.tenantId,
            parts.rawSpans,
            sql`${inList(sql`${events.event}`, query.events, 'text')} and ${hasAttestedMember(events.memberId)} and ${subject} is not null`,
          )}`);
      }
      if (present.length > 0) {
        for (const row of rowsOf<{ event: SubjectEvent; subject: string; members: number; raw_events: number }>(
          await db.execute(sql`
            select event, subject, count(distinct member_id) as members, sum(raw) as raw_events
            from (${sql.join(present, sql` union all `)}) as present
            group by 1, 2`),
        )) {
          const found = counted.get(keyOf(row)) ?? {
            event: row.event,
            subject: row.subject,
            members: 0,
            memberEvents: 0,
          };
          found.members = Number(row.members);
          found.memberEvents += Number(row.raw_events);
          counted.set(keyOf(row), found);
        }
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
