import { SMALL_GROUP_MIN } from '@portal/contracts/analytics';
import { PARTNER_PROGRAMMES } from '@portal/contracts/programmes';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import {
  ENGAGEMENT_DEFAULT_WEEKS,
  ENGAGEMENT_MAX_DAYS,
  ENGAGEMENT_MESSAGES,
  ENGAGEMENT_TOP_ITEMS,
  countRangeDays,
} from '@portal/contracts/engagement';
import type { TEngagementQuery, TEngagementReport, TGroupCount } from '@portal/contracts/engagement';
import { SIGN_ON_PARTNERS } from '@portal/contracts/partner-sign-on';
import type { TSignOnPartner } from '@portal/contracts/partner-sign-on';
import { RESULT_BANDS } from '@portal/contracts/questionnaire';
import type { Caller } from '../../lib/caller';
import { validationFailed } from '../../lib/errors';
import { addDays, dayOf, mondayOf, startOfDay } from '../../lib/utc-days';
import type { AnalyticsReadGate } from '../ingestion/analytics-read-gate';
import { toEngagementCsv } from './engagement-csv';
import type { ContentRow, EngagementRepository, ReportScope, WeekRow } from './engagement-repository';
import { challengeParticipation, countOf, suppressPartition } from './small-groups';

/**
 * The report's range: the dates asked for, else the last ENGAGEMENT_DEFAULT_WEEKS weeks to today
 * (from the Monday of the first), refused when the ends are the wrong way round or too far apart.
 */
