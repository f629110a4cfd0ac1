import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { windowPage } from '@/session/app-handoff';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { Login } from './login';

// The website's half of the app's sign-in: the login page the app opened with its challenge
// (session/app-handoff.test.tsx tests the hand-over itself).
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(() => Promise.resolve(false)),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => browser);

function serveHandoff(code: string) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/authorization/accounts/me/app-handoff', async ({ request }) => {
      calls.push(`handoff ${request.headers.get('authorization')} ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ code, expires_in: 120 });
    }),
    http.post('*/api/auth/logout', ({ request }) => {
      calls.push(`logout ${request.headers.get('authorization')}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

// The passkey's sign-in loads on demand. In a fresh clone, on a busy machine, the first transform of its
// modules alone can outlast a test's 5 s: they load once here, as a browser that fetched them would have them.
beforeAll(async () => {
  await Promise.all([
    import('@/features/passkeys/components/passkey-sign-in'),
    import('@/features/passkeys/components/passkey-on-website'),
    import('@/features/passkeys/api/passkey-sign-in-flow'),
    import('@/features/passkeys/api/sign-in-with-passkey'),
    import('@/session/after-sign-in'),
    import('@/session/sign-in'),
    import('@/analytics/consent'),
    import('@/session/app-handoff'),
    import('@/session/app-handoff-app'),
    import('@/session/app-handoff-query'),
    import('@/session/get-current-user'),
    import('@/api/load-clients'),
    import('@/api/clients'),
    import('@/api/error-message'),
    import('@/analytics/page-view'),
    import('@/analytics/route-pattern'),
    import('@/analytics/track'),
    import('@/analytics/queue'),
    import('@/i18n/i18n').then((i18n) => i18n.loadCatalogs(['app-passkey', 'sign-in'])),
  ]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderLogin(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: Login },
      { path: '/dashboard/home', element: <h1>Home screen</h1> },
    ],
    { initialEntries: [`/login${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the login page the app opened', () => {
  it('says why the member is here, and hands the password sign-in to the app instead of going Home', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ access_token: 'website-token', token_type: 'Bearer', expires_in: 900 }),
      ),
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
    );
    const calls = serveHandoff('code-2');
    const assign = vi.spyOn(windowPage, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderLogin(`?app_handoff=${CHALLENGE}`);
    expect(screen.getByText('Sign in to continue in the app.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email address'), 'member@attentive.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(
      () => expect(assign).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/app-sign-in?code=code-2`),
      // The sign-in's chunks (the passkey ceremony's too) load on demand; on a loaded two-core machine their
      // promise chain alone has taken over 5 s: most of the test's 15 s ceiling.
      { timeout: 12_000 },
    );
    expect(calls).toEqual([`handoff Bearer website-token {"challenge":"${CHALLENGE}"}`, 'logout Bearer website-token']);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('hands a passkey sign-in to the app too', async () => {
    // jsdom has no WebAuthn: a browser that has it, without conditional UI.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    browser.startAuthentication.mockResolvedValue({ id: 'Y3JlZA', response: {} });
    server.use(
      http.post('*/api/auth/login/passkey/options', () => HttpResponse.json({ challenge: 'Y2g' })),
      http.post('*/api/auth/login/passkey', () =>
        HttpResponse.json({ access_token: 'passkey-token', token_type: 'Bearer', expires_in: 900 }),
      ),
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
    );
    const calls = serveHandoff('code-3');
    const assign = vi.spyOn(windowPage, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderLogin(`?app_handoff=${CHALLENGE}`);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await vi.waitFor(
      () => expect(assign).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/app-sign-in?code=code-3`),
      // The sign-in's chunks (the passkey ceremony's too) load on demand; on a loaded two-core machine their
      // promise chain alone has taken over 5 s: most of the test's 15 s ceiling.
      { timeout: 12_000 },
    );
    expect(calls).toEqual([`handoff Bearer passkey-token {"challenge":"${CHALLENGE}"}`, 'logout Bearer passkey-token']);
  });

  it('ignores a challenge of another shape: no notice, and the sign-in goes Home', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ access_token: 'tok-1', token_type: 'Bearer', expires_in: 900 }),
      ),
      http.get('*/api/authorization/accounts/me', () =>
        HttpResponse.json(makeCurrentUser({ questionnaireAnswered: true })),
      ),
    );
    const assign = vi.spyOn(windowPage, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderLogin('?app_handoff=not-a-challenge');
    expect(screen.queryByText('Sign in to continue in the app.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'member@attentive.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says why in Spanish', () => {
    activateTestLocale('es');
    renderLogin(`?app_handoff=${CHALLENGE}`);
    expect(screen.getByText('Inicie sesión para continuar en la aplicación.')).toBeInTheDocument();
  });
});
