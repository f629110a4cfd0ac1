import { setupServer } from 'msw/node';

/**
 * The one MSW server of a test worker: tests add handlers with `server.use`; setup.ts starts it
 * (`startMswServer`) and removes those handlers after each test. Test files share a worker (the web
 * project runs without per-file isolation) and a file may reload every module (`vi.resetModules()`):
 * the server lives on the global object, so a reloaded copy of this module never starts a second one
 * over the first.
 */
interface WorkerMsw {
  server: ReturnType<typeof setupServer>;
  isListening: boolean;
}
const worker = globalThis as typeof globalThis & { __portalMsw?: WorkerMsw };
const msw = (worker.__portalMsw ??= { server: setupServer(), isListening: false });

export const server = msw.server;

/** Starts intercepting requests, once per worker; a request no handler answers fails its test. */
export function startMswServer(): void {
  if (msw.isListening) return;
  msw.server.listen({ onUnhandledRequest: 'error' });
  msw.isListening = true;
}
