/**
 * Tells every instance of the server to forget what it memoised about something that changed: a
 * revoked session, an account whose sessions were revoked, a member whose profile changed, a tenant's
 * support line. `publish` forgets at once in this process, then notifies the others through PostgreSQL after the
 * change has committed (callers publish after their transaction). A notice that is lost (an instance
 * listening again after losing its connection) is covered by the memos' own short lifetimes.
 */
import type { CacheNoticesRepository } from './cache-notices-repository';

export const CACHE_NOTICE_TOPICS = [
  'session',
  'account',
  'member',
  'support-line',
  'sign-in-policy',
  'tenant-hosts',
  'tenants',
  'sign-on-partners',
] as const;
export type CacheNoticeTopic = (typeof CACHE_NOTICE_TOPICS)[number];

export interface CacheNotices {
  /** What to forget on a notice of this topic (from this or another instance). */
  subscribe(topic: CacheNoticeTopic, forget: (id: string) => void): void;
  /** Forgets `id` here at once and tells the other instances; never throws (a failed notice is logged). */
  publish(topic: CacheNoticeTopic, id: string): void;
  /** Starts listening for the other instances' notices; resolves once listening. */
  listen(): Promise<void>;
  /** Stops listening and waits for the notices still being sent. */
  close(): Promise<void>;
}

export function createCacheNotices(deps: {
  repository: CacheNoticesRepository;
  log: { warn(details: object, message: string): void };
}): CacheNotices {
  const handlers = new Map<CacheNoticeTopic, ((id: string) => void)[]>();
  const sending = new Set<Promise<void>>();
  let stopListening: (() => Promise<void>) | undefined;

  function forget(topic: CacheNoticeTopic, id: string) {
    for (const handler of handlers.get(topic) ?? []) handler(id);
  }

  function onPayload(payload: string) {
    const separator = payload.indexOf(':');
    const topic = payload.slice(0, separator) as CacheNoticeTopic;
    if (separator > 0 && CACHE_NOTICE_TOPICS.includes(topic)) forget(topic, payload.slice(separator + 1));
  }

  return {
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    publish(topic, id) {
      forget(topic, id);
      const sent = deps.repository
        .notify(`${topic}:${id}`)
        .catch((error: unknown) =>
          deps.log.warn(
            { err: { message: error instanceof Error ? error.message : String(error) }, topic },
            'Other instances were not told to forget a changed entry; their memo expires on its own',
          ),
        )
        .finally(() => sending.delete(sent));
      sending.add(sent);
    },
    async listen() {
      stopListening ??= await deps.repository.listen(onPayload);
    },
    async close() {
      await Promise.all(sending);
      await stopListening?.();
      stopListening = undefined;
    },
  };
}
