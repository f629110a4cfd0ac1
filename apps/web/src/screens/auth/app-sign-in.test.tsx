import { screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_TYPE_HEADER, APPLICATION_TYPES } from '@portal/contracts/headers';
import { resetAppHandoffForTests } from '@/session/app-handoff-app';
import { PENDING_VERIFIER_KEY } from '@/session/app-handoff-pkce';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes } from '@/test/render';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '@/test/simulated-bridge';
import { AppSignIn } from './app-sign-in';

const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

function renderAppSignIn(search: string) {
  return renderRoutes(
    [
      { path: '/app-sign-in', Component: AppSignIn },
      { path: '/login', element: <h1>Login screen</h1> },
      { path: '/dashboard/home', element: <h1>Home screen</h1> },
      { path: '/questionnaire', element: <h1>Questionnaire screen</h1> },
    ],
    { path: `/app-sign-in${search}` },
  );
}

/** What the app sent to redeem its code, with its application type. */
function serveRedeem(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/auth/login/app-handoff', async ({ request }) => {
      sent.push({ type: request.headers.get(APPLICATION_TYPE_HEADER), body: await request.json() });
      return answer();
    }),
    http.get('*/api/authorization/accounts/me', () =>
      HttpResponse.json(makeCurrentUser({ questionnaireAnswered: true })),
    ),
  );
  return sent;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetAppHandoffForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/app-sign-in in the native shell', () => {
  let shell: ReturnType<typeof installSimulatedBridge>;
  beforeEach(() => {
    shell = installSimulatedBridge();
    // The newest account's device proof on this phone.
    localStorage.setItem('sign_in_device_proofs', JSON.stringify([['key-1', 'proof-1']]));
  });
  afterEach(() => removeSimulatedBridge());

  it('redeems the code with the verifier it kept, closes the in-app browser, signs in and goes Home', async () => {
    sessionStorage.setItem(PENDING_VERIFIER_KEY, VERIFIER);
    const sent = serveRedeem(() =>
      HttpResponse.json({
        access_token: 'app-token',
        token_type: 'Bearer',
        expires_in: 900,
        device_proof: 'proof-2',
      }),
    );
    renderAppSignIn('?code=code-1');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        type: APPLICATION_TYPES.native,
        body: { code: 'code-1', verifier: VERIFIER, device_proof: 'proof-1' },
      },
    ]);
    expect(JSON.parse(localStorage.getItem('auth_token') ?? '{}')).toEqual({ access_token: 'app-token' });
    expect(callsTo(shell, 'Browser', 'close')).toHaveLength(1);
    // The verifier is spent; the account's new proof is kept, newest first.
    expect(sessionStorage.getItem(PENDING_VERIFIER_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem('sign_in_device_proofs') ?? '[]')[0][1]).toBe('proof-2');
  });

  it('shows the server’s refusal (a spent code) and a way back to sign in; nothing is stored', async () => {
    sessionStorage.setItem(PENDING_VERIFIER_KEY, VERIFIER);
    const message = 'That sign-in has ended or was already used. Sign in again from the app.';
    serveRedeem(() =>
      HttpResponse.json({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message }, { status: 401 }),
    );
    renderAppSignIn('?code=code-1');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(callsTo(shell, 'Browser', 'close')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('says the sign-in was not started here when the app kept no verifier, and asks the server nothing', async () => {
    const sent = serveRedeem(() => HttpResponse.json({}));
    renderAppSignIn('?code=code-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in was not started in this app, or the app was closed meanwhile. Sign in again.',
    );
    expect(sent).toEqual([]);
  });

  it('says a link without a code is incomplete', async () => {
    renderAppSignIn('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is incomplete. Sign in again.');
  });
});

describe('/app-sign-in in a browser', () => {
  it('says to go back to the app, and redeems nothing', () => {
    const sent = serveRedeem(() => HttpResponse.json({}));
    sessionStorage.setItem(PENDING_VERIFIER_KEY, VERIFIER);
    renderAppSignIn('?code=code-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Continue in the app' })).toBeInTheDocument();
    expect(screen.getByText(/Go back to the app to finish/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(sessionStorage.getItem(PENDING_VERIFIER_KEY)).toBe(VERIFIER);
  });

  it('says the sign-in did not reach the app when the website had no code for it', () => {
    renderAppSignIn('');
    expect(screen.getByRole('heading', { level: 1, name: 'This sign-in could not reach the app' })).toBeInTheDocument();
  });

  it('says it in Spanish', () => {
    activateTestLocale('es');
    renderAppSignIn('?code=code-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Continúe en la aplicación' })).toBeInTheDocument();
  });
});
