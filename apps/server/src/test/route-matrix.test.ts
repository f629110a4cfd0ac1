/**
 * The route matrix: every API route Fastify registered, called by each caller it must turn
 * away, and once by a caller it must serve.
 *
 * The routes come from Fastify (the registry its `onRoute` hook fills, and its router's `hasRoute`), and
 * every one of them must have a row in `MATRIX` below, keyed by "METHOD url": a route added without a
 * row fails here, by name, the day it is added, and so does a row whose route is gone. A row says who may
 * call the route (checked against the route's declaration), whose records its path names, and how to
 * build a valid request. From that, each route is called:
 *
 * - without a credential, then without one and with a malformed path and body: 401 (not 400, not 404:
 *   the edge answers before anything of the request is read), unless the route is public;
 * - with a token of another tenant (a live oakmore session of the same role, sent to swift's host), or
 *   for the ingestion route another tenant's write key: 401;
 * - by a role too low (a member on an editor route, an editor and a member on an admin route): 403;
 * - naming another member's record (same tenant) and another tenant's record: 404, as unknown ids do;
 * - as its caller, with a valid request: its declared success status (so the failures above are the
 *   route's, not a wrong path or a broken request).
 *
 * Every error answer is checked for `{ statusCode, error, message, code }`.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOpenApiDocument } from '@portal/contracts/api-docs';
import type { BrandKey } from '@portal/contracts/brands';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { ERROR_CODES, ZErrorResponse } from '@portal/contracts/errors';
import { ZGetQuestionnaireResponse, listQuestions } from '@portal/contracts/questionnaire';
import {
  accounts,
  articles,
  challengeParticipants,
  challengeTeams,
  challenges,
  companies,
  dependents,
  eligibilityImports,
  incentiveAlternatives,
  incentivePlans,
  invitations,
  newsAnnouncements,
  passkeys,
  tenants,
  videos,
} from '../db/schema';
import type { RouteAuth } from '../lib/caller';
import type { HttpMethod } from '../lib/define-route';
import { getSuccessStatus } from '../lib/define-route';
import { toOpenApiPath } from '../modules/api-docs/openapi';
import { isApiUrl } from '../plugins/authentication';
import { getBodyLimit, maxJsonBytes } from '../lib/json-body-size';
import { createTestApp, signIn } from './create-test-app';
import { DEMO_CHALLENGE } from '../modules/challenges/demo-challenges';
import { ZAuthenticatorSetup, ZLoginAnswer, isSecondStepRequired } from '@portal/contracts/sign-in-security';
import { authenticatorCodeAt, createRecoveryCodes } from '../modules/identity/second-factors/authenticator-codes';
import { createTwoStepRepository } from '../modules/identity/second-factors/two-step-repository';
import { api } from './api';
import { OPERATOR_HOST, signInAsOperator } from './operator';
import { setUpAuthenticator } from './two-step';
import { ZPasskeyCreationOptions, ZPasskeyRequestOptions } from '@portal/contracts/passkeys';
import type { TPasskeyAuthenticationResponse, TPasskeyRegistrationResponse } from '@portal/contracts/passkeys';
import { createPasskey, signWithPasskey } from './software-authenticator';
import type { SoftwarePasskey } from './software-authenticator';
import type { TestApp } from './create-test-app';
import { getLinkToken, listEmails, waitForEmail } from './outbox';

type RouteKey = `${HttpMethod | 'HEAD'} /api/${string}`;

/** The demo accounts the matrix calls as. */
const ACTORS = {
  member: { brand: 'swift', localPart: 'member' },
  /** Another member of the same tenant: the owner of the records `member` must not reach. */
  otherMember: { brand: 'swift', localPart: 'new' },
  editor: { brand: 'swift', localPart: 'editor' },
  admin: { brand: 'swift', localPart: 'admin' },
  oakMember: { brand: 'oakmore', localPart: 'member' },
  oakEditor: { brand: 'oakmore', localPart: 'editor' },
  oakAdmin: { brand: 'oakmore', localPart: 'admin' },
  /** Accounts whose allowed call changes them for good (password, deletion request): used by nothing else. */
  who5: { brand: 'swift', localPart: 'who5' },
  attentiveMember: { brand: 'attentive', localPart: 'member' },
  evergreenMember: { brand: 'evergreen', localPart: 'member' },
  /** A member of a tenant that offers the health scan (swift does not), used by nothing else. */
  attentiveScanner: { brand: 'attentive', localPart: 'new' },
  /** Signs in with a second step (the demo's authenticator app), used by nothing else. */
  secure: { brand: 'swift', localPart: 'secure' },
  /** Accounts whose authenticator app the two-step rows turn on and off, used by nothing else. */
  incentNew: { brand: 'incent', localPart: 'new' },
  incentMember: { brand: 'incent', localPart: 'member' },
  incentWho5: { brand: 'incent', localPart: 'who5' },
  /**
   * Accounts the passkey rows give a passkey (after which `/login` asks them for a second step), each
   * used by nothing else: one adds one, one renames one, one removes one (with the fresh proof its first
   * sign-in gives), one signs in, finishes the second step and steps up with one.
   */
  passkeyAdder: { brand: 'evergreen', localPart: 'new' },
  passkeyRenamer: { brand: 'evergreen', localPart: 'who5' },
  passkeyRemover: { brand: 'attentive', localPart: 'who5' },
  passkeySigner: { brand: 'oakmore', localPart: 'new' },
} as const satisfies Record<string, { brand: BrandKey; localPart: string }>;
type ActorKey = keyof typeof ACTORS;

/** The swift caller of each role, and the oakmore account of the same role. */
const CALLER_OF_ROLE = { member: 'member', editor: 'editor', admin: 'admin' } as const;
const OTHER_TENANT_CALLER = { member: 'oakMember', editor: 'oakEditor', admin: 'oakAdmin' } as const;
/** The roles below each role. */
const LOWER_ROLES = { member: [], editor: ['member'], admin: ['editor', 'member'] } as const;

/** A member's own records. */
interface OwnRecords {
  /** A dependent. */
  dependent: string;
  /** A dependent removed when the file started (restorable for 30 s: the whole file takes about 10). */
  removedDependent: string;
  /** A private image. */
  media: string;
  /** A live session of the account's, besides the one the matrix calls with. */
  session: string;
  /** A ready data export (the member's download of their data). */
  dataExport: string;
  /**
   * A passkey of the owner's tenant, held by an account made for it that never signs in (a passkey makes
   * `/login` ask for a second step): the rows acting on the caller's own take theirs from `prepare`.
   */
  passkey: string;
}
/** A tenant's shared content (published: every member of the tenant may read it). */
interface ContentRecords {
  article: string;
  /** With captions. */
  video: string;
}
type Records = OwnRecords & ContentRecords;

/** For callers without records of that kind: empty ids, which the path helper refuses (no silent 404). */
const NO_OWN_RECORDS: OwnRecords = {
  dependent: '',
  removedDependent: '',
  media: '',
  session: '',
  dataExport: '',
  passkey: '',
};
const NO_CONTENT: ContentRecords = { article: '', video: '' };

interface RequestContext {
  /** The tenant the request is sent to. */
  brand: BrandKey;
  /** The records the request names (the caller's own, or another member's or tenant's). */
  ids: Records;
}

interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** A raw body (uploads). */
  raw?: { contentType: string; payload: Buffer | string };
}

interface MatrixRow {
  /** Who may call the route; must be what the route declares. */
  auth: RouteAuth;
  /**
   * Whose records the path's ids name. `owner`: a member's own (another member's and another tenant's
   * answer 404). `tenant`: the programme's shared content, which any member of the tenant may name (it is
   * not owner-scoped); another tenant's answers 404. Absent: the path names no record.
   */
  scope?: 'owner' | 'tenant';
  /** A valid request in `ctx`; by default no params, query or body. */
  request?: (ctx: RequestContext) => MatrixRequest | Promise<MatrixRequest>;
  /** The allowed call; by default made by swift's demo account of the route's role (public: no credential). */
  allowed?: {
    as?: ActorKey;
    /** Signs in anew for the call, which ends its own session. */
    freshSession?: boolean;
    /** Records made for this call alone (the ones it removes or restores). */
    prepare?: (token: string) => Promise<Partial<Records>>;
  };
}

let t: TestApp;
const tokens = new Map<ActorKey, string>();
const owned = new Map<ActorKey, OwnRecords>();
const content = new Map<BrandKey, ContentRecords>();
const writeKeys = new Map<string, string>();
let png: Buffer;
let swiftCompanyId: string;
let questionnaireAnswers: { questionnaire_id: string; version: number; answers: Record<string, number> };
let emailCounter = 0;

const NEW_PASSWORD = 'matrix lantern orchard 42';
const MATRIX_DEVICE = 'matrix-device-token';
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello.\n';
const SWIFT_ANALYTICS_DATABASE = 'amm_c0nj';

const hostOf = (brand: BrandKey) => `${brand}.localhost`;
const emailOf = (actor: ActorKey) => demoEmail(ACTORS[actor].localPart, ACTORS[actor].brand);

async function tokenOf(actor: ActorKey): Promise<string> {
  let token = tokens.get(actor);
  if (!token) {
    token = await signIn(t.app, emailOf(actor));
    tokens.set(actor, token);
  }
  return token;
}

