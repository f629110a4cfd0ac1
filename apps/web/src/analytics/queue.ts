import { ANALYTICS_LIMITS, ZAnalyticsEventInput } from '@portal/contracts/analytics';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { getRuntimeConfig } from '../platform/runtime-config';
import { isAnalyticsChosen, onAnalyticsChoice } from './consent';
import { sendBatch, sendFailure } from './send-batch';
import type { SendOutcome } from './send-batch';
import { ANALYTICS_STORAGE_KEYS, analyticsStorage } from './storage-keys';
import type { AnalyticsQueueHandle } from './track';

/** The first retry waits about this long; each next one twice as long, up to `MAX_BACKOFF_MS`. */
export const BASE_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 5 * 60_000;
/** A `Retry-After` longer than this is read as this (a misconfigured proxy must not silence analytics for days). */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;
/**
 * An event older than this is dropped unsent: the server refuses events older than 31 days, and one
 * such event would make it refuse the whole batch.
 */
export const MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60_000;
/** Under the server's 64 KiB per batch, and under the 64 KiB the browser lets keepalive requests carry. */
export const MAX_BATCH_BYTES = ANALYTICS_LIMITS.maxBatchBytes - 1024;

export interface AnalyticsQueueOptions {
  /** Where the queue is kept; null keeps it in memory only. */
  storage?: Storage | null;
  send?: (events: readonly TAnalyticsEventInput[], options: { keepalive: boolean }) => Promise<SendOutcome>;
  /** 0 ≤ n < 1, for the backoff's jitter. */
  random?: () => number;
  isEnabled?: () => boolean;
  /** Where page hide is heard (window and document); none in a test that flushes by hand. */
  pageEvents?: { window: Window; document: Document } | null;
}

export interface AnalyticsQueue extends AnalyticsQueueHandle {
  /** Sends what waits now (one batch); `keepalive` when the page is going away. */
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  /** The events waiting, oldest first. */
  pending: () => TAnalyticsEventInput[];
  /** Removes the page-hide listeners and timers. */
  stop: () => void;
}

/** Exponential backoff with jitter: between half and all of base·2^(attempt−1), capped. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** The oldest events that fit one request: at most `maxEventsPerBatch`, and under `MAX_BATCH_BYTES`. */
function takeBatch(events: readonly TAnalyticsEventInput[]): TAnalyticsEventInput[] {
  const batch: TAnalyticsEventInput[] = [];
  let bytes = '{"events":[]}'.length;
  for (const event of events) {
    if (batch.length >= ANALYTICS_LIMITS.maxEventsPerBatch) break;
    const size = new TextEncoder().encode(JSON.stringify(event)).length + 1;
    if (bytes + size > MAX_BATCH_BYTES) break;
    batch.push(event);
    bytes += size;
  }
  return batch;
}

/**
 * The app's event queue: kept in storage (it survives reloads and offline spells), sent in batches
 * every `flushEveryMs` or at `flushAtEvents` events, retried with backoff on network errors, 408, 429
 * (after its Retry-After) and 5xx, dropped on any other 4xx, sent with keepalive when the page is
 * hidden, and never longer than `queueCap` (the oldest go first). A failure is logged with the
 * specification's message and never shown to the member.
 */
/** Events are kept and sent only while the member allows it and the tenant has a write key (none in dev and tests). */
function isAnalyticsEnabled(): boolean {
  return isAnalyticsChosen() && Boolean(getRuntimeConfig().ingestionKey);
}

