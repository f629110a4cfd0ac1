import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_INVITATION_SENT_MESSAGE } from '@portal/contracts/account-lifecycle';
import { server } from '@/test/msw-server';
import { activateTestLocale } from '@/test/i18n';
import { InvalidToken } from './invalid-token';

// Asking for the new link (its failures and the confirmation) is tested beside it in features/auth.
const TOKEN = 'invite_Token-0123456789abcdefghijklmnopqrstu';

function renderScreen(search = `?token=${TOKEN}`) {
  const router = createMemoryRouter(
    [
      { path: '/invitation-expired', Component: InvalidToken },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { initialEntries: [`/invitation-expired${search}`] },
  );
  render(<RouterProvider router={router} />);
}

describe('InvalidToken', () => {
  it("asks for a new link with the address's token and shows the server message", async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/authorization/accounts/invitation/generate-new-token/:token', ({ params }) => {
        seen.push(String(params.token));
        return HttpResponse.json({ message: NEW_INVITATION_SENT_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: "This invitation link can't be used" })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEW_INVITATION_SENT_MESSAGE);
    expect(seen).toEqual([TOKEN]);
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('without a token explains what to do instead', () => {
    renderScreen('');
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
    expect(screen.getByText(/ask your programme administrator for a new invitation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});

describe('InvalidToken in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('explains the dead link in Spanish and leads back to sign in', () => {
    renderScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Este enlace de invitación no se puede usar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
