import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_NOTE } from '@portal/contracts/brand-fields';
import { getBrand } from '@portal/contracts/brands';
import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import { BUILTIN_QUESTIONNAIRE_ES } from '@portal/contracts/builtin-questionnaire-es';
import { ZErrorResponse } from '@portal/contracts/errors';
import {
  LOW_WELLBEING_SUPPORT_MESSAGE,
  ZQuestionnaire,
  ZQuestionnaireHistoryResponse,
  ZQuestionnaireResult,
} from '@portal/contracts/questionnaire';
import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { EMERGENCY_NOTE_ES, LOW_WELLBEING_SUPPORT_MESSAGES } from '@portal/contracts/questionnaire-locales';
import { WHO5_QUESTIONNAIRE } from '@portal/contracts/who5-questionnaire';
import { WHO5_QUESTIONNAIRE_ES } from '@portal/contracts/who5-questionnaire-es';
import { accounts, companies, members, questionnaireResponses, questionnaires, tenants } from '../../db/schema';
import { api } from '../../test/api';
import type { RequestHeaders } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

const BASE = '/api/authorization/companies/questionnaire';
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function hostOf(email: string) {
  return `${email.split('@')[1]?.split('.')[0]}.localhost`;
}

/** The questionnaire endpoints on `host`: anonymous, or `.as(token)`. */
const questionnaire = (host: string, headers?: RequestHeaders) => api(t.app, { host, prefix: BASE, headers });

const tokens = new Map<string, string>();

/** A demo account's session (signed in once per file: hashing is slow). */
async function tokenOf(email: string) {
  const token = tokens.get(email) ?? (await signIn(t.app, email));
  tokens.set(email, token);
  return token;
}

/** Signs in as a demo account and calls the questionnaire endpoints as it. */
async function as(email: string) {
  const token = await tokenOf(email);
  const client = questionnaire(hostOf(email)).as(token);
  return {
    token,
    get: (path = '') => client.get(path),
    submit: (payload: object) => client.post('/responses', payload),
  };
}

/** Answers q1, q2, … with the given values. */
function answersOf(...values: number[]): Record<string, number> {
  return Object.fromEntries(values.map((value, index) => [`q${index + 1}`, value]));
}

const VALID_BUILTIN = { questionnaire_id: 'builtin-v3', version: 1, answers: answersOf(4, 3, 4, 3, 3, 4, 2, 3, 4) };

async function findAccount(email: string) {
  const [row] = await t.db
    .select({ id: accounts.id, tenantId: accounts.tenantId, answered: members.questionnaireAnswered })
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(eq(accounts.email, email));
  if (!row) throw new Error(`No account ${email}.`);
  return row;
}

async function countResponses(email?: string) {
  const query = t.db.select({ value: count() }).from(questionnaireResponses);
  const [row] = email
    ? await query.where(eq(questionnaireResponses.accountId, (await findAccount(email)).id))
    : await query;
  return row?.value ?? 0;
}

/** Moves a demo account to a new company of its tenant, which has no questionnaire of its own. */
async function moveToNewCompany(email: string, companyName: string) {
  const account = await findAccount(email);
  const [company] = await t.db
    .insert(companies)
    .values({ tenantId: account.tenantId, name: companyName })
    .returning({ id: companies.id });
  await t.db.update(accounts).set({ companyId: company!.id }).where(eq(accounts.id, account.id));
  return account;
}

describe('seeded questionnaires', () => {
  it('gives every tenant a built-in and a WHO-5 company, the answered member a history, and is idempotent', async () => {
    const seeded = await t.db
      .select({
        tenant: tenants.key,
        company: companies.name,
        key: questionnaires.key,
        version: questionnaires.version,
      })
      .from(questionnaires)
      .innerJoin(tenants, eq(tenants.id, questionnaires.tenantId))
      .innerJoin(companies, eq(companies.id, questionnaires.companyId))
      .where(eq(questionnaires.isCurrent, true));
    expect(seeded).toHaveLength(12);
    expect(seeded).toContainEqual({
      tenant: 'swift',
      company: 'SwiftCare Demo Company',
      key: 'builtin-v3',
      version: 1,
    });
    expect(seeded).toContainEqual({ tenant: 'swift', company: 'SwiftCare Partners Co.', key: 'who-5', version: 1 });
    expect(await countResponses()).toBe(12);
    expect(await countResponses('member@evergreen.test')).toBe(2);

    expect(await t.services.provisioningService.seedDemoData()).toEqual({ tenantsCreated: 0, accountsCreated: 0 });
    const [questionnaireRows] = await t.db.select({ value: count() }).from(questionnaires);
    expect(questionnaireRows?.value).toBe(12);
    expect(await countResponses()).toBe(12);
  });
});

