import { act, fireEvent, render, screen, within } from '@/test/render';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@/navigation/router/hooks';
import { MemoryRouter } from '@/navigation/router/routers';
import { Route, Routes } from '@/navigation/router/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginScreenState } from '@/navigation/login-state';
import { queryClient } from '@/session/query-client';
import { activateTestLocale } from '@/test/i18n';
import { makeCurrentUser } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { IdleWarningDialog, SessionIdleWarning } from './session-idle-warning';

const T0 = Date.parse('2026-05-04T09:00:00Z');
const MINUTE = 60_000;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('IdleWarningDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });

  function renderDialog() {
    const onStaySignedIn = vi.fn();
    const onSignOut = vi.fn();
    render(<IdleWarningDialog endsAt={T0 + MINUTE} onStaySignedIn={onStaySignedIn} onSignOut={onSignOut} />);
    return { onStaySignedIn, onSignOut, dialog: screen.getByRole('alertdialog', { name: 'Are you still there?' }) };
  }

  it('asks, with the seconds left, and gives the focus to "Stay signed in"', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription("For your security you'll be signed out in 60 seconds.");
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('counts down every second and says so to screen readers every 15 seconds only', async () => {
    const { dialog } = renderDialog();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    await advance(1000);
    expect(dialog).toHaveAccessibleDescription("For your security you'll be signed out in 59 seconds.");
    expect(status).toHaveTextContent('');
    await advance(14_000);
    expect(dialog).toHaveAccessibleDescription("For your security you'll be signed out in 45 seconds.");
    expect(status).toHaveTextContent("For your security you'll be signed out in 45 seconds.");
    await advance(9000);
    expect(dialog).toHaveAccessibleDescription("For your security you'll be signed out in 36 seconds.");
    expect(status).toHaveTextContent("For your security you'll be signed out in 45 seconds.");
    await advance(6000);
    expect(status).toHaveTextContent("For your security you'll be signed out in 30 seconds.");
  });

  it('answers with either button, and Escape means staying', () => {
    const { dialog, onStaySignedIn, onSignOut } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    // Escape closes a modal <dialog> (jsdom has no keyboard handling for it): the close is the answer.
    (dialog as HTMLDialogElement).close();
    expect(onStaySignedIn).toHaveBeenCalledTimes(2);
  });

  it('asks in Spanish', () => {
    activateTestLocale('es');
    render(<IdleWarningDialog endsAt={T0 + 30_000} onStaySignedIn={vi.fn()} onSignOut={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: '¿Sigue ahí?' });
    expect(dialog).toHaveAccessibleDescription('Por su seguridad, se cerrará su sesión en 30 segundos.');
    expect(within(dialog).getByRole('button', { name: 'Mantener la sesión iniciada' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});

function LoginStub() {
  const state = useLocation().state as LoginScreenState | null;
  return (
    <>
      <h1>Login screen</h1>
      <p data-testid="notice">{state?.notice}</p>
    </>
  );
}

function renderSignedIn() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/home']}>
        <Routes>
          <Route
            path="/dashboard/home"
            element={
              <>
                <h1>Home screen</h1>
                <SessionIdleWarning />
              </>
            }
          />
          <Route path="/login" element={<LoginStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SessionIdleWarning', () => {
  let userFetches: number;
  let loggedOut: boolean;

  beforeEach(() => {
    vi.useFakeTimers({ now: T0, shouldAdvanceTime: true });
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    userFetches = 0;
    loggedOut = false;
    const user = makeCurrentUser();
    user.account.session = { idle_timeout_minutes: 5, two_step_setup_required: false };
    server.use(
      http.get('*/api/authorization/accounts/me', () => {
        userFetches += 1;
        return HttpResponse.json(user);
      }),
      http.post('*/api/auth/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  async function warned() {
    renderSignedIn();
    await vi.waitFor(() => expect(userFetches).toBe(1), { timeout: 5_000 });
    await advance(4 * MINUTE);
    return screen.findByRole('alertdialog', { name: 'Are you still there?' });
  }

  it('warns a minute before the end; "Stay signed in" fetches the member again and closes it', async () => {
    const dialog = await warned();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await vi.waitFor(() => expect(userFetches).toBe(2), { timeout: 5_000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The end moved with that request: a minute on, still signed in.
    await advance(MINUTE + 1000);
    expect(screen.getByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });

  it('"Sign out" signs out and goes to the login page', async () => {
    const dialog = await warned();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByTestId('notice')).toHaveTextContent('');
  });

  it('signs out at the end without an answer, and the login page says why', async () => {
    await warned();
    await advance(MINUTE);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('session_last_request')).toBeNull();
    expect(screen.getByTestId('notice')).toHaveTextContent(
      'You were signed out after 5 minutes without activity, to keep your account safe. Sign in again to continue.',
    );
  });

  it('keeps the session alive without asking when the member used the page', async () => {
    renderSignedIn();
    await vi.waitFor(() => expect(userFetches).toBe(1), { timeout: 5_000 });
    await advance(MINUTE);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    await advance(3 * MINUTE);
    await vi.waitFor(() => expect(userFetches).toBe(2), { timeout: 5_000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
