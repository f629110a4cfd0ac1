import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_INVITATION_SENT_MESSAGE } from '@portal/contracts/account-lifecycle';
import { server } from '@/test/msw-server';
import { activateTestLocale } from '@/test/i18n';
import { RequestNewLink } from './request-new-link';

const TOKEN = 'invite_Token-0123456789abcdefghijklmnopqrstu';
const RENEW = '*/api/authorization/accounts/invitation/generate-new-token/:token';

describe('RequestNewLink', () => {
  it('asks for a new link once and shows the server message in place of the button', async () => {
    const seen: string[] = [];
    server.use(
      http.get(RENEW, ({ params, request }) => {
        seen.push(`${String(params.token)} ${new URL(request.url).searchParams.has('timestamp')}`);
        return HttpResponse.json({ message: NEW_INVITATION_SENT_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    render(<RequestNewLink token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent(NEW_INVITATION_SENT_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
    expect(seen).toEqual([`${TOKEN} true`]);
  });

  it('shows a spinner and sends once while the request is under way', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    server.use(
      http.get(RENEW, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: NEW_INVITATION_SENT_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    render(<RequestNewLink token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const busy = await screen.findByRole('button', { name: 'Sending a new link…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(NEW_INVITATION_SENT_MESSAGE);
    expect(calls).toBe(1);
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
    server.use(http.get(RENEW, respond));
    const user = userEvent.setup();
    render(<RequestNewLink token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent('If this keeps happening, write to');
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeEnabled();
  });

  it('refuses a malformed token with the contract message, without asking the server', async () => {
    let calls = 0;
    server.use(
      http.get(RENEW, () => {
        calls += 1;
        return HttpResponse.json({ message: NEW_INVITATION_SENT_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    render(<RequestNewLink token="short" />);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid. Ask for a new one.');
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeEnabled();
    expect(calls).toBe(0);
  });
});

describe('RequestNewLink in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('explains a 404 without a message of its own in Spanish', async () => {
    server.use(http.get(RENEW, () => HttpResponse.json({ statusCode: 404, error: 'Not Found' }, { status: 404 })));
    const user = userEvent.setup();
    render(<RequestNewLink token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No encontramos esta invitación. Pida una nueva al administrador de su programa.');
    expect(alert).toHaveTextContent('Si esto sigue ocurriendo, escriba a');
  });
});