describe(`GET ${BASE}`, () => {
  it("serves the company's current questionnaire: built-in for the demo company, WHO-5 for the partner company", async () => {
    const member = await as('member@swift.test');
    const builtin = await member.get();
    expect(builtin.statusCode).toBe(200);
    expect(builtin.headers['cache-control']).toBe('no-store');
    expect(ZQuestionnaire.parse(builtin.json())).toEqual(BUILTIN_QUESTIONNAIRE);

    const who5 = await (await as('who5@swift.test')).get();
    expect(who5.statusCode).toBe(200);
    expect(ZQuestionnaire.parse(who5.json())).toEqual(WHO5_QUESTIONNAIRE);
  });

  it('falls back to the tenant-wide questionnaire, then to the built-in one', async () => {
    await moveToNewCompany('new@incent.test', 'Incent Unconfigured Ltd.');
    expect((await (await as('new@incent.test')).get()).json()).toEqual(BUILTIN_QUESTIONNAIRE);

    const moved = await moveToNewCompany('new@oakmore.test', 'Oakmore Unconfigured Ltd.');
    const tenantWide: TQuestionnaire = {
      ...BUILTIN_QUESTIONNAIRE,
      id: 'oakmore-check-in',
      version: 2,
      title: 'Oakmore',
    };
    await t.db.insert(questionnaires).values({
      tenantId: moved.tenantId,
      companyId: null,
      key: tenantWide.id,
      instrument: tenantWide.instrument,
      version: tenantWide.version,
      definition: tenantWide,
      isCurrent: true,
    });
    expect((await (await as('new@oakmore.test')).get()).json()).toEqual(tenantWide);
    // A company's own questionnaire wins over the tenant-wide one.
    expect((await (await as('who5@oakmore.test')).get()).json()).toEqual(WHO5_QUESTIONNAIRE);
  });

  it('answers 401 without a token and with another tenant’s token', async () => {
    expect((await questionnaire('swift.localhost').get('')).statusCode).toBe(401);
    const swift = await as('member@swift.test');
    const response = await questionnaire('oakmore.localhost').as(swift.token).get('');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe(`POST ${BASE}/responses`, () => {
  it('stores the answers, scores them, marks the member as answered at once, and refuses an early retake', async () => {
    const member = await as('new@swift.test');
    const me = () => api(t.app).as(member.token).get('/api/authorization/accounts/me?get_member=true');
    // Cached by the session memo from here on.
    expect((await me()).json().member.questionnaire_answered).toBe(false);

    const response = await member.submit(VALID_BUILTIN);
    expect(response.statusCode).toBe(201);
    const result = ZQuestionnaireResult.parse(response.json());
    expect(result).toEqual({
      id: expect.any(String),
      questionnaire_id: 'builtin-v3',
      version: 1,
      instrument: 'builtin-v3',
      answered_at: expect.any(String),
      overall: { score: 30, max: 36, percent: 83, band: 'doing-well' },
      categories: [
        { id: 'physical-health', name: 'Physical Health', score: 11, max: 12, percent: 92, band: 'doing-well' },
        { id: 'mental-wellbeing', name: 'Mental Well-being', score: 10, max: 12, percent: 83, band: 'doing-well' },
        { id: 'lifestyle-habits', name: 'Lifestyle Habits', score: 9, max: 12, percent: 75, band: 'doing-well' },
      ],
      flags: { low_wellbeing: false },
    });
    expect(Date.parse(result.answered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await findAccount('new@swift.test')).answered).toBe(true);
    expect((await me()).json().member.questionnaire_answered).toBe(true);
    expect((await member.get('/results/latest')).json()).toEqual(result);

    const again = await member.submit(VALID_BUILTIN);
    expect(again.statusCode).toBe(409);
    const refusal = ZErrorResponse.parse(again.json());
    expect(refusal).toMatchObject({ code: 'QUESTIONNAIRE_RETAKE_TOO_EARLY', error: 'Conflict' });
    expect(refusal.message).toMatch(/^You answered the questionnaire on \d+ \w+ \d{4}\. You can answer it again from/);
    const availableAt = Date.parse(String(refusal.details?.retake_available_at));
    expect(availableAt).toBe(Date.parse(result.answered_at) + 30 * DAY_MS);
    expect(await countResponses('new@swift.test')).toBe(1);
  });

  it('accepts a retake once the company’s wait is over', async () => {
    const member = await as('new@swift.test');
    const { id } = await findAccount('new@swift.test');
    await t.db
      .update(questionnaireResponses)
      .set({ answeredAt: sql`now() - interval '31 days'` })
      .where(eq(questionnaireResponses.accountId, id));
    expect((await member.get('/results')).json()).toMatchObject({ can_retake: true, retake_available_at: null });
    expect((await member.submit(VALID_BUILTIN)).statusCode).toBe(201);
    const history = ZQuestionnaireHistoryResponse.parse((await member.get('/results')).json());
    expect(history.results).toHaveLength(2);
    expect(history.can_retake).toBe(false);
  });

  it('lets a company allow retakes at any time', async () => {
    const member = await as('new@incent.test');
    const { tenantId } = await findAccount('new@incent.test');
    await t.db
      .update(companies)
      .set({ questionnaireRetakeAfterDays: 0 })
      .where(and(eq(companies.tenantId, tenantId), eq(companies.name, 'Incent Unconfigured Ltd.')));
    expect((await member.submit(VALID_BUILTIN)).statusCode).toBe(201);
    expect((await member.submit(VALID_BUILTIN)).statusCode).toBe(201);
    expect((await member.get('/results')).json()).toMatchObject({ can_retake: true, retake_available_at: null });
  });

  it('refuses outdated, incomplete, wrong and malformed answers, and stores nothing', async () => {
    const member = await as('new@attentive.test');
    const before = await countResponses();

    const outdated = await member.submit({ ...VALID_BUILTIN, version: 2 });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toMatchObject({
      code: 'QUESTIONNAIRE_OUTDATED',
      message: 'Version 2 of "Your health check-in" is out of date. Reload the questionnaire to answer version 1.',
      details: { questionnaire_id: 'builtin-v3', version: 1 },
    });
    const replaced = await member.submit({ ...VALID_BUILTIN, questionnaire_id: 'who-5' });
    expect(replaced.json()).toMatchObject({
      code: 'QUESTIONNAIRE_OUTDATED',
      message:
        'The questionnaire "who-5" is no longer the one for your company. Reload to answer "Your health check-in" (version 1).',
    });

    const { q4: _q4, ...withoutQ4 } = VALID_BUILTIN.answers;
    for (const [answers, message, field] of [
      [withoutQ4, 'Question q4 has no answer.', 'answers.q4'],
      [{ ...VALID_BUILTIN.answers, q2: 7 }, 'Answer 7 is not an option for question q2.', 'answers.q2'],
      [{ ...VALID_BUILTIN.answers, q3: 3 }, 'Answer 3 is not an option for question q3.', 'answers.q3'],
      [{ ...VALID_BUILTIN.answers, q2: 2.5 }, 'Answer 2.5 is not an option for question q2.', 'answers.q2'],
      [{ ...VALID_BUILTIN.answers, q10: 1 }, 'There is no question q10 in this questionnaire.', 'answers.q10'],
    ] as const) {
      const response = await member.submit({ ...VALID_BUILTIN, answers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, field });
    }

    for (const body of [
      { ...VALID_BUILTIN, answers: [4, 3] },
      { ...VALID_BUILTIN, answers: { ...VALID_BUILTIN.answers, q1: '4' } },
      { questionnaire_id: 'builtin-v3', answers: VALID_BUILTIN.answers },
      { ...VALID_BUILTIN, version: 'one' },
      [],
    ]) {
      const response = await member.submit(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const notJson = await questionnaire('attentive.localhost')
      .as(member.token)
      .post('/responses', '{"questionnaire_id":', { headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);

    const swift = await as('who5@swift.test');
    const otherTenant = await questionnaire('attentive.localhost').as(swift.token).post('/responses', VALID_BUILTIN);
    expect(otherTenant.statusCode).toBe(401);
    expect((await questionnaire('attentive.localhost').post('/responses', VALID_BUILTIN)).statusCode).toBe(401);

    expect(await countResponses()).toBe(before);
    expect((await findAccount('new@attentive.test')).answered).toBe(false);
    expect((await findAccount('who5@swift.test')).answered).toBe(false);
  });
});

describe('WHO-5 through the API', () => {
  const who5 = (...values: number[]) => ({ questionnaire_id: 'who-5', version: 1, answers: answersOf(...values) });

  it('scores low well-being (an item at 1) and adds the brand’s support line', async () => {
    const response = await (await as('who5@swift.test')).submit(who5(5, 5, 5, 5, 1));
    expect(response.statusCode).toBe(201);
    const result = ZQuestionnaireResult.parse(response.json());
    expect(result).toMatchObject({
      questionnaire_id: 'who-5',
      instrument: 'who-5',
      overall: { score: 21, max: 25, percent: 84, band: 'talk-to-someone' },
      categories: [{ id: 'wellbeing', name: 'Well-being', score: 21, percent: 84, band: 'talk-to-someone' }],
      flags: { low_wellbeing: true },
    });
    expect(result.support).toEqual({
      message: LOW_WELLBEING_SUPPORT_MESSAGE,
      phone: '+1 555 0101',
      hours: getBrand('swift').support.hours.en,
      emergency_note: EMERGENCY_NOTE,
    });
    expect(response.json()).toEqual(result);
  });

  it('scores all 3s as 60% without support, and all 5s as 100%', async () => {
    const middle = (await (await as('who5@oakmore.test')).submit(who5(3, 3, 3, 3, 3))).json();
    expect(middle.overall).toEqual({ score: 15, max: 25, percent: 60, band: 'worth-attention' });
    expect(middle.flags.low_wellbeing).toBe(false);
    expect(middle).not.toHaveProperty('support');
    const best = (await (await as('who5@incent.test')).submit(who5(5, 5, 5, 5, 5))).json();
    expect(best.overall).toEqual({ score: 25, max: 25, percent: 100, band: 'doing-well' });
  });

  it('refuses the WHO-5 answer 6 and the built-in answers for the WHO-5', async () => {
    const member = await as('who5@evergreen.test');
    const six = await member.submit(who5(3, 6, 3, 3, 3));
    expect(six.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Answer 6 is not an option for question q2.',
    });
    expect((await member.submit(VALID_BUILTIN)).json().code).toBe('QUESTIONNAIRE_OUTDATED');
    expect(await countResponses('who5@evergreen.test')).toBe(0);
  });
});

describe(`GET ${BASE}/results`, () => {
  it('returns the seeded history newest first, and when the member may answer again', async () => {
    const member = await as('member@swift.test');
    const history = ZQuestionnaireHistoryResponse.parse((await member.get('/results')).json());
    expect(history.results.map((result) => result.overall.percent)).toEqual([69, 50]);
    expect(history.results[0]?.categories.map((category) => category.band)).toEqual([
      'doing-well',
      'doing-well',
      'worth-attention',
    ]);
    expect(history.can_retake).toBe(false);
    const wait = Date.parse(history.retake_available_at ?? '') - Date.now();
    expect(wait).toBeGreaterThan(17 * DAY_MS);
    expect(wait).toBeLessThan(18 * DAY_MS + 60_000);

    const latest = await member.get('/results/latest');
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual(history.results[0]);
    expect((await member.submit(VALID_BUILTIN)).statusCode).toBe(409);
  });

  it('has nothing for a member who never answered: 404 for the latest, an empty history', async () => {
    const member = await as('new@evergreen.test');
    const latest = await member.get('/results/latest');
    expect(latest.statusCode).toBe(404);
    expect(latest.json()).toMatchObject({ code: 'NOT_FOUND', message: 'You have not answered the questionnaire yet.' });
    expect((await member.get('/results')).json()).toEqual({ results: [], can_retake: true, retake_available_at: null });
  });

  it("never shows another tenant's results", async () => {
    const swift = await as('member@swift.test');
    expect((await questionnaire('evergreen.localhost').as(swift.token).get('/results')).statusCode).toBe(401);
    expect((await questionnaire('evergreen.localhost').as(swift.token).get('/results/latest')).statusCode).toBe(401);
  });
});

describe('in Spanish (Accept-Language: es)', () => {
  /** The questionnaire endpoints as a demo account, asking in Spanish. */
  const inSpanish = (email: string) =>
    questionnaire(hostOf(email), { 'accept-language': 'es-MX,es;q=0.9' }).as(tokenOf(email));

  it('serves the built-in questionnaire and the WHO-5 in Spanish, with the same ids and values', async () => {
    const builtin = await inSpanish('member@swift.test').get('');
    expect(builtin.statusCode).toBe(200);
    expect(ZQuestionnaire.parse(builtin.json())).toEqual(BUILTIN_QUESTIONNAIRE_ES);
    expect(builtin.json()).toMatchObject({ id: 'builtin-v3', version: 1, title: 'Su chequeo de salud' });

    const who5 = await inSpanish('who5@evergreen.test').get('');
    expect(ZQuestionnaire.parse(who5.json())).toEqual(WHO5_QUESTIONNAIRE_ES);
    expect(who5.json().steps[0].categories[0].questions[0]).toEqual({
      id: 'q1',
      prompt: 'Me he sentido alegre y de buen humor.',
      kind: 'scale',
      options: [
        { label: 'Todo el tiempo', value: 5 },
        { label: 'La mayor parte del tiempo', value: 4 },
        { label: 'Más de la mitad del tiempo', value: 3 },
        { label: 'Menos de la mitad del tiempo', value: 2 },
        { label: 'De vez en cuando', value: 1 },
        { label: 'Nunca', value: 0 },
      ],
    });
    // The same member without the header still gets English.
    expect((await (await as('who5@evergreen.test')).get()).json()).toEqual(WHO5_QUESTIONNAIRE);
  });

  it('names the categories of stored results in Spanish, and gives the support block in Spanish', async () => {
    const history = ZQuestionnaireHistoryResponse.parse(
      (await inSpanish('member@evergreen.test').get('/results')).json(),
    );
    expect(history.results[0]?.categories.map((category) => category.name)).toEqual([
      'Salud física',
      'Bienestar mental',
      'Hábitos de vida',
    ]);
    const english = ZQuestionnaireHistoryResponse.parse(
      (await (await as('member@evergreen.test')).get('/results')).json(),
    );
    expect(history.results.map((result) => result.overall)).toEqual(english.results.map((result) => result.overall));

    // who5@swift.test answered with an item at 1 above.
    const latest = ZQuestionnaireResult.parse((await inSpanish('who5@swift.test').get('/results/latest')).json());
    expect(latest.categories[0]?.name).toBe('Bienestar');
    expect(latest.support).toEqual({
      message: LOW_WELLBEING_SUPPORT_MESSAGES.es,
      phone: getBrand('swift').support.phone,
      hours: 'De lunes a viernes, de 8 a. m. a 8 p. m.',
      emergency_note: EMERGENCY_NOTE_ES,
    });
  });

  it('refuses an early retake with a Spanish message and a Spanish date', async () => {
    const again = await inSpanish('who5@swift.test').post('/responses', {
      questionnaire_id: 'who-5',
      version: 1,
      answers: answersOf(3, 3, 3, 3, 3),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Respondió el cuestionario el \d{1,2} de [a-z]+ de \d{4}\. Podrá/);
  });
});
