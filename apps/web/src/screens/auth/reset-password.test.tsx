import { render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { activateTestLocale } from '@/test/i18n';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { ResetPassword } from './reset-password';

const TOKEN = 'reset_Token-0123456789abcdefghijklmnopqrstuv';
const NEW_PASSWORD = 'a brand new long passphrase';

function renderScreen(search = `?token=${TOKEN}`) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', Component: ResetPassword },
      { path: '/login', element: <h1>Login screen</h1> },
      { path: '/forgot-password', element: <h1>Forgot screen</h1> },
    ],
    { initialEntries: [`/reset-password${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillAndSubmit(password = NEW_PASSWORD, repeat = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

function errorBody(status: number, code: string, message: string) {
  return HttpResponse.json({ statusCode: status, error: 'Error', message, code }, { status });
}

afterEach(() => resetToasts());

describe('ResetPassword', () => {
  it('sets the new password, shows a success toast and goes to sign in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your password has been changed. You can sign in with it now.' });
      }),
    );
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(bodies).toEqual([{ token: TOKEN, password: NEW_PASSWORD }]);
    expect(getToasts()[0]).toMatchObject({
      variant: 'success',
      title: 'Password changed',
      description: 'Your password has been changed. You can sign in with it now.',
    });
  });

  it('shows the live checklist without a name rule (a reset link does not say whose it is)', async () => {
    const user = userEvent.setup();
    renderScreen();
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
    renderScreen();
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
    renderScreen();
    await fillAndSubmit();
    const message = await screen.findByText('That password appears in lists of leaked passwords. Choose another.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it.each([
    ['TOKEN_EXPIRED', 410],
    ['TOKEN_INVALID', 400],
  ])('on %s explains the link is dead and offers a new one', async (code, status) => {
    server.use(http.post('*/api/auth/reset-password', () => errorBody(status, code, 'This link is not valid.')));
    const user = userEvent.setup();
    renderScreen();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or has already been used.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot screen' })).toBeInTheDocument();
  });

  it('says so at once when the address has no token', () => {
    renderScreen('');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
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
    renderScreen();
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

describe('ResetPassword in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('labels the form in Spanish, asks for the repetition and confirms with a Spanish toast', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ message: 'Su contraseña se cambió. Ya puede iniciar sesión con ella.' }),
      ),
    );
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeInTheDocument();
    expect(screen.getByText('Elija una contraseña que no haya usado antes en este portal.')).toBeInTheDocument();
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

  it('explains a broken link in Spanish', () => {
    renderScreen('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este enlace para restablecer la contraseña ha vencido o ya se usó.',
    );
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
