/**
 * Sending one push notification to one phone: the interface every sender implements (the outbox, Firebase
 * Cloud Messaging, APNs), the choice of sender by platform, and the bounded retry around a provider.
 */
import type { DevicePlatform, TPushData } from '@portal/contracts/devices';
import type { TAppLocale } from '@portal/contracts/locales';
import { ConfigError } from '../../config';

/** A mistake in the push configuration (a key file that cannot be read): the server does not start with it. */
export class PushConfigError extends ConfigError {}

export interface PushNotification {
  platform: DevicePlatform;
  token: string;
  title: string;
  body: string;
  /** What a tap opens (the app's path) and what kind of notification it is. */
  data: TPushData;
  /** The brand the app is (its application id, for APNs the topic). */
  tenant: string;
  locale: TAppLocale;
}

/**
 * What became of a notification. `invalid-token`: the provider says the token will never work again
 * (the app was removed, the token replaced): the device is dropped. `failed`: anything else; `retryable`
 * when trying again later may succeed (the provider is busy or down, the network failed).
 */
export type PushResult =
  | { outcome: 'delivered' }
  | { outcome: 'invalid-token'; reason: string }
  | { outcome: 'failed'; reason: string; retryable: boolean; retryAfterMs?: number };

export interface PushSender {
  /** `outbox`, `fcm`, `apns`: for logs. */
  readonly name: string;
  send(notification: PushNotification): Promise<PushResult>;
  /** Closes connections (APNs keeps one HTTP/2 session open). */
  close?(): void;
}

/** Enough of a token to tell two apart in a log, never enough to use one. */
export function describeToken(token: string): string {
  return `${token.slice(0, 6)}…(${token.length})`;
}

/** `Retry-After` in seconds or as a date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Android phones through one sender, iPhones through another (each platform's provider, or the outbox). */
export function createPlatformSender(senders: Record<DevicePlatform, PushSender>): PushSender {
  return {
    name: Object.entries(senders)
      .map(([platform, sender]) => `${platform}: ${sender.name}`)
      .join(', '),
    send: (notification) => senders[notification.platform].send(notification),
    close() {
      for (const sender of new Set(Object.values(senders))) sender.close?.();
    },
  };
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; doubled before each next one. */
  baseDelayMs: number;
  /** No wait is longer, whatever a provider's Retry-After asks: past it, the notification is given up. */
  maxDelayMs: number;
  /** Waits; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Tries a retryable failure again, a bounded number of times with growing waits; then it is a failure
 * for good (logged by the caller). A provider asking to wait longer than `maxDelayMs` is not waited for.
 */
export function withRetry(sender: PushSender, policy: RetryPolicy = DEFAULT_RETRY_POLICY): PushSender {
  const wait = policy.sleep ?? sleep;
  return {
    name: sender.name,
    close: () => sender.close?.(),
    async send(notification) {
      let result = await sender.send(notification);
      for (let attempt = 2; attempt <= policy.attempts; attempt += 1) {
        if (result.outcome !== 'failed' || !result.retryable) return result;
        const delay = result.retryAfterMs ?? policy.baseDelayMs * 2 ** (attempt - 2);
        if (delay > policy.maxDelayMs) return result;
        await wait(delay);
        result = await sender.send(notification);
      }
      return result;
    },
  };
}
