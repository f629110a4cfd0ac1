import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../test/fixtures';
import { server } from '../test/msw-server';
import { queryClient } from './query-client';
import { saveMemberLanguage } from './save-member-language';
import { readStoredMemberLanguage, storeAccessToken, storeCurrentUser } from './storage';
import { getCurrentUserQueryOptions } from './use-current-user';

const PROFILE_PATH = '*/api/authorization/accounts/me/profile';
const queryKey = getCurrentUserQueryOptions().queryKey;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storeAccessToken('tok-1');
  storeCurrentUser(makeCurrentUser());
});
afterEach(() => queryClient.clear());

describe('saveMemberLanguage', () => {
  it('saves the language to the profile, then in user_details and the current-user cache', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(PROFILE_PATH, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ preferred_language: 'es' });
      }),
    );
    queryClient.setQueryData(queryKey, makeCurrentUser());
    await saveMemberLanguage('es');
    expect(bodies).toEqual([{ preferred_language: 'es' }]);
    expect(readStoredMemberLanguage()).toBe('es');
    expect(queryClient.getQueryData(queryKey)?.member?.preferred_language).toBe('es');
  });

  it('keeps user_details up to date when nothing is cached yet', async () => {
    server.use(http.patch(PROFILE_PATH, () => HttpResponse.json({ preferred_language: 'en' })));
    await saveMemberLanguage('en');
    expect(readStoredMemberLanguage()).toBe('en');
    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
  });

  it('rethrows a failed save and changes nothing here', async () => {
    server.use(
      http.patch(PROFILE_PATH, () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 }),
      ),
    );
    queryClient.setQueryData(queryKey, makeCurrentUser());
    await expect(saveMemberLanguage('es')).rejects.toBeTruthy();
    expect(readStoredMemberLanguage()).toBeNull();
    expect(queryClient.getQueryData(queryKey)).toEqual(makeCurrentUser());
  });
});
