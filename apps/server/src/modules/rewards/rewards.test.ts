/**
 * Incentives: a programme's plan per year, points the server awards from what it verified (once per
 * key, within caps, however requests race), the year boundary, an admin's adjustment, levels reached
 * (celebrated once, announced by email), self-reported activities and the reasonable alternative.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '@portal/contracts/demo';
import { getLatestToday } from '@portal/contracts/profile';
import { ZMemberRewards } from '@portal/contracts/rewards';
import type { TIncentivePlanInput, TMemberRewards } from '@portal/contracts/rewards';
import { accounts, auditEvents, incentiveLedger, incentivePlans, tenants, videoProgress } from '../../db/schema';
import { dayOf, addDays } from '../../lib/utc-days';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { listEmails, waitForEmail } from '../../test/outbox';
import { DEMO_PLAN_ACTIVITIES, DEMO_PLAN_LEVELS } from './demo-rewards';
import { createRewardsRepository } from './rewards-repository';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({}, { seedContent: ['swift'] });
});
afterAll(async () => {
  await t?.close();
});

async function tokenOf(email: string): Promise<string> {
  const token = tokens.get(email) ?? (await signIn(t.app, email));
  tokens.set(email, token);
  return token;
}
const hostOf = (email: string) => `${email.split('@')[1]?.split('.')[0]}.localhost`;
const as = (email: string) => api(t.app, { host: hostOf(email), prefix: '/api/authorization' }).as(tokenOf(email));

async function accountOf(email: string) {
  const [row] = await t.db
    .select({ id: accounts.id, tenantId: accounts.tenantId })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!row) throw new Error(`No account ${email}.`);
  return row;
}

async function tenantOf(key: string) {
  const [row] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key));
  return row!.id;
}

async function rewardsOf(email: string): Promise<TMemberRewards> {
  const response = await as(email).get('/accounts/me/rewards');
  expect(response.statusCode, response.body).toBe(200);
  return ZMemberRewards.parse(response.json());
}

async function ledgerOf(email: string) {
  const { id } = await accountOf(email);
  return t.db
    .select()
    .from(incentiveLedger)
    .where(eq(incentiveLedger.accountId, id))
    .orderBy(incentiveLedger.awardedAt);
}

const today = () => dayOf(new Date());
const thisYear = () => today().slice(0, 4);

function planInput(overrides: Partial<TIncentivePlanInput> = {}): TIncentivePlanInput {
  return {
    starts_on: `${Number(thisYear()) + 1}-01-01`,
    ends_on: `${Number(thisYear()) + 1}-12-31`,
    activities: DEMO_PLAN_ACTIVITIES,
    levels: DEMO_PLAN_LEVELS,
    ...overrides,
  };
}

describe('the demo plan and the member’s rewards', () => {
  it('gives every tenant this year’s plan and the demo member points at Bronze, already celebrated', async () => {
    const rewards = await rewardsOf(demoEmail('member', 'swift'));
    expect(rewards.plan).toMatchObject({ starts_on: `${thisYear()}-01-01`, ends_on: `${thisYear()}-12-31` });
    expect(rewards.points).toBe(550);
    expect(rewards.level?.name).toBe('Bronze');
    expect(rewards.next_level).toMatchObject({ name: 'Silver', points: 1000, reward: '$50 gift card' });
    expect(rewards.celebrate).toBeNull();
    const byKey = new Map(rewards.ways_to_earn.map((way) => [way.key, way]));
    expect(byKey.get('questionnaire')).toMatchObject({ status: 'done', times_earned: 1, points: 250 });
    expect(byKey.get('custom:annual-physical')).toMatchObject({ status: 'done', title: 'Annual physical' });
    expect(byKey.get('custom:flu-shot')).toMatchObject({ status: 'available', self_reported: true });
    expect(byKey.get('article')).toMatchObject({ status: 'available', per_day: 3, per_year: 50 });
    // Swift offers a partner's sign-on but not the health scan: only what the programme offers is listed.
    expect(byKey.get('partner_programme')).toMatchObject({ status: 'available' });
    expect(byKey.has('health_scan')).toBe(false);
  });

  it('lists the history newest first, page by page', async () => {
    const response = await as(demoEmail('member', 'swift')).get('/accounts/me/rewards/history');
    expect(response.statusCode).toBe(200);
    const history = response.json() as { entries: { source: string; points: number }[]; next_cursor: string | null };
    expect(history.entries.map((entry) => [entry.source, entry.points])).toEqual([
      ['questionnaire', 250],
      ['custom', 300],
    ]);
    expect(history.next_cursor).toBeNull();
  });
});

describe('points from what the server verified', () => {
  it('awards a stored questionnaire once a plan year, in its transaction', async () => {
    const email = demoEmail('new', 'swift');
    const answered = await as(email).post('/companies/questionnaire/responses', {
      questionnaire_id: 'builtin-v3',
      version: 1,
      answers: Object.fromEntries([4, 3, 4, 3, 3, 4, 2, 3, 4].map((value, index) => [`q${index + 1}`, value])),
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const rewards = await rewardsOf(email);
    expect(rewards.points).toBe(250);
    expect(rewards.next_level).toMatchObject({ name: 'Bronze', points: 500 });
    const ledger = await ledgerOf(email);
    expect(ledger.map((row) => [row.source, row.awardKey, row.points])).toEqual([
      ['questionnaire', 'questionnaire', 250],
    ]);
  });

  it('awards an article served in full once, and only published ones', async () => {
    const email = demoEmail('editor', 'swift');
    const list = await as(email).get('/articles?status=published');
    const [first] = (list.json() as { items: { id: string }[] }).items;
    expect((await as(email).get(`/articles/${first!.id}`)).statusCode).toBe(200);
    expect((await as(email).get(`/articles/${first!.id}`)).statusCode).toBe(200);
    const articles = (await ledgerOf(email)).filter((row) => row.source === 'article');
    expect(articles.map((row) => row.awardKey)).toEqual([`article:${first!.id}`]);
  });

  it('awards a video only when the server’s clock saw it watched to the end', async () => {
    const email = demoEmail('admin', 'swift');
    const list = await as(email).get('/videos');
    const video = (list.json() as { items: { id: string; duration_seconds: number }[] }).items[0]!;
    const end = { position_seconds: video.duration_seconds };
    expect((await as(email).put(`/videos/${video.id}/progress`, end)).statusCode).toBe(200);
    expect((await ledgerOf(email)).filter((row) => row.source === 'video')).toEqual([]);
    // Began long enough ago: watching to the end took the video's time.
    const { id } = await accountOf(email);
    await t.db
      .update(videoProgress)
      .set({ startedAt: new Date(Date.now() - video.duration_seconds * 1000) })
      .where(and(eq(videoProgress.accountId, id), eq(videoProgress.videoId, video.id)));
    expect((await as(email).put(`/videos/${video.id}/progress`, end)).statusCode).toBe(200);
    expect((await ledgerOf(email)).filter((row) => row.source === 'video').map((row) => row.points)).toEqual([20]);
  });

  it('awards a health scan within the plan’s monthly limit', async () => {
    const email = demoEmail('member', 'attentive');
    for (const minutesAgo of [3, 2, 1]) {
      const stored = await as(email).post('/health-scans', {
        engine: { name: 'pos-rppg', version: '1.0.0' },
        started_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        duration_ms: 30_000,
        frames: 450,
        heart_rate_bpm: 71.6,
        quality: 'good',
        snr_db: 8.2,
        pre_scan: { caffeine: false, nicotine: false, exercise: false, rate_medicine: 'none', rhythm_condition: false },
      });
      expect(stored.statusCode, stored.body).toBe(201);
    }
    // The monthly limit is 2: the third scan is stored and earns nothing.
    expect((await ledgerOf(email)).filter((row) => row.source === 'health_scan')).toHaveLength(2);
    const scan = (await rewardsOf(email)).ways_to_earn.find((way) => way.key === 'health_scan');
    expect(scan).toMatchObject({ status: 'capped', per_month: 2 });
  });

  it('awards using a partner programme once a year', async () => {
    const email = demoEmail('who5', 'evergreen');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await as(email).get('/ally-health/sso')).statusCode).toBe(200);
    }
    expect(
      (await ledgerOf(email)).filter((row) => row.source === 'partner_programme').map((row) => row.awardKey),
    ).toEqual(['partner_programme:ally-health']);
  });
});

describe('the ledger under concurrency', () => {
  it('writes one row for a key however many requests race for it', async () => {
    const { id, tenantId } = await accountOf(demoEmail('member', 'oakmore'));
    const award = {
      tenant: { id: tenantId, key: 'oakmore' as const, brand: {} as never, programmes: [] },
      accountId: id,
      source: 'article' as const,
      activityKey: 'article',
      awardKey: 'article:00000000-0000-4000-8000-000000000001',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => t.services.rewardsService.rewards.award(award)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'awarded')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'already-awarded')).toHaveLength(5);
  });

  it('holds a daily cap when different awards race', async () => {
    const { id, tenantId } = await accountOf(demoEmail('new', 'oakmore'));
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.services.rewardsService.rewards.award({
          tenant: { id: tenantId, key: 'oakmore', brand: {} as never, programmes: [] },
          accountId: id,
          source: 'article',
          activityKey: 'article',
          awardKey: `article:00000000-0000-4000-8000-00000000001${index}`,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'awarded')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.kind === 'capped')).toHaveLength(5);
    const rewards = await rewardsOf(demoEmail('new', 'oakmore'));
    expect(rewards.points).toBe(30);
    expect(rewards.ways_to_earn.find((way) => way.key === 'article')?.status).toBe('capped');
  });

  it('refuses to change a ledger row', async () => {
    await expect(t.db.execute(sql`update incentive_ledger set points = points + 1`)).rejects.toThrow();
  });
});

describe('plans', () => {
  const admin = demoEmail('admin', 'swift');

  it('refuses a plan that is not valid, naming the field, and changes nothing', async () => {
    const before = await as(admin).get('/admin/rewards/plans');
    const cases: [Partial<TIncentivePlanInput>, string][] = [
      [
        { ends_on: `${thisYear()}-01-01`, starts_on: `${thisYear()}-02-01` },
        'The plan’s last day must be after its first day.',
      ],
      [
        { levels: [DEMO_PLAN_LEVELS[1]!, DEMO_PLAN_LEVELS[0]!] },
        'Each level needs more points than the one before it.',
      ],
      [
        {
          activities: [
            { kind: 'questionnaire', points: 5 },
            { kind: 'questionnaire', points: 6 },
          ],
        },
        'Each activity may appear once in a plan.',
      ],
      [
        { activities: [{ kind: 'article', points: 0, per_day: 1, per_year: 1 }] },
        'Enter whole points from 1 to 100,000.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await as(admin).post('/admin/rewards/plans', planInput(overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    // Overlapping this year's plan.
    const overlapping = await as(admin).post('/admin/rewards/plans', planInput({ starts_on: `${thisYear()}-06-01` }));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ message: 'That plan’s dates overlap another plan’s year.' });
    expect((await as(admin).get('/admin/rewards/plans')).json()).toEqual(before.json());
  });

  it('adds next year’s plan, audited; a new year starts from zero and the old one stays readable', async () => {
    const created = await as(admin).post('/admin/rewards/plans', planInput());
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as { id: string; status: string };
    expect(plan.status).toBe('upcoming');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'rewards_plan_changed'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit?.details).toMatchObject({ plan_id: plan.id, created: true });

    // An award on the first day of next year lands in next year's plan, from zero.
    const { id, tenantId } = await accountOf(demoEmail('member', 'swift'));
    const repository = createRewardsRepository(t.db);
    const outcome = await repository.award({
      tenantId,
      accountId: id,
      source: 'questionnaire',
      activityKey: 'questionnaire',
      awardKey: 'questionnaire',
      at: new Date(`${Number(thisYear()) + 1}-01-01T08:00:00Z`),
    });
    expect(outcome).toMatchObject({ kind: 'awarded', planId: plan.id, points: 250 });
    expect((await rewardsOf(demoEmail('member', 'swift'))).points).toBe(550);
    // A day no plan covers awards nothing.
    const none = await repository.award({
      tenantId,
      accountId: id,
      source: 'questionnaire',
      activityKey: 'questionnaire',
      awardKey: 'questionnaire',
      at: new Date(`${Number(thisYear()) + 3}-01-01T08:00:00Z`),
    });
    expect(none).toEqual({ kind: 'no-plan' });
  });

  it('keeps an ended year read-only', async () => {
    const tenantId = await tenantOf('swift');
    const [old] = await t.db
      .insert(incentivePlans)
      .values({
        tenantId,
        startsOn: `${Number(thisYear()) - 2}-01-01`,
        endsOn: `${Number(thisYear()) - 2}-12-31`,
        activities: DEMO_PLAN_ACTIVITIES,
        levels: DEMO_PLAN_LEVELS,
      })
      .returning();
    const response = await as(admin).put(
      `/admin/rewards/plans/${old!.id}`,
      planInput({ starts_on: old!.startsOn, ends_on: old!.endsOn }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'A plan whose year has ended can be read but not changed.' });
    const listed = (await as(admin).get('/admin/rewards/plans')).json() as { plans: { id: string; status: string }[] };
    expect(listed.plans.find((plan) => plan.id === old!.id)?.status).toBe('ended');
    // The member sees it among past years.
    const rewards = await rewardsOf(demoEmail('member', 'swift'));
    expect(rewards.past_years.map((year) => year.plan_id)).toContain(old!.id);
  });
});

describe('self-reported activities', () => {
  const email = demoEmail('editor', 'attentive');

  it('awards one attested report a day within its yearly limit, and refuses what is not right', async () => {
    const flu = '/accounts/me/rewards/activities/custom:flu-shot/report';
    const first = await as(email).post(flu, { done_on: today(), attested: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ points_awarded: 100, points: 100 });
    const again = await as(email).post(flu, { done_on: today(), attested: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You already reported that activity for that day.' });
    // A day is not in the future while it is today somewhere (UTC+14): tomorrow, once UTC is past 10:00.
    const tomorrow = addDays(today(), 1);
    const eastOfUtc = await as(demoEmail('admin', 'attentive')).post(flu, { done_on: tomorrow, attested: true });
    const allowed = tomorrow <= getLatestToday() && tomorrow.slice(0, 4) === thisYear();
    expect(eastOfUtc.statusCode, eastOfUtc.body).toBe(allowed ? 200 : 400);
    const capped = await as(email).post(flu, {
      done_on: addDays(today(), -1) < `${thisYear()}-01-01` ? today() : addDays(today(), -1),
      attested: true,
    });
    expect(capped.statusCode).toBe(409);
    const refusals: [string, object, string][] = [
      [flu, { done_on: addDays(today(), 2), attested: true }, 'Choose a day within the plan year, not in the future.'],
      [flu, { done_on: today(), attested: false }, 'Confirm that you did the activity.'],
      [
        '/accounts/me/rewards/activities/questionnaire/report',
        { done_on: today(), attested: true },
        'That activity does not earn points in your programme’s plan.',
      ],
      [
        '/accounts/me/rewards/activities/custom:yoga/report',
        { done_on: today(), attested: true },
        'That activity does not earn points in your programme’s plan.',
      ],
    ];
    for (const [path, body, message] of refusals) {
      const response = await as(email).post(path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await rewardsOf(email)).points).toBe(100);
  });
});

describe('an admin’s adjustment and levels reached', () => {
  const admin = demoEmail('admin', 'swift');
  const member = demoEmail('member', 'swift');

  it('adds points with a reason, audited; reaching a level is celebrated once and emailed', async () => {
    const { id } = await accountOf(member);
    const adjusted = await as(admin).post(`/admin/rewards/members/${id}/adjustments`, {
      points: 500,
      reason: 'Biometric screening (lab result)',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({ points: 1050, level: 'Silver' });
    expect((adjusted.json() as { entries: { by: string | null; title: string | null }[] }).entries[0]).toMatchObject({
      by: admin,
      title: 'Biometric screening (lab result)',
    });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'points_adjusted'), eq(auditEvents.accountId, id)));
    expect(audit).toMatchObject({ details: expect.objectContaining({ points: 500 }) });

    const email = await waitForEmail(t.outboxDir, 'level-reached', member);
    expect(email.subject).toContain('Silver');
    expect((await rewardsOf(member)).celebrate).toMatchObject({ name: 'Silver' });
    expect((await as(member).post('/accounts/me/rewards/celebration')).statusCode).toBe(204);
    expect((await rewardsOf(member)).celebrate).toBeNull();
  });

  it('exports the rewards due with names and employee ids only, audited', async () => {
    const response = await as(admin).get('/admin/rewards/levels.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="rewards-due-\d{4}-01-01-to-\d{4}-12-31\.csv"$/,
    );
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toBe('first_name,last_name,employee_id,level,reward,reached_on');
    expect(rows.some((row) => row.startsWith('Morgan,Lee,,Bronze,$25 gift card,'))).toBe(true);
    expect(rows.some((row) => row.startsWith('Morgan,Lee,,Silver,$50 gift card,'))).toBe(true);
    expect(response.body).not.toContain('@');
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.event, 'rewards_exported'));
    expect(audit).toMatchObject({ details: expect.objectContaining({ rows: rows.length }) });
  });

  it('never takes a member below zero, and changes nothing when it refuses', async () => {
    const { id } = await accountOf(member);
    const before = await ledgerOf(member);
    const response = await as(admin).post(`/admin/rewards/members/${id}/adjustments`, {
      points: -5000,
      reason: 'Oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'That would take the member’s points below zero.' });
    expect(await ledgerOf(member)).toEqual(before);
    const other = await accountOf(demoEmail('member', 'oakmore'));
    const otherTenant = await as(admin).post(`/admin/rewards/members/${other.id}/adjustments`, {
      points: 5,
      reason: 'x',
    });
    expect(otherTenant.statusCode).toBe(404);
  });
});

describe('the reasonable alternative', () => {
  const member = demoEmail('new', 'evergreen');
  const admin = demoEmail('admin', 'evergreen');

  it('is asked for, approved with an activity, done once; the answer is emailed and audited without the reason', async () => {
    const reason = 'I cannot do the scan because of a heart condition';
    const asked = await as(member).post('/accounts/me/rewards/alternatives', { activity: 'health_scan', reason });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json() as { id: string; status: string };
    expect(request.status).toBe('pending');
    const twice = await as(member).post('/accounts/me/rewards/alternatives', { activity: 'health_scan', reason });
    expect(twice.statusCode).toBe(409);

    const queue = (await as(admin).get('/admin/rewards/alternatives')).json() as {
      requests: { id: string; reason: string; member: { email: string } | null }[];
    };
    expect(queue.requests.find((row) => row.id === request.id)).toMatchObject({ reason, member: { email: member } });
    // Another programme's admin does not see it.
    const oak = (await as(demoEmail('admin', 'oakmore')).get('/admin/rewards/alternatives?status=all')).json() as {
      requests: { id: string }[];
    };
    expect(oak.requests.map((row) => row.id)).not.toContain(request.id);

    const decided = await as(admin).post(`/admin/rewards/alternatives/${request.id}/decision`, {
      decision: 'approve_activity',
      alternative: 'Log a 20-minute walk three times a week for a month',
      points: 50,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'approved', points: 50 });
    const again = await as(admin).post(`/admin/rewards/alternatives/${request.id}/decision`, {
      decision: 'decline',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    await waitForEmail(t.outboxDir, 'alternative-answered', member);

    const done = await as(member).post(`/accounts/me/rewards/alternatives/${request.id}/done`, { attested: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ points_awarded: 50 });
    expect(
      (await as(member).post(`/accounts/me/rewards/alternatives/${request.id}/done`, { attested: true })).statusCode,
    ).toBe(409);

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.event} in ('alternative_requested', 'alternative_decided')`);
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits.map((row) => row.details))).not.toContain('heart');
  });

  it('is declined with a reason the member reads, and gives no points', async () => {
    const asked = await as(member).post('/accounts/me/rewards/alternatives', {
      activity: 'custom:flu-shot',
      reason: 'Allergic to the vaccine',
    });
    const { id } = asked.json() as { id: string };
    const emailsBefore = (await listEmails(t.outboxDir, 'alternative-answered', member)).length;
    const declined = await as(admin).post(`/admin/rewards/alternatives/${id}/decision`, {
      decision: 'decline',
      reason: 'Please ask your doctor for a note first',
    });
    expect(declined.statusCode).toBe(200);
    await waitForEmail(t.outboxDir, 'alternative-answered', member, emailsBefore + 1);
    const mine = (await as(member).get('/accounts/me/rewards/alternatives')).json() as {
      requests: { id: string; status: string; decline_reason: string | null; member: unknown }[];
    };
    expect(mine.requests.find((row) => row.id === id)).toMatchObject({
      status: 'declined',
      decline_reason: 'Please ask your doctor for a note first',
      member: null,
    });
    const notApproved = await as(member).post(`/accounts/me/rewards/alternatives/${id}/done`, { attested: true });
    expect(notApproved.statusCode).toBe(409);
  });
});
