import { provideClientSession } from '../api/client-session';
import { noteSignedInRequest } from '../session/signed-in-requests';
import { readAccessToken } from '../session/storage';

/**
 * Start-up, before the first request: the API's signed-in calls carry the stored access token, and each
 * is noted as the session's activity when it goes out.
 */
export function connectClientsToSession(): void {
  provideClientSession({ getBearer: readAccessToken, onBearerSent: () => noteSignedInRequest() });
}
