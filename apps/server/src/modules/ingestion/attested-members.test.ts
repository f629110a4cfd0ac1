/**
 * Whose events they are: the write key alone attests no member, the member's access token beside it
 * attests that member only, and every count of members (`/select`'s fewer-than-5 rule) reads attested
 * members only, so made-up ids in a batch move no count.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { MEMBER_AUTHORIZATION_HEADER, ZIngestBatchResponse, ZSelectEventsResponse } from '@portal/contracts/ingestion';
import { ammEvents, tenants } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { attestedMemberId } from './attested-members';
import { createIngestionRepository } from './ingestion-repository';
import type { NewEvent } from './ingestion-repository';

let t: TestApp;
let writeKey: string;
let swiftId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [swift] = await t.db
    .select({ id: tenants.id, writeKey: tenants.ingestionWriteKey })
    .from(tenants)
    .where(eq(tenants.key, 'swift'));
  writeKey = swift!.writeKey;
  swiftId = swift!.id;
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
/** Made-up analytics ids, of the right shape. */
const madeUp = (n: number) => `m_${(0xf00 + n).toString(16).padStart(32, '0')}`;

function event(
  name: 'sign_in' | 'questionnaire_complete',
  memberId: string | null,
  occurredAt = new Date(Date.now() - HOUR),
): TAnalyticsEventInput {
  return {
    id: randomUUID(),
    name,
    occurred_at: occurredAt.toISOString(),
    platform: 'web',
    member_id: memberId,
    properties: {},
  } as TAnalyticsEventInput;
}

let address = 0;
function ingest(events: TAnalyticsEventInput[], options: { memberToken?: string; key?: string } = {}) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/ingestion/crud?db=amm_c0nj',
    headers: {
      host: 'swift.localhost',
      authorization: `Bearer ${options.key ?? writeKey}`,
      ...(options.memberToken ? { [MEMBER_AUTHORIZATION_HEADER]: `Bearer ${options.memberToken}` } : {}),
    },
    remoteAddress: `10.7.${(address >> 8) & 255}.${address & 255}`,
    payload: { events },
  });
}

async function analyticsIdOf(token: string, host = 'swift.localhost') {
  const response = await api(t.app, { host }).as(token).get('/api/authorization/accounts/me');
  return ZCurrentUserResponse.parse(response.json()).account.analytics_id!;
}

async function storedMembers(ids: string[]) {
  const rows = await t.db
    .select({ id: ammEvents.id, memberId: ammEvents.memberId })
    .from(ammEvents)
    .where(and(eq(ammEvents.tenantId, swiftId), inArray(ammEvents.id, ids)));
  return Object.fromEntries(rows.map((row) => [row.id, row.memberId]));
}

describe('members on events', () => {
  it('come from the member’s token beside the write key, never from the body alone', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const own = await analyticsIdOf(token);
    const other = await analyticsIdOf(await signIn(t.app, 'admin@swift.test'));

    // With the member's token: their own events keep them; another member's id and a made-up one do not.
    const mine = event('sign_in', own);
    const before = event('sign_in', null);
    const someoneElse = event('sign_in', other);
    const forged = event('sign_in', madeUp(1));
    const signedIn = await ingest([mine, before, someoneElse, forged], { memberToken: token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(ZIngestBatchResponse.parse(signedIn.json())).toEqual({ accepted: 4, duplicates: 0, unattested: 2 });
    expect(await storedMembers([mine.id, before.id, someoneElse.id, forged.id])).toEqual({
      [mine.id]: attestedMemberId(own),
      [before.id]: null,
      [someoneElse.id]: null,
      [forged.id]: null,
    });

    // docs/product.md's fixed bearer credential alone still stores events, every one without a member.
    const anonymous = [event('sign_in', null), event('sign_in', own)];
    const keyOnly = await ingest(anonymous);
    expect(keyOnly.statusCode, keyOnly.body).toBe(200);
    expect(keyOnly.json()).toEqual({ accepted: 2, duplicates: 0, unattested: 1 });
    expect(Object.values(await storedMembers(anonymous.map((stored) => stored.id)))).toEqual([null, null]);

    // A token that is not valid (made up, or another programme's) attests nobody, and is no reason to refuse.
    const oakmoreToken = await signIn(t.app, 'member@oakmore.test');
    for (const memberToken of ['not-a-token', oakmoreToken]) {
      const claimed = event('sign_in', own);
      const response = await ingest([claimed], { memberToken });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ accepted: 1, unattested: 1 });
      expect(await storedMembers([claimed.id])).toEqual({ [claimed.id]: null });
    }
    // The member's token is no write key.
    expect((await ingest([event('sign_in', own)], { key: token, memberToken: token })).statusCode).toBe(401);
  });
});

describe('the fewer-than-5 rule', () => {
  it('holds against made-up members, and counts a real member whose token came with the event', async () => {
    // Four attested members completed the questionnaire two hours ago, and one old event claims a fifth
    // (stored before members were attested: its id was anyone's to make up).
    const when = new Date(Date.now() - 2 * HOUR);
    const planted: NewEvent[] = [1, 2, 3, 4].map((n) => ({
      id: randomUUID(),
      tenantId: swiftId,
      event: 'questionnaire_complete',
      properties: {},
      memberId: attestedMemberId(madeUp(100 + n)),
      platform: 'web',
      occurredAt: when,
    }));
    planted.push({ ...planted[0]!, id: randomUUID(), memberId: madeUp(200) });
    await createIngestionRepository(t.db).insertEvents('amm_c0nj', planted);

    const admin = await signIn(t.app, 'admin@swift.test');
    const range = {
      from: new Date(Date.now() - 6 * HOUR).toISOString(),
      to: new Date(Date.now() + HOUR).toISOString(),
      group_by: 'week',
      events: ['questionnaire_complete'],
    };
    const count = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ingestion/select?db=amm_c0nj',
        headers: { host: 'swift.localhost', authorization: `Bearer ${admin}` },
        payload: range,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZSelectEventsResponse.parse(response.json()).rows;
    };
    const hidden = await count();
    expect(hidden.every((row) => row.fewer_than_5 && row.members === null)).toBe(true);

    // Four made-up members with the write key: still hidden.
    const forged = await ingest([1, 2, 3, 4].map((n) => event('questionnaire_complete', madeUp(n), when)));
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json()).toMatchObject({ accepted: 4, unattested: 4 });
    expect(await count()).toEqual(hidden.map((row) => ({ ...row })));

    // A real member, with their token: the fifth, and the count shows.
    const token = await signIn(t.app, 'member@swift.test');
    const real = await ingest([event('questionnaire_complete', await analyticsIdOf(token), when)], {
      memberToken: token,
    });
    expect(real.json()).toMatchObject({ accepted: 1, unattested: 0 });
    const shown = await count();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ event: 'questionnaire_complete', members: 5, fewer_than_5: false });
  });
});
