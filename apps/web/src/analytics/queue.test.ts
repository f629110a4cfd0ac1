import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_LIMITS } from '@portal/contracts/analytics';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { setCurrentBrand } from '../brands/current-brand';
import { setRuntimeConfig } from '../platform/runtime-config';
import { setAnalyticsChoice } from './consent';
import { createAnalyticsQueue } from './queue';
import type { AnalyticsQueue } from './queue';
import { parseRetryAfter } from './send-batch';
import { ANALYTICS_STORAGE_KEYS } from './storage-keys';
import { track } from './track';
import { testBrand } from '@/test/brand-fixtures';

const CONFIG = {
  services: { auth: '/api/auth', authorization: '/api/authorization', ingestion: '/api/ingestion' },
  ingestionKey: 'write-key',
};

interface SentRequest {
  url: URL;
  authorization: string | null;
  memberAuthorization: string | null;
  keepalive: boolean | undefined;
  events: TAnalyticsEventInput[];
}

/** The network boundary: `fetch` answers what each test says, and every request is kept. */
function fakeFetch(...answers: (() => Promise<Response> | Response)[]) {
  const requests: SentRequest[] = [];
  let call = 0;
  const fetchMock = vi.fn((input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    requests.push({
      url: new URL(input),
      authorization: headers.get('Authorization'),
      memberAuthorization: headers.get('X-Member-Authorization'),
      keepalive: init.keepalive,
      events: (JSON.parse(String(init.body)) as { events: TAnalyticsEventInput[] }).events,
    });
    const answer = answers[Math.min(call, answers.length - 1)] ?? (() => accepted());
    call += 1;
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const accepted = () => Response.json({ accepted: 1, duplicates: 0 }, { status: 201 });
const status = (code: number, statusText: string, headers?: Record<string, string>) => () =>
  new Response(null, { status: code, statusText, headers });

let counter = 0;
function pageView(): Extract<TAnalyticsEventInput, { name: 'page_view' }> {
  counter += 1;
  return {
    id: crypto.randomUUID(),
    name: 'page_view',
    occurred_at: new Date().toISOString(),
    platform: 'web',
    member_id: 'm_0123456789abcdef0123456789abcdef',
    properties: { route: `/dashboard/articles/:id` },
  };
}

let queue: AnalyticsQueue | undefined;
let logged: unknown[];

function startQueue(options: Parameters<typeof createAnalyticsQueue>[0] = {}) {
  queue = createAnalyticsQueue({ random: () => 0, ...options });
  return queue;
}

/** Lets the fake fetch's promise and the queue's follow-up run. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  setRuntimeConfig(CONFIG);
  setCurrentBrand(testBrand('oakmore'));
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((error: unknown) => void logged.push(error));
});

afterEach(() => {
  queue?.stop();
  queue = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setRuntimeConfig(undefined);
  setCurrentBrand(undefined);
});

describe('batching', () => {
  it('sends at 20 events, in one batch, with the write key to the brand’s analytics database', async () => {
    const requests = fakeFetch(accepted);
    const q = startQueue();
    for (let i = 0; i < ANALYTICS_LIMITS.flushAtEvents - 1; i += 1) q.add(pageView());
    await settle();
    expect(requests).toHaveLength(0);

    q.add(pageView());
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.events).toHaveLength(20);
    expect(requests[0]!.url.pathname).toBe('/api/ingestion/crud');
    expect(requests[0]!.url.searchParams.get('db')).toBe('oakmorelabs_mm');
    expect(requests[0]!.authorization).toBe('Bearer write-key');
    expect(requests[0]!.keepalive).toBe(false);
    expect(q.pending()).toEqual([]);
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.queue)).toBeNull();
  });

  it('sends fewer after 5 seconds', async () => {
    const requests = fakeFetch(accepted);
    const q = startQueue();
    q.add(pageView());
    q.add(pageView());
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushEveryMs - 1);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.events).toHaveLength(2);
  });

  it('keeps the queue in storage: a reload sends what the last visit left', async () => {
    const requests = fakeFetch(accepted);
    const first = startQueue({ pageEvents: null });
    const event = pageView();
    first.add(event);
    first.stop();
    expect(JSON.parse(localStorage.getItem(ANALYTICS_STORAGE_KEYS.queue) ?? '[]')).toEqual([event]);

    startQueue();
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushEveryMs);
    expect(requests.map((request) => request.events)).toEqual([[event]]);
  });
});

describe('whose events', () => {
  it('sends the signed-in member’s token beside the write key, and none once signed out', async () => {
    const requests = fakeFetch(accepted);
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'member-token' }));
    const q = startQueue();
    q.add(pageView());
    await q.flush();
    expect(requests[0]).toMatchObject({
      authorization: 'Bearer write-key',
      memberAuthorization: 'Bearer member-token',
    });

    localStorage.removeItem('auth_token');
    q.add(pageView());
    await q.flush();
    expect(requests[1]).toMatchObject({ authorization: 'Bearer write-key', memberAuthorization: null });
  });

  it('carries nothing private: no answer, score, scan value, search text, name or email in a sent event', async () => {
    const requests = fakeFetch(accepted);
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'member-token' }));
    const q = startQueue();
    q.add(pageView());
    q.add({ ...pageView(), name: 'questionnaire_complete', properties: {} } as TAnalyticsEventInput);
    q.add({ ...pageView(), name: 'health_scan_complete', properties: {} } as TAnalyticsEventInput);
    await q.flush();
    for (const event of requests[0]!.events) {
      expect(Object.keys(event).sort()).toEqual(['id', 'member_id', 'name', 'occurred_at', 'platform', 'properties']);
      // The token rides in a header only, never in the body.
      expect(JSON.stringify(event)).not.toContain('member-token');
    }
    expect(requests[0]!.events.map((event) => event.properties)).toEqual([
      { route: '/dashboard/articles/:id' },
      {},
      {},
    ]);
  });
});

describe('retries', () => {
  it('retries a 503 with growing backoff and logs each failure with docs/product.md’s message', async () => {
    const requests = fakeFetch(status(503, 'Service Unavailable'), status(503, 'Service Unavailable'), accepted);
    const q = startQueue();
    const event = pageView();
    q.add(event);
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushEveryMs);
    expect(requests).toHaveLength(1);
    expect(logged).toEqual([new Error('Failed to send event: Service Unavailable')]);
    expect(q.pending()).toEqual([event]);

    // First retry: between 0.5 and 1 s (jitter 0 here: 0.5 s).
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    // Second retry: twice as long.
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    expect(requests[2]!.events).toEqual([event]);
    expect(q.pending()).toEqual([]);
    expect(logged).toHaveLength(2);
  });

  it('honours a 429’s Retry-After', async () => {
    const requests = fakeFetch(status(429, 'Too Many Requests', { 'Retry-After': '30' }), accepted);
    const q = startQueue();
    for (let i = 0; i < 20; i += 1) q.add(pageView());
    await settle();
    expect(requests).toHaveLength(1);
    expect(logged).toEqual([new Error('Failed to send event: Too Many Requests')]);
    // More events meanwhile do not cut the wait short, and neither does the page hiding.
    for (let i = 0; i < 20; i += 1) q.add(pageView());
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
  });

  it('retries after a network error and a 408', async () => {
    const requests = fakeFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      status(408, 'Request Timeout'),
      accepted,
    );
    const q = startQueue();
    q.add(pageView());
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushEveryMs + 500 + 1000);
    expect(requests).toHaveLength(3);
    expect(logged).toEqual([
      new Error('Failed to send event: Network Error'),
      new Error('Failed to send event: Request Timeout'),
    ]);
    expect(q.pending()).toEqual([]);
  });

  it('drops a batch the server refuses with 400, logs it, and never sends it again', async () => {
    const requests = fakeFetch(status(400, 'Bad Request'));
    const q = startQueue();
    q.add(pageView());
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushEveryMs);
    expect(logged).toEqual([new Error('Failed to send event: Bad Request')]);
    expect(q.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(requests).toHaveLength(1);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('12')).toBe(12_000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('page hide', () => {
  it('sends what waits with keepalive when the page is hidden, and again on pagehide', async () => {
    const requests = fakeFetch(accepted);
    const q = startQueue();
    q.add(pageView());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.keepalive).toBe(true);
    expect(q.pending()).toEqual([]);

    visibility.mockReturnValue('visible');
    q.add(pageView());
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.keepalive).toBe(true);
  });
});

describe('the cap', () => {
  it('keeps at most 500 events, dropping the oldest, while the server cannot be reached', async () => {
    fakeFetch(() => Promise.reject(new TypeError('offline')));
    const q = startQueue();
    const events = Array.from({ length: ANALYTICS_LIMITS.queueCap + 10 }, pageView);
    for (const event of events) q.add(event);
    await vi.advanceTimersByTimeAsync(60_000);
    const kept = q.pending();
    expect(kept).toHaveLength(ANALYTICS_LIMITS.queueCap);
    expect(kept[0]).toEqual(events[10]);
    expect(kept.at(-1)).toEqual(events.at(-1));
  });

  it('drops events older than 30 days unsent (the server would refuse their whole batch)', async () => {
    const requests = fakeFetch(accepted);
    const stale = { ...pageView(), occurred_at: new Date(Date.now() - 31 * 24 * 3600_000).toISOString() };
    const fresh = pageView();
    localStorage.setItem(ANALYTICS_STORAGE_KEYS.queue, JSON.stringify([stale, fresh]));
    startQueue();
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushEveryMs);
    expect(requests.map((request) => request.events)).toEqual([[fresh]]);
  });

  it('sends at most 100 events in one batch', async () => {
    const requests = fakeFetch(() => new Promise<Response>(() => undefined));
    localStorage.setItem(ANALYTICS_STORAGE_KEYS.queue, JSON.stringify(Array.from({ length: 150 }, pageView)));
    startQueue();
    await settle();
    expect(requests[0]!.events).toHaveLength(ANALYTICS_LIMITS.maxEventsPerBatch);
  });
});

describe('opt-out', () => {
  it('clears the queue at once and then keeps and sends nothing', async () => {
    const requests = fakeFetch(accepted);
    const q = startQueue();
    q.add(pageView());
    q.add(pageView());
    setAnalyticsChoice(false);
    expect(q.pending()).toEqual([]);
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.queue)).toBeNull();
    q.add(pageView());
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(0);
    expect(q.pending()).toEqual([]);
  });

  it('sends nothing without a write key, and drops what an earlier visit stored', async () => {
    setRuntimeConfig({ ...CONFIG, ingestionKey: null });
    const requests = fakeFetch(accepted);
    localStorage.setItem(ANALYTICS_STORAGE_KEYS.queue, JSON.stringify([pageView()]));
    const q = startQueue();
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.queue)).toBeNull();
    q.add(pageView());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(0);
  });
});

describe('validation', () => {
  it('refuses an event the catalogue does not allow, so it never leaves the app', async () => {
    const requests = fakeFetch(accepted);
    const q = startQueue();
    q.add({
      ...pageView(),
      name: 'condition_view',
      properties: { name: 'Asthma' },
    } as unknown as TAnalyticsEventInput);
    q.add({ ...pageView(), properties: { route: '/dashboard/mayo-clinic?search=chest pain' } });
    q.add({ ...pageView(), name: 'search', properties: { text: 'chest pain' } } as unknown as TAnalyticsEventInput);
    expect(q.pending()).toEqual([]);
    expect(logged).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(0);
  });

  it('compiles only the catalogue’s properties', () => {
    const typeCheckOnly = (run: boolean) => {
      if (!run) return;
      // @ts-expect-error -- condition_view carries no properties (no id, no name).
      track('condition_view', { name: 'Asthma' });
      // @ts-expect-error -- article_read carries the article's id only.
      track('article_read', { article_id: 'a', title: 'Sleep' });
      // @ts-expect-error -- not an event of the catalogue.
      track('search', { text: 'chest pain' });
      track('page_view', { route: '/dashboard/home' });
    };
    typeCheckOnly(false);
    expect(counter).toBeGreaterThan(0);
  });
});
