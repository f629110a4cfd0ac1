import { screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '@portal/contracts/password-policy';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { ChangePasswordForm } from './change-password-form';

const PASSWORD = '*/api/authorization/accounts/me/password';
const NEW_PASSWORD = 'a brand new passphrase';

function renderForm() {
  renderScreen('/dashboard/profile', () => (
    <ChangePasswordForm identity={{ email: 'morgan@attentive.test', firstName: 'Morgan', lastName: 'Lee' }} />
  ));
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, newPassword = NEW_PASSWORD) {
  await user.type(screen.getByLabelText('Current password'), 'old-password-123456');
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Repeat the new password'), newPassword);
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => resetToasts());

describe('ChangePasswordForm', () => {
  it('refuses a short new password beside it, with focus there, and sends nothing', async () => {
    const requests = vi.fn();
    server.use(http.post(PASSWORD, requests));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const newPassword = screen.getByLabelText('New password');
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(new RegExp(PASSWORD_MESSAGES.minLength)));
    expect(newPassword).toHaveFocus();
    // The repetition says nothing while the new password itself is refused.
    expect(screen.getByLabelText('Repeat the new password')).toBeValid();
    expect(requests).not.toHaveBeenCalled();
  });

  it('puts a password the server rejects beside the new password, whatever field the answer names', async () => {
    const message = "Your password can't contain your name or email.";
    server.use(http.post(PASSWORD, () => HttpResponse.json({ code: 'PASSWORD_REJECTED', message }, { status: 400 })));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const newPassword = screen.getByLabelText('New password');
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(new RegExp(message)));
    expect(newPassword).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveValue('old-password-123456');
    // Beside the field only, not in the form's alert as well.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('says in the form why it failed when no field is to blame, and keeps what was typed', async () => {
    server.use(
      http.post(PASSWORD, () => HttpResponse.json({ statusCode: 503, message: 'Down for a moment.' }, { status: 503 })),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText('Current password')).toBeValid();
  });
});
