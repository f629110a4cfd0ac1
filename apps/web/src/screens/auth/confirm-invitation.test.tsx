import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@/navigation/router/hooks';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { ConfirmInvitation } from './confirm-invitation';

// The check's failures are tested beside InvitationCheck, the form's rules and failures beside
// InvitationForm (features/auth/components); here, the page: its heading, its routes, the whole way in.
const TOKEN = 'invite_Token-0123456789abcdefghijklmnopqrstu';
const GOOD_PASSWORD = 'correct horse battery staple';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.search}
    </h1>
  );
}

function renderScreen(search = `?token=${TOKEN}`) {
  const router = createMemoryRouter(
    [
      { path: '/confirm-invitation', Component: ConfirmInvitation },
      { path: '/invitation-expired', element: <Probe name="Expired screen" /> },
      { path: '/questionnaire', element: <h1>Questionnaire screen</h1> },
      { path: '/dashboard/home', element: <h1>Home screen</h1> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { initialEntries: ['/login', `/confirm-invitation${search}`], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function makeInvitation(overrides: Partial<TValidateTokenResponse> = {}): TValidateTokenResponse {
  return {
    email: 'jordan.rivera@swift.test',
    first_name: null,
    last_name: null,
    company_name: 'Acme Logistics',
    brand_title: 'SwiftCare',
    invited_by: 'Alex Admin',
    expires_at: '2030-05-01T12:00:00.000Z',
    ...overrides,
  };
}

function errorBody(status: number, code: string, message: string) {
  return HttpResponse.json({ statusCode: status, error: 'Error', message, code }, { status });
}

function serveInvitation(invitation: TValidateTokenResponse = makeInvitation()) {
  const seen: string[] = [];
  server.use(
    http.get('*/api/authorization/token/validate-token/:token', ({ params, request }) => {
      seen.push(`${String(params.token)} ${new URL(request.url).searchParams.has('timestamp')}`);
      return HttpResponse.json(invitation);
    }),
  );
  return seen;
}

function serveConfirmation(answered = false) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/authorization/accounts/confirm-invitation', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ access_token: 'tok-new', token_type: 'Bearer', expires_in: 900 });
    }),
    http.get('*/api/authorization/accounts/me', () =>
      HttpResponse.json(makeCurrentUser({ questionnaireAnswered: answered })),
    ),
  );
  return bodies;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ConfirmInvitation', () => {
  it('checks the token, shows who is invited and signs a new member in to the questionnaire', async () => {
    const seen = serveInvitation();
    const bodies = serveConfirmation(false);
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your invitation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation…');
    const summary = await screen.findByRole('region', { name: 'Your invitation' });
    expect(summary).toHaveTextContent('jordan.rivera@swift.test');
    expect(summary).toHaveTextContent('Acme Logistics on SwiftCare');
    expect(summary).toHaveTextContent('Alex Admin');
    expect(seen).toEqual([`${TOKEN} true`]);
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    await user.type(screen.getByLabelText('First name'), 'Jordan');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(screen.getByLabelText('Password'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Repeat the password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));

    expect(await screen.findByRole('heading', { name: 'Questionnaire screen' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        token: TOKEN,
        password: GOOD_PASSWORD,
        first_name: 'Jordan',
        last_name: 'Rivera',
        accept_privacy_policy: true,
      },
    ]);
    expect(JSON.parse(localStorage.getItem('auth_token') ?? '')).toEqual({ access_token: 'tok-new' });
    expect(localStorage.getItem('user_id')).toBe('user-1');
    expect(sessionStorage.getItem('confirm-invitation-draft')).toBeNull();
  });

  it.each([
    ['TOKEN_EXPIRED', 410],
    ['TOKEN_INVALID', 404],
  ])('goes to /invitation-expired with the token when the check answers %s', async (code, status) => {
    server.use(
      http.get('*/api/authorization/token/validate-token/:token', () => errorBody(status, code, 'This link expired.')),
    );
    const router = renderScreen();
    expect(await screen.findByRole('heading', { name: `Expired screen ?token=${TOKEN}` })).toBeInTheDocument();
    // Replaced: Back does not return to a dead link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /invitation-expired when confirming answers TOKEN_EXPIRED', async () => {
    serveInvitation(makeInvitation({ first_name: 'Jordan', last_name: 'Rivera' }));
    server.use(
      http.post('*/api/authorization/accounts/confirm-invitation', () =>
        errorBody(410, 'TOKEN_EXPIRED', 'This invitation has expired.'),
      ),
    );
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('region', { name: 'Your invitation' });
    await user.type(screen.getByLabelText('Password'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Repeat the password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByRole('heading', { name: `Expired screen ?token=${TOKEN}` })).toBeInTheDocument();
  });

  it.each([
    ['', 'Expired screen'],
    ['?token=short', 'Expired screen ?token=short'],
  ])('without a usable token (%j) goes straight to /invitation-expired', async (search, heading) => {
    renderScreen(search);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('explains a network failure while checking under its heading and tries again', async () => {
    server.use(http.get('*/api/authorization/token/validate-token/:token', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check your invitation.");
    expect(alert).toHaveTextContent("We couldn't reach the portal.");
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your invitation' })).toBeInTheDocument();
    serveInvitation();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your invitation' })).toBeInTheDocument();
  });
});

describe('ConfirmInvitation in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('shows the heading, the check and the invitation in Spanish', async () => {
    serveInvitation();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme su invitación' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando su invitación…');
    const summary = await screen.findByRole('region', { name: 'Su invitación' });
    expect(summary).toHaveTextContent('Acme Logistics en SwiftCare');
    expect(screen.getByRole('form', { name: 'Active su cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('explains in Spanish a 429 without a message of its own', async () => {
    server.use(
      http.get('*/api/authorization/token/validate-token/:token', () =>
        HttpResponse.json({ statusCode: 429, error: 'Too Many Requests' }, { status: 429 }),
      ),
    );
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos comprobar su invitación.');
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeInTheDocument();
  });
});