export function createAnalyticsQueue({
  storage = analyticsStorage(),
  send = sendBatch,
  random = Math.random,
  isEnabled = isAnalyticsEnabled,
  pageEvents = typeof window === 'undefined' ? null : { window, document },
}: AnalyticsQueueOptions = {}): AnalyticsQueue {
  let memory: TAnalyticsEventInput[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let sending = false;
  const inFlight = new Set<string>();

  /** Read fresh each time: another tab may have added or sent events meanwhile. */
  function read(): TAnalyticsEventInput[] {
    if (!storage) return memory;
    try {
      const raw = storage.getItem(ANALYTICS_STORAGE_KEYS.queue);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (!Array.isArray(parsed)) return [];
      // An event kept by an older version of the app that the contract no longer takes is dropped.
      const oldest = Date.now() - MAX_EVENT_AGE_MS;
      return (parsed.filter((event) => ZAnalyticsEventInput.safeParse(event).success) as TAnalyticsEventInput[]).filter(
        (event) => Date.parse(event.occurred_at) >= oldest,
      );
    } catch {
      return memory;
    }
  }

  function write(events: TAnalyticsEventInput[]): void {
    memory = events;
    if (!storage) return;
    try {
      if (events.length === 0) storage.removeItem(ANALYTICS_STORAGE_KEYS.queue);
      else storage.setItem(ANALYTICS_STORAGE_KEYS.queue, JSON.stringify(events));
    } catch {
      // Storage full or refused: the queue goes on in memory.
    }
  }

  function remove(ids: ReadonlySet<string>): TAnalyticsEventInput[] {
    const rest = read().filter((event) => !ids.has(event.id));
    write(rest);
    return rest;
  }

  function cancelFlushTimer(): void {
    clearTimeout(flushTimer);
    flushTimer = undefined;
  }

  /** A full batch goes now; fewer wait for the timer. While backing off, the retry sends them. */
  function schedule(waiting: number): void {
    if (retryTimer !== undefined || sending || waiting === 0) return;
    if (waiting >= ANALYTICS_LIMITS.flushAtEvents) {
      cancelFlushTimer();
      void flush();
      return;
    }
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      void flush();
    }, ANALYTICS_LIMITS.flushEveryMs);
  }

  function retryLater(outcome: Extract<SendOutcome, { kind: 'retry' }>): void {
    attempt += 1;
    const delay =
      outcome.retryAfterMs === undefined
        ? backoffDelay(attempt, random)
        : Math.min(outcome.retryAfterMs, MAX_RETRY_AFTER_MS);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, delay);
  }

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (!isEnabled()) {
      clear();
      return;
    }
    // One regular request at a time; a page going away still sends what is not already on its way.
    if (sending && !keepalive) return;
    // Backing off (a 429's Retry-After, an unreachable server): the page hiding does not cut it short.
    if (keepalive && retryTimer !== undefined) return;
    if (!keepalive) cancelFlushTimer();
    const batch = takeBatch(read().filter((event) => !inFlight.has(event.id)));
    if (batch.length === 0) return;
    const ids = new Set(batch.map((event) => event.id));
    for (const id of ids) inFlight.add(id);
    if (!keepalive) sending = true;
    let outcome: SendOutcome;
    try {
      outcome = await send(batch, { keepalive });
    } catch (error) {
      outcome = { kind: 'retry', statusText: error instanceof Error ? error.message : String(error) };
    } finally {
      for (const id of ids) inFlight.delete(id);
      if (!keepalive) sending = false;
    }
    if (outcome.kind === 'sent') {
      attempt = 0;
      schedule(remove(ids).length);
      return;
    }
    console.error(sendFailure(outcome.statusText));
    if (outcome.kind === 'drop') {
      // The server will never take this batch (400, 401, 413…): sending it again would only repeat that.
      attempt = 0;
      schedule(remove(ids).length);
      return;
    }
    retryLater(outcome);
  }

  function add(event: TAnalyticsEventInput): void {
    if (!isEnabled()) return;
    const checked = ZAnalyticsEventInput.safeParse(event);
    if (!checked.success) {
      // A wrong event never leaves the app: the catalogue's types should have caught it at compile time.
      console.error(new Error(`Refused the analytics event "${String(event.name)}": it does not match the catalogue.`));
      return;
    }
    const events = [...read(), checked.data];
    const over = events.length - ANALYTICS_LIMITS.queueCap;
    if (over > 0) events.splice(0, over);
    write(events);
    schedule(events.length);
  }

  function clear(): void {
    cancelFlushTimer();
    clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    write([]);
  }

  const onVisibilityChange = () => {
    if (pageEvents?.document.visibilityState === 'hidden') void flush({ keepalive: true });
  };
  const onPageHide = () => void flush({ keepalive: true });
  pageEvents?.document.addEventListener('visibilitychange', onVisibilityChange);
  pageEvents?.window.addEventListener('pagehide', onPageHide);
  const stopListening = onAnalyticsChoice((enabled) => {
    if (!enabled) clear();
  });

  // What an earlier visit left waits its turn like anything new.
  if (isEnabled()) schedule(read().length);
  else clear();

  return {
    add,
    clear,
    flush,
    pending: () => read(),
    stop() {
      cancelFlushTimer();
      clearTimeout(retryTimer);
      retryTimer = undefined;
      stopListening();
      pageEvents?.document.removeEventListener('visibilitychange', onVisibilityChange);
      pageEvents?.window.removeEventListener('pagehide', onPageHide);
    },
  };
}
