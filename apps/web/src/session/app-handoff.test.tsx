import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { handOffToApp } from './app-handoff';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** The calls the website makes, in order, with what each sent. */
function serveHandoff(answer: () => Response) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/authorization/accounts/me/app-handoff', async ({ request }) => {
      calls.push(`handoff ${request.headers.get('authorization')} ${JSON.stringify(await request.json())}`);
      return answer();
    }),
    http.post('*/api/auth/logout', ({ request }) => {
      calls.push(`logout ${request.headers.get('authorization')}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('handing the website’s sign-in to the app', () => {
  beforeEach(() => {
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'website-token' }));
    localStorage.setItem('user_id', 'user-1');
  });

  it('asks for a code with the app’s challenge, signs the website out, and goes to the app link with it', async () => {
    const calls = serveHandoff(() => HttpResponse.json({ code: 'code-1', expires_in: 120 }));
    const assign = vi.fn();
    await handOffToApp(CHALLENGE, { origin: 'https://swift.example.com', assign });
    expect(calls).toEqual([`handoff Bearer website-token {"challenge":"${CHALLENGE}"}`, 'logout Bearer website-token']);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://swift.example.com/app-sign-in?code=code-1');
  });

  it('still signs the website out when the server refuses, and goes to the app link without a code', async () => {
    const calls = serveHandoff(() =>
      HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'No.' }, { status: 400 }),
    );
    const assign = vi.fn();
    await handOffToApp(CHALLENGE, { origin: 'https://swift.example.com', assign });
    expect(calls.at(-1)).toBe('logout Bearer website-token');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://swift.example.com/app-sign-in');
  });
});
