import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@/navigation/router/hooks';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecondStepScreenState } from '@/session/sign-in';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { SignInSecondStep } from './sign-in-second-step';

const SECOND_STEP = { ticket: 'ticket-1', methods: ['authenticator_app', 'recovery_code'] as const, expires_in: 300 };
const STATE: SecondStepScreenState = {
  challenge: { email: 'secure@attentive.test', secondStep: { ...SECOND_STEP, methods: [...SECOND_STEP.methods] } },
};

function LoginProbe() {
  const { state } = useLocation();
  return (
    <>
      <h1>Login screen</h1>
      <p>{(state as { notice?: string } | null)?.notice}</p>
    </>
  );
}

function renderStep(state: SecondStepScreenState | null = STATE) {
  const router = createMemoryRouter(
    [
      { path: '/login/second-step', Component: SignInSecondStep },
      { path: '/login', Component: LoginProbe },
      { path: '/dashboard/home', element: <h1>Home screen</h1> },
      { path: '/questionnaire', element: <h1>Questionnaire screen</h1> },
    ],
    { initialEntries: [{ pathname: '/login/second-step', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const FAILED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'That code is not right, or it has already been used. Try the newest code.',
  code: 'SECOND_STEP_FAILED',
  field: 'code',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SignInSecondStep', () => {
  it('asks for a code, refuses a wrong one beside the field, then signs in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login/second-step', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        if (body.code !== '123456') return HttpResponse.json(FAILED, { status: 401 });
        return HttpResponse.json({ access_token: 'tok-2', token_type: 'Bearer', expires_in: 900 });
      }),
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
    );
    const user = userEvent.setup();
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code from your app' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is not right'));

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(sent).toEqual([
      { ticket: 'ticket-1', code: '111111' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, and refuses what is neither before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login/second-step', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ access_token: 'tok-2', token_type: 'Bearer', expires_in: 900 });
      }),
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
    );
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const code = await screen.findByRole('textbox', { name: 'Recovery code' });
    await user.type(code, 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Enter the 6-digit code/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(code);
    await user.type(code, 'ABCD EFGH JKMN');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(sent).toEqual([{ ticket: 'ticket-1', code: 'abcd-efgh-jkmn' }]);
  });

  it('goes back to the login page, saying why, when the ticket has ended', async () => {
    server.use(
      http.post('*/api/auth/login/second-step', () =>
        HttpResponse.json(
          {
            statusCode: 401,
            error: 'Unauthorized',
            message: 'Your sign-in took too long. Enter your email and password again.',
            code: 'UNAUTHENTICATED',
          },
          { status: 401 },
        ),
      ),
    );
    const user = userEvent.setup();
    const router = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Code from your app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(screen.getByText('Your sign-in took too long. Enter your email and password again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visit without a ticket (a bookmark, another tab) to the login page', async () => {
    renderStep(null);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('offers the passkey when the account has one', () => {
    renderStep({
      challenge: { ...STATE.challenge, secondStep: { ...STATE.challenge.secondStep, methods: ['passkey'] } },
    });
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText("Confirm it's you with your passkey.")).toBeInTheDocument();
  });
});

describe('SignInSecondStep in Spanish', () => {
  beforeEach(async () => {
    await activateTestLocale('es');
  });

  it('asks for the code in Spanish', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio de sesión en dos pasos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código de su aplicación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeInTheDocument();
  });
});
