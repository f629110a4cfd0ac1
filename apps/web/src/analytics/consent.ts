import { ANALYTICS_STORAGE_KEYS, analyticsStorage } from './storage-keys';

type ChoiceListener = (enabled: boolean) => void;
const listeners = new Set<ChoiceListener>();

function readChoice(): 'on' | 'off' {
  try {
    return analyticsStorage()?.getItem(ANALYTICS_STORAGE_KEYS.choice) === 'off' ? 'off' : 'on';
  } catch {
    return 'on';
  }
}

/**
 * Whether the member lets the app record events on this device. The tenant's write key is the queue's
 * to check (queue.ts): reading the runtime config here would bring its schema, and zod, into the
 * login page's first script.
 */
export function isAnalyticsChosen(): boolean {
  return readChoice() === 'on';
}

/**
 * Remembers the member's choice on this device. Off, the events waiting are dropped at once (the
 * queue listens) and nothing more is queued or sent.
 */
export function setAnalyticsChoice(enabled: boolean): void {
  const storage = analyticsStorage();
  try {
    if (enabled) storage?.removeItem(ANALYTICS_STORAGE_KEYS.choice);
    else {
      storage?.setItem(ANALYTICS_STORAGE_KEYS.choice, 'off');
      storage?.removeItem(ANALYTICS_STORAGE_KEYS.queue);
    }
  } catch {
    // Storage refused: the listeners still drop what is in memory.
  }
  for (const listener of listeners) listener(enabled);
}

/** `GET /accounts/me`'s `member.analytics_enabled`, when the answer has it (an older server's does not). */
export function rememberAnalyticsChoice(enabled: boolean | undefined): void {
  if (enabled === undefined) return;
  if (enabled !== (readChoice() === 'on')) setAnalyticsChoice(enabled);
}

/** The queue drops its events when the choice turns off. */
export function onAnalyticsChoice(listener: ChoiceListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