/** A verifier and its challenge, as the native app makes them to be handed a sign-in (PKCE). */
function handoffPair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The secret of the authenticator app the confirm row's call turns on (set up by its `prepare`). */
let pendingAuthenticatorSecret = '';
let secureRecoveryCodes: Promise<string[]> | undefined;

/**
 * A recovery code of the `secure` demo account, each once. Its seeded app was sealed under the template
 * database's secret, so the matrix gives it codes of its own, as a member renewing them would get.
 */
async function secureRecoveryCode(): Promise<string> {
  secureRecoveryCodes ??= (async () => {
    const codes = createRecoveryCodes();
    const [account] = await t.db
      .select({ id: accounts.id, tenantId: accounts.tenantId })
      .from(accounts)
      .where(eq(accounts.email, emailOf('secure')));
    await createTwoStepRepository(t.db).replaceRecoveryCodes(
      { tenantId: account!.tenantId, accountId: account!.id },
      codes,
      {
        context: { clientAddress: null, userAgent: null },
      },
    );
    return codes;
  })();
  const code = (await secureRecoveryCodes).pop();
  if (!code) throw new Error('The matrix spent every recovery code of the secure account.');
  return code;
}

/** The password step of the `secure` account: a ticket for its second step. */
async function secondStepTicket(brand: BrandKey): Promise<string> {
  const response = await api(t.app, { host: hostOf(brand) }).post('/api/auth/login', {
    email: emailOf('secure'),
    password: DEMO_PASSWORD,
  });
  const answer = ZLoginAnswer.parse(response.json());
  if (!isSecondStepRequired(answer)) throw new Error('The secure account signed in without a second step.');
  return answer.second_step.ticket;
}

/** See OwnRecords' `passkey`: a row of its own, never used to sign in (its key is no key). */
async function passkeyInTenantOf(owner: ActorKey): Promise<string> {
  const [account] = await t.db
    .select({ tenantId: accounts.tenantId, companyId: accounts.companyId })
    .from(accounts)
    .where(eq(accounts.email, emailOf(owner)));
  if (!account) throw new Error(`No account ${emailOf(owner)}.`);
  const [holder] = await t.db
    .insert(accounts)
    .values({ ...account, email: uniqueEmail('passkey-holder'), status: 'invited' })
    .returning({ id: accounts.id });
  const [passkey] = await t.db
    .insert(passkeys)
    .values({
      tenantId: account.tenantId,
      accountId: holder!.id,
      credentialId: randomUUID(),
      publicKey: 'none',
      rpId: hostOf(ACTORS[owner].brand),
      name: 'Matrix passkey',
    })
    .returning({ id: passkeys.id });
  return passkey!.id;
}

const originOf = (brand: BrandKey) => `http://${hostOf(brand)}`;

/** Adds a passkey to the actor's account as Profile → Security does (its token taken before: see ACTORS). */
async function addPasskeyAs(actor: ActorKey, token: string): Promise<{ id: string; key: SoftwarePasskey }> {
  const { brand } = ACTORS[actor];
  const client = api(t.app, { host: hostOf(brand), prefix: '/api/authorization' }).as(token);
  const options = ZPasskeyCreationOptions.parse((await client.post('/accounts/me/passkeys/options')).json());
  const { passkey, response } = createPasskey(options, { origin: originOf(brand) });
  const added = await client.post('/accounts/me/passkeys', { name: 'Matrix', response });
  expect(added.statusCode, added.body).toBe(201);
  return { id: (added.json() as { id: string }).id, key: passkey };
}

/** The new passkey the registration row's call sends (made by its `prepare`). */
let pendingRegistration: TPasskeyRegistrationResponse | undefined;
/** The signature the step-up row's call sends (made by its `prepare`). */
let pendingStepUp: TPasskeyAuthenticationResponse | undefined;
let signerPasskey: Promise<SoftwarePasskey> | undefined;

/** The passkey of `passkeySigner`, added once (its password token taken first). */
function passkeyOfSigner(): Promise<SoftwarePasskey> {
  signerPasskey ??= tokenOf('passkeySigner').then(async (token) => (await addPasskeyAs('passkeySigner', token)).key);
  return signerPasskey;
}

/** Signs the challenge of `url`'s options with the signer's passkey, as the browser would. */
async function signerSignature(url: string, body?: object): Promise<TPasskeyAuthenticationResponse> {
  const key = await passkeyOfSigner();
  const { brand } = ACTORS.passkeySigner;
  const options = await api(t.app, { host: hostOf(brand) }).post(url, body);
  expect(options.statusCode, options.body).toBe(200);
  return signWithPasskey(key, ZPasskeyRequestOptions.parse(options.json()), { origin: originOf(brand) });
}

/** The password step of the signer, whose passkey makes it ask for a second step: its ticket. */
async function signerTicket(): Promise<string> {
  await passkeyOfSigner();
  const response = await api(t.app, { host: hostOf(ACTORS.passkeySigner.brand) }).post('/api/auth/login', {
    email: emailOf('passkeySigner'),
    password: DEMO_PASSWORD,
  });
  const answer = ZLoginAnswer.parse(response.json());
  if (!isSecondStepRequired(answer)) throw new Error('The passkey signer signed in without a second step.');
  return answer.second_step.ticket;
}

/** Signs the actor in anew: the new session's id (the access token's `jti`). */
async function newSessionOf(actor: ActorKey): Promise<string> {
  const token = await signIn(t.app, emailOf(actor));
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string };
  return claims.jti;
}

function idsOf(actor: ActorKey): Records {
  return { ...(owned.get(actor) ?? NO_OWN_RECORDS), ...(content.get(ACTORS[actor].brand) ?? NO_CONTENT) };
}

/** `/api/…/:id` with its params filled in. */
function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`${pattern}: the request has no ${name}.`);
    return encodeURIComponent(value);
  });
}

function splitKey(key: RouteKey): { method: HttpMethod | 'HEAD'; url: string } {
  const [method, url] = key.split(' ') as [HttpMethod | 'HEAD', string];
  return { method, url };
}

function send(key: RouteKey, request: MatrixRequest, to: { brand: BrandKey; credential?: string; host?: string }) {
  const { method, url } = splitKey(key);
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const headers: Record<string, string> = { host: to.host ?? hostOf(to.brand) };
  if (to.credential) headers.authorization = `Bearer ${to.credential}`;
  let payload: Buffer | string | undefined;
  if (request.raw) {
    headers['content-type'] = request.raw.contentType;
    payload = request.raw.payload;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body);
  }
  return listenerOf(key).inject({ method, url: fillPath(url, request.params) + query, headers, payload });
}

/** The operators' routes are on their own listener (METRICS_PORT); every other on the public one. */
function listenerOf(key: RouteKey) {
  return ROW_OF.get(key)?.auth === 'operator' ? t.operators : t.app;
}

/** The same route, named with ids that are no ids and sent a body that is not JSON. */
function malformed(key: RouteKey): MatrixRequest {
  const { method, url } = splitKey(key);
  const params = Object.fromEntries([...url.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'not-a-record']));
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return { params, ...(hasBody ? { raw: { contentType: 'application/json', payload: '{"unfinished' } } : {}) };
}

type Answer = Awaited<ReturnType<typeof send>>;

function expectError(response: Answer, status: number, codes: readonly string[]) {
  expect(response.statusCode, response.body).toBe(status);
  const body = ZErrorResponse.parse(response.json());
  expect(body).toEqual(
    expect.objectContaining({
      statusCode: status,
      error: expect.any(String),
      message: expect.any(String),
      code: expect.any(String),
    }),
  );
  expect(body.message).not.toBe('');
  expect(codes).toContain(body.code);
  // A record the route did not find, not a path the router did not know.
  if (status === 404) expect(body.message).not.toMatch(/^There is nothing at /);
}

/** Path params that name no record: a link's token, the storage bucket (which is the tenant), a programme. */
const NOT_RECORD_PARAMS = new Set(['token', 'bucket', 'programme', 'key']);

const UNAUTHENTICATED = [ERROR_CODES.unauthenticated, ERROR_CODES.wrongTenant];

// — Making records —

