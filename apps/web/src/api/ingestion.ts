import type {
  TIngestEventRequest,
  TIngestEventResponse,
  TSelectEventsRequest,
  TSelectEventsResponse,
} from '@portal/contracts/ingestion';
import { getCurrentBrand } from '../brands/current-brand';
import { getRuntimeConfig } from '../platform/runtime-config';
import { readAccessToken } from '../session/storage';
import { isHttpError } from './error-message';
import { loadClients } from './load-clients';

function toSendError(error: unknown): Error {
  const statusText = isHttpError(error) ? (error.response?.statusText ?? error.message) : String(error);
  return new Error('Failed to send event: ' + statusText);
}

/**
 * Records one analytics event in the brand's analytics database with the
 * tenant's public write key. Without a key (dev, tests) analytics does nothing.
 */
export async function sendEvent(event: TIngestEventRequest): Promise<TIngestEventResponse | null> {
  const key = getRuntimeConfig().ingestionKey;
  if (!key) return null;
  const { ingestionClient } = await loadClients();
  try {
    const response = await ingestionClient.post<TIngestEventResponse>('/crud', event, {
      params: { db: getCurrentBrand().analyticsDatabase },
      headers: { Authorization: `Bearer ${key}` },
    });
    return response.data;
  } catch (error) {
    throw toSendError(error);
  }
}

/** Fire-and-forget analytics: a failed event is logged, never shown to the member. */
export function trackEvent(event: TIngestEventRequest): void {
  sendEvent(event).catch((error: unknown) => console.error(error));
}

/** Reads events back (admins only: the signed-in admin's token, not the write key). */
export async function selectEvents(query: TSelectEventsRequest): Promise<TSelectEventsResponse> {
  const { ingestionClient } = await loadClients();
  const token = readAccessToken();
  const response = await ingestionClient.post<TSelectEventsResponse>('/select', query, {
    params: { db: getCurrentBrand().analyticsDatabase },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return response.data;
}
