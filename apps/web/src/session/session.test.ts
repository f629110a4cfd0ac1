import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../test/fixtures';
import { server } from '../test/msw-server';
import { completeSecondStep } from './second-step';
import { completeSignIn, onSignedIn, signIn } from './sign-in';
import { beforeSignOut, signOut } from './sign-out';
import { hasStoredToken, isQuestionnaireAnswered } from './storage';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function serveLogin(user = makeCurrentUser()) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/auth/login', async ({ request }) => {
      calls.push(`login ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ access_token: 'tok-1', token_type: 'Bearer', expires_in: 900 });
    }),
    http.get('*/api/authorization/accounts/me', ({ request }) => {
      calls.push(`me ${new URL(request.url).search} ${request.headers.get('authorization')}`);
      return HttpResponse.json(user);
    }),
  );
  return calls;
}

describe('signIn', () => {
  it('stores the token, then the user, in the specified keys', async () => {
    const calls = serveLogin();
    const result = await signIn({ email: 'member@attentive.test', password: 'secret' });
    expect(calls).toEqual([
      'login {"email":"member@attentive.test","password":"secret"}',
      'me ?get_member=true Bearer tok-1',
    ]);
    expect(JSON.parse(localStorage.getItem('auth_token') ?? '')).toEqual({ access_token: 'tok-1' });
    expect(localStorage.getItem('user_id')).toBe('user-1');
    expect(JSON.parse(localStorage.getItem('user_details') ?? '')).toEqual(makeCurrentUser());
    expect(localStorage.getItem('questionnaireAnswered')).toBe('true');
    expect(localStorage.getItem('profile_picture_name')).toBe('morgan.png');
    expect(result).toMatchObject({ isQuestionnaireAnswered: true });
  });

  it('reports an unanswered questionnaire and stores no picture when there is none', async () => {
    serveLogin(makeCurrentUser({ questionnaireAnswered: false, picture: null }));
    const result = await signIn({ email: 'new@attentive.test', password: 'secret' });
    expect(result).toMatchObject({ isQuestionnaireAnswered: false });
    expect(isQuestionnaireAnswered()).toBe(false);
    expect(localStorage.getItem('questionnaireAnswered')).toBe('false');
    expect(localStorage.getItem('profile_picture_name')).toBeNull();
  });

  it('answers the second step to take, storing nothing, when the account uses two-step sign-in', async () => {
    const second_step = { ticket: 'ticket-1', methods: ['authenticator_app', 'recovery_code'], expires_in: 300 };
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ second_step })));
    const result = await signIn({ email: 'secure@attentive.test', password: 'secret' });
    expect(result).toEqual({ email: 'secure@attentive.test', secondStep: second_step });
    expect(hasStoredToken()).toBe(false);
  });

  it('completes the second step with the ticket and a code, then stores the token and the user', async () => {
    const calls = serveLogin();
    server.use(
      http.post('*/api/auth/login/second-step', async ({ request }) => {
        calls.push(`second-step ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ access_token: 'tok-2', token_type: 'Bearer', expires_in: 900 });
      }),
    );
    const result = await completeSecondStep({ email: 'secure@attentive.test', ticket: 'ticket-1', code: '123456' });
    expect(calls).toEqual(['second-step {"ticket":"ticket-1","code":"123456"}', 'me ?get_member=true Bearer tok-2']);
    expect(JSON.parse(localStorage.getItem('auth_token') ?? '')).toEqual({ access_token: 'tok-2' });
    expect(result.isQuestionnaireAnswered).toBe(true);
  });

  it('logs and rethrows a failed login, storing nothing', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'nope', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    await expect(signIn({ email: 'a@b.test', password: 'x' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(console.error).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('logs and rethrows a failed user fetch, leaving no half session', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ access_token: 'tok-1', token_type: 'Bearer', expires_in: 900 }),
      ),
      http.get('*/api/authorization/accounts/me', () => new HttpResponse(null, { status: 500 })),
    );
    await expect(signIn({ email: 'a@b.test', password: 'x' })).rejects.toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('Fetching the current user failed', expect.anything());
    expect(hasStoredToken()).toBe(false);
  });
});

describe('completeSignIn', () => {
  it('stores a token record obtained elsewhere (a confirmed invitation) and fetches the user', async () => {
    const calls = serveLogin(makeCurrentUser({ questionnaireAnswered: false }));
    const result = await completeSignIn({ access_token: 'tok-invited' });
    expect(calls).toEqual(['me ?get_member=true Bearer tok-invited']);
    expect(JSON.parse(localStorage.getItem('auth_token') ?? '')).toEqual({ access_token: 'tok-invited' });
    expect(result.isQuestionnaireAnswered).toBe(false);
  });

  it('tells onSignedIn listeners once the member is signed in', async () => {
    serveLogin();
    const signedIn = vi.fn(() => expect(hasStoredToken()).toBe(true));
    const stop = onSignedIn(signedIn);
    await completeSignIn({ access_token: 'tok-1' });
    stop();
    await completeSignIn({ access_token: 'tok-2' });
    expect(signedIn).toHaveBeenCalledOnce();
  });

  it('leaves no half session when the user cannot be fetched', async () => {
    server.use(http.get('*/api/authorization/accounts/me', () => new HttpResponse(null, { status: 401 })));
    await expect(completeSignIn({ access_token: 'tok-x' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(hasStoredToken()).toBe(false);
  });
});

describe('signOut', () => {
  it('revokes the token on the server and clears every stored value', async () => {
    serveLogin();
    await signIn({ email: 'member@attentive.test', password: 'secret' });
    let revoked: string | null = null;
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        revoked = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signOut();
    expect(revoked).toBe('Bearer tok-1');
    for (const key of ['auth_token', 'user_id', 'user_details', 'profile_picture_name', 'questionnaireAnswered']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('still clears the device when the server cannot be reached', async () => {
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    localStorage.setItem('questionnaireAnswered', 'true');
    localStorage.setItem('questionnaire_draft:user-1:builtin-v3:1', '{"answers":{"q1":2}}');
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    await signOut();
    expect(localStorage.length).toBe(0);
  });

  it('runs beforeSignOut tasks first, while the token is valid, and goes on when one fails', async () => {
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    const events: string[] = [];
    server.use(
      http.post('*/api/auth/logout', () => {
        events.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const stopFirst = beforeSignOut(async () => {
      events.push(`task with ${String(hasStoredToken())}`);
    });
    const stopSecond = beforeSignOut(() => Promise.reject(new Error('offline')));
    await signOut();
    stopFirst();
    stopSecond();
    expect(events).toEqual(['task with true', 'logout']);
    expect(hasStoredToken()).toBe(false);
    expect(console.error).toHaveBeenCalledWith(new Error('offline'));
  });

  it('does not call the server without a token', async () => {
    await expect(signOut()).resolves.toBeUndefined();
  });
});
