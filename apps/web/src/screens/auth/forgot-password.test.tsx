import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@portal/contracts/account-lifecycle';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { ForgotPassword } from './forgot-password';

// The form itself (validation, failures, the confirmation) is tested beside it in features/auth.
function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', Component: ForgotPassword },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { initialEntries: ['/forgot-password'] },
  );
  render(<RouterProvider router={router} />);
}

describe('ForgotPassword', () => {
  it('asks for the address under its heading, confirms, and leads back to sign in', async () => {
    server.use(http.post('*/api/auth/forgot-password', () => HttpResponse.json({ message: FORGOT_PASSWORD_MESSAGE })));
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'jordan@swift.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    // The heading and the way back stay while the confirmation replaces the form.
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });
});

describe('ForgotPassword in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('shows the heading, the form and the way back in Spanish', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Restablezca su contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Restablezca su contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
