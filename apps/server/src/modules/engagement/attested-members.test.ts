/**
 * The engagement report counts only members the server attested: readers made up with the public write
 * key neither show a hidden count nor put an article into the top list; a member whose token came with
 * the event counts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { ZEngagementReport } from '@portal/contracts/engagement';
import { MEMBER_AUTHORIZATION_HEADER } from '@portal/contracts/ingestion';
import { articles, tenants } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { attestedMemberId } from '../ingestion/attested-members';
import { createIngestionRepository } from '../ingestion/ingestion-repository';

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
const madeUp = (n: number) => `m_${(0xbad00 + n).toString(16).padStart(32, '0')}`;

async function plantArticle(title: string) {
  const [row] = await t.db
    .insert(articles)
    .values({
      tenantId: swiftId,
      title,
      category: 'nutrition',
      authorName: 'Tests',
      readingTimeMinutes: 3,
      status: 'published',
    })
    .returning({ id: articles.id });
  return row!.id;
}

function read(articleId: string, memberId: string | null): TAnalyticsEventInput {
  return {
    id: randomUUID(),
    name: 'article_read',
    occurred_at: new Date(Date.now() - HOUR).toISOString(),
    platform: 'web',
    member_id: memberId,
    properties: { article_id: articleId },
  } as TAnalyticsEventInput;
}

let address = 0;
function ingest(events: TAnalyticsEventInput[], memberToken?: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/ingestion/crud?db=amm_c0nj',
    headers: {
      host: 'swift.localhost',
      authorization: `Bearer ${writeKey}`,
      ...(memberToken ? { [MEMBER_AUTHORIZATION_HEADER]: `Bearer ${memberToken}` } : {}),
    },
    remoteAddress: `10.8.${(address >> 8) & 255}.${address & 255}`,
    payload: { events },
  });
}

describe('the engagement report’s readers', () => {
  it('are attested members only: made-up readers move no count and make no article a top one', async () => {
    const admin = await signIn(t.app, 'admin@swift.test');
    const report = async () => {
      const response = await api(t.app).as(admin).get('/api/authorization/admin/engagement');
      expect(response.statusCode, response.body).toBe(200);
      return ZEngagementReport.parse(response.json());
    };
    const quiet = await plantArticle('Four readers and a hidden count');
    const nobodys = await plantArticle('Read by nobody real');

    // Four attested readers, stored as the server stores them.
    await createIngestionRepository(t.db).insertEvents(
      'amm_c0nj',
      [1, 2, 3, 4].map((n) => {
        const event = read(quiet, null);
        return {
          id: event.id,
          tenantId: swiftId,
          event: 'article_read',
          properties: event.properties,
          memberId: attestedMemberId(madeUp(n)),
          platform: 'web',
          occurredAt: new Date(event.occurred_at),
        };
      }),
    );
    const readersOf = (answer: Awaited<ReturnType<typeof report>>, id: string) =>
      answer.articles.find((row) => row.article_id === id);
    expect(readersOf(await report(), quiet)?.readers).toEqual({ value: null, fewer_than_5: true });

    // The write key alone, naming made-up readers: four more of the first, twelve of the second.
    const forged = await ingest([
      ...[11, 12, 13, 14].map((n) => read(quiet, madeUp(n))),
      ...Array.from({ length: 12 }, (_, index) => read(nobodys, madeUp(20 + index))),
    ]);
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json()).toMatchObject({ accepted: 16, unattested: 16 });
    const after = await report();
    expect(readersOf(after, quiet)?.readers).toEqual({ value: null, fewer_than_5: true });
    expect(readersOf(after, nobodys)).toBeUndefined();

    // A real member reads it with their token: the fifth reader, and the count shows.
    const token = await signIn(t.app, 'member@swift.test');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/accounts/me',
      headers: { host: 'swift.localhost', authorization: `Bearer ${token}` },
    });
    const analyticsId = ZCurrentUserResponse.parse(me.json()).account.analytics_id!;
    expect((await ingest([read(quiet, analyticsId)], token)).json()).toMatchObject({ accepted: 1, unattested: 0 });
    expect(readersOf(await report(), quiet)?.readers).toEqual({ value: 5, fewer_than_5: false });
  });
});
