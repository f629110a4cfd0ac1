import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { activateTestLocale } from '@/test/i18n';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { ResetPassword } from './reset-password';

// The form itself (checklist, validation, failures) is tested beside it in features/auth.
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

  it.each([
    ['no token', ''],
    ['a malformed token', '?token=short'],
  ])('says so at once when the address has %s', (_, search) => {
    renderScreen(search);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('ResetPassword in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('shows the heading and its intro in Spanish', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeInTheDocument();
    expect(screen.getByText('Elija una contraseña que no haya usado antes en este portal.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Elija una contraseña nueva' })).toBeInTheDocument();
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
