import { fireEvent, render, screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from '@/navigation/router/routers';
import { Route, Routes } from '@/navigation/router/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/session/query-client';
import { completeSignIn } from '@/session/sign-in';
import { signOut } from '@/session/sign-out';
import { makeCurrentUser } from '@/test/fixtures';
import { recordTrackedEvents } from '@/test/analytics';
import { server } from '@/test/msw-server';
import { DashboardLayout } from './dashboard-layout';

function renderDashboard() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/home']}>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="/dashboard/home" element={<h1>Home screen</h1>} />
          <Route path="/dashboard/profile" element={<h1>Profile screen</h1>} />
        </Route>
        <Route path="/login" element={<h1>Login screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

function signedIn() {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  localStorage.setItem('questionnaireAnswered', 'true');
  localStorage.setItem('profile_picture_name', 'me.png');
  localStorage.setItem('user_id', 'user-1');
}

let unauthenticated = 0;

/** The member, as the server answers: refused without a token. */
function refuseWithoutToken({ request }: { request: Request }) {
  if (request.headers.has('authorization')) return HttpResponse.json(makeCurrentUser());
  unauthenticated += 1;
  return HttpResponse.json(
    { statusCode: 401, error: 'Unauthorized', message: 'Sign in again.', code: 'UNAUTHENTICATED' },
    { status: 401 },
  );
}

let tracked: ReturnType<typeof recordTrackedEvents>;
beforeEach(() => {
  unauthenticated = 0;
  queryClient.clear();
  tracked = recordTrackedEvents();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('DashboardLayout', () => {
  it('fetches the current user and shows the name, sidebar and account menu', async () => {
    signedIn();
    server.use(http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())));
    const user = userEvent.setup();
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your programme');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(screen.getByTestId('member-name')).toHaveTextContent('Morgan Lee');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('HomeArticlesVideos');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
  });

  it('sends the sign_in event once after a sign-in, and none on a later visit without one', async () => {
    server.use(http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())));
    await completeSignIn({ access_token: 'tok-1' });
    const afterSignIn = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(tracked.mock.calls).toEqual([['sign_in', {}]]);
    afterSignIn.unmount();

    // A reload (or the next visit) shows the dashboard again: that is no new sign-in.
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(tracked.mock.calls).toEqual([['sign_in', {}]]);
  });

  it('signs out and goes to Login when the user fetch answers 401', async () => {
    signedIn();
    let loggedOut = false;
    server.use(
      http.get('*/api/authorization/accounts/me', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Sign in again.', code: 'UNAUTHENTICATED' },
          { status: 401 },
        ),
      ),
      http.post('*/api/auth/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    for (const key of ['auth_token', 'user_id', 'user_details', 'profile_picture_name', 'questionnaireAnswered']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('leaves a 401 after this device signed out to whoever signed out (the idle timer says why on the login page)', async () => {
    signedIn();
    server.use(
      http.get('*/api/authorization/accounts/me', refuseWithoutToken),
      http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    // This tab signs out; the member's query, emptied, is asked for again at the next render, and refused.
    await signOut();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(unauthenticated).toBe(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Home screen' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Login screen' })).not.toBeInTheDocument();
  });

  it('goes to Login when another tab signed out and the member is refused here', async () => {
    signedIn();
    server.use(http.get('*/api/authorization/accounts/me', refuseWithoutToken));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    localStorage.removeItem('auth_token');
    await queryClient.refetchQueries();
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('shows an error with a retry for other failures, keeping the session', async () => {
    signedIn();
    server.use(http.get('*/api/authorization/accounts/me', () => new HttpResponse(null, { status: 404 })));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: "We couldn't load your account" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });

  it('logs out from the account menu', async () => {
    signedIn();
    server.use(
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
      http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('heading', { name: 'Home screen' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
  });
});
