import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '@/test/simulated-bridge';
import { challengeFor, PENDING_VERIFIER_KEY } from '@/session/app-handoff-pkce';
import { PasskeySignIn } from './passkey-sign-in';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(() => Promise.resolve(false)),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => browser);

const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
  clientExtensionResults: {},
};

function renderSignIn() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: PasskeySignIn },
      { path: '/dashboard/home', element: <h1>Home screen</h1> },
      { path: '/questionnaire', element: <h1>Questionnaire screen</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom has no WebAuthn: a browser that has it, without conditional UI.
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {}),
  );
  browser.startAuthentication.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PasskeySignIn', () => {
  it('signs in with a passkey, no password typed, stores the session and goes Home', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login/passkey/options', () => HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rpId: 'x' })),
      http.post('*/api/auth/login/passkey', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ access_token: 'passkey-token', token_type: 'Bearer', expires_in: 28_800 });
      }),
      http.get('*/api/authorization/accounts/me', () =>
        HttpResponse.json(makeCurrentUser({ questionnaireAnswered: true })),
      ),
    );
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'Y2hhbGxlbmdl', rpId: 'x' },
      useBrowserAutofill: false,
    });
    expect(sent).toEqual([{ response: ASSERTION }]);
    expect(localStorage.getItem('auth_token')).toContain('passkey-token');
  });

  it('shows the server’s refusal (a removed passkey) and stores nothing', async () => {
    const message =
      'That passkey is not one of this programme’s: it may have been removed. Sign in with your email and password.';
    server.use(
      http.post('*/api/auth/login/passkey/options', () => HttpResponse.json({ challenge: 'Y2g' })),
      http.post('*/api/auth/login/passkey', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', code: 'INVALID_CREDENTIALS', message },
          { status: 401 },
        ),
      ),
    );
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it('says no passkey was used when the member closes the browser’s prompt', async () => {
    server.use(http.post('*/api/auth/login/passkey/options', () => HttpResponse.json({ challenge: 'Y2g' })));
    browser.startAuthentication.mockRejectedValue(Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }));
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was used.');
  });

  it('offers nothing where the browser has no passkeys', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderSignIn();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('in the native shell, whose pages are not on the brand’s host, opens the website’s sign-in in the in-app browser', async () => {
    const shell = installSimulatedBridge();
    try {
      const user = userEvent.setup();
      renderSignIn();
      const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
      expect(button).toHaveAccessibleDescription(
        'Opens the website to use your passkey, then brings you back to the app.',
      );
      await user.click(button);
      await vi.waitFor(() => expect(callsTo(shell, 'Browser', 'open')).toHaveLength(1), { timeout: 5_000 });
      const opened = new URL(String(callsTo(shell, 'Browser', 'open')[0]?.options.url));
      expect(`${opened.origin}${opened.pathname}`).toBe(`${window.location.origin}/login`);
      // The challenge of the verifier the app keeps for this sign-in.
      const verifier = sessionStorage.getItem(PENDING_VERIFIER_KEY);
      expect(opened.searchParams.get('app_handoff')).toBe(await challengeFor(verifier ?? ''));
      expect(browser.startAuthentication).not.toHaveBeenCalled();
    } finally {
      removeSimulatedBridge();
      sessionStorage.clear();
    }
  });
});
