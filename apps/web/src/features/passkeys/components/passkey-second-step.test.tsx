import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { PasskeySecondStep } from './passkey-second-step';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
  clientExtensionResults: {},
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  browser.startAuthentication.mockReset();
});
afterEach(() => localStorage.clear());

describe('PasskeySecondStep', () => {
  it('finishes a password sign-in with a passkey: the ticket’s challenge, signed, for the token', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login/second-step/passkey/options', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rpId: 'swift.localhost' });
      }),
      http.post('*/api/auth/login/second-step/passkey', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ access_token: 'passkey-token', token_type: 'Bearer', expires_in: 28_800 });
      }),
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
    );
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(<PasskeySecondStep email="member@swift.test" ticket="ticket-1" onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));

    await vi.waitFor(
      () => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ isQuestionnaireAnswered: true })),
      { timeout: 5_000 },
    );
    expect(sent).toEqual([{ ticket: 'ticket-1' }, { ticket: 'ticket-1', response: ASSERTION }]);
    expect(JSON.parse(localStorage.getItem('auth_token') ?? '')).toEqual({ access_token: 'passkey-token' });
  });

  it('says so when the member closes the browser’s prompt, and signs nothing in', async () => {
    server.use(
      http.post('*/api/auth/login/second-step/passkey/options', () =>
        HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rpId: 'swift.localhost' }),
      ),
    );
    browser.startAuthentication.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(<PasskeySecondStep email="member@swift.test" ticket="ticket-1" onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("No passkey was used. Try again when you're ready.");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeEnabled();
  });
});
