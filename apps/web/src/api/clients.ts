import { getRuntimeConfig } from '../platform/runtime-config';
import { noteSessionRequest, sessionBearer } from './client-session';
import { createServiceClient } from './create-client';

// This module pulls in the HTTP client (ky); load it through `loadClients()` so the login screen stays light.
const { services } = getRuntimeConfig();

export const authClient = createServiceClient({ baseURL: services.auth });

/** Signed-in calls carry the member's token and are noted as its activity, through the session the app gave. */
export const authorizationClient = createServiceClient({
  baseURL: services.authorization,
  getBearer: sessionBearer,
  onBearerSent: noteSessionRequest,
});

/** Callers choose the credential per call: the public write key, or an admin's token to read. */
export const ingestionClient = createServiceClient({ baseURL: services.ingestion });
