import { render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { activateTestLocale } from '@/test/i18n';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { ResetPasswordForm } from './reset-password-form';

const TOKEN = 'reset_Token-0123456789abcdefghijklmnopqrstuv';
const NEW_PASSWORD = 'a brand new long passphrase';

function renderForm(onLinkBroken = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordForm token={TOKEN} onLinkBroken={onLinkBroken} /> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { initialEntries: [`/reset-password?token=${TOKEN}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, onLinkBroken };
}

async function fillAndSubmit(password = NEW_PASSWORD, repeat = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

function errorBody(status: number, code: string, message: string, field?: string) {
  return HttpResponse.json({ statusCode: status, error: 'Error', message, code, field }, { status });
}

afterEach(() => resetToasts());

describe('ResetPasswordForm', () => {
  it('sends the token and the new password, shows a success toast and goes to sign in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your password has been changed. You can sign in with it now.' });
      }),
    );
    const { router } = renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodies).toEqual([{ token: TOKEN, password: NEW_PASSWORD }]);
    expect(getToasts()[0]).toMatchObject({
      variant: 'success',
      title: 'Password changed',
      description: 'Your password has been changed. You can sign in with it now.',
    });
  });

  it('shows the live checklist without a name rule (a reset link does not say whose it is)', async () => {
    const user = userEvent.setup();
    renderForm();
    const checklist = screen.getByRole('list', { name: 'Password checklist' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['○At least 15 characters (not yet)', '○Both entries match (not yet)']);
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    expect(within(checklist).getByText('At least 15 characters').closest('li')).toHaveTextContent('(done)');
  });

  it('validates length and repetition before calling the server', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/reset-password', () => {
        calls += 1;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderForm();
    const user = await fillAndSubmit('short', 'shorter');
    expect(await screen.findByText('Use at least 15 characters.')).toBeInTheDocument();
    expect(screen.getByText("The passwords don't match.")).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.type(screen.getByLabelText('New password'), ' and then some more');
    expect(screen.queryByText('Use at least 15 characters.')).toBeNull();
    expect(calls).toBe(0);
  });

  it("shows the server's reason for a rejected password on the field, keeping the input", async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        errorBody(400, 'PASSWORD_REJECTED', 'That password appears in lists of leaked passwords. Choose another.'),
      ),
    );
    renderForm();
    await fillAndSubmit();
    const message = await screen.findByText('That password appears in lists of leaked passwords. Choose another.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it.each([
    ['TOKEN_EXPIRED', 410, undefined],
    ['TOKEN_INVALID', 400, undefined],
    ['VALIDATION_ERROR', 400, 'token'],
  ])('on %s tells the screen the link is broken, not the form', async (code, status, field) => {
    server.use(http.post('*/api/auth/reset-password', () => errorBody(status, code, 'This link is not valid.', field)));
    const { onLinkBroken } = renderForm();
    await fillAndSubmit();
    await vi.waitFor(() => expect(onLinkBroken).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(screen.queryByText('This link is not valid.')).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('puts a 429 and a network failure in the form', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Slow down.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    renderForm();
    const user = await fillAndSubmit();
    expect(
      await screen.findByText('Too many attempts in a short time. Please wait 30 seconds and try again.'),
    ).toBeInTheDocument();
    server.use(http.post('*/api/auth/reset-password', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText("We couldn't reach the portal. Check your connection and try again."),
    ).toBeInTheDocument();
  });
});

describe('ResetPasswordForm in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('labels the form in Spanish, asks for the repetition and confirms with a Spanish toast', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ message: 'Su contraseña se cambió. Ya puede iniciar sesión con ella.' }),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('form', { name: 'Elija una contraseña nueva' })).toBeInTheDocument();
    const rules = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules).toEqual([
      expect.stringContaining('Al menos 15 caracteres'),
      expect.stringContaining('Las dos contraseñas coinciden'),
    ]);
    await user.type(screen.getByLabelText('Contraseña nueva'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Repita su contraseña nueva.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repita la contraseña')).toHaveFocus();
    await user.type(screen.getByLabelText('Repita la contraseña'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ variant: 'success', title: 'Contraseña cambiada' });
  });
});