function uniqueEmail(prefix: string): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Date.now()}@example.com`;
}

async function created(response: Answer): Promise<string> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.json() as { id: string }).id;
}

let clinicLibraries: Promise<void> | undefined;

/** Swift's asthma; for oakmore's ids, a condition only oakmore's library has. */
async function clinicConditionOf(ids: Records): Promise<string> {
  clinicLibraries ??= (async () => {
    await t.services.clinicLibrary.seedClinicLibrary(['swift', 'oakmore']);
    const [oakmore] = await t.services.clinicLibraryRepository.listTenants(['oakmore']);
    await t.services.clinicLibraryRepository.importConditions(oakmore!.id, [
      {
        conditionId: 'oakmore-only',
        locale: 'en',
        title: 'Oakmore only',
        alsoCalled: [],
        summary: 'In one library.',
        sections: [{ key: 'overview', body: 'Text.' }],
        related: [],
        sourceName: 'Matrix',
        sourceAttribution: 'Matrix.',
        sourceUrl: null,
        lastReviewed: null,
      },
    ]);
  })();
  await clinicLibraries;
  return ids.article !== '' && ids.article === content.get('oakmore')?.article ? 'oakmore-only' : 'asthma';
}

/** A new announcement of the tenant whose content `ids` names (swift's, or oakmore's for oakmore's ids). */
async function announcementOf(ids: Records): Promise<string> {
  const brand = ids.article !== '' && ids.article === content.get('oakmore')?.article ? 'oakmore' : 'swift';
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, brand));
  const [row] = await t.db
    .insert(newsAnnouncements)
    .values({ tenantId: tenant!.id, locale: 'en', title: 'Matrix news', summary: 'Checked.', publishedAt: new Date() })
    .returning({ id: newsAnnouncements.id });
  return row!.id;
}

/** A fresh account (invited, or deactivated) of the tenant whose content `ids` names: the members routes' record. */
async function memberAccountOf(ids: Records, status: 'invited' | 'disabled' = 'invited'): Promise<string> {
  const brand = ids.article !== '' && ids.article === content.get('oakmore')?.article ? 'oakmore' : 'swift';
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, brand));
  const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.tenantId, tenant!.id));
  const [row] = await t.db
    .insert(accounts)
    .values({
      tenantId: tenant!.id,
      companyId: company!.id,
      email: `matrix-member-${randomUUID()}@example.com`,
      status,
      deactivatedAt: status === 'disabled' ? new Date() : null,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

/** The plan in force today of the tenant whose content `ids` names. */
async function planOf(ids: Records) {
  const brand = ids.article !== '' && ids.article === content.get('oakmore')?.article ? 'oakmore' : 'swift';
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, brand));
  const today = new Date().toISOString().slice(0, 10);
  const [plan] = await t.db
    .select()
    .from(incentivePlans)
    .where(
      and(
        eq(incentivePlans.tenantId, tenant!.id),
        lte(incentivePlans.startsOn, today),
        gte(incentivePlans.endsOn, today),
      ),
    );
  return plan!;
}

/** A member's request for an alternative in the tenant whose content `ids` names, waiting for an answer. */
async function pendingAlternativeOf(ids: Records): Promise<string> {
  const plan = await planOf(ids);
  const [row] = await t.db
    .insert(incentiveAlternatives)
    .values({
      tenantId: plan.tenantId,
      planId: plan.id,
      accountId: await memberAccountOf(ids),
      activityKey: 'health_scan',
      reason: 'Matrix',
    })
    .returning({ id: incentiveAlternatives.id });
  return row!.id;
}

/** An alternative approved to the member whose dependent `ids` names, not done yet. */
async function approvedAlternativeOf(ids: Records): Promise<string> {
  const [owner] = await t.db
    .select({ accountId: dependents.accountId, tenantId: dependents.tenantId })
    .from(dependents)
    .where(eq(dependents.id, ids.dependent));
  const today = new Date().toISOString().slice(0, 10);
  const [plan] = await t.db
    .select({ id: incentivePlans.id })
    .from(incentivePlans)
    .where(
      and(
        eq(incentivePlans.tenantId, owner!.tenantId),
        lte(incentivePlans.startsOn, today),
        gte(incentivePlans.endsOn, today),
      ),
    );
  const [row] = await t.db
    .insert(incentiveAlternatives)
    .values({
      tenantId: owner!.tenantId,
      planId: plan!.id,
      accountId: owner!.accountId,
      activityKey: 'video',
      reason: 'Matrix',
      status: 'approved',
      decidedAt: new Date(),
      alternative: 'A walk',
      points: 5,
    })
    .returning({ id: incentiveAlternatives.id });
  return row!.id;
}

/** The tenant whose content `ids` names: swift's, or oakmore's for oakmore's ids. */
async function tenantIdOf(ids: Records): Promise<string> {
  const brand = ids.article !== '' && ids.article === content.get('oakmore')?.article ? 'oakmore' : 'swift';
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, brand));
  return tenant!.id;
}

/** The demo step challenge running now in the tenant whose content `ids` names (the demo member is in it). */
async function demoChallengeOf(ids: Records) {
  const today = new Date().toISOString().slice(0, 10);
  const [challenge] = await t.db
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.tenantId, await tenantIdOf(ids)),
        eq(challenges.title, DEMO_CHALLENGE.title),
        lte(challenges.startsOn, today),
        gte(challenges.endsOn, today),
      ),
    );
  return challenge!;
}

const MATRIX_CHALLENGE = {
  title: 'Matrix walk',
  kind: 'steps',
  goal_type: 'total',
  goal: 50_000,
  teams: 'assigned',
  team_names: ['Left', 'Right'],
  points: 10,
} as const;

/** A new challenge running now in the tenant whose content `ids` names (two assigned teams, nobody in it). */
async function newChallengeOf(ids: Records) {
  const tenantId = await tenantIdOf(ids);
  const today = new Date().toISOString().slice(0, 10);
  const dates = { starts_on: today, ends_on: today, join_until: today };
  const [challenge] = await t.db
    .insert(challenges)
    .values({
      tenantId,
      title: MATRIX_CHALLENGE.title,
      kind: MATRIX_CHALLENGE.kind,
      goalType: MATRIX_CHALLENGE.goal_type,
      goal: MATRIX_CHALLENGE.goal,
      teamMode: MATRIX_CHALLENGE.teams,
      startsOn: today,
      endsOn: today,
      joinUntil: today,
      points: MATRIX_CHALLENGE.points,
    })
    .returning({ id: challenges.id });
  const teams = await t.db
    .insert(challengeTeams)
    .values(
      MATRIX_CHALLENGE.team_names.map((name, position) => ({ challengeId: challenge!.id, tenantId, name, position })),
    )
    .returning({ id: challengeTeams.id });
  return { id: challenge!.id, tenantId, teams: teams.map((team) => team.id), input: { ...MATRIX_CHALLENGE, ...dates } };
}

/** A fresh account of the tenant in a new challenge of it, and the team to move it to. */
async function challengeParticipantOf(ids: Records) {
  const challenge = await newChallengeOf(ids);
  const accountId = await memberAccountOf(ids);
  await t.db
    .insert(challengeParticipants)
    .values({ challengeId: challenge.id, accountId, tenantId: challenge.tenantId, teamId: challenge.teams[0]! });
  return { id: challenge.id, accountId, teamId: challenge.teams[1]! };
}

/** A checked eligibility file (no rows, no errors) of the tenant whose content `ids` names. */
async function eligibilityImportOf(ids: Records): Promise<string> {
  const brand = ids.article !== '' && ids.article === content.get('oakmore')?.article ? 'oakmore' : 'swift';
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, brand));
  const [row] = await t.db
    .insert(eligibilityImports)
    .values({
      tenantId: tenant!.id,
      fileName: 'matrix.csv',
      status: 'checked',
      totalRows: 0,
      summary: { add: 0, update: 0, unchanged: 0, terminate: 0, error: 0 },
    })
    .returning({ id: eligibilityImports.id });
  return row!.id;
}

async function addDependent(token: string, brand: BrandKey = 'swift') {
  const body = {
    first_name: 'Robin',
    last_name: 'Lee',
    relationship: 'spouse-or-partner',
    date_of_birth: '1988-04-02',
  };
  return created(await send('POST /api/authorization/dependents', { body }, { brand, credential: token }));
}

async function addRemovedDependent(token: string, brand: BrandKey = 'swift') {
  const id = await addDependent(token, brand);
  const removed = await send(
    'DELETE /api/authorization/dependents/:id',
    { params: { id } },
    { brand, credential: token },
  );
  expect(removed.statusCode, removed.body).toBe(204);
  return id;
}

async function uploadImage(token: string, brand: BrandKey = 'swift') {
  return created(
    await send(
      'POST /api/authorization/media',
      { query: { title: 'Scan' }, raw: { contentType: 'image/png', payload: png } },
      { brand, credential: token },
    ),
  );
}

/** A ready export of the member's data (signing in counts as the proof the request needs). */
async function prepareDataExport(token: string, brand: BrandKey = 'swift') {
  const id = await created(
    await send('POST /api/authorization/accounts/me/data-exports', {}, { brand, credential: token }),
  );
  await t.services.dataExportService.idle();
  return id;
}

async function addContent(brand: BrandKey, editor: ActorKey): Promise<ContentRecords> {
  const credential = await tokenOf(editor);
  const article = await created(
    await send(
      'POST /api/authorization/articles',
      { body: { title: 'Matrix article', body: 'Walk more.', category: 'movement', status: 'published' } },
      { brand, credential },
    ),
  );
  const video = await created(
    await send(
      'POST /api/authorization/videos',
      {
        body: {
          title: 'Matrix video',
          duration_seconds: 60,
          source: { url: 'https://videos.example/matrix.mp4' },
          captions: VTT,
          category: 'movement',
          status: 'published',
        },
      },
      { brand, credential },
    ),
  );
  return { article, video };
}

async function versionOf(table: typeof articles | typeof videos, id: string): Promise<number> {
  const [row] = await t.db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version ?? 1;
}

/** An invitation to a new address from swift's admin, and its link's token. */
async function inviteAndGetToken(email = uniqueEmail('invited')): Promise<string> {
  const before = (await listEmails(t.outboxDir, 'invitation', email)).length;
  const response = await send(
    'POST /api/authorization/accounts/invitations',
    { body: { email, company: swiftCompanyId } },
    { brand: 'swift', credential: await tokenOf('admin') },
  );
  expect(response.statusCode, response.body).toBe(201);
  return getLinkToken(await waitForEmail(t.outboxDir, 'invitation', email, before + 1));
}

async function requestResetToken(brand: BrandKey, email: string): Promise<string> {
  const before = (await listEmails(t.outboxDir, 'password-reset', email)).length;
  const response = await send('POST /api/auth/forgot-password', { body: { email } }, { brand });
  expect(response.statusCode, response.body).toBe(200);
  return getLinkToken(await waitForEmail(t.outboxDir, 'password-reset', email, before + 1));
}

/** The programme the console's rows change (made once, in the state each row's call needs). */
const MATRIX_PROGRAMME = 'matrix-programme';
let matrixProgramme: Promise<void> | undefined;

async function programmeInState(state: { status: 'active' | 'suspended'; deletionDueAt: Date | null }) {
  matrixProgramme ??= (async () => {
    await t.db.insert(tenants).values({
      key: MATRIX_PROGRAMME,
      name: 'Matrix Programme',
      ingestionWriteKey: `iwk_${randomBytes(12).toString('base64url')}`,
      programmes: [],
    });
  })();
  await matrixProgramme;
  await t.db.update(tenants).set(state).where(eq(tenants.key, MATRIX_PROGRAMME));
  await t.services.tenants.refresh();
  return { params: { key: MATRIX_PROGRAMME } };
}

// — The table —

const PUBLIC = { auth: 'public' } as const;

/** Every API route, keyed as Fastify registered it. */
const MATRIX: Record<RouteKey, MatrixRow> = {
  'GET /api/health': PUBLIC,
  'GET /api/health/live': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  // — operations, on the operators' listener: the test app has no METRICS_TOKEN, so only the loopback
  // address (inject's) is served —
  'GET /api/metrics': { auth: 'operator' },
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/docs.css': PUBLIC,
  // The TLS front's question: a host a programme claims.
  'GET /api/operators/tls-ask': {
    ...PUBLIC,
    request: async () => {
      const tenant = await t.services.tenants.getTenant('swift');
      await t.services.hostClaims.claim({ tenant, host: 'wellness.swift-matrix.example' });
      return { query: { domain: 'wellness.swift-matrix.example' } };
    },
  },

  // — the operator console, on OPERATOR_HOST, to the demo operator —
  'GET /api/operator-console/programmes': { auth: 'platform-operator' },
  'POST /api/operator-console/programmes': {
    auth: 'platform-operator',
    request: () => ({
      body: {
        key: `matrix-${++emailCounter}`,
        name: 'Matrix Created',
        hosts: [`matrix-${emailCounter}.example`],
        primary: '#0f5132',
        primaryForeground: '#ffffff',
        programmes: ['mayo-clinic'],
        languages: ['en'],
        supportEmail: 'help@matrix.example',
        adminEmail: uniqueEmail('matrix-admin'),
      },
    }),
  },
  'GET /api/operator-console/programmes/:key': {
    auth: 'platform-operator',
    request: () => programmeInState({ status: 'active', deletionDueAt: null }),
  },
  'PATCH /api/operator-console/programmes/:key': {
    auth: 'platform-operator',
    request: async () => ({
      ...(await programmeInState({ status: 'active', deletionDueAt: null })),
      body: { name: 'Matrix Programme Renamed' },
    }),
  },
  'PUT /api/operator-console/programmes/:key/logo': {
    auth: 'platform-operator',
    request: async () => ({
      ...(await programmeInState({ status: 'active', deletionDueAt: null })),
      body: { contentType: 'image/png', base64: png.toString('base64') },
    }),
  },
  'PUT /api/operator-console/programmes/:key/favicon': {
    auth: 'platform-operator',
    request: async () => ({
      ...(await programmeInState({ status: 'active', deletionDueAt: null })),
      body: { contentType: 'image/png', base64: png.toString('base64') },
    }),
  },
  'PUT /api/operator-console/programmes/:key/hosts': {
    auth: 'platform-operator',
    request: async () => ({
      ...(await programmeInState({ status: 'active', deletionDueAt: null })),
      body: { hosts: ['matrix-programme.example'] },
    }),
  },
  'POST /api/operator-console/programmes/:key/suspension': {
    auth: 'platform-operator',
    request: () => programmeInState({ status: 'active', deletionDueAt: null }),
  },
  'DELETE /api/operator-console/programmes/:key/suspension': {
    auth: 'platform-operator',
    request: () => programmeInState({ status: 'suspended', deletionDueAt: null }),
  },
  'POST /api/operator-console/programmes/:key/deletion': {
    auth: 'platform-operator',
    request: () => programmeInState({ status: 'active', deletionDueAt: null }),
  },
  'DELETE /api/operator-console/programmes/:key/deletion': {
    auth: 'platform-operator',
    request: () => programmeInState({ status: 'suspended', deletionDueAt: new Date(Date.now() + 86_400_000) }),
  },
  'GET /api/operator-console/base-theme': { auth: 'platform-operator' },

  // — auth —
  'POST /api/auth/login': {
    ...PUBLIC,
    request: ({ brand }) => ({ body: { email: demoEmail('member', brand), password: DEMO_PASSWORD } }),
  },
  'POST /api/auth/logout': { auth: 'member', allowed: { freshSession: true } },
  'POST /api/auth/forgot-password': {
    ...PUBLIC,
    request: ({ brand }) => ({ body: { email: demoEmail('member', brand) } }),
  },
  'POST /api/auth/reset-password': {
    ...PUBLIC,
    // Its own tenant and account: the reset ends that account's sessions.
    allowed: { as: 'evergreenMember' },
    request: async ({ brand }) => ({
      body: { token: await requestResetToken(brand, demoEmail('member', brand)), password: NEW_PASSWORD },
    }),
  },

  // — accounts and invitations —
  'GET /api/authorization/accounts/me': { auth: 'member', request: () => ({ query: { get_member: 'true' } }) },
  'GET /api/authorization/accounts/me/sessions': { auth: 'member' },
  'POST /api/auth/login/second-step': {
    ...PUBLIC,
    allowed: { as: 'secure' },
    request: async ({ brand }) => ({
      body: { ticket: await secondStepTicket(brand), code: await secureRecoveryCode() },
    }),
  },
  'GET /api/authorization/accounts/me/two-step': { auth: 'member' },
  'POST /api/authorization/accounts/me/app-handoff': {
    auth: 'member',
    request: () => ({ body: { challenge: handoffPair().challenge } }),
  },
  // The app's half: a code the member's website session asked for, with its verifier.
  'POST /api/auth/login/app-handoff': {
    ...PUBLIC,
    request: async ({ brand }) => {
      const { verifier, challenge } = handoffPair();
      const asked = await api(t.app, { host: hostOf(brand) })
        .as(await tokenOf('member'))
        .post('/api/authorization/accounts/me/app-handoff', { challenge });
      return { body: { code: (asked.json() as { code: string }).code, verifier } };
    },
  },

  // — passkeys: each row that gives an account a passkey does so to an account of its own (see ACTORS) —
  'GET /api/authorization/accounts/me/passkeys': { auth: 'member' },
  'POST /api/authorization/accounts/me/passkeys/options': { auth: 'member' },
  'POST /api/authorization/accounts/me/passkeys': {
    auth: 'member',
    allowed: {
      as: 'passkeyAdder',
      prepare: async (token) => {
        const client = api(t.app, { host: hostOf(ACTORS.passkeyAdder.brand), prefix: '/api/authorization' }).as(token);
        const options = ZPasskeyCreationOptions.parse((await client.post('/accounts/me/passkeys/options')).json());
        pendingRegistration = createPasskey(options, { origin: originOf(ACTORS.passkeyAdder.brand) }).response;
        return {};
      },
    },
    request: () => ({ body: { name: 'Matrix', response: pendingRegistration ?? {} } }),
  },
  'PATCH /api/authorization/accounts/me/passkeys/:id': {
    auth: 'member',
    scope: 'owner',
    allowed: {
      as: 'passkeyRenamer',
      prepare: async (token) => ({ passkey: (await addPasskeyAs('passkeyRenamer', token)).id }),
    },
    request: ({ ids }) => ({ params: { id: ids.passkey }, body: { name: 'Renamed' } }),
  },
  'DELETE /api/authorization/accounts/me/passkeys/:id': {
    auth: 'member',
    scope: 'owner',
    allowed: {
      as: 'passkeyRemover',
      prepare: async (token) => ({ passkey: (await addPasskeyAs('passkeyRemover', token)).id }),
    },
    request: ({ ids }) => ({ params: { id: ids.passkey } }),
  },
  'POST /api/auth/login/passkey/options': PUBLIC,
  'POST /api/auth/login/passkey': {
    ...PUBLIC,
    allowed: { as: 'passkeySigner' },
    request: async () => ({ body: { response: await signerSignature('/api/auth/login/passkey/options') } }),
  },
  'POST /api/auth/login/second-step/passkey/options': {
    ...PUBLIC,
    allowed: { as: 'passkeySigner' },
    request: async () => ({ body: { ticket: await signerTicket() } }),
  },
  'POST /api/auth/login/second-step/passkey': {
    ...PUBLIC,
    allowed: { as: 'passkeySigner' },
    request: async () => {
      const ticket = await signerTicket();
      return {
        body: { ticket, response: await signerSignature('/api/auth/login/second-step/passkey/options', { ticket }) },
      };
    },
  },
  'POST /api/authorization/accounts/me/verify/passkey/options': { auth: 'member' },
  'POST /api/authorization/accounts/me/verify/passkey': {
    auth: 'member',
    allowed: {
      as: 'passkeySigner',
      prepare: async (token) => {
        const key = await passkeyOfSigner();
        const { brand } = ACTORS.passkeySigner;
        const client = api(t.app, { host: hostOf(brand), prefix: '/api/authorization' }).as(token);
        const options = ZPasskeyRequestOptions.parse((await client.post('/accounts/me/verify/passkey/options')).json());
        pendingStepUp = signWithPasskey(key, options, { origin: originOf(brand) });
        return {};
      },
    },
    request: () => ({ body: { response: pendingStepUp ?? {} } }),
  },
  // Starts a setup it never confirms: the member still signs in with the password alone.
  'POST /api/authorization/accounts/me/two-step/authenticator': { auth: 'member' },
  'POST /api/authorization/accounts/me/two-step/authenticator/confirm': {
    auth: 'member',
    allowed: {
      as: 'incentNew',
      prepare: async (token) => {
        const begun = await api(t.app, { host: hostOf('incent'), prefix: '/api/authorization' })
          .as(token)
          .post('/accounts/me/two-step/authenticator');
        pendingAuthenticatorSecret = ZAuthenticatorSetup.parse(begun.json()).secret;
        return {};
      },
    },
    request: () => ({ body: { code: authenticatorCodeAt(pendingAuthenticatorSecret, Date.now()) } }),
  },
  'DELETE /api/authorization/accounts/me/two-step/authenticator': {
    auth: 'member',
    allowed: {
      as: 'incentMember',
      prepare: async (token) => {
        await setUpAuthenticator(t.app, { host: hostOf('incent'), token });
        return {};
      },
    },
  },
  'POST /api/authorization/accounts/me/two-step/recovery-codes': {
    auth: 'member',
    allowed: {
      as: 'incentWho5',
      prepare: async (token) => {
        await setUpAuthenticator(t.app, { host: hostOf('incent'), token });
        return {};
      },
    },
  },
  'POST /api/authorization/accounts/me/verify': {
    auth: 'member',
    request: () => ({ body: { password: DEMO_PASSWORD } }),
  },
  'DELETE /api/authorization/accounts/me/sessions/:id': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.session } }),
    allowed: { prepare: async () => ({ session: await newSessionOf('member') }) },
  },
  // Ends the member's other sessions: the matrix calls with the one it keeps, and no row needs another.
  'POST /api/authorization/accounts/me/sessions/end-others': { auth: 'member' },
  'POST /api/authorization/accounts/invitations': {
    auth: 'admin',
    request: () => ({ body: { email: uniqueEmail('matrix'), company: swiftCompanyId } }),
  },
  'GET /api/authorization/token/validate-token/:token': {
    ...PUBLIC,
    request: async () => ({ params: { token: await inviteAndGetToken() }, query: { timestamp: '1' } }),
  },
  'POST /api/authorization/accounts/confirm-invitation': {
    ...PUBLIC,
    request: async () => ({
      body: {
        token: await inviteAndGetToken(),
        password: NEW_PASSWORD,
        first_name: 'Ida',
        last_name: 'Invited',
        accept_privacy_policy: true,
      },
    }),
  },
  'GET /api/authorization/accounts/invitation/generate-new-token/:token': {
    ...PUBLIC,
    request: async () => {
      // Renewal is for expired links only.
      const email = uniqueEmail('expired');
      const token = await inviteAndGetToken(email);
      const [account] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
      await t.db
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(invitations.accountId, account!.id));
      return { params: { token } };
    },
  },

  // — documents —
  'GET /api/authorization/content/privacy-policy': PUBLIC,
  'GET /api/authorization/content/thank-you': PUBLIC,

  // — questionnaire: the caller's own answers, no record ids —
  'GET /api/authorization/companies/questionnaire': { auth: 'member' },
  'POST /api/authorization/companies/questionnaire/responses': {
    auth: 'member',
    // `member` answered 12 days ago and may not retake yet; `new` has never answered.
    allowed: { as: 'otherMember' },
    request: () => ({ body: questionnaireAnswers }),
  },
  'GET /api/authorization/companies/questionnaire/results/latest': { auth: 'member' },
  'GET /api/authorization/companies/questionnaire/results': { auth: 'member' },

  // — profile —
  'GET /api/authorization/accounts/me/profile': { auth: 'member' },
  'PATCH /api/authorization/accounts/me/profile': {
    auth: 'member',
    request: () => ({ body: { preferred_name: 'Mo' } }),
  },
  'PUT /api/authorization/accounts/me/notification-preferences': {
    auth: 'member',
    request: () => ({ body: { email_news: true, email_reminders: true, push_reminders: false } }),
  },
  'POST /api/authorization/accounts/me/password': {
    auth: 'member',
    // Ends every other session of the account: one no other call uses.
    allowed: { as: 'who5' },
    request: () => ({ body: { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD } }),
  },
  'POST /api/authorization/accounts/me/deletion-request': {
    auth: 'member',
    // Ends every session of the account: one of a tenant no other call uses.
    allowed: { as: 'attentiveMember' },
    request: () => ({ body: { reason: 'Checking the route matrix.' } }),
  },

  // — the health scan: the caller's own readings, no record ids; swift does not offer it —
  'POST /api/authorization/health-scans': {
    auth: 'member',
    allowed: { as: 'attentiveScanner' },
    request: () => ({
      body: {
        engine: { name: 'pos-rppg', version: '1.0.0' },
        started_at: new Date(Date.now() - 60_000).toISOString(),
        duration_ms: 30_000,
        frames: 450,
        heart_rate_bpm: 71.6,
        quality: 'good',
        snr_db: 8.2,
        pre_scan: { caffeine: false, nicotine: false, exercise: false, rate_medicine: 'none', rhythm_condition: false },
      },
    }),
  },
  'GET /api/authorization/health-scans': { auth: 'member', allowed: { as: 'attentiveScanner' } },

  // — push devices: the caller's own phones, named by their token (not a record id) —
  'POST /api/authorization/devices': {
    auth: 'member',
    request: () => ({ body: { token: MATRIX_DEVICE, platform: 'android' } }),
    // The caller's phone registered again: a refresh, 200 (a first registration answers 201: devices.test.ts).
    allowed: {
      prepare: async (token) => {
        const first = await send(
          'POST /api/authorization/devices',
          { body: { token: MATRIX_DEVICE, platform: 'android' } },
          { brand: 'swift', credential: token },
        );
        expect(first.statusCode, first.body).toBeLessThan(300);
        return {};
      },
    },
  },
  'DELETE /api/authorization/devices/:token': {
    auth: 'member',
    request: () => ({ params: { token: 'matrix-device-removed' } }),
  },

  // — the clinic library: swift offers it; the library is the tenant's —
  'GET /api/authorization/clinic-library/meta': { auth: 'member' },
  'GET /api/authorization/clinic-library/letters': { auth: 'member' },
  'GET /api/authorization/clinic-library/conditions': { auth: 'member', request: () => ({ query: { letter: 'A' } }) },
  'GET /api/authorization/clinic-library/search': { auth: 'member', request: () => ({ query: { q: 'asthmaa' } }) },
  'GET /api/authorization/clinic-library/conditions/:id': {
    auth: 'member',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await clinicConditionOf(ids) } }),
  },

  // — dependents: a member's own —
  'GET /api/authorization/dependents': { auth: 'member' },
  'POST /api/authorization/dependents': {
    auth: 'member',
    request: () => ({
      body: { first_name: 'Sam', last_name: 'Lee', relationship: 'child', date_of_birth: '2015-06-01' },
    }),
  },
  'PATCH /api/authorization/dependents/:id': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.dependent }, body: { first_name: 'Robyn' } }),
  },
  'DELETE /api/authorization/dependents/:id': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.dependent } }),
    allowed: { prepare: async (token) => ({ dependent: await addDependent(token) }) },
  },
  'POST /api/authorization/dependents/:id/restore': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.removedDependent } }),
    // Restorable for 30 s only: removed just before the call.
    allowed: { prepare: async (token) => ({ removedDependent: await addRemovedDependent(token) }) },
  },

  // — media: a member's own private objects (shared ones are the tenant's; media.test.ts covers them) —
  'GET /api/authorization/media': { auth: 'member' },
  'POST /api/authorization/media': {
    auth: 'member',
    request: () => ({ query: { title: 'Matrix scan' }, raw: { contentType: 'image/png', payload: png } }),
  },
  'GET /api/authorization/media/:id': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.media } }),
  },
  'GET /api/authorization/media/:id/content': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.media } }),
  },
  'DELETE /api/authorization/media/:id': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.media } }),
    allowed: { prepare: async (token) => ({ media: await uploadImage(token) }) },
  },
  'PUT /api/authorization/accounts/me/profile-picture': {
    auth: 'member',
    request: () => ({ raw: { contentType: 'image/png', payload: png } }),
  },
  'GET /api/authorization/accounts/me/profile-picture': { auth: 'member' },

  // — the member's download of their data: the list, a ready file, then a new request (which replaces it) —
  'GET /api/authorization/accounts/me/data-exports': { auth: 'member' },
  'GET /api/authorization/accounts/me/data-exports/:id/download': {
    auth: 'member',
    scope: 'owner',
    request: ({ ids }) => ({ params: { id: ids.dataExport } }),
  },
  'POST /api/authorization/accounts/me/data-exports': {
    auth: 'member',
    // A session of its own, signed in just now: the request needs a proof within the last minutes.
    allowed: { freshSession: true },
  },
  'GET /api/storage/b/:bucket/o/:path': {
    auth: 'member',
    scope: 'owner',
    // The bucket is the caller's tenant; the path the object.
    request: ({ brand, ids }) => ({ params: { bucket: brand, path: ids.media }, query: { alt: 'media' } }),
  },

  // — partner programme pages: swift offers CorpCare; the page is the tenant's, one per language —
  'GET /api/authorization/programmes/:programme': {
    auth: 'member',
    request: () => ({ params: { programme: 'corpcare' } }),
  },
  'PUT /api/authorization/programmes/:programme': {
    auth: 'admin',
    request: () => ({
      params: { programme: 'ourrelationship' },
      body: {
        locale: 'en',
        name: 'OurRelationship',
        summary: 'An online programme for couples.',
        offers: ['Online activities at your own pace'],
        eligibility: { text: 'Employees aged 18 and over.', includes_dependents: false },
        contact: { kind: 'website', url: 'https://ourrelationship.example.com/start' },
        hours: 'Online at any time.',
        call_to_action: 'Start the programme',
      },
    }),
  },

  // — the admin console's Programme section: the tenant's settings, pages, news and documents —
  'GET /api/authorization/admin/programme-pages': { auth: 'admin' },
  'GET /api/authorization/admin/support-line': { auth: 'admin' },
  // — incentives: the member's rewards, and the console's Rewards section —
  'GET /api/authorization/accounts/me/rewards': { auth: 'member' },
  'GET /api/authorization/accounts/me/rewards/history': { auth: 'member' },
  'POST /api/authorization/accounts/me/rewards/celebration': { auth: 'member' },
  'POST /api/authorization/accounts/me/rewards/activities/:key/report': {
    auth: 'member',
    request: () => ({
      params: { key: 'custom:flu-shot' },
      body: { done_on: new Date().toISOString().slice(0, 10), attested: true },
    }),
  },
  'GET /api/authorization/accounts/me/rewards/alternatives': { auth: 'member' },
  'POST /api/authorization/accounts/me/rewards/alternatives': {
    auth: 'member',
    request: () => ({ body: { activity: 'article', reason: 'Screens give me migraines' } }),
  },
  'POST /api/authorization/accounts/me/rewards/alternatives/:id/done': {
    auth: 'member',
    scope: 'owner',
    request: async ({ ids }) => ({ params: { id: await approvedAlternativeOf(ids) }, body: { attested: true } }),
  },
  'GET /api/authorization/admin/rewards/plans': { auth: 'admin' },
  'POST /api/authorization/admin/rewards/plans': {
    auth: 'admin',
    request: () => ({
      body: {
        starts_on: '2190-01-01',
        ends_on: '2190-12-31',
        activities: [{ kind: 'questionnaire', points: 100 }],
        levels: [{ name: 'Bronze', points: 100, reward: '' }],
      },
    }),
  },
  'PUT /api/authorization/admin/rewards/plans/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => {
      const plan = await planOf(ids);
      return {
        params: { id: plan.id },
        body: { starts_on: plan.startsOn, ends_on: plan.endsOn, activities: plan.activities, levels: plan.levels },
      };
    },
  },
  'GET /api/authorization/admin/rewards/members/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await memberAccountOf(ids) } }),
  },
  'POST /api/authorization/admin/rewards/members/:id/adjustments': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({
      params: { id: await memberAccountOf(ids) },
      body: { points: 5, reason: 'Screening result' },
    }),
  },
  'GET /api/authorization/admin/rewards/levels.csv': { auth: 'admin' },
  'GET /api/authorization/admin/rewards/alternatives': { auth: 'admin', request: () => ({ query: { status: 'all' } }) },
  'POST /api/authorization/admin/rewards/alternatives/:id/decision': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({
      params: { id: await pendingAlternativeOf(ids) },
      body: { decision: 'approve_points', points: 10 },
    }),
  },
  // — challenges: members join and log, the console sets them up —
  'GET /api/authorization/challenges': { auth: 'member' },
  'GET /api/authorization/challenges/:id': {
    auth: 'member',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: (await demoChallengeOf(ids)).id } }),
  },
  'POST /api/authorization/challenges/:id/join': {
    auth: 'member',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: (await newChallengeOf(ids)).id }, body: { display_name: 'Matrix' } }),
  },
  'PUT /api/authorization/challenges/:id/display-name': {
    auth: 'member',
    scope: 'tenant',
    request: async ({ ids }) => ({
      params: { id: (await demoChallengeOf(ids)).id },
      body: { display_name: 'Morgan' },
    }),
  },
  'PUT /api/authorization/challenges/:id/phone-steps': {
    auth: 'member',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: (await demoChallengeOf(ids)).id }, body: { phone_steps: false } }),
  },
  'PUT /api/authorization/challenges/:id/entries/:day': {
    auth: 'member',
    scope: 'tenant',
    request: async ({ ids }) => ({
      params: { id: (await demoChallengeOf(ids)).id, day: new Date().toISOString().slice(0, 10) },
      body: { value: 1_000, source: 'manual' },
    }),
  },
  'GET /api/authorization/admin/challenges': { auth: 'admin' },
  'POST /api/authorization/admin/challenges': {
    auth: 'admin',
    request: () => ({
      body: { ...MATRIX_CHALLENGE, starts_on: '2190-01-01', ends_on: '2190-01-31', join_until: '2190-01-31' },
    }),
  },
  'GET /api/authorization/admin/challenges/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: (await demoChallengeOf(ids)).id } }),
  },
  'PUT /api/authorization/admin/challenges/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => {
      const challenge = await newChallengeOf(ids);
      return { params: { id: challenge.id }, body: { ...challenge.input, title: 'Matrix walk, renamed' } };
    },
  },
  'PUT /api/authorization/admin/challenges/:id/participants/:accountId/team': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => {
      const participant = await challengeParticipantOf(ids);
      return {
        params: { id: participant.id, accountId: participant.accountId },
        body: { team_id: participant.teamId },
      };
    },
  },
  'GET /api/authorization/admin/sign-in-security': { auth: 'admin' },
  'PUT /api/authorization/admin/sign-in-security': {
    auth: 'admin',
    request: () => ({ body: { two_step_requirement: 'off', idle_timeout_minutes: 30 } }),
  },
  'PUT /api/authorization/admin/support-line': {
    auth: 'admin',
    request: () => ({ body: { support_line: null } }),
  },
  'PUT /api/authorization/admin/documents/privacy-policy': {
    auth: 'admin',
    request: () => ({ body: { title: 'Matrix privacy policy', body_markdown: 'Checked by the route matrix.' } }),
  },
  'PUT /api/authorization/admin/documents/thank-you': {
    auth: 'admin',
    request: () => ({ body: { title: 'Matrix thanks', body_markdown: 'Checked by the route matrix.' } }),
  },
  'GET /api/authorization/admin/news': { auth: 'admin', request: () => ({ query: { locale: 'en' } }) },
  'POST /api/authorization/admin/news': {
    auth: 'admin',
    request: () => ({ body: { locale: 'en', title: 'Matrix news', summary: 'Checked by the route matrix.' } }),
  },
  'PUT /api/authorization/admin/news/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({
      params: { id: await announcementOf(ids) },
      body: { title: 'Matrix news, edited', summary: 'Checked again.' },
    }),
  },
  'DELETE /api/authorization/admin/news/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await announcementOf(ids) } }),
  },

  // — the admin console's Members and Audit log sections: the tenant's accounts —
  'GET /api/authorization/admin/companies': { auth: 'admin' },
  'GET /api/authorization/admin/members': {
    auth: 'admin',
    request: () => ({ query: { search: 'a', status: 'active', limit: '10' } }),
  },
  'GET /api/authorization/admin/members/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await memberAccountOf(ids) } }),
  },
  'POST /api/authorization/admin/members/:id/invitation': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await memberAccountOf(ids) } }),
  },
  // The member has no second factor: `{ reset: false }`, and nothing changes.
  'POST /api/authorization/admin/members/:id/two-step/reset': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await memberAccountOf(ids) } }),
  },
  'POST /api/authorization/admin/members/:id/deactivate': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await memberAccountOf(ids) } }),
  },
  'POST /api/authorization/admin/members/:id/reactivate': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await memberAccountOf(ids, 'disabled') } }),
  },
  'GET /api/authorization/admin/audit': {
    auth: 'admin',
    request: () => ({ query: { event: 'signed_in', from: '2020-01-01', limit: '5' } }),
  },
  'GET /api/authorization/admin/sign-in-attacks': {
    auth: 'admin',
    request: () => ({ query: { accounts: '00000000-0000-4000-8000-000000000000' } }),
  },

  // — the admin console's Enrol section: eligibility files, the tenant's records —
  'POST /api/authorization/admin/eligibility-imports': {
    auth: 'admin',
    request: () => ({
      query: { file_name: 'matrix.csv' },
      raw: {
        contentType: 'text/csv',
        payload: 'employee_id,first_name,last_name,email,date_of_birth,relationship,status,company\n',
      },
    }),
  },
  'GET /api/authorization/admin/eligibility-imports/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await eligibilityImportOf(ids) } }),
  },
  'GET /api/authorization/admin/eligibility-imports/:id/rows': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await eligibilityImportOf(ids) }, query: { action: 'error' } }),
  },
  'POST /api/authorization/admin/eligibility-imports/:id/commit': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await eligibilityImportOf(ids) } }),
  },
  'DELETE /api/authorization/admin/eligibility-imports/:id': {
    auth: 'admin',
    scope: 'tenant',
    request: async ({ ids }) => ({ params: { id: await eligibilityImportOf(ids) } }),
  },

  // — articles and videos: the tenant's shared content, not owner-scoped —
  // Programme news: the tenant's announcements, or its remote feed.
  'GET /api/authorization/news': { auth: 'member' },
  'GET /api/authorization/articles': { auth: 'member' },
  'GET /api/authorization/articles/:id': {
    auth: 'member',
    scope: 'tenant',
    request: ({ ids }) => ({ params: { id: ids.article } }),
  },
  'POST /api/authorization/articles': {
    auth: 'editor',
    request: () => ({ body: { title: 'A new article', category: 'sleep' } }),
  },
  'PUT /api/authorization/articles/:id': {
    auth: 'editor',
    scope: 'tenant',
    request: async ({ ids }) => ({
      params: { id: ids.article },
      body: {
        title: 'Matrix article, saved',
        body: 'Walk more, often.',
        category: 'movement',
        status: 'published',
        version: await versionOf(articles, ids.article),
      },
    }),
  },
  'GET /api/authorization/videos': { auth: 'member' },
  'GET /api/authorization/videos/:id': {
    auth: 'member',
    scope: 'tenant',
    request: ({ ids }) => ({ params: { id: ids.video } }),
  },
  'GET /api/authorization/videos/:id/captions': {
    auth: 'member',
    scope: 'tenant',
    request: ({ ids }) => ({ params: { id: ids.video } }),
  },
  'POST /api/authorization/videos': {
    auth: 'editor',
    request: () => ({
      body: {
        title: 'A new video',
        duration_seconds: 30,
        source: { url: 'https://videos.example/new.mp4' },
        category: 'sleep',
      },
    }),
  },
  'PUT /api/authorization/videos/:id': {
    auth: 'editor',
    scope: 'tenant',
    request: async ({ ids }) => ({
      params: { id: ids.video },
      body: {
        title: 'Matrix video, saved',
        duration_seconds: 61,
        source: { url: 'https://videos.example/matrix.mp4' },
        captions: VTT,
        category: 'movement',
        status: 'published',
        version: await versionOf(videos, ids.video),
      },
    }),
  },
  // The member's own position in a shared video: the video is the tenant's, the position the caller's.
  'GET /api/authorization/videos/:id/progress': {
    auth: 'member',
    scope: 'tenant',
    request: ({ ids }) => ({ params: { id: ids.video } }),
  },
  'PUT /api/authorization/videos/:id/progress': {
    auth: 'member',
    scope: 'tenant',
    request: ({ ids }) => ({ params: { id: ids.video }, body: { position_seconds: 12 } }),
  },

  // — partner sign-on: a handoff for the caller (swift offers ally-health); partner-sign-on.test.ts has the rest —
  'GET /api/authorization/ally-health/sso': { auth: 'member' },
  'GET /api/authorization/admin/sign-on-partners/ally-health': { auth: 'admin' },
  'PUT /api/authorization/admin/sign-on-partners/ally-health': {
    auth: 'admin',
    request: () => ({ body: { url: 'https://sso.ally-health.example/portal', audience: 'ally-health-sandbox' } }),
  },
  'POST /api/authorization/admin/sign-on-partners/ally-health/signing-key/rotation': { auth: 'admin' },

  // — ingestion —
  'POST /api/ingestion/crud': {
    auth: 'ingestion-key',
    request: () => ({
      query: { db: SWIFT_ANALYTICS_DATABASE },
      body: {
        events: [
          {
            id: randomUUID(),
            name: 'page_view',
            occurred_at: new Date().toISOString(),
            platform: 'web',
            member_id: null,
            properties: { route: '/dashboard/home' },
          },
        ],
      },
    }),
  },
  'POST /api/ingestion/select': {
    auth: 'admin',
    request: () => ({
      query: { db: SWIFT_ANALYTICS_DATABASE },
      body: {
        from: new Date(Date.now() - 7 * 86_400_000).toISOString(),
        to: new Date().toISOString(),
        group_by: 'day',
      },
    }),
  },

  // — the admin console's engagement report: aggregates of the caller's tenant, no record ids —
  'GET /api/authorization/admin/engagement': {
    auth: 'admin',
    request: () => ({ query: { from: '2026-01-05', to: '2026-03-29' } }),
  },
  'GET /api/authorization/admin/engagement.csv': { auth: 'admin' },
};

const ROWS = Object.entries(MATRIX) as [RouteKey, MatrixRow][];
const MATRIX_KEYS = ROWS.map(([key]) => key);
const ROW_OF = new Map(ROWS);

// — Setting up —

beforeAll(async () => {
  t = await createTestApp();
  const [image] = await Promise.all([
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#2080c8' } })
      .png()
      .toBuffer(),
    // Sign-ins hash passwords: side by side.
    ...(['member', 'otherMember', 'editor', 'admin', 'oakMember', 'oakEditor', 'oakAdmin'] as const).map(tokenOf),
  ]);
  png = image as Buffer;

  for (const owner of ['member', 'otherMember', 'oakMember'] as const) {
    const { brand } = ACTORS[owner];
    const token = await tokenOf(owner);
    owned.set(owner, {
      dependent: await addDependent(token, brand),
      removedDependent: await addRemovedDependent(token, brand),
      media: await uploadImage(token, brand),
      session: await newSessionOf(owner),
      dataExport: await prepareDataExport(token, brand),
      passkey: await passkeyInTenantOf(owner),
    });
  }
  content.set('swift', await addContent('swift', 'editor'));
  content.set('oakmore', await addContent('oakmore', 'oakEditor'));

  const picture = await send(
    'PUT /api/authorization/accounts/me/profile-picture',
    { raw: { contentType: 'image/png', payload: png } },
    { brand: 'swift', credential: await tokenOf('member') },
  );
  expect(picture.statusCode, picture.body).toBe(200);

  for (const row of await t.db.select({ key: tenants.key, writeKey: tenants.ingestionWriteKey }).from(tenants)) {
    writeKeys.set(row.key, row.writeKey);
  }

  const me = await send(
    'GET /api/authorization/accounts/me',
    { query: { get_member: 'true' } },
    { brand: 'swift', credential: await tokenOf('admin') },
  );
  swiftCompanyId = (me.json() as { member: { company: { id: string } } }).member.company.id;

  const questionnaire = ZGetQuestionnaireResponse.parse(
    (
      await send(
        'GET /api/authorization/companies/questionnaire',
        {},
        { brand: 'swift', credential: await tokenOf('otherMember') },
      )
    ).json(),
  );
  questionnaireAnswers = {
    questionnaire_id: questionnaire.id,
    version: questionnaire.version,
    answers: Object.fromEntries(
      listQuestions(questionnaire).map((question) => [question.id, question.options[0]!.value]),
    ),
  };
});

afterAll(async () => {
  await t?.close();
});

// — The checks —

describe('the matrix covers every route', () => {
  it('has a row for every API route Fastify registered, and a route for every row', () => {
    const registered = [...t.app.routeRegistry.registered(), ...t.operators.routeRegistry.registered()]
      .filter((route) => isApiUrl(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThan(40);
    // Both lists at once, so that one run names every route to add and every row to remove.
    const missing = registered.filter((key) => !ROW_OF.has(key as RouteKey));
    const stale = MATRIX_KEYS.filter((key) => !registered.includes(key));
    expect({ missing, stale }, 'API routes without a row in MATRIX; rows whose route Fastify did not register').toEqual(
      { missing: [], stale: [] },
    );
    // The router itself, not only the hook's list, knows each row's route.
    const unrouted = MATRIX_KEYS.filter((key) => !listenerOf(key).hasRoute(splitKey(key)));
    expect(unrouted, 'rows of MATRIX Fastify’s router does not hold').toEqual([]);
  });

  it('expects of each route what the route declares', () => {
    const declared = new Map(
      [...t.app.routeRegistry.declared(), ...t.operators.routeRegistry.declared()].map((route) => [
        `${route.method} ${route.url}`,
        route,
      ]),
    );
    const mismatched = MATRIX_KEYS.filter((key) => declared.get(key)?.auth !== ROW_OF.get(key)?.auth).map(
      (key) => `${key}: the matrix says ${ROW_OF.get(key)?.auth}, the route ${declared.get(key)?.auth}`,
    );
    expect(mismatched).toEqual([]);
    // Every route that names a record in its path says whose it is, and no other does.
    const namesRecords = (key: RouteKey) =>
      [...key.matchAll(/:(\w+)/g)].some(([, name]) => !NOT_RECORD_PARAMS.has(name!));
    const unscoped = MATRIX_KEYS.filter((key) => namesRecords(key) !== (ROW_OF.get(key)?.scope !== undefined));
    expect(unscoped, 'rows whose scope does not match the record ids of their path').toEqual([]);
  });

  it('gives every route a body limit that holds the largest body its contract accepts', () => {
    const tooSmall = [...t.app.routeRegistry.declared(), ...t.operators.routeRegistry.declared()]
      .filter((route) => route.contract.body && !route.contract.rawBody)
      .map((route) => ({
        key: `${route.method} ${route.url}`,
        limit: getBodyLimit(route.contract),
        largest: maxJsonBytes(route.contract.body!),
      }))
      .filter(({ limit, largest }) => Number.isFinite(largest) && limit < largest);
    expect(tooSmall, 'routes that answer 413 to a body their contract allows').toEqual([]);
  });

  it('finds every route of the matrix in the OpenAPI document', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: hostOf('swift') },
    });
    expect(response.statusCode).toBe(200);
    const document = ZOpenApiDocument.parse(response.json());
    // The operators' listener is not the public API (docs/operations.md documents it).
    const undocumented = MATRIX_KEYS.filter((key) => ROW_OF.get(key)?.auth !== 'operator').filter((key) => {
      const { method, url } = splitKey(key);
      return !document.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
    });
    expect(undocumented).toEqual([]);
  });
});

for (const [key, row] of ROWS) {
  const build = (ctx: RequestContext) => Promise.resolve(row.request?.(ctx) ?? {});

  describe(key, () => {
    if (row.auth === 'member' || row.auth === 'editor' || row.auth === 'admin') {
      const role = row.auth;
      const caller = CALLER_OF_ROLE[role];
      const swift = (ids: Records = idsOf(caller)): RequestContext => ({ brand: 'swift', ids });

      it('without a token: 401', async () => {
        expectError(await send(key, await build(swift()), { brand: 'swift' }), 401, UNAUTHENTICATED);
      });

      it('without a token, malformed: 401 before the request is read', async () => {
        expectError(await send(key, malformed(key), { brand: 'swift' }), 401, UNAUTHENTICATED);
      });

      if (key.startsWith('GET ')) {
        // Fastify answers HEAD for every GET route: the same edge guards it.
        it('HEAD without a token: 401', async () => {
          const request = await build(swift());
          const response = await send(`HEAD ${key.slice('GET '.length)}` as RouteKey, request, { brand: 'swift' });
          expect(response.statusCode).toBe(401);
        });
      }

      it('with a token of another tenant: 401', async () => {
        const credential = await tokenOf(OTHER_TENANT_CALLER[role]);
        expectError(await send(key, await build(swift()), { brand: 'swift', credential }), 401, UNAUTHENTICATED);
      });

      for (const lower of LOWER_ROLES[role]) {
        it(`as a${lower === 'editor' ? 'n' : ''} ${lower}: 403, also before the request is read`, async () => {
          const credential = await tokenOf(CALLER_OF_ROLE[lower]);
          expectError(await send(key, await build(swift()), { brand: 'swift', credential }), 403, [
            ERROR_CODES.forbidden,
          ]);
          expectError(await send(key, malformed(key), { brand: 'swift', credential }), 403, [ERROR_CODES.forbidden]);
        });
      }

      if (row.scope === 'owner') {
        it('naming another member’s record: 404', async () => {
          const request = await build(swift(idsOf('otherMember')));
          const credential = await tokenOf(caller);
          expectError(await send(key, request, { brand: 'swift', credential }), 404, [ERROR_CODES.notFound]);
        });
      }

      if (row.scope !== undefined) {
        it('naming another tenant’s record: 404', async () => {
          const request = await build(swift(idsOf(OTHER_TENANT_CALLER[role])));
          const credential = await tokenOf(caller);
          expectError(await send(key, request, { brand: 'swift', credential }), 404, [ERROR_CODES.notFound]);
        });
      }
    }

    if (row.auth === 'platform-operator') {
      const onConsole = { brand: 'swift', host: OPERATOR_HOST } as const;
      const swift = (): RequestContext => ({ brand: 'swift', ids: { ...NO_OWN_RECORDS, ...NO_CONTENT } });

      it('on the operators’ host without a token: 401, also before the request is read', async () => {
        expectError(await send(key, await build(swift()), onConsole), 401, UNAUTHENTICATED);
        expectError(await send(key, malformed(key), onConsole), 401, UNAUTHENTICATED);
      });

      it('on the operators’ host with a programme admin’s token: 401', async () => {
        const credential = await tokenOf('admin');
        expectError(await send(key, await build(swift()), { ...onConsole, credential }), 401, UNAUTHENTICATED);
      });

      it('on a programme’s host, even with its admin’s token: 404, as if there were nothing there', async () => {
        const credential = await tokenOf('admin');
        const response = await send(key, malformed(key), { brand: 'swift', credential });
        expect(response.statusCode, response.body).toBe(404);
        expect(ZErrorResponse.parse(response.json())).toMatchObject({
          code: ERROR_CODES.notFound,
          message: expect.stringMatching(/^There is nothing at /),
        });
      });
    }

    if (row.auth === 'ingestion-key') {
      const wrongKeys = {
        'without a key': async () => undefined,
        'with another tenant’s write key': async () => writeKeys.get('oakmore'),
        'with a member’s access token instead of the key': async () => tokenOf('member'),
      };
      for (const [name, credentialOf] of Object.entries(wrongKeys)) {
        it(`${name}: 401`, async () => {
          const request = await build({ brand: 'swift', ids: idsOf('member') });
          const credential = await credentialOf();
          expectError(await send(key, request, { brand: 'swift', credential }), 401, UNAUTHENTICATED);
        });
      }
      it('without a key, malformed: 401 before the request is read', async () => {
        expectError(await send(key, malformed(key), { brand: 'swift' }), 401, UNAUTHENTICATED);
      });
    }

    if (row.auth === 'operator') {
      const fromOutside = (headers: Record<string, string> = {}) =>
        t.operators.inject({
          method: splitKey(key).method,
          url: fillPath(splitKey(key).url),
          headers: { host: hostOf('swift'), ...headers },
          remoteAddress: '203.0.113.7',
        });
      // The same answer as a path the router does not know: the public hosts do not reveal the route.
      const expectNothingThere = (response: Answer) => {
        expect(response.statusCode, response.body).toBe(404);
        expect(ZErrorResponse.parse(response.json())).toMatchObject({
          code: ERROR_CODES.notFound,
          message: `There is nothing at ${splitKey(key).method} ${splitKey(key).url}.`,
        });
      };
      it('from another machine: 404, as if there were nothing there', async () => {
        expectNothingThere(await fromOutside());
      });
      it('from another machine claiming the loopback address in X-Forwarded-For: 404', async () => {
        expectNothingThere(await fromOutside({ 'x-forwarded-for': '127.0.0.1' }));
      });
      it('from another machine with an admin’s access token: 404', async () => {
        expectNothingThere(await fromOutside({ authorization: `Bearer ${await tokenOf('admin')}` }));
      });
      it('on the public listener, even from this machine: 404', async () => {
        const { method, url } = splitKey(key);
        const response = await t.app.inject({
          method,
          url: fillPath(url),
          headers: { host: hostOf('swift') },
          remoteAddress: '127.0.0.1',
        });
        expect(response.statusCode, response.body).toBe(404);
      });
    }

    const success = () => {
      const route = listenerOf(key)
        .routeRegistry.declared()
        .find((declared) => `${declared.method} ${declared.url}` === key);
      if (!route) throw new Error(`${key} is not a declared route.`);
      return getSuccessStatus(route.contract.response);
    };

    it(row.auth === 'public' ? 'without a credential: succeeds' : 'as its caller: succeeds', async () => {
      const actor: ActorKey | undefined =
        row.allowed?.as ??
        (row.auth === 'public' ||
        row.auth === 'ingestion-key' ||
        row.auth === 'operator' ||
        row.auth === 'platform-operator'
          ? undefined
          : CALLER_OF_ROLE[row.auth]);
      const brand = actor ? ACTORS[actor].brand : 'swift';
      let credential: string | undefined;
      if (row.auth === 'platform-operator') {
        const response = await send(key, await build({ brand, ids: { ...NO_OWN_RECORDS, ...NO_CONTENT } }), {
          brand,
          host: OPERATOR_HOST,
          credential: await signInAsOperator(t),
        });
        expect(response.statusCode, response.body).toBe(success());
        return;
      }
      if (row.auth === 'ingestion-key') credential = writeKeys.get(brand);
      else if (actor && row.auth !== 'public' && row.auth !== 'operator') {
        credential = row.allowed?.freshSession ? await signIn(t.app, emailOf(actor)) : await tokenOf(actor);
      }
      const prepared = row.allowed?.prepare && credential ? await row.allowed.prepare(credential) : {};
      const ids = { ...(actor ? idsOf(actor) : { ...NO_OWN_RECORDS, ...NO_CONTENT }), ...prepared };
      const response = await send(key, await build({ brand, ids }), { brand, credential });
      expect(response.statusCode, response.body).toBe(success());
    });
  });
}
