import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPasskey } from '@portal/contracts/passkeys';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { StepUpDialog } from '@/session/step-up/step-up-dialog';
import { resetStepUpForTests } from '@/session/step-up/step-up-requests';
import { resetToasts } from '@/ui/use-toast';
import { PasskeysSection } from './passkeys-section';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const PASSKEYS = '*/api/authorization/accounts/me/passkeys';

const PHONE: TPasskey = {
  id: '3f2b1f4e-7d1c-4a55-9a0e-0b7e6a1d2c3f',
  name: 'My phone',
  created_at: '2026-03-01T09:00:00.000Z',
  last_used_at: '2026-03-12T10:30:00.000Z',
  backed_up: true,
};
const KEY: TPasskey = {
  id: '8a9c0d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e',
  name: 'Security key',
  created_at: '2026-03-05T09:00:00.000Z',
  last_used_at: null,
  backed_up: false,
};
const REGISTRATION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'x', name: 'X' },
  user: { id: 'dQ', name: 'm', displayName: 'm' },
  pubKeyCredParams: [],
};
const STEP_UP_REQUIRED = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Confirm it’s you: enter your password or a code from your authenticator app.',
  code: 'STEP_UP_REQUIRED',
};

/** The section with the step-up prompt the signed-in layout mounts. */
function SectionWithPrompt() {
  return (
    <>
      <PasskeysSection />
      <StepUpDialog />
    </>
  );
}

function servePasskeys(passkeys: TPasskey[]) {
  server.use(http.get(PASSKEYS, () => HttpResponse.json({ items: passkeys })));
}

async function renderSection() {
  const result = renderScreen('/dashboard/profile/security', SectionWithPrompt);
  await screen.findByRole('heading', { level: 2, name: 'Passkeys' });
  await waitFor(() => expect(screen.queryByText('Loading your passkeys…')).not.toBeInTheDocument());
  return result;
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  browser.startRegistration.mockReset();
});
afterEach(() => {
  resetToasts();
  resetStepUpForTests();
});

