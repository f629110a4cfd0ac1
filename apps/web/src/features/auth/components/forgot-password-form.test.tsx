import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@portal/contracts/account-lifecycle';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  it("sends the normalised address and shows the server's one confirmation message", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: FORGOT_PASSWORD_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email address'), '  Jordan@Swift.TEST ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(bodies).toEqual([{ email: 'jordan@swift.test' }]);
    expect(screen.queryByRole('form')).toBeNull();
    // Another address: the form comes back with what was typed.
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    // (An email input sanitises surrounding spaces from its value.)
    expect(screen.getByLabelText('Email address')).toHaveValue('Jordan@Swift.TEST');
  });

  it('validates the address in the form and focuses it', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [
      '429',
      () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      'Too many attempts in a short time. Please wait 1 minute and try again.',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      "We couldn't reach the portal. Check your connection and try again.",
    ],
  ])('shows %s in the form and keeps the address', async (_, respond, message) => {
    server.use(http.post('*/api/auth/forgot-password', respond));
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email address'), 'jordan@swift.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveValue('jordan@swift.test');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

describe('ForgotPasswordForm in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('validates the address and confirms in Spanish', async () => {
    const serverMessage = 'Si hay una cuenta con ese correo, le enviamos un enlace.';
    server.use(http.post('*/api/auth/forgot-password', () => HttpResponse.json({ message: serverMessage })));
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    expect(screen.getByRole('form', { name: 'Restablezca su contraseña' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace para restablecer' }));
    expect(await screen.findByText('Escriba un correo electrónico válido.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'jordan@swift.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace para restablecer' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Revise su correo electrónico');
    expect(status).toHaveTextContent(serverMessage);
    expect(screen.getByRole('button', { name: 'Usar otro correo electrónico' })).toBeInTheDocument();
  });
});
