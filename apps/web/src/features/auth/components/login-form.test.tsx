import { render, screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { Outlet } from '@/navigation/router/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBindAppNavigator } from '@/navigation/app-navigator';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { LoginForm } from './login-form';

/** What the app's route tree is asked to load ahead (`preloadInApp`), as App binds it. */
const preloadInApp = vi.fn((_path: string) => Promise.resolve());

function BindAppNavigator() {
  useBindAppNavigator(preloadInApp);
  return <Outlet />;
}

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        element: <BindAppNavigator />,
        children: [
          { path: '/login', Component: LoginForm },
          { path: '/dashboard/home', element: <h1>Home screen</h1> },
          { path: '/questionnaire', element: <h1>Questionnaire screen</h1> },
          { path: '/login/second-step', element: <h1>Second step screen</h1> },
        ],
      },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  preloadInApp.mockClear();
});

describe('LoginForm', () => {
  it('validates with the contract messages, linked to the fields', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(preloadInApp).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address.'));
    expect(email).toHaveFocus();
    // Errors clear as the member corrects them.
    await user.clear(email);
    await user.type(email, 'member@attentive.test');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument());
  });

  it("shows the server's message on a failed sign-in and keeps what was typed", async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          {
            statusCode: 401,
            error: 'Unauthorized',
            message: "That email and password don't match an account on this programme.",
            code: 'INVALID_CREDENTIALS',
          },
          { status: 401 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email address'), 'member@attentive.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const message = await screen.findByText("That email and password don't match an account on this programme.");
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveValue('member@attentive.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('explains a network failure in plain words', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email address'), 'member@attentive.test');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText("We couldn't reach the portal. Check your connection and try again."),
    ).toBeInTheDocument();
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const user = userEvent.setup();
    renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    [true, 'Home screen'],
    [false, 'Questionnaire screen'],
  ])('signs in and goes on (questionnaire answered: %s)', async (questionnaireAnswered, heading) => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ access_token: 'tok-1', token_type: 'Bearer', expires_in: 900 }),
      ),
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser({ questionnaireAnswered }))),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email address'), '  Member@Attentive.TEST ');
    await user.type(screen.getByLabelText('Password'), 'wellness-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(localStorage.getItem('user_id')).toBe('user-1');
    // Home's code started loading with the sign-in, whichever screen it then went to.
    expect(preloadInApp).toHaveBeenCalledWith('/dashboard/home');
  });
});

describe('LoginForm: an account with two-step sign-in', () => {
  it('goes on to the second step with the ticket in the navigation’s state, and no token stored', async () => {
    const second_step = { ticket: 'ticket-1', methods: ['authenticator_app', 'recovery_code'], expires_in: 300 };
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ second_step })));
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(screen.getByLabelText('Email address'), 'secure@attentive.test');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/second-step'));
    expect(router.state.location.state).toEqual({
      challenge: { email: 'secure@attentive.test', secondStep: second_step },
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('LoginForm in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('validates in Spanish', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Correo electrónico'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Escriba un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByText('Escriba su contraseña.')).toBeInTheDocument();
  });

  it.each([
    [401, 'Ese correo electrónico y esa contraseña no coinciden con ninguna cuenta de este programa.'],
    [429, 'Demasiados intentos de inicio de sesión. Espere un minuto y vuelva a intentarlo.'],
  ])('explains a %s without a message of its own in Spanish', async (status, message) => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ statusCode: status, error: 'Error' }, { status })),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Correo electrónico'), 'member@attentive.test');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });
});
