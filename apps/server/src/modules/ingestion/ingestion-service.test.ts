import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import type { Caller } from '../../lib/caller';
import type { IngestionRepository, NewEvent } from './ingestion-repository';
import { createIngestionService } from './ingestion-service';

const TENANT = { id: 'tenant-1', key: 'oakmore', brand: { analyticsDatabase: 'oakmorelabs_mm' } } as const;
const NOW = new Date('2026-05-04T12:00:00.000Z');
const MEMBER_ID = `m_${'a'.repeat(32)}`;

const member = {
  tenant: { id: TENANT.id },
  account: { id: 'account-1', email: 'member@oakmore.test', role: 'member', companyId: 'company-1' },
  sessionId: 'session-1',
} as Caller;

function event(memberId: string | null): TAnalyticsEventInput {
  return {
    id: randomUUID(),
    name: 'sign_in',
    occurred_at: NOW.toISOString(),
    platform: 'web',
    member_id: memberId,
    properties: {},
  };
}

/** The service on fakes: what it stores, and how often it asks whether the member lets the app send events. */
function setUp(analyticsEnabled: boolean) {
  const stored: NewEvent[] = [];
  const isAnalyticsEnabled = vi.fn(async () => analyticsEnabled);
  const service = createIngestionService({
    repository: {
      insertEvents: async (_database: string, rows: NewEvent[]) => {
        stored.push(...rows);
        return rows.length;
      },
    } as unknown as IngestionRepository,
    analyticsIdOf: () => MEMBER_ID,
    members: { isAnalyticsEnabled },
    quota: { take: async () => undefined },
    reads: { run: (_tenantId, task) => task() },
    now: () => NOW,
  });
  const ingest = (events: TAnalyticsEventInput[]) =>
    service.ingestBatch({ tenant: TENANT, database: 'oakmorelabs_mm', events, member });
  return { stored, isAnalyticsEnabled, ingest };
}

describe('ingestBatch and the member’s analytics switch', () => {
  it('asks once per batch, never per event, and keeps the attested member', async () => {
    const { stored, isAnalyticsEnabled, ingest } = setUp(true);
    expect(await ingest([event(MEMBER_ID), event(MEMBER_ID), event(MEMBER_ID)])).toMatchObject({ unattested: 0 });
    expect(isAnalyticsEnabled).toHaveBeenCalledTimes(1);
    expect(isAnalyticsEnabled).toHaveBeenCalledWith(TENANT.id, 'account-1');
    expect(stored.map((row) => row.memberId)).toEqual(Array(3).fill(`a_${'a'.repeat(32)}`));
  });

  it('does not ask when no event claims a member', async () => {
    const { isAnalyticsEnabled, ingest } = setUp(true);
    await ingest([event(null), event(null)]);
    expect(isAnalyticsEnabled).not.toHaveBeenCalled();
  });

  it('stores a member who turned analytics off without them', async () => {
    const { stored, ingest } = setUp(false);
    expect(await ingest([event(MEMBER_ID), event(null)])).toMatchObject({ unattested: 1 });
    expect(stored.map((row) => row.memberId)).toEqual([null, null]);
  });
});
