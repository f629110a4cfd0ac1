import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor } from '@/test/render';
import { InviteMemberForm } from './invite-member-form';
import type { CompanyOption } from './invite-member-form';

const INVITATIONS = '*/api/authorization/accounts/invitations';

function renderForm(companies?: readonly CompanyOption[]) {
  renderRoutes([{ path: '/', element: <InviteMemberForm companies={companies} /> }], { path: '/' });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  server.use(http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())));
});

describe('InviteMemberForm', () => {
  it("refuses an address that is not one, in the member's language, and focuses it", async () => {
    activateTestLocale('es');
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Empresa')).toHaveDisplayValue('Acme'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'kim');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    const email = screen.getByLabelText('Correo electrónico');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Escriba un correo electrónico válido/));
    expect(email).toHaveFocus();
  });

  it("puts the server's refusal beside the address, and any other failure in the form", async () => {
    let calls = 0;
    server.use(
      http.post(INVITATIONS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 409, code: 'CONFLICT', message: 'kim@example.com already has an account.', field: 'email' },
              { status: 409 },
            )
          : HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveDisplayValue('Acme'));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already has an account/));
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/We couldn't reach the portal/)).toBeInTheDocument();
    expect(email).toBeValid();
  });

  it('invites to the company chosen, then empties the form for the next', async () => {
    const invited: unknown[] = [];
    server.use(
      http.post(INVITATIONS, async ({ request }) => {
        invited.push(await request.json());
        return HttpResponse.json({ email: 'kim@example.com', expires_at: '2026-12-01T00:00:00Z' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderForm([
      { id: 'company-1', name: 'Acme' },
      { id: 'company-2', name: 'Globex' },
    ]);
    await user.type(screen.getByLabelText('Email'), 'Kim@Example.com');
    await user.selectOptions(screen.getByLabelText('Company'), 'Globex');
    await user.type(screen.getByLabelText('Last name (optional)'), 'Park');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to kim@example.com.')).toBeInTheDocument();
    expect(invited).toEqual([{ email: 'kim@example.com', company: 'company-2', last_name: 'Park' }]);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Company')).toHaveDisplayValue('Acme');
  });
});
