import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_INVITATION_SENT_MESSAGE } from '@portal/contracts/account-lifecycle';
import { server } from '@/test/msw-server';
import { activateTestLocale } from '@/test/i18n';
import { InvalidToken } from './invalid-token';

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
  it('asks for a new link and shows the server message', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/authorization/accounts/invitation/generate-new-token/:token', ({ params, request }) => {
        seen.push(`${String(params.token)} ${new URL(request.url).searchParams.has('timestamp')}`);
        return HttpResponse.json({ message: NEW_INVITATION_SENT_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: "This invitation link can't be used" })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(NEW_INVITATION_SENT_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
    expect(seen).toEqual([`${TOKEN} true`]);
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it.each([
    [
      'an unknown token',
      () =>
        HttpResponse.json(
          {
            statusCode: 404,
            error: 'Not Found',
            message: 'This link is not valid. Ask for a new one.',
            code: 'TOKEN_INVALID',
          },
          { status: 404 },
        ),
      'This link is not valid. Ask for a new one.',
    ],
    [
      'a 429',
      () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      'Too many attempts in a short time. Please wait 10 minutes and try again.',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      "We couldn't reach the portal. Check your connection and try again.",
    ],
  ])('shows %s as an alert and lets the member try again', async (_, respond, message) => {
    server.use(http.get('*/api/authorization/accounts/invitation/generate-new-token/:token', respond));
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeEnabled();
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

  it('explains the dead link and a 404 without a message of its own in Spanish', async () => {
    server.use(
      http.get('*/api/authorization/accounts/invitation/generate-new-token/:token', () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Este enlace de invitación no se puede usar' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No encontramos esta invitación. Pida una nueva al administrador de su programa.');
    expect(alert).toHaveTextContent('Si esto sigue ocurriendo, escriba a');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
