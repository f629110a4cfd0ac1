import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loadClients } from '../api/load-clients';
import { readLastSignedInRequest } from '../session/signed-in-requests';
import { storeAccessToken } from '../session/storage';
import { server } from '../test/msw-server';
import { connectClientsToSession } from './start-clients';

describe("the API's signed-in calls, as start-up connects them to the session", () => {
  it("carry the stored access token, and are noted as the session's activity", async () => {
    connectClientsToSession();
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/authorization/ping', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const { authorizationClient } = await loadClients();
    await authorizationClient.get('/ping');
    expect(seen).toEqual([null]);
    expect(readLastSignedInRequest()).toBeNull();

    storeAccessToken('tok-1');
    const before = Date.now();
    await authorizationClient.get('/ping');
    expect(seen).toEqual([null, 'Bearer tok-1']);
    expect(readLastSignedInRequest()).toBeGreaterThanOrEqual(before);
  });

  it('fail loudly when start-up has not given the API the session', async () => {
    vi.resetModules();
    const { sessionBearer } = await import('../api/client-session');
    expect(() => sessionBearer()).toThrow('The API has no session');
  });
});
