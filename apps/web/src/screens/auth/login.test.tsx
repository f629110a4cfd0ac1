import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateTestLocale } from '@/test/i18n';
import { Login } from './login';
import type { LoginScreenState } from '@/navigation/login-state';

// The form's validation, failures and sign-in are tested beside it (features/auth/components/login-form.test.tsx).
function renderLogin(state?: LoginScreenState) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: Login },
      { path: '/forgot-password', element: <h1>Forgot screen</h1> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Login', () => {
  it('shows the brand title, labelled fields and a link to reset the password', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Attentive Health' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the notice the screen that sent the member here gave (signed out for idleness)', () => {
    renderLogin({ notice: 'You were signed out after 5 minutes without activity.' });
    expect(screen.getByText('You were signed out after 5 minutes without activity.')).toBeInTheDocument();
  });

  it('shows no notice when none was given', () => {
    renderLogin();
    expect(screen.queryByText(/signed out/)).not.toBeInTheDocument();
  });

  it('goes to the forgotten-password screen from its link', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot screen' })).toBeInTheDocument();
  });
});

describe('Login in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('shows the heading, labels and link in Spanish', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Inicie sesión en Attentive Health' })).toBeInTheDocument();
    expect(screen.getByText('Use el correo electrónico con el que le invitó su programa.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });
});
