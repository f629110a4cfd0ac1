import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminMemberDetails } from '@portal/contracts/admin-members';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor, within } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import { Toaster } from '@/ui/toaster';
import { MemberDetails } from './member-details';

const MEMBER: TAdminMemberDetails = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'morgan@example.com',
  first_name: 'Morgan',
  last_name: 'Lee',
  preferred_name: null,
  company: { id: 'c1', name: 'Acme' },
  role: 'member',
  status: 'active',
  employee_id: 'E-1',
  relationship: 'employee',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  deactivated_at: null,
  is_you: false,
  invitations: [],
};
const RESET_URL = `*/api/authorization/admin/members/${MEMBER.id}/two-step/reset`;

let resets: number;

function answerReset(reset: boolean) {
  server.use(
    http.post(RESET_URL, () => {
      resets += 1;
      return HttpResponse.json({ reset });
    }),
  );
}

function renderDetails(member: TAdminMemberDetails = MEMBER) {
  renderRoutes([{ path: '/', element: <MemberDetails member={member} /> }], { path: '/', alongside: <Toaster /> });
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resets = 0;
});

describe('Reset two-step sign-in', () => {
  it('says what a reset does, resets after the confirmation and says it was reset', async () => {
    answerReset(true);
    const user = userEvent.setup();
    renderDetails();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset Morgan Lee's two-step sign-in?" });
    expect(dialog).toHaveTextContent(/authenticator app, recovery codes and passkeys stop working/);
    expect(dialog).toHaveTextContent(/Their password still works/);
    expect(dialog).toHaveTextContent(/They are told by email/);

    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const again = await screen.findByRole('dialog', { name: "Reset Morgan Lee's two-step sign-in?" });
    await user.click(within(again).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByText('Two-step sign-in was reset')).toBeInTheDocument();
    expect(screen.getByText('Morgan Lee is told by email.')).toBeInTheDocument();
    expect(resets).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the member had nothing to reset', async () => {
    answerReset(false);
    const user = userEvent.setup();
    renderDetails();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByText('This member had no two-step sign-in to reset')).toBeInTheDocument();
    expect(screen.queryByText('Two-step sign-in was reset')).not.toBeInTheDocument();
    expect(resets).toBe(1);
  });

  it("shows the server's refusal in the actions' alert", async () => {
    server.use(
      http.post(RESET_URL, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            error: 'Conflict',
            message: 'Reset your own two-step sign-in from Profile → Security.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderDetails();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reset your own two-step sign-in from Profile → Security.',
    );
  });

  it("is not offered on the admin's own page", () => {
    renderDetails({ ...MEMBER, is_you: true });
    expect(screen.getByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    activateTestLocale('es');
    answerReset(false);
    const user = userEvent.setup();
    renderDetails();
    await user.click(screen.getByRole('button', { name: 'Restablecer el inicio de sesión en dos pasos' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Restablecer el inicio de sesión en dos pasos de Morgan Lee?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer el inicio de sesión en dos pasos' }));
    expect(
      await screen.findByText('Este miembro no tenía inicio de sesión en dos pasos que restablecer'),
    ).toBeInTheDocument();
  });
});
