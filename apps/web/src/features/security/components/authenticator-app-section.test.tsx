import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTwoStepStatus } from '@portal/contracts/sign-in-security';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { StepUpDialog } from '@/session/step-up/step-up-dialog';
import { resetStepUpForTests } from '@/session/step-up/step-up-requests';
import { resetToasts } from '@/ui/use-toast';
import { AuthenticatorAppSection } from './authenticator-app-section';

const BASE = '*/api/authorization/accounts/me';
const OFF: TTwoStepStatus = { authenticator_app: null, recovery_codes_left: 0, passkeys: 0, required: false };
const ON: TTwoStepStatus = {
  authenticator_app: { added_at: '2026-03-10T09:00:00.000Z' },
  recovery_codes_left: 8,
  passkeys: 0,
  required: false,
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jk${String(index).padStart(2, '2')}`);
const STEP_UP_REQUIRED = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Confirm it’s you: enter your password or a code from your authenticator app.',
  code: 'STEP_UP_REQUIRED',
};

let status: TTwoStepStatus;

function SectionWithPrompt() {
  return (
    <>
      <AuthenticatorAppSection />
      <StepUpDialog />
    </>
  );
}

async function renderSection() {
  renderScreen('/dashboard/profile/security', SectionWithPrompt);
  await screen.findByRole('heading', { name: 'Authenticator app' });
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  status = OFF;
  server.use(
    http.get(`${BASE}/two-step`, () => HttpResponse.json(status)),
    // A change refreshes the current user too (a required setup may have ended).
    http.get(BASE, () =>
      HttpResponse.json({
        account: { user_id: 'account-1', email: 'new@swift.test', role: 'member', tenant: 'swift' },
        member: null,
      }),
    ),
  );
});
afterEach(() => {
  resetToasts();
  resetStepUpForTests();
});

describe('AuthenticatorAppSection', () => {
  it('sets the app up: the QR code and the key, a wrong first code refused beside its field, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const sentCodes: string[] = [];
    server.use(
      http.post(`${BASE}/two-step/authenticator`, () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/Swift:new%40swift.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        }),
      ),
      http.post(`${BASE}/two-step/authenticator/confirm`, async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        sentCodes.push(code);
        if (code !== '123456') {
          return HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'That code is not right.',
              code: 'VALIDATION_FAILED',
              field: 'code',
            },
            { status: 400 },
          );
        }
        status = { ...ON, recovery_codes_left: 10 };
        return HttpResponse.json({ recovery_codes: CODES });
      }),
    );
    await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: 'Code from the app' });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sentCodes).toEqual(['654321', '123456']);
    expect(screen.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Recovery codes left: 10\./)).toBeInTheDocument();
  });

  it('asks for a fresh proof before setting the app up beside a passkey, and again before its first code when it ran out', async () => {
    const user = userEvent.setup();
    status = { ...OFF, passkeys: 1 };
    let proofs = 0;
    let proofsAtConfirm = 0;
    const sentCodes: string[] = [];
    server.use(
      http.post(`${BASE}/two-step/authenticator`, () =>
        proofs === 0
          ? HttpResponse.json(STEP_UP_REQUIRED, { status: 403 })
          : HttpResponse.json({
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              otpauth_uri: 'otpauth://totp/Swift:new%40swift.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
            }),
      ),
      http.post(`${BASE}/verify`, () => {
        proofs += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${BASE}/two-step/authenticator/confirm`, async ({ request }) => {
        sentCodes.push(((await request.json()) as { code: string }).code);
        // The window closed while the member was scanning: one more proof, then the same code.
        if (proofs < 2) return HttpResponse.json(STEP_UP_REQUIRED, { status: 403 });
        proofsAtConfirm = proofs;
        status = { ...ON, recovery_codes_left: 10, passkeys: 1 };
        return HttpResponse.json({ recovery_codes: CODES });
      }),
    );
    await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await user.type(within(prompt).getByLabelText('Password'), 'wellness-demo-2026');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(again).getByLabelText('Password'), 'wellness-demo-2026');
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(sentCodes).toEqual(['123456', '123456']);
    expect(proofsAtConfirm).toBe(2);
  });

  it('asks for a fresh proof before turning the app off, then turns it off', async () => {
    const user = userEvent.setup();
    status = ON;
    let isProved = false;
    const proofs: unknown[] = [];
    server.use(
      http.delete(`${BASE}/two-step/authenticator`, () => {
        if (!isProved) return HttpResponse.json(STEP_UP_REQUIRED, { status: 403 });
        status = OFF;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${BASE}/verify`, async ({ request }) => {
        proofs.push(await request.json());
        isProved = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderSection();
    expect(await screen.findByText(/Recovery codes left: 8\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in with the app?' });
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(prompt).getByLabelText('Password'), 'wellness-demo-2026');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(proofs).toEqual([{ password: 'wellness-demo-2026' }]);
  });

  it('leaves the app on, and says why, when the member closes the prompt', async () => {
    const user = userEvent.setup();
    status = ON;
    server.use(
      http.post(`${BASE}/two-step/recovery-codes`, () => HttpResponse.json(STEP_UP_REQUIRED, { status: 403 })),
    );
    await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /New recovery codes could not be made\. Confirm it’s you/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it’s you' })).not.toBeInTheDocument());
  });
});
