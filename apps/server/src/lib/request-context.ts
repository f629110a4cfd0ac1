/**
 * The request a piece of work belongs to, wherever it runs: the request id is kept in an
 * AsyncLocalStorage for the request's whole course (hooks, handler, services, repositories), so every
 * log line written meanwhile — through `request.log` or the services' shared logger — names it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only if short and plain (a proxy's or a client's trace id); else a new UUID. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The `X-Request-Id` a client or proxy sent, if acceptable; otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs `work` (and everything it starts) as part of the request `requestId`. */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request the current work belongs to, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
