import { readRawRuntimeConfig } from '../platform/runtime-brand';

/**
 * Whether the programme is suspended: the server's page says so (its runtime config's `suspended`), or an
 * API answer did (403 PROGRAMME_SUSPENDED, noted by the services' client: create-client.ts). Either way the
 * app shows its suspension page instead of any screen (screens/suspended/suspension-gate.tsx).
 *
 * Read without zod (as runtime-brand.ts reads the brand): start-up asks before it mounts, on the login path.
 */

// Module state, one per page: the clients note an answer from outside React, and a suspension lasts the page.
let fromPage: boolean | undefined;
let fromAnswer = false;
const listeners = new Set<() => void>();

function pageSaysSuspended(): boolean {
  const raw = readRawRuntimeConfig(document);
  return typeof raw === 'object' && raw !== null && (raw as { suspended?: unknown }).suspended === true;
}

export function isProgrammeSuspended(): boolean {
  fromPage ??= pageSaysSuspended();
  return fromPage || fromAnswer;
}

/** An API answer said the programme is suspended: every screen gives way to the suspension page. */
export function noteProgrammeSuspended(): void {
  if (fromAnswer) return;
  fromAnswer = true;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: called when the programme turns out to be suspended. */
export function subscribeToProgrammeSuspension(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Stays module state: the services' clients note the answer outside React, and start-up reads it before mounting.
/** Tests start from an active programme; the page is read again next time. */
export function resetProgrammeSuspensionForTests(): void {
  fromPage = undefined;
  fromAnswer = false;
}
