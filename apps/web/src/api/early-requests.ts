/**
 * The answers the signed-in page's inline script asked for before the app loaded
 * (apps/server/src/modules/web/early-requests-script.ts): the first screen's data, requested while the
 * app's code was still downloading.
 */
interface EarlyRequest {
  /** Absolute, with its query. */
  url: string;
  /** Every header it was sent with. */
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __portalEarlyRequests?: EarlyRequest[];
  }
}

/**
 * The early answer for a GET of `url`, taken once: only when it was asked for with the very headers
 * this call carries (the same member's credential, the same language), else undefined and the caller
 * asks itself.
 */
export function takeEarlyResponse(url: string, headers: Headers): Promise<Response> | undefined {
  const pending = globalThis.window?.__portalEarlyRequests;
  if (!pending) return undefined;
  const index = pending.findIndex(
    (request) =>
      request.url === url && Object.entries(request.headers).every(([name, value]) => headers.get(name) === value),
  );
  if (index === -1) return undefined;
  return pending.splice(index, 1)[0]?.response;
}

/** Once the first screen is up, an answer nobody took is dropped: later calls ask for fresh data. */
export function dropEarlyResponses(): void {
  if (globalThis.window) delete globalThis.window.__portalEarlyRequests;
}
