import type {
  TAnalyticsEventInput,
  TAnalyticsEventName,
  TAnalyticsEventProperties,
  TAnalyticsPlatform,
} from '@portal/contracts/analytics';
import { getNativePlatformName } from '../platform/native-platform';
import { hasStoredToken, readStoredCurrentUser } from '../session/storage';
import { whenIdle } from '../ui/use-idle';
import { isAnalyticsChosen, onAnalyticsChoice } from './consent';
import { ANALYTICS_STORAGE_KEYS, analyticsStorage } from './storage-keys';

/** What the queue module (loaded later) offers the facade. */
export interface AnalyticsQueueHandle {
  add: (event: TAnalyticsEventInput) => void;
  clear: () => void;
  /** Removes its page listeners and timers (the app's queue has them; a test's recorder need not). */
  stop?: () => void;
}

/** The page's queue, once loaded; events tracked before that wait here (in memory, in order). */
let queue: AnalyticsQueueHandle | null = null;
let loading: Promise<void> | null = null;
const pending: TAnalyticsEventInput[] = [];
let discardedStored = false;
/** Counts the tests' resets: a load still on its way at a reset starts no queue after it. */
let resets = 0;

/** The queue's code (zod's schemas, the HTTP call) loads only once the first screen is up and idle. */
function loadQueue(): Promise<void> {
  const resetsAtStart = resets;
  loading ??= new Promise<void>((resolve) => {
    whenIdle(() => resolve());
  })
    .then(() => import('./queue'))
    .then(({ createAnalyticsQueue }) => {
      if (resets !== resetsAtStart) return;
      queue = createAnalyticsQueue();
      for (const event of pending.splice(0)) queue.add(event);
    })
    .catch((error: unknown) => {
      // A chunk that failed to load: the next event tries again.
      if (resets === resetsAtStart) loading = null;
      console.error(error);
    });
  return loading;
}

onAnalyticsChoice((enabled) => {
  if (enabled) return;
  pending.length = 0;
  queue?.clear();
});

/** A v4 UUID: `crypto.randomUUID` where the page is a secure context, else from random bytes. */
export function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function currentPlatform(): TAnalyticsPlatform {
  return getNativePlatformName() ?? 'web';
}

/** The signed-in member's pseudonymous id (`account.analytics_id`), never their account id; null signed out. */
function currentMemberId(): string | null {
  if (!hasStoredToken()) return null;
  const id = readStoredCurrentUser()?.account.analytics_id;
  return typeof id === 'string' && /^m_[0-9a-f]{32}$/.test(id) ? id : null;
}

/** Properties a literal may not add to: `{}` for an event without any. */
export type ExactProperties<Name extends TAnalyticsEventName> = keyof TAnalyticsEventProperties<Name> extends never
  ? Record<string, never>
  : TAnalyticsEventProperties<Name>;

/**
 * Records one usage event from the catalogue (`packages/contracts/src/analytics.ts`): only its
 * allow-listed properties compile, and the queue checks the event against the contract before it
 * keeps it. Stamped now with its id, time, platform and the member's pseudonymous id. Nothing happens
 * while the member has turned analytics off; the queue drops what it cannot send (a tenant without a
 * write key).
 */
export function track<Name extends TAnalyticsEventName>(name: Name, properties: ExactProperties<Name>): void {
  if (!isAnalyticsChosen()) {
    if (!discardedStored) {
      discardedStored = true;
      try {
        analyticsStorage()?.removeItem(ANALYTICS_STORAGE_KEYS.queue);
      } catch {
        // Nothing to discard where storage is refused.
      }
    }
    return;
  }
  const event = {
    id: newEventId(),
    name,
    occurred_at: new Date().toISOString(),
    platform: currentPlatform(),
    member_id: currentMemberId(),
    properties,
  } as TAnalyticsEventInput;
  if (queue) {
    queue.add(event);
    return;
  }
  pending.push(event);
  void loadQueue();
}

// Stays module state: track() is called from anywhere, in React or not, and the page loads one queue, once.
/** Tests: stop and forget the loaded queue and anything waiting, and the load on its way if there is one. */
export function resetAnalyticsForTests(): void {
  resets += 1;
  queue?.stop?.();
  queue = null;
  loading = null;
  pending.length = 0;
  discardedStored = false;
}

// Stays module state: the same queue as resetAnalyticsForTests's.
/** Tests: events go straight to `handle`, as to a loaded queue, until the next reset. */
export function setAnalyticsQueueForTests(handle: AnalyticsQueueHandle): void {
  queue?.stop?.();
  queue = handle;
}

/** Tests: wait until the queue has loaded and taken the waiting events. */
export function whenAnalyticsLoaded(): Promise<void> {
  return loading ?? Promise.resolve();
}
