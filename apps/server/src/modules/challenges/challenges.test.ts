/**
 * Challenges: an admin's set-up and its checks, joining within the window (a team picked or assigned,
 * an admin's move), entries within the days and bounds and until the challenge closes, the points for
 * finishing awarded once however entries race, the leaderboard under chosen names only, other
 * programmes kept out, and participation under the small-group rule.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHALLENGE_MESSAGES,
  ZAdminChallengeDetail,
  ZChallengeEntryResult,
  ZMemberChallengeDetail,
  ZMemberChallengeList,
} from '@portal/contracts/challenges';
import type { TChallengeInput, TMemberChallengeDetail } from '@portal/contracts/challenges';
import { demoEmail } from '@portal/contracts/demo';
import { fillMessage } from '@portal/contracts/localize-message';
import { ZEngagementReport } from '@portal/contracts/engagement';
import {
  accounts,
  auditEvents,
  challengeEntries,
  challengeParticipants,
  challenges,
  companies,
  incentiveLedger,
} from '../../db/schema';
import { addDays, dayOf } from '../../lib/utc-days';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { DEMO_CHALLENGE } from './demo-challenges';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MEMBER = demoEmail('member', 'swift');
const NEW = demoEmail('new', 'swift');
const WHO5 = demoEmail('who5', 'swift');
const EDITOR = demoEmail('editor', 'swift');
const ADMIN = demoEmail('admin', 'swift');
const OAK_MEMBER = demoEmail('member', 'oakmore');

async function tokenOf(email: string): Promise<string> {
  const token = tokens.get(email) ?? (await signIn(t.app, email));
  tokens.set(email, token);
  return token;
}
const hostOf = (email: string) => `${email.split('@')[1]?.split('.')[0]}.localhost`;
const as = (email: string) => api(t.app, { host: hostOf(email), prefix: '/api/authorization' }).as(tokenOf(email));

const today = () => dayOf(new Date());

function challengeInput(overrides: Partial<TChallengeInput> = {}): TChallengeInput {
  return {
    title: 'Lunchtime walks',
    kind: 'steps',
    goal_type: 'total',
    goal: 20_000,
    teams: 'individual',
    starts_on: addDays(today(), -3),
    ends_on: addDays(today(), 10),
    join_until: addDays(today(), 10),
    points: 200,
    ...overrides,
  };
}

async function createChallenge(overrides: Partial<TChallengeInput> = {}) {
  const response = await as(ADMIN).post('/admin/challenges', challengeInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZAdminChallengeDetail.parse(response.json());
}

/** A challenge written straight to its table: one wholly in the past, which an admin can no longer set up. */
async function insertChallenge(overrides: Partial<TChallengeInput>) {
  const input = challengeInput(overrides);
  const { tenantId } = await accountOf(ADMIN);
  const [row] = await t.db
    .insert(challenges)
    .values({
      tenantId,
      title: input.title,
      kind: input.kind,
      goalType: input.goal_type,
      goal: input.goal,
      teamMode: input.teams,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      joinUntil: input.join_until,
      points: input.points,
    })
    .returning({ id: challenges.id });
  return row!;
}

async function accountOf(email: string) {
  const [row] = await t.db
    .select({ id: accounts.id, tenantId: accounts.tenantId })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!row) throw new Error(`No account ${email}.`);
  return row;
}

/** A member of swift who never signs in, put straight into a challenge (the group counts). */
async function addParticipant(challengeId: string, values: { teamId?: string | null; finished?: boolean } = {}) {
  const { tenantId } = await accountOf(MEMBER);
  const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.tenantId, tenantId));
  const [account] = await t.db
    .insert(accounts)
    .values({ tenantId, companyId: company!.id, email: `walker-${randomUUID()}@example.com`, status: 'active' })
    .returning({ id: accounts.id });
  await t.db.insert(challengeParticipants).values({
    challengeId,
    accountId: account!.id,
    tenantId,
    teamId: values.teamId ?? null,
    displayName: null,
    total: 1_000,
    finishedAt: values.finished ? new Date() : null,
  });
  return account!.id;
}

async function join(email: string, challengeId: string, body: object = { display_name: null }) {
  return as(email).post(`/challenges/${challengeId}/join`, body);
}

