/* eslint-disable lingui/no-unlocalized-strings -- HTTP's own words (headers, methods) and docs/product.md's log text */
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { MEMBER_AUTHORIZATION_HEADER } from '@portal/contracts/ingestion';
import { applyServiceHeaders } from '../api/create-client';
import { getCurrentBrand } from '../brands/current-brand';
import { getRuntimeConfig } from '../platform/runtime-config';
import { readAccessToken } from '../session/storage';

/** What became of one batch: the queue removes it, sends it again later, or drops it. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; statusText: string; retryAfterMs?: number }
  | { kind: 'drop'; statusText: string };

/** docs/product.md's message for a failed send (its error catalogue): logged, never shown. */
export function sendFailure(statusText: string): Error {
  return new Error('Failed to send event: ' + statusText);
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** 408, 429 and 5xx may pass; any other 4xx will not, however often it is sent. */
function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * `POST {ingestion}/crud?db={the brand's analytics database}` with `{ events }`, authorised by the
 * tenant's public write key. While a member is signed in, their access token goes beside it
 * (`X-Member-Authorization`): the server keeps an event's `member_id` only when that token is the
 * member's, so events tracked before sign-in or by someone signed in earlier are stored without one.
 * A plain `fetch` (not the ky client) because a page that is going away needs `keepalive`, and
 * `sendBeacon` cannot carry the Authorization header.
 */
export async function sendBatch(
  events: readonly TAnalyticsEventInput[],
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<SendOutcome> {
  const { services, ingestionKey } = getRuntimeConfig();
  if (!ingestionKey) return { kind: 'drop', statusText: 'No ingestion key' };
  const base = services.ingestion.endsWith('/') ? services.ingestion.slice(0, -1) : services.ingestion;
  const url = new URL(`${base}/crud`, globalThis.location?.href);
  url.searchParams.set('db', getCurrentBrand().analyticsDatabase);
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${ingestionKey}`,
  });
  applyServiceHeaders(headers);
  const memberToken = readAccessToken();
  if (memberToken) headers.set(MEMBER_AUTHORIZATION_HEADER, `Bearer ${memberToken}`);
  let response: Response;
  try {
    response = await fetch(url.href, { method: 'POST', headers, body: JSON.stringify({ events }), keepalive });
  } catch {
    // No answer came back (offline, DNS, a dropped connection): the client's "Network Error".
    return { kind: 'retry', statusText: 'Network Error' };
  }
  if (response.ok) return { kind: 'sent' };
  // HTTP/2 has no reason phrase: the status code stands in for it.
  const statusText = response.statusText || String(response.status);
  if (!isRetryable(response.status)) return { kind: 'drop', statusText };
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  return retryAfterMs === undefined ? { kind: 'retry', statusText } : { kind: 'retry', statusText, retryAfterMs };
}
