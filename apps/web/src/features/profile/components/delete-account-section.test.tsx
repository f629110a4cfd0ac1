import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { StepUpDialog } from '@/session/step-up/step-up-dialog';
import { resetStepUpForTests } from '@/session/step-up/step-up-requests';
import { resetToasts } from '@/ui/use-toast';
import { DeleteAccountSection } from './delete-account-section';

const DELETION = '*/api/authorization/accounts/me/deletion-request';

function renderSection() {
  return renderScreen('/dashboard/profile', DeleteAccountSection);
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Signing out reports a server that cannot revoke the session.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => {
  resetToasts();
  resetStepUpForTests();
});

describe('DeleteAccountSection', () => {
  it('sends the reason given, trimmed, once the member has ticked the confirmation', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(DELETION, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'd-1', status: 'requested', message: 'ok' }, { status: 202 });
      }),
      http.post('*/logout', () => new HttpResponse(null, { status: 401 })),
    );
    const user = userEvent.setup();
    const { router } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Why are you leaving? (optional)'), ' Moving on ');
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([{ reason: 'Moving on' }]);
  });

  it('says in the dialog why the request failed, stays open and asks again for the confirmation next time', async () => {
    server.use(http.post(DELETION, () => HttpResponse.json({ statusCode: 503, message: 'Down' }, { status: 503 })));
    const user = userEvent.setup();
    const { router } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Why are you leaving? (optional)'), 'Moving on');
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(router.state.location.pathname).toBe('/dashboard/profile');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('checkbox', { name: /I understand/ })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Why are you leaving? (optional)')).toHaveValue('Moving on');
    expect(within(dialog).queryByText('Something went wrong on our side. Please try again.')).not.toBeInTheDocument();
  });

  it('asks for the password again when the sign-in is not recent, then deletes', async () => {
    const bodies: unknown[] = [];
    let isProved = false;
    server.use(
      http.post(DELETION, async ({ request }) => {
        bodies.push(await request.json());
        if (!isProved) {
          return HttpResponse.json(
            { statusCode: 403, error: 'Forbidden', message: 'Confirm it’s you.', code: 'STEP_UP_REQUIRED' },
            { status: 403 },
          );
        }
        return HttpResponse.json({ id: 'd-1', status: 'requested', message: 'ok' }, { status: 202 });
      }),
      http.post('*/api/authorization/accounts/me/verify', () => {
        isProved = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/logout', () => new HttpResponse(null, { status: 401 })),
    );
    const user = userEvent.setup();
    const { router } = renderScreen('/dashboard/profile', () => (
      <>
        <DeleteAccountSection />
        <StepUpDialog />
      </>
    ));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(prompt).getByLabelText('Password'), 'wellness-demo-2026');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toHaveLength(2);
  });
});