export function resolveRange(query: TEngagementQuery, now: Date): { from: string; to: string } {
  const today = dayOf(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(mondayOf(to), -(ENGAGEMENT_DEFAULT_WEEKS - 1) * 7);
  if (from > to) throw validationFailed(ENGAGEMENT_MESSAGES.order, 'from');
  if (countRangeDays(from, to) > ENGAGEMENT_MAX_DAYS) throw validationFailed(ENGAGEMENT_MESSAGES.span, 'from');
  return { from, to };
}

/** Every week (its Monday) that the range touches. */
export function listWeeks(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Shown counts first, most first (the query's order); hidden ones after, by title, so their order says nothing. */
function orderContent<T extends { title: string; shown: boolean }>(rows: T[]): T[] {
  return [
    ...rows.filter((row) => row.shown),
    ...rows.filter((row) => !row.shown).sort((a, b) => a.title.localeCompare(b.title)),
  ];
}

function byKey<K extends string>(keys: readonly K[], rows: { key: string; members: number }[]) {
  const found = new Map(rows.map((row) => [row.key, row.members]));
  return keys.filter((key) => found.has(key)).map((key) => ({ key, members: countOf(found.get(key) ?? 0) }));
}

export interface EngagementService {
  /** The engagement report of the caller's tenant (an admin's call). */
  getReport(caller: Caller, query: TEngagementQuery): Promise<TEngagementReport>;
  /** The same figures as CSV, under the same rule, with its file name. */
  getCsv(caller: Caller, query: TEngagementQuery): Promise<{ fileName: string; csv: string }>;
}

export function createEngagementService(deps: {
  repository: EngagementRepository;
  /** The per-tenant ceiling on heavy analytics reads it shares with `/select`. */
  reads: AnalyticsReadGate;
  now?: () => Date;
}): EngagementService {
  const { repository, reads } = deps;
  const now = deps.now ?? (() => new Date());

  async function getReport(caller: Caller, query: TEngagementQuery): Promise<TEngagementReport> {
    const { from, to } = resolveRange(query, now());
    const scope: ReportScope = {
      tenantId: caller.tenant.id,
      database: caller.tenant.brand.analyticsDatabase,
      range: { start: startOfDay(from), end: startOfDay(addDays(to, 1)) },
    };
    // One aggregate each; on one connection they run in turn, on a pool side by side. The report is one
    // heavy read of the tenant's (a few at once per tenant; AnalyticsBusyError beyond).
    const [signIns, actives, funnel, members, bands, usage, scans, challenges, levels] = await reads.run(
      caller.tenant.id,
      () =>
        Promise.all([
          repository.signInsByWeek(scope),
          repository.activeMembersByWeek(scope),
          repository.invitationFunnel(scope),
          repository.countMembers(scope),
          repository.questionnaireBands(scope),
          repository.usage(scope, ENGAGEMENT_TOP_ITEMS),
          repository.healthScanCounts(scope),
          repository.challengeParticipation(scope, { from, to }),
          repository.membersPerLevel(scope, to),
        ]),
    );
    const weekly = (rows: WeekRow[]) => new Map(rows.map((row) => [row.week, row]));
    const signInsByWeek = weekly(signIns);
    const activesByWeek = weekly(actives);
    const hiddenOr = (row: WeekRow | undefined): TGroupCount => countOf(row?.total ?? 0, row?.members ?? 0);

    // The bands split the completers: hidden with the rule for a split total.
    const bandCounts = RESULT_BANDS.map((band) => bands.find((row) => row.band === band)?.members ?? 0);
    const completed = bandCounts.reduce((total, value) => total + value, 0);
    // Completed and not completed split the members: neither is shown when the other is under the threshold.
    const [completedCount] =
      members < SMALL_GROUP_MIN
        ? [countOf(0)]
        : completed <= members
          ? suppressPartition([completed, members - completed])
          : [countOf(completed)];
    const bandShown = suppressPartition(bandCounts);

    const content = (rows: ContentRow[]) =>
      orderContent(rows.map((row) => ({ ...row, shown: row.members >= SMALL_GROUP_MIN })));

    return {
      from,
      to,
      small_group_min: SMALL_GROUP_MIN,
      weeks: listWeeks(from, to).map((week) => ({
        week_start: week,
        sign_ins: hiddenOr(signInsByWeek.get(week)),
        active_members: hiddenOr(activesByWeek.get(week)),
      })),
      funnel: {
        invited: countOf(funnel.invited),
        confirmed: countOf(funnel.confirmed),
        active: countOf(funnel.active),
      },
      questionnaire: {
        members: countOf(members),
        completed: completedCount ?? countOf(0),
        bands: RESULT_BANDS.map((band, index) => ({ band, members: bandShown[index] ?? countOf(0) })),
      },
      articles: content(usage.articles).map((row) => ({
        article_id: row.id,
        title: row.title,
        readers: countOf(row.members),
        reads: countOf(row.total, row.members),
      })),
      videos: content(usage.videos).map((row) => ({
        video_id: row.id,
        title: row.title,
        viewers: countOf(row.members),
        completed: countOf(row.total),
      })),
      programmes: byKey<PartnerProgramme>(PARTNER_PROGRAMMES, usage.programmes).map(({ key, members: count }) => ({
        programme: key,
        members: count,
      })),
      sign_on: byKey<TSignOnPartner>(SIGN_ON_PARTNERS, usage.signOns).map(({ key, members: count }) => ({
        partner: key,
        members: count,
      })),
      health_scans: { scans: countOf(scans.scans, scans.members), members: countOf(scans.members) },
      challenges: challenges.map((row) => ({
        challenge_id: row.id,
        title: row.title,
        starts_on: row.startsOn,
        ends_on: row.endsOn,
        ...challengeParticipation(row.joined, row.finished),
      })),
      levels: ((shown) =>
        levels.map((row, index) => ({ level: row.name, points: row.points, members: shown[index] ?? countOf(0) })))(
        suppressPartition(levels.map((row) => row.members)),
      ),
    };
  }

  return {
    getReport,
    async getCsv(caller, query) {
      const report = await getReport(caller, query);
      return { fileName: `engagement-${report.from}-to-${report.to}.csv`, csv: toEngagementCsv(report) };
    },
  };
}