async function detailOf(email: string, challengeId: string): Promise<TMemberChallengeDetail> {
  const response = await as(email).get(`/challenges/${challengeId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZMemberChallengeDetail.parse(response.json());
}

function expectProblem(response: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message });
}

describe('the demo challenge', () => {
  it('is running in every tenant, with demo members in its two teams and new and editor left to join', async () => {
    const list = ZMemberChallengeList.parse((await as(NEW).get('/challenges')).json());
    const demo = list.challenges.find((challenge) => challenge.title === DEMO_CHALLENGE.title);
    expect(demo).toMatchObject({
      status: 'running',
      kind: 'steps',
      goal_type: 'total',
      goal: 150_000,
      points: 500,
      teams: 'choose',
      starts_on: addDays(today(), -7),
      ends_on: addDays(today(), 21),
      join_until: addDays(today(), 21),
      joined: false,
      can_join: true,
    });
    expect(demo?.team_list.map((team) => team.name)).toEqual(['Trailblazers', 'Pathfinders']);
    const mine = await detailOf(MEMBER, demo!.id);
    expect(mine).toMatchObject({ joined: true, my_team: { name: 'Trailblazers' }, my_display_name: 'Morgan' });
    expect(mine.entries.length).toBeGreaterThan(0);
    expect((await detailOf(WHO5, demo!.id)).my_team?.name).toBe('Pathfinders');
    expect((await detailOf(EDITOR, demo!.id)).joined).toBe(false);
    const oakmore = ZMemberChallengeList.parse((await as(OAK_MEMBER).get('/challenges')).json());
    expect(oakmore.challenges.map((challenge) => challenge.title)).toContain(DEMO_CHALLENGE.title);
  });

  it('is seeded once: a second seed adds nothing while it runs', async () => {
    expect(await t.services.demoChallenges.seedDemoChallenges()).toBe(0);
  });
});

describe('an admin’s challenge', () => {
  it('is created with its teams, audited, and refused whole when a field is wrong', async () => {
    const created = await createChallenge({ teams: 'choose', team_names: ['Owls', 'Larks'] });
    expect(created).toMatchObject({ status: 'running', days_required: null, closes_on: addDays(today(), 17) });
    expect(created.team_list.map((team) => team.name)).toEqual(['Owls', 'Larks']);
    const [audit] = await t.db
      .select({ event: auditEvents.event, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.event, 'challenge_changed'));
    expect(audit?.details).toMatchObject({ created: true });

    const before = await t.db.select({ id: challenges.id }).from(challenges);
    const tooMany = await as(ADMIN).post('/admin/challenges', challengeInput({ goal: 100_000 * 14 + 1 }));
    expectProblem(tooMany, 400, CHALLENGE_MESSAGES.goalSteps);
    expect(tooMany.json()).toMatchObject({ field: 'goal' });
    const oneTeam = await as(ADMIN).post('/admin/challenges', challengeInput({ teams: 'assigned', team_names: ['A'] }));
    expectProblem(oneTeam, 400, CHALLENGE_MESSAGES.teams);
    const minutes = await as(ADMIN).post(
      '/admin/challenges',
      challengeInput({ kind: 'active_minutes', goal_type: 'daily', goal: 1_441 }),
    );
    expectProblem(minutes, 400, CHALLENGE_MESSAGES.goalMinutes);
    expect(await t.db.select({ id: challenges.id }).from(challenges)).toHaveLength(before.length);
  });

  it('is refused to members and editors', async () => {
    const response = await as(EDITOR).post('/admin/challenges', challengeInput());
    expectProblem(response, 403, CHALLENGE_MESSAGES.adminsOnly);
  });

  it('changes until it has ended; its kind stays once members joined, and a team with members stays', async () => {
    const created = await createChallenge({ teams: 'choose', team_names: ['Owls', 'Larks', 'Wrens'] });
    expect((await join(WHO5, created.id, { team_id: created.team_list[1]!.id, display_name: null })).statusCode).toBe(
      201,
    );
    const renamed = await as(ADMIN).put(
      `/admin/challenges/${created.id}`,
      challengeInput({ title: 'Dawn walks', teams: 'choose', team_names: ['Owls', 'Nightingales'] }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ZAdminChallengeDetail.parse(renamed.json()).team_list.map((team) => team.name)).toEqual([
      'Owls',
      'Nightingales',
    ]);
    const kind = await as(ADMIN).put(
      `/admin/challenges/${created.id}`,
      challengeInput({ kind: 'active_minutes', goal: 300, teams: 'choose', team_names: ['Owls', 'Swifts'] }),
    );
    expectProblem(kind, 409, CHALLENGE_MESSAGES.teamModeLocked);
    const individual = await as(ADMIN).put(`/admin/challenges/${created.id}`, challengeInput());
    expectProblem(individual, 409, CHALLENGE_MESSAGES.teamModeLocked);

    const past = await insertChallenge({
      starts_on: addDays(today(), -20),
      ends_on: addDays(today(), -2),
      join_until: addDays(today(), -2),
    });
    const late = await as(ADMIN).put(
      `/admin/challenges/${past.id}`,
      challengeInput({
        starts_on: addDays(today(), -20),
        ends_on: addDays(today(), -1),
        join_until: addDays(today(), -2),
      }),
    );
    expectProblem(late, 409, CHALLENGE_MESSAGES.ended);
  });

  it('refuses removing a team that has members', async () => {
    const created = await createChallenge({ teams: 'choose', team_names: ['Owls', 'Larks', 'Wrens'] });
    await addParticipant(created.id, { teamId: created.team_list[2]!.id });
    const response = await as(ADMIN).put(
      `/admin/challenges/${created.id}`,
      challengeInput({ teams: 'choose', team_names: ['Owls', 'Larks'] }),
    );
    expectProblem(response, 409, CHALLENGE_MESSAGES.teamInUse);
    const detail = ZAdminChallengeDetail.parse((await as(ADMIN).get(`/admin/challenges/${created.id}`)).json());
    expect(detail.team_list).toHaveLength(3);
  });
});

describe('a challenge wholly in the past', () => {
  it('cannot be created: the last day before today is refused beside its field, in English and Spanish', async () => {
    const before = await t.db.select({ id: challenges.id }).from(challenges);
    const past = challengeInput({
      starts_on: addDays(today(), -10),
      ends_on: addDays(today(), -1),
      join_until: addDays(today(), -1),
    });
    const refused = await as(ADMIN).post('/admin/challenges', past);
    expectProblem(refused, 400, CHALLENGE_MESSAGES.endsInPast);
    expect(refused.json()).toMatchObject({ field: 'ends_on' });
    const spanish = await as(ADMIN).post('/admin/challenges', past, { headers: { 'accept-language': 'es' } });
    expect(spanish.json()).toMatchObject({
      field: 'ends_on',
      message: 'El último día no puede ser anterior a hoy: un desafío no puede configurarse por completo en el pasado.',
    });
    expect(await t.db.select({ id: challenges.id }).from(challenges)).toHaveLength(before.length);
    // A challenge whose last day is today is not in the past.
    await createChallenge({ starts_on: addDays(today(), -5), ends_on: today(), join_until: today() });
  });

  it('cannot be made by moving a running challenge’s days back, and the challenge stays as it was', async () => {
    const created = await createChallenge();
    const moved = await as(ADMIN).put(
      `/admin/challenges/${created.id}`,
      challengeInput({
        starts_on: addDays(today(), -9),
        ends_on: addDays(today(), -1),
        join_until: addDays(today(), -1),
      }),
    );
    expectProblem(moved, 400, CHALLENGE_MESSAGES.endsInPast);
    expect(moved.json()).toMatchObject({ field: 'ends_on' });
    const [row] = await t.db.select().from(challenges).where(eq(challenges.id, created.id));
    expect(row).toMatchObject({ startsOn: created.starts_on, endsOn: created.ends_on });
  });
});

describe('joining', () => {
  it('asks a team of a `choose` challenge, and takes one of its own', async () => {
    const created = await createChallenge({ teams: 'choose', team_names: ['Owls', 'Larks'] });
    expectProblem(await join(NEW, created.id), 400, CHALLENGE_MESSAGES.teamRequired);
    expectProblem(
      await join(NEW, created.id, { team_id: randomUUID(), display_name: null }),
      400,
      CHALLENGE_MESSAGES.teamNotFound,
    );
    const joined = await join(NEW, created.id, { team_id: created.team_list[1]!.id, display_name: '  Noa  ' });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(ZMemberChallengeDetail.parse(joined.json())).toMatchObject({
      joined: true,
      can_join: false,
      can_log: true,
      my_display_name: 'Noa',
      my_team: { name: 'Larks' },
    });
    expectProblem(
      await join(NEW, created.id, { team_id: created.team_list[0]!.id, display_name: null }),
      409,
      CHALLENGE_MESSAGES.alreadyJoined,
    );
  });

  it('puts members of an `assigned` challenge in the smallest team, and an admin may move one', async () => {
    const created = await createChallenge({ teams: 'assigned', team_names: ['North', 'South', 'East'] });
    const [north, south, east] = created.team_list;
    await addParticipant(created.id, { teamId: north!.id });
    await addParticipant(created.id, { teamId: east!.id });
    const joined = ZMemberChallengeDetail.parse((await join(NEW, created.id)).json());
    expect(joined.my_team?.id).toBe(south!.id);
    // All three have one now: the first team in order.
    expect(ZMemberChallengeDetail.parse((await join(WHO5, created.id)).json()).my_team?.id).toBe(north!.id);

    const { id: newId } = await accountOf(NEW);
    const moved = await as(ADMIN).put(`/admin/challenges/${created.id}/participants/${newId}/team`, {
      team_id: east!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = ZAdminChallengeDetail.parse(moved.json());
    expect(detail.participants.find((row) => row.account_id === newId)).toMatchObject({ team_id: east!.id });
    const { id: memberId } = await accountOf(MEMBER);
    const stranger = await as(ADMIN).put(`/admin/challenges/${created.id}/participants/${memberId}/team`, {
      team_id: east!.id,
    });
    expectProblem(stranger, 404, CHALLENGE_MESSAGES.participantNotFound);
  });

  it('is refused with 409 once the join window closed, and once the challenge ended', async () => {
    const windowClosed = await createChallenge({ join_until: addDays(today(), -2) });
    expectProblem(await join(NEW, windowClosed.id), 409, CHALLENGE_MESSAGES.joinClosed);
    const ended = await insertChallenge({
      starts_on: addDays(today(), -20),
      ends_on: addDays(today(), -3),
      join_until: addDays(today(), -3),
    });
    expectProblem(await join(NEW, ended.id), 409, CHALLENGE_MESSAGES.joinClosed);
    const list = ZMemberChallengeList.parse((await as(NEW).get('/challenges')).json());
    expect(list.challenges.find((challenge) => challenge.id === ended.id)).toMatchObject({
      status: 'ended',
      can_join: false,
    });
    const { id } = await accountOf(NEW);
    expect(
      await t.db
        .select()
        .from(challengeParticipants)
        .where(and(eq(challengeParticipants.challengeId, ended.id), eq(challengeParticipants.accountId, id))),
    ).toHaveLength(0);
  });

  it('before its window opens says when it opens (not that it closed), with the day as a detail', async () => {
    const later = await createChallenge({
      starts_on: addDays(today(), 40),
      ends_on: addDays(today(), 60),
      join_until: addDays(today(), 60),
    });
    const opensOn = addDays(today(), 10);
    const early = await join(NEW, later.id);
    expectProblem(early, 409, fillMessage(CHALLENGE_MESSAGES.joinNotOpen, { date: opensOn }));
    expect(early.json()).toMatchObject({ code: 'CONFLICT', details: { opens_on: opensOn } });
    expect(early.json<{ message: string }>().message).toContain('opens on');
    const inSpanish = await as(NEW).post(
      `/challenges/${later.id}/join`,
      { display_name: null },
      { headers: { 'accept-language': 'es' } },
    );
    expect(inSpanish.json()).toMatchObject({ message: `Podrá unirse a este desafío a partir del ${opensOn}.` });
    expect(await detailOf(NEW, later.id)).toMatchObject({ status: 'upcoming', joined: false, can_join: false });
  });

  it('is another programme’s business: its challenges answer 404', async () => {
    const created = await createChallenge();
    expect((await as(OAK_MEMBER).get(`/challenges/${created.id}`)).statusCode).toBe(404);
    expectProblem(await join(OAK_MEMBER, created.id), 404, CHALLENGE_MESSAGES.notFound);
    expect(
      (await as(OAK_MEMBER).put(`/challenges/${created.id}/entries/${today()}`, { value: 1, source: 'manual' }))
        .statusCode,
    ).toBe(404);
    const oakmore = ZMemberChallengeList.parse((await as(OAK_MEMBER).get('/challenges')).json());
    expect(oakmore.challenges.some((challenge) => challenge.id === created.id)).toBe(false);
  });
});

describe('entries', () => {
  it('takes a day of the challenge up to today, within the kind’s bound, and replaces it when corrected', async () => {
    const created = await createChallenge();
    const entry = (day: string, value: number, source = 'manual') =>
      as(NEW).put(`/challenges/${created.id}/entries/${day}`, { value, source });
    expectProblem(await entry(today(), 1_000), 409, CHALLENGE_MESSAGES.notJoined);
    await join(NEW, created.id);
    expectProblem(await entry(addDays(today(), -4), 1_000), 400, CHALLENGE_MESSAGES.entryDay);
    expectProblem(await entry(addDays(today(), 2), 1_000), 400, CHALLENGE_MESSAGES.entryDay);
    expectProblem(await entry(today(), 100_001), 400, CHALLENGE_MESSAGES.entrySteps);
    expectProblem(await entry(today(), -1), 400, CHALLENGE_MESSAGES.entryValue);
    expect((await entry('2026-02-30', 1)).statusCode).toBe(400);
    const first = await entry(addDays(today(), -3), 4_000);
    expect(first.statusCode, first.body).toBe(200);
    const corrected = ZChallengeEntryResult.parse((await entry(addDays(today(), -3), 5_000, 'phone')).json());
    expect(corrected.entry).toMatchObject({ value: 5_000, source: 'phone' });
    await entry(today(), 3_000);
    const detail = await detailOf(NEW, created.id);
    expect(detail.entries.map((row) => [row.day, row.value])).toEqual([
      [addDays(today(), -3), 5_000],
      [today(), 3_000],
    ]);
    expect(detail.progress).toMatchObject({ total: 8_000, percent: 40, finished_at: null });
  });

  it('holds minutes to 1,440 a day and a habit to 0 or 1', async () => {
    const minutes = await createChallenge({ kind: 'active_minutes', goal: 600 });
    await join(NEW, minutes.id);
    const put = (id: string, value: number) =>
      as(NEW).put(`/challenges/${id}/entries/${today()}`, { value, source: 'manual' });
    expectProblem(await put(minutes.id, 1_441), 400, CHALLENGE_MESSAGES.entryMinutes);
    expect((await put(minutes.id, 1_440)).statusCode).toBe(200);
    const habit = await createChallenge({ kind: 'habit', goal_type: 'daily', goal: 1, days_required: 2 });
    await join(NEW, habit.id);
    expectProblem(await put(habit.id, 2), 400, CHALLENGE_MESSAGES.entryHabit);
    const checked = ZChallengeEntryResult.parse((await put(habit.id, 1)).json());
    expect(checked.progress).toMatchObject({ total: 1, days_met: 1, percent: 50 });
  });

  it('may be corrected after the last day until the challenge closes, and not after', async () => {
    const closing = await insertChallenge({
      starts_on: addDays(today(), -12),
      ends_on: addDays(today(), -2),
      join_until: addDays(today(), -2),
    });
    const closed = await insertChallenge({
      starts_on: addDays(today(), -30),
      ends_on: addDays(today(), -10),
      join_until: addDays(today(), -10),
    });
    const { id, tenantId } = await accountOf(NEW);
    await t.db.insert(challengeParticipants).values([
      { challengeId: closing.id, accountId: id, tenantId },
      { challengeId: closed.id, accountId: id, tenantId },
    ]);
    const late = await as(NEW).put(`/challenges/${closing.id}/entries/${addDays(today(), -2)}`, {
      value: 7_000,
      source: 'manual',
    });
    expect(late.statusCode, late.body).toBe(200);
    expectProblem(
      await as(NEW).put(`/challenges/${closing.id}/entries/${addDays(today(), -1)}`, { value: 1, source: 'manual' }),
      400,
      CHALLENGE_MESSAGES.entryDay,
    );
    expectProblem(
      await as(NEW).put(`/challenges/${closed.id}/entries/${addDays(today(), -11)}`, { value: 1, source: 'manual' }),
      409,
      CHALLENGE_MESSAGES.entryClosed,
    );
    expect((await detailOf(NEW, closed.id)).can_log).toBe(false);
  });

  it('awards the points once when entries racing each other finish the challenge', async () => {
    const created = await createChallenge({ title: 'Sprint week', goal: 10_000, points: 321 });
    await join(MEMBER, created.id, { display_name: null });
    const days = [0, 1, 2, 3].map((back) => addDays(today(), -back));
    const answers = await Promise.all(
      days.map((day) => as(MEMBER).put(`/challenges/${created.id}/entries/${day}`, { value: 10_000, source: 'phone' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const results = answers.map((answer) => ZChallengeEntryResult.parse(answer.json()));
    expect(results.filter((result) => result.points_awarded === 321)).toHaveLength(1);
    const { id } = await accountOf(MEMBER);
    const rows = await t.db
      .select()
      .from(incentiveLedger)
      .where(and(eq(incentiveLedger.accountId, id), eq(incentiveLedger.awardKey, `challenge:${created.id}`)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'challenge', activityKey: 'challenge', points: 321, title: 'Sprint week' });
    // A correction after finishing awards nothing more and keeps it finished.
    const again = ZChallengeEntryResult.parse(
      (await as(MEMBER).put(`/challenges/${created.id}/entries/${today()}`, { value: 0, source: 'manual' })).json(),
    );
    expect(again.points_awarded).toBeNull();
    expect(again.progress.finished_at).not.toBeNull();
    expect(
      await t.db
        .select()
        .from(incentiveLedger)
        .where(eq(incentiveLedger.awardKey, `challenge:${created.id}`)),
    ).toHaveLength(1);
  });

  it('finishes a daily goal on the days it requires', async () => {
    const created = await createChallenge({ goal_type: 'daily', goal: 5_000, days_required: 2 });
    await join(WHO5, created.id);
    const put = (day: string, value: number) =>
      as(WHO5).put(`/challenges/${created.id}/entries/${day}`, { value, source: 'manual' });
    expect(ZChallengeEntryResult.parse((await put(today(), 4_999)).json()).progress.days_met).toBe(0);
    expect(ZChallengeEntryResult.parse((await put(addDays(today(), -1), 5_000)).json()).points_awarded).toBeNull();
    const finishing = ZChallengeEntryResult.parse((await put(today(), 6_000)).json());
    expect(finishing.progress).toMatchObject({ days_met: 2, percent: 100 });
    expect(finishing.points_awarded).toBe(200);
  });
});

describe('the leaderboard', () => {
  it('shows members under the name each chose, or none, never their own names or emails', async () => {
    const created = await createChallenge({ teams: 'choose', team_names: ['Owls', 'Larks'] });
    const [owls, larks] = created.team_list;
    await join(NEW, created.id, { team_id: owls!.id, display_name: 'Speedy' });
    await join(WHO5, created.id, { team_id: larks!.id, display_name: null });
    await as(NEW).put(`/challenges/${created.id}/entries/${today()}`, { value: 3_000, source: 'manual' });
    await as(WHO5).put(`/challenges/${created.id}/entries/${today()}`, { value: 5_000, source: 'manual' });

    const response = await as(NEW).get(`/challenges/${created.id}`);
    const board = ZMemberChallengeDetail.parse(response.json()).leaderboard;
    expect(board.members).toEqual([
      { rank: 1, display_name: null, team_id: larks!.id, total: 5_000, finished: false, is_me: false },
      { rank: 2, display_name: 'Speedy', team_id: owls!.id, total: 3_000, finished: false, is_me: true },
    ]);
    expect(board.teams).toEqual([
      { team_id: larks!.id, name: 'Larks', members: 1, total: 5_000 },
      { team_id: owls!.id, name: 'Owls', members: 1, total: 3_000 },
    ]);
    for (const secret of ['Noa', 'Park', 'Wren', 'Hale', NEW, WHO5]) expect(response.body).not.toContain(secret);

    const renamed = await as(NEW).put(`/challenges/${created.id}/display-name`, { display_name: null });
    expect(renamed.statusCode).toBe(200);
    expect(
      ZMemberChallengeDetail.parse(renamed.json()).leaderboard.members.every((row) => row.display_name === null),
    ).toBe(true);
    expectProblem(
      await as(NEW).put(`/challenges/${created.id}/display-name`, { display_name: ' ' }),
      400,
      CHALLENGE_MESSAGES.displayName,
    );
    const phone = await as(NEW).put(`/challenges/${created.id}/phone-steps`, { phone_steps: true });
    expect(ZMemberChallengeDetail.parse(phone.json()).phone_steps).toBe(true);
  });
});

describe('names on the leaderboard', () => {
  const invisible = (character: string) => fillMessage(CHALLENGE_MESSAGES.displayNameInvisible, { character });
  const REFUSED: [string, string, string][] = [
    ['an email address', 'noa.park@swift.test', CHALLENGE_MESSAGES.displayNameEmail],
    ['another member’s email', WHO5, CHALLENGE_MESSAGES.displayNameEmail],
    ['a right-to-left override', 'Noa\u202Ekrap', invisible('U+202E')],
    ['a left-to-right isolate', '\u2066Noa', invisible('U+2066')],
    ['a zero-width joiner', 'No\u200Da', invisible('U+200D')],
    ['a right-to-left mark', 'Noa\u200F', invisible('U+200F')],
    ['a control character', 'No\u0007a', invisible('U+0007')],
    ['markup', '<b>Noa</b>', CHALLENGE_MESSAGES.displayNameMarkup],
    ['another symbol', 'Noa #1', fillMessage(CHALLENGE_MESSAGES.displayNameCharacter, { character: '#' })],
  ];

  it('refuses, when joining and when changed, what could pass for someone else, saying what is wrong', async () => {
    const created = await createChallenge();
    for (const [, name, message] of REFUSED) {
      const refused = await join(NEW, created.id, { display_name: name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json(), name).toMatchObject({ field: 'display_name', message });
    }
    const { id } = await accountOf(NEW);
    const joinedRows = () =>
      t.db
        .select()
        .from(challengeParticipants)
        .where(and(eq(challengeParticipants.challengeId, created.id), eq(challengeParticipants.accountId, id)));
    expect(await joinedRows()).toHaveLength(0);

    expect((await join(NEW, created.id, { display_name: 'Noa' })).statusCode).toBe(201);
    for (const [, name, message] of REFUSED) {
      const refused = await as(NEW).put(`/challenges/${created.id}/display-name`, { display_name: name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json(), name).toMatchObject({ field: 'display_name', message });
    }
    expect((await joinedRows())[0]?.displayName).toBe('Noa');

    const spanish = await as(NEW).put(
      `/challenges/${created.id}/display-name`,
      { display_name: 'Noa\u202Ekrap' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(spanish.json()).toMatchObject({
      message:
        'Un nombre en la clasificación no puede tener caracteres invisibles ni que cambien la dirección del texto: quite U+202E.',
    });
  });

  it('takes letters of any script with their accents, digits and common punctuation, spaces tidied', async () => {
    const created = await createChallenge();
    expect((await join(WHO5, created.id, { display_name: 'José Ñúñez' })).statusCode).toBe(201);
    for (const [sent, shown] of [
      ['José Ñúñez', 'José Ñúñez'],
      ['李小龍', '李小龍'],
      ['Zoë O’Brien-Smith (Team 2)', 'Zoë O’Brien-Smith (Team 2)'],
      ['  Ana   María  ', 'Ana María'],
      ['Jose\u0301', 'José'],
    ]) {
      const response = await as(WHO5).put(`/challenges/${created.id}/display-name`, { display_name: sent });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZMemberChallengeDetail.parse(response.json()).my_display_name).toBe(shown);
    }
  });

  it('shows a name stored before the rule, that breaks it, as “A member” to everyone, its member too', async () => {
    const created = await createChallenge();
    const { id, tenantId } = await accountOf(NEW);
    const stored = ['Noa\u202Ekrap', 'morgan.lee@swift.test', '<img src=x>', 'Sam\u200B'];
    await t.db.insert(challengeParticipants).values({
      challengeId: created.id,
      accountId: id,
      tenantId,
      displayName: stored[0]!,
      total: 9_000,
    });
    for (const name of stored.slice(1)) {
      const other = await addParticipant(created.id);
      await t.db
        .update(challengeParticipants)
        .set({ displayName: name })
        .where(and(eq(challengeParticipants.challengeId, created.id), eq(challengeParticipants.accountId, other)));
    }
    await join(WHO5, created.id, { display_name: 'Robin' });

    const seen = await as(WHO5).get(`/challenges/${created.id}`);
    const board = ZMemberChallengeDetail.parse(seen.json()).leaderboard.members;
    expect(board.map((row) => row.display_name).sort()).toEqual(['Robin', null, null, null, null].sort());
    for (const name of stored) expect(seen.body).not.toContain(JSON.stringify(name).slice(1, -1));
    const own = await detailOf(NEW, created.id);
    expect(own.my_display_name).toBeNull();
    expect(own.leaderboard.members.find((row) => row.is_me)?.display_name).toBeNull();
  });
});

describe('participation for the programme', () => {
  it('counts who joined and finished under the small-group rule, in the console and in Engagement', async () => {
    const created = await createChallenge({ title: 'Group counts', teams: 'assigned', team_names: ['Red', 'Blue'] });
    const [red, blue] = created.team_list;
    for (let index = 0; index < 3; index += 1) await addParticipant(created.id, { teamId: red!.id });
    await addParticipant(created.id, { teamId: blue!.id, finished: true });
    const few = ZAdminChallengeDetail.parse((await as(ADMIN).get(`/admin/challenges/${created.id}`)).json());
    expect(few.participation).toEqual({
      joined: { value: null, fewer_than_5: true },
      finished: { value: null, fewer_than_5: true },
    });
    // 7 of 10 finished: the 3 who did not are too few to show either.
    for (let index = 0; index < 6; index += 1) await addParticipant(created.id, { teamId: blue!.id, finished: true });
    const detail = ZAdminChallengeDetail.parse((await as(ADMIN).get(`/admin/challenges/${created.id}`)).json());
    expect(detail.participation).toEqual({
      joined: { value: 10, fewer_than_5: false },
      finished: { value: null, fewer_than_5: true },
    });
    expect(detail.team_totals).toEqual([
      {
        team_id: red!.id,
        name: 'Red',
        members: { value: null, fewer_than_5: true },
        total: { value: null, fewer_than_5: true },
      },
      {
        team_id: blue!.id,
        name: 'Blue',
        members: { value: 7, fewer_than_5: false },
        total: { value: 7_000, fewer_than_5: false },
      },
    ]);
    // Names and teams only: nobody's progress.
    expect(detail.participants).toHaveLength(10);
    expect(Object.keys(detail.participants[0]!).sort()).toEqual(['account_id', 'email', 'name', 'team_id']);

    const report = ZEngagementReport.parse((await as(ADMIN).get('/admin/engagement')).json());
    expect(report.challenges?.find((row) => row.challenge_id === created.id)).toMatchObject({
      title: 'Group counts',
      joined: { value: 10, fewer_than_5: false },
      finished: { value: null, fewer_than_5: true },
    });
    const csv = await as(ADMIN).get('/admin/engagement.csv');
    expect(csv.body).toContain('challenge,Group counts,joined,10');
    expect(csv.body).toContain('challenge,Group counts,finished,fewer than 5');
  });

  it('keeps a member’s entries with their account: deleting it deletes them', async () => {
    const created = await createChallenge();
    const accountId = await addParticipant(created.id);
    const { tenantId } = await accountOf(MEMBER);
    await t.db.insert(challengeEntries).values({
      challengeId: created.id,
      accountId,
      tenantId,
      day: today(),
      value: 10,
      source: 'manual',
    });
    await t.db.delete(accounts).where(eq(accounts.id, accountId));
    expect(await t.db.select().from(challengeEntries).where(eq(challengeEntries.accountId, accountId))).toHaveLength(0);
    expect(
      await t.db.select().from(challengeParticipants).where(eq(challengeParticipants.accountId, accountId)),
    ).toHaveLength(0);
  });
});
