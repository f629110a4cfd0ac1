import { render, screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@/navigation/router/hooks';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { InvitationForm } from './invitation-form';

const TOKEN = 'invite_Token-0123456789abcdefghijklmnopqrstu';
const EXPIRED_PATH = `/invitation-expired?token=${TOKEN}`;
const GOOD_PASSWORD = 'correct horse battery staple';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.search}
    </h1>
  );
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

function renderForm(invitation: TValidateTokenResponse = makeInvitation()) {
  const router = createMemoryRouter(
    [
      {
        path: '/confirm-invitation',
        element: <InvitationForm token={TOKEN} invitation={invitation} expiredPath={EXPIRED_PATH} />,
      },
      { path: '/invitation-expired', element: <Probe name="Expired screen" /> },
      { path: '/questionnaire', element: <h1>Questionnaire screen</h1> },
      { path: '/dashboard/home', element: <h1>Home screen</h1> },
    ],
    { initialEntries: [`/confirm-invitation?token=${TOKEN}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const NAMED = makeInvitation({ first_name: 'Jordan', last_name: 'Rivera' });

function errorBody(status: number, code: string, message: string, field?: string) {
  return HttpResponse.json({ statusCode: status, error: 'Error', message, code, field }, { status });
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

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, password = GOOD_PASSWORD, repeat = password) {
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('InvitationForm', () => {
  it('shows who is invited, asks the missing names and signs a new member in to the questionnaire', async () => {
    const bodies = serveConfirmation(false);
    const user = userEvent.setup();
    const router = renderForm();
    const summary = screen.getByRole('region', { name: 'Your invitation' });
    expect(summary).toHaveTextContent('jordan.rivera@swift.test');
    expect(summary).toHaveTextContent('Acme Logistics on SwiftCare');
    expect(summary).toHaveTextContent('Alex Admin');

    await user.type(screen.getByLabelText('First name'), 'Jordan');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));

    expect(await screen.findByRole('heading', { name: 'Questionnaire screen' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
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

  it('asks no names the invitation already has, and sends a member who answered to the dashboard', async () => {
    const bodies = serveConfirmation(true);
    const user = userEvent.setup();
    renderForm(NAMED);
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.queryByLabelText('Last name')).toBeNull();
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox'));
    // Enter submits from the keyboard, as in any form.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({ token: TOKEN, password: GOOD_PASSWORD, accept_privacy_policy: true });
  });

  it('leaves out of the summary who invited, when nobody did', () => {
    renderForm(makeInvitation({ invited_by: null }));
    expect(screen.getByRole('region', { name: 'Your invitation' })).not.toHaveTextContent('Invited by');
  });

  it('ticks the rules live, including "not your name", and blocks a password containing the name', async () => {
    const user = userEvent.setup();
    renderForm(NAMED);
    const checklist = screen.getByRole('list', { name: 'Password checklist' });
    const item = (name: string) => within(checklist).getByText(name).closest('li');
    expect(item('At least 15 characters')).toHaveTextContent('(not yet)');
    expect(item('Both entries match')).toHaveTextContent('(not yet)');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('At least 15 characters'));

    await user.type(password, 'jordan-loves-long-walks');
    expect(item('At least 15 characters')).toHaveTextContent('(done)');
    expect(item('Not your name or email address')).toHaveTextContent('(not yet)');
    await user.type(screen.getByLabelText('Repeat the password'), 'jordan-loves-long-walks');
    expect(item('Both entries match')).toHaveTextContent('(done)');
    expect(screen.getByText(/^Strength:/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText("Your password can't contain your name or email.")).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks "not your name" against the names typed when the invitation has none', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('First name'), 'Marisol');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await fillPasswords(user, 'marisol by the sea at noon');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText("Your password can't contain your name or email.")).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('requires the names it asks for, matching passwords and the privacy policy, focusing the first problem', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPasswords(user, GOOD_PASSWORD, 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(screen.getByText("The passwords don't match.")).toBeInTheDocument();
    expect(screen.getByText('Accept the privacy policy to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      expect.stringContaining('Accept the privacy policy to continue.'),
    );
    // Errors clear as they are fixed.
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.queryByText('Accept the privacy policy to continue.')).toBeNull());
  });

  it('links the privacy policy in a new tab and keeps names and acceptance (never passwords) across a reload', async () => {
    const user = userEvent.setup();
    renderForm();
    const link = screen.getByRole('link', { name: 'Read the privacy policy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.type(screen.getByLabelText('First name'), 'Jordan');
    await user.type(screen.getByLabelText('Password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    const draft = sessionStorage.getItem('confirm-invitation-draft') ?? '';
    expect(JSON.parse(draft)).toEqual({
      token: TOKEN,
      first_name: 'Jordan',
      last_name: '',
      accept_privacy_policy: true,
    });
    expect(draft).not.toContain(GOOD_PASSWORD);
  });

  it('restores a saved draft for the same invitation, and not one for another', () => {
    sessionStorage.setItem(
      'confirm-invitation-draft',
      JSON.stringify({ token: TOKEN, first_name: 'Jo', last_name: 'Ri', accept_privacy_policy: true }),
    );
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Jo');
    expect(screen.getByLabelText('Last name')).toHaveValue('Ri');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("ignores another invitation's draft", () => {
    sessionStorage.setItem(
      'confirm-invitation-draft',
      JSON.stringify({ token: 'another_Token-0123456789abcdefghijklmnop', first_name: 'Jo', last_name: 'Ri' }),
    );
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toHaveValue('');
  });

  it('shows the server message when the password is rejected, keeping what was typed', async () => {
    server.use(
      http.post('*/api/authorization/accounts/confirm-invitation', () =>
        errorBody(400, 'PASSWORD_REJECTED', 'That password is too common. Choose one that is harder to guess.'),
      ),
    );
    const user = userEvent.setup();
    renderForm(NAMED);
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    const message = await screen.findByText('That password is too common. Choose one that is harder to guess.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveValue(GOOD_PASSWORD);
    expect(screen.getByLabelText('Repeat the password')).toHaveValue(GOOD_PASSWORD);
    expect(screen.getByRole('button', { name: 'Activate my account' })).toBeEnabled();
  });

  it('puts a 429 in the form with how long to wait', async () => {
    server.use(
      http.post('*/api/authorization/accounts/confirm-invitation', () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm(NAMED);
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(
      await screen.findByText('Too many attempts in a short time. Please wait 2 minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('shows a spinner and refuses a second submit while sending', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    server.use(
      http.post('*/api/authorization/accounts/confirm-invitation', async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderForm(NAMED);
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    const busy = await screen.findByRole('button', { name: 'Activating your account…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(
      await screen.findByText("We couldn't reach the portal. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('goes to /invitation-expired, replacing this address, when confirming answers TOKEN_EXPIRED', async () => {
    server.use(
      http.post('*/api/authorization/accounts/confirm-invitation', () =>
        errorBody(410, 'TOKEN_EXPIRED', 'This invitation has expired.'),
      ),
    );
    const user = userEvent.setup();
    const router = renderForm(NAMED);
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByRole('heading', { name: `Expired screen ?token=${TOKEN}` })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says the account is ready when only the automatic sign-in fails', async () => {
    server.use(
      http.post('*/api/authorization/accounts/confirm-invitation', () =>
        HttpResponse.json({ access_token: 'tok-new', token_type: 'Bearer', expires_in: 900 }),
      ),
      http.get('*/api/authorization/accounts/me', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderForm(NAMED);
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText('Your account is ready.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sign in with your email address and new password.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('confirm-invitation-draft')).toBeNull();
  });
});

describe('InvitationForm in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('shows the invitation and the form in Spanish and asks for what is missing', async () => {
    const user = userEvent.setup();
    renderForm();
    const summary = screen.getByRole('region', { name: 'Su invitación' });
    expect(summary).toHaveTextContent('Acme Logistics en SwiftCare');
    expect(summary).toHaveTextContent('Invitación de');
    expect(summary).toHaveTextContent('Enlace válido hasta');
    expect(summary).toHaveTextContent('1 de mayo de 2030');
    expect(
      screen.getByRole('link', { name: 'Leer la política de privacidad (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
    expect(await screen.findByText('Escriba su nombre.')).toBeInTheDocument();
    expect(screen.getByText('Escriba su apellido.')).toBeInTheDocument();
    expect(screen.getByText('Repita su contraseña.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'He leído y acepto la política de privacidad' })).not.toBeChecked();
  });
});
