import { createTestQueryClient, render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@/navigation/router/hooks';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { InvitationCheck } from './invitation-check';

const TOKEN = 'invite_Token-0123456789abcdefghijklmnopqrstu';
const EXPIRED_PATH = `/invitation-expired?token=${TOKEN}`;
const VALIDATE = '*/api/authorization/token/validate-token/:token';

const INVITATION: TValidateTokenResponse = {
  email: 'jordan.rivera@swift.test',
  first_name: null,
  last_name: null,
  company_name: 'Acme Logistics',
  brand_title: 'SwiftCare',
  invited_by: 'Alex Admin',
  expires_at: '2030-05-01T12:00:00.000Z',
};

function Probe() {
  const location = useLocation();
  return <h1>Expired screen {location.search}</h1>;
}

function renderCheck() {
  const router = createMemoryRouter(
    [
      {
        path: '/confirm-invitation',
        element: (
          <InvitationCheck token={TOKEN} expiredPath={EXPIRED_PATH}>
            {(invitation) => <p>Invitation for {invitation.email}</p>}
          </InvitationCheck>
        ),
      },
      { path: '/invitation-expired', element: <Probe /> },
    ],
    { initialEntries: ['/login', `/confirm-invitation?token=${TOKEN}`], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function errorBody(status: number, code: string, message: string, field?: string) {
  return HttpResponse.json({ statusCode: status, error: 'Error', message, code, field }, { status });
}

describe('InvitationCheck', () => {
  it('says it is checking, asks once with a timestamp, then shows the content for the invitation', async () => {
    const seen: string[] = [];
    server.use(
      http.get(VALIDATE, ({ params, request }) => {
        seen.push(`${String(params.token)} ${new URL(request.url).searchParams.has('timestamp')}`);
        return HttpResponse.json(INVITATION);
      }),
    );
    renderCheck();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation…');
    expect(await screen.findByText('Invitation for jordan.rivera@swift.test')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen).toEqual([`${TOKEN} true`]);
  });

  it.each([
    ['TOKEN_EXPIRED', 410, undefined],
    ['TOKEN_INVALID', 404, undefined],
    ['VALIDATION_ERROR', 400, 'token'],
  ])('goes to the expired path, replacing this address, when the check answers %s', async (code, status, field) => {
    server.use(http.get(VALIDATE, () => errorBody(status, code, 'This link expired.', field)));
    const router = renderCheck();
    expect(await screen.findByRole('heading', { name: `Expired screen ?token=${TOKEN}` })).toBeInTheDocument();
    // Replaced: Back does not return to a dead link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('explains a network failure while checking and tries again', async () => {
    server.use(http.get(VALIDATE, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderCheck();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check your invitation.");
    expect(alert).toHaveTextContent("We couldn't reach the portal.");
    server.use(http.get(VALIDATE, () => HttpResponse.json(INVITATION)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Invitation for jordan.rivera@swift.test')).toBeInTheDocument();
  });
});

describe('InvitationCheck in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('explains in Spanish a 429 without a message of its own', async () => {
    server.use(
      http.get(VALIDATE, () => HttpResponse.json({ statusCode: 429, error: 'Too Many Requests' }, { status: 429 })),
    );
    renderCheck();
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando su invitación…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos comprobar su invitación.');
    expect(alert).toHaveTextContent(
      'Demasiados intentos con enlaces de invitación. Espere unos minutos y vuelva a intentarlo.',
    );
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeInTheDocument();
  });
});