describe('PasskeysSection', () => {
  it('says what a passkey is and lists each with when it was added and last used', async () => {
    servePasskeys([PHONE, KEY]);
    await renderSection();
    expect(screen.getByText(/A passkey signs you in with your device's fingerprint/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const phone = screen.getByRole('heading', { level: 3, name: 'My phone' }).closest('li')!;
    expect(phone.querySelector(`time[datetime="${PHONE.created_at}"]`)).toHaveTextContent(/2026/);
    expect(phone.querySelector(`time[datetime="${PHONE.last_used_at}"]`)).toHaveTextContent(/2026/);
    const key = screen.getByRole('heading', { level: 3, name: 'Security key' }).closest('li')!;
    expect(within(key).getByText('Not used yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove passkey My phone' })).toHaveAccessibleDescription(
      /Added on.*2026/,
    );
  });

  it('adds a passkey under its name through the browser’s prompt', async () => {
    const passkeys: TPasskey[] = [];
    server.use(http.get(PASSKEYS, () => HttpResponse.json({ items: passkeys })));
    const sent: unknown[] = [];
    server.use(
      http.post(`${PASSKEYS}/options`, () =>
        HttpResponse.json({
          challenge: 'Y2hhbGxlbmdl',
          rp: { id: 'x', name: 'X' },
          user: { id: 'dQ', name: 'm', displayName: 'm' },
          pubKeyCredParams: [],
        }),
      ),
      http.post(PASSKEYS, async ({ request }) => {
        sent.push(await request.json());
        const added = { ...KEY, id: PHONE.id, name: 'Work laptop' };
        passkeys.push(added);
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    browser.startRegistration.mockResolvedValue(REGISTRATION);
    const user = userEvent.setup();
    await renderSection();
    expect(screen.getByText('You have no passkeys yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const form = screen.getByRole('form', { name: 'Add a passkey' });
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Give the passkey a name, such as the device it is on.')).toBeInTheDocument();
    expect(browser.startRegistration).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Name'), 'Work laptop');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Passkey Work laptop added')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({
      optionsJSON: expect.objectContaining({ challenge: 'Y2hhbGxlbmdl' }),
    });
    expect(sent).toEqual([{ name: 'Work laptop', response: REGISTRATION }]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Work laptop' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Passkeys' })).toHaveFocus());
  });

  it('asks for a fresh proof before the device’s prompt opens, then adds the passkey', async () => {
    const passkeys: TPasskey[] = [];
    let isProved = false;
    const proofs: unknown[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get(PASSKEYS, () => HttpResponse.json({ items: passkeys })),
      http.post(`${PASSKEYS}/options`, () =>
        isProved ? HttpResponse.json(OPTIONS) : HttpResponse.json(STEP_UP_REQUIRED, { status: 403 }),
      ),
      http.post('*/api/authorization/accounts/me/verify', async ({ request }) => {
        proofs.push(await request.json());
        isProved = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(PASSKEYS, async ({ request }) => {
        sent.push(await request.json());
        const added = { ...KEY, name: 'Work laptop' };
        passkeys.push(added);
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    browser.startRegistration.mockResolvedValue(REGISTRATION);
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Name'), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(browser.startRegistration).not.toHaveBeenCalled();
    await user.type(within(prompt).getByLabelText('Password'), 'wellness-demo-2026');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Passkey Work laptop added')).toBeInTheDocument();
    expect(proofs).toEqual([{ password: 'wellness-demo-2026' }]);
    expect(browser.startRegistration).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ name: 'Work laptop', response: REGISTRATION }]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Work laptop' })).toBeInTheDocument();
  });

  it('asks again when the proof runs out during the device’s prompt, and sends the same passkey once more', async () => {
    servePasskeys([]);
    let isProved = false;
    const sent: unknown[] = [];
    server.use(
      http.post(`${PASSKEYS}/options`, () => HttpResponse.json(OPTIONS)),
      http.post('*/api/authorization/accounts/me/verify', () => {
        isProved = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(PASSKEYS, async ({ request }) => {
        sent.push(await request.json());
        if (!isProved) return HttpResponse.json(STEP_UP_REQUIRED, { status: 403 });
        return HttpResponse.json({ ...KEY, name: 'Phone' }, { status: 201 });
      }),
    );
    browser.startRegistration.mockResolvedValue(REGISTRATION);
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Name'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(prompt).getByLabelText('Password'), 'wellness-demo-2026');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Passkey Phone added')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      { name: 'Phone', response: REGISTRATION },
      { name: 'Phone', response: REGISTRATION },
    ]);
  });

  it('adds nothing, and says why, when the member closes the proof’s prompt', async () => {
    servePasskeys([]);
    server.use(http.post(`${PASSKEYS}/options`, () => HttpResponse.json(STEP_UP_REQUIRED, { status: 403 })));
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Name'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));

    const form = screen.getByRole('form', { name: 'Add a passkey' });
    expect(await within(form).findByText(/^Confirm it’s you: enter your password/)).toBeInTheDocument();
    expect(browser.startRegistration).not.toHaveBeenCalled();
    expect(screen.getByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('says so when the member closes the browser’s prompt, and sends nothing', async () => {
    servePasskeys([]);
    let posted = 0;
    server.use(
      http.post(`${PASSKEYS}/options`, () => HttpResponse.json({ challenge: 'Y2g' })),
      http.post(PASSKEYS, () => {
        posted += 1;
        return HttpResponse.json(KEY, { status: 201 });
      }),
    );
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Name'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/^No passkey was added: the request was cancelled or took too long\./),
    ).toBeInTheDocument();
    expect(posted).toBe(0);
    expect(screen.getByRole('form', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('renames a passkey', async () => {
    const passkeys = [{ ...PHONE }];
    server.use(
      http.get(PASSKEYS, () => HttpResponse.json({ items: passkeys })),
      http.patch(`${PASSKEYS}/:id`, async ({ params, request }) => {
        const { name } = (await request.json()) as { name: string };
        passkeys[0]!.name = name;
        expect(params.id).toBe(PHONE.id);
        return HttpResponse.json(passkeys[0]);
      }),
    );
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Rename My phone' }));
    const form = screen.getByRole('form', { name: 'Rename My phone' });
    const field = within(form).getByLabelText('Name');
    await user.clear(field);
    await user.type(field, 'Old phone');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Passkey renamed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Old phone' })).toBeInTheDocument();
  });

  it('asks before removing, and shows the server’s refusal when it is the last factor the programme requires', async () => {
    servePasskeys([PHONE]);
    const removed: string[] = [];
    server.use(
      http.delete(`${PASSKEYS}/:id`, ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            message:
              'Your programme requires two-step sign-in: add another passkey or an authenticator app before you remove this one.',
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove passkey My phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the passkey My phone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove passkey My phone' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the passkey My phone?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await screen.findByText(/^My phone could not be removed\. Your programme requires two-step sign-in/),
    ).toBeInTheDocument();
    expect(removed).toEqual([PHONE.id]);
    expect(screen.getByRole('heading', { level: 3, name: 'My phone' })).toBeInTheDocument();
  });
});
