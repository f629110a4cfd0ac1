/**
 * How many analytics events one tenant's write key may store, whatever addresses they come from: a
 * ceiling per minute and one per day, both sized to the programme —
 *
 *   per minute = max(INGESTION_EVENTS_PER_MINUTE_FLOOR, INGESTION_EVENTS_PER_MEMBER_PER_MINUTE × members)
 *   per day    = max(INGESTION_EVENTS_PER_DAY_FLOOR,    INGESTION_EVENTS_PER_MEMBER_PER_DAY × members)
 *
 * where `members` is the tenant's active member accounts (read at most every few minutes). Each window
 * starts at its first counted event (a minute, then 24 hours). A batch that would pass a ceiling is
 * refused whole (429 with Retry-After: the time left in that window) and still counts, so a flood keeps
 * itself refused until the window ends. The counters are the rate limits' own store (Redis or PostgreSQL
 * with several instances), so every instance counts together.
 */
import { ERROR_CODES } from '@portal/contracts/errors';
import { INGESTION_MESSAGES } from '@portal/contracts/ingestion';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { CountHit } from '../../lib/rate-limit-store';

export type EventCeilingSettings = Pick<
  Config,
  | 'INGESTION_EVENTS_PER_MINUTE_FLOOR'
  | 'INGESTION_EVENTS_PER_MEMBER_PER_MINUTE'
  | 'INGESTION_EVENTS_PER_DAY_FLOOR'
  | 'INGESTION_EVENTS_PER_MEMBER_PER_DAY'
>;

export interface EventCeilings {
  perMinute: number;
  perDay: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How long a tenant's member count is reused before it is read again. */
const MEMBER_COUNT_TTL_MS = 5 * MINUTE_MS;

export function eventCeilingsFor(members: number, settings: EventCeilingSettings): EventCeilings {
  return {
    perMinute: Math.max(
      settings.INGESTION_EVENTS_PER_MINUTE_FLOOR,
      Math.ceil(settings.INGESTION_EVENTS_PER_MEMBER_PER_MINUTE * members),
    ),
    perDay: Math.max(
      settings.INGESTION_EVENTS_PER_DAY_FLOOR,
      Math.ceil(settings.INGESTION_EVENTS_PER_MEMBER_PER_DAY * members),
    ),
  };
}

/** A 429 for a write key past a ceiling; the route turns `retryAfterSeconds` into the Retry-After header. */
export class EventCeilingError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(ERROR_CODES.rateLimited, message, undefined, { retry_after_seconds: retryAfterSeconds });
    this.name = 'EventCeilingError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface EventQuota {
  /** Counts a batch's events against the tenant's ceilings; throws EventCeilingError past either. */
  take(tenantId: string, events: number): Promise<void>;
}

export function createEventQuota(deps: {
  countHits: CountHit;
  settings: EventCeilingSettings;
  /** The tenant's active members (the ceilings grow with them). */
  countMembers: (tenantId: string) => Promise<number>;
  now?: () => number;
}): EventQuota {
  const now = deps.now ?? Date.now;
  const members = new Map<string, { count: number; readAt: number }>();

  async function ceilingsOf(tenantId: string): Promise<EventCeilings> {
    const known = members.get(tenantId);
    let count = known?.count;
    if (!known || now() - known.readAt >= MEMBER_COUNT_TTL_MS) {
      count = await deps.countMembers(tenantId);
      members.set(tenantId, { count, readAt: now() });
    }
    return eventCeilingsFor(count ?? 0, deps.settings);
  }

  async function count(key: string, windowMs: number, events: number, ceiling: number, message: string) {
    const { hits, ttlMs } = await deps.countHits(key, windowMs, events);
    if (hits > ceiling) throw new EventCeilingError(message, Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  return {
    async take(tenantId, events) {
      if (events <= 0) return;
      const ceilings = await ceilingsOf(tenantId);
      await count(
        `ingestion-events-minute|${tenantId}`,
        MINUTE_MS,
        events,
        ceilings.perMinute,
        INGESTION_MESSAGES.eventsPerMinute,
      );
      await count(`ingestion-events-day|${tenantId}`, DAY_MS, events, ceilings.perDay, INGESTION_MESSAGES.eventsPerDay);
    },
  };
}
