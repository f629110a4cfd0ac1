import { noteSessionRequest, sessionBearer } from '@/api/client-session';
import { createServiceClient } from '@/api/create-client';
import { getRuntimeConfig } from '@/platform/runtime-config';

/** Where the console's API is when the page's services say nothing else (same-origin, as theirs). */
const DEFAULT_PATH = '/api/operator-console';

/**
 * The console's API beside the signed-in one: the runtime config names no service of its own for it, so
 * it is found where the signed-in service is (`…/api/authorization` → `…/api/operator-console`).
 */
export function operatorConsoleBaseUrl(authorization: string): string {
  const beside = authorization.replace(/\/authorization\/?$/, '/operator-console');
  return beside === authorization ? DEFAULT_PATH : beside;
}

/** Operators' calls carry their session's token and count as its activity, as every signed-in call does. */
export const operatorConsoleClient = createServiceClient({
  baseURL: operatorConsoleBaseUrl(getRuntimeConfig().services.authorization),
  getBearer: sessionBearer,
  onBearerSent: noteSessionRequest,
});
