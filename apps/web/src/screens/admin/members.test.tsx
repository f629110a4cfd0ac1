import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminMemberDetails, TAdminMemberSummary } from '@portal/contracts/admin-members';
import type { TAuditRow } from '@portal/contracts/audit-log';
import { loadCatalogs } from '@/i18n/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { Audit } from './audit';
import { Member } from './member';
import { Members } from './members';

const SUMMARY: TAdminMemberSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'morgan@example.com',
  first_name: 'Morgan',
  last_name: 'Lee',
  company: { id: 'c1', name: 'Acme' },
  role: 'member',
  status: 'active',
  employee_id: 'E-1',
  created_at: '2026-11-01T10:00:00.000Z',
};

const DETAILS: TAdminMemberDetails = {
  ...SUMMARY,
  preferred_name: null,
  relationship: 'employee',
  updated_at: '2026-11-02T10:00:00.000Z',
  deactivated_at: null,
  is_you: false,
  invitations: [
    {
      id: 'i1',
      sent_at: '2026-10-01T10:00:00.000Z',
      sent_by: { id: 'a1', email: 'admin@example.com' },
      expires_at: '2026-10-08T10:00:00.000Z',
      used_at: '2026-10-02T10:00:00.000Z',
      voided_at: null,
      state: 'used',
    },
  ],
};

// A busy machine renders these screens slowly.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  stubPointerCapture();
  await loadCatalogs(['admin-members', 'admin-audit', 'admin-rewards']);
  server.use(
    http.get('*/api/authorization/admin/rewards/members/:id', () =>
      HttpResponse.json({
        plan: { plan_id: 'p1', starts_on: '2026-01-01', ends_on: '2026-12-31' },
        points: 750,
        level: 'Bronze',
        entries: [],
      }),
    ),
  );
});

describe('Members', () => {
  it('lists members and sends the search and filters to the server', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/authorization/admin/members', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ members: [SUMMARY], next_cursor: 'next-1' });
      }),
      http.get('*/api/authorization/admin/companies', () =>
        HttpResponse.json({ companies: [{ id: 'c1', name: 'Acme' }] }),
      ),
      http.get('*/api/authorization/admin/sign-in-attacks', () => HttpResponse.json({ window_hours: 24, members: [] })),
    );
    const user = userEvent.setup();
    renderScreen('/admin/members', Members);
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = within(table).getByRole('row', { name: /Morgan Lee/ });
    expect(within(row).getByRole('link', { name: 'Morgan Lee' })).toHaveAttribute(
      'href',
      `/admin/members/${SUMMARY.id}`,
    );
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // The table scrolls inside a region a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Members' })).toHaveAttribute('tabindex', '0');

    await user.selectOptions(screen.getByLabelText('Status'), 'invitation_expired');
    await user.selectOptions(await screen.findByLabelText('Company'), 'c1');
    await user.type(screen.getByLabelText('Search by name, email or employee id'), 'morg');
    await waitFor(() => expect(seen.at(-1)?.get('search')).toBe('morg'));
    expect(seen.at(-1)?.get('status')).toBe('invitation_expired');
    expect(seen.at(-1)?.get('company')).toBe('c1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(seen.at(-1)?.get('cursor')).toBe('next-1'));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('says under a member how many sign-in attempts were blocked, and from how many addresses', async () => {
    const quiet = {
      ...SUMMARY,
      id: '22222222-2222-4222-8222-222222222222',
      email: 'quiet@example.com',
      first_name: 'Quinn',
    };
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/authorization/admin/members', () =>
        HttpResponse.json({ members: [SUMMARY, quiet], next_cursor: null }),
      ),
      http.get('*/api/authorization/admin/companies', () => HttpResponse.json({ companies: [] })),
      http.get('*/api/authorization/admin/sign-in-attacks', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('accounts'));
        return HttpResponse.json({
          window_hours: 24,
          members: [{ account_id: SUMMARY.id, blocked_attempts: 113, addresses: 40 }],
        });
      }),
    );
    renderScreen('/admin/members', Members);
    const table = await screen.findByRole('table', { name: 'Members' });
    const attacked = within(table).getByRole('row', { name: /Morgan Lee/ });
    expect(
      await within(attacked).findByText('113 blocked sign-in attempts from 40 addresses in the last 24 h'),
    ).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Quinn Lee/ })).queryByText(/blocked/)).toBeNull();
    expect(asked).toEqual([`${SUMMARY.id},${quiet.id}`]);
  });
});

describe('Member', () => {
  it('shows the details and invitations, and deactivates after a confirmation that names the member', async () => {
    let deactivated = false;
    server.use(
      http.get('*/api/authorization/admin/members/:id', () =>
        HttpResponse.json(deactivated ? { ...DETAILS, status: 'deactivated' } : DETAILS),
      ),
      http.post('*/api/authorization/admin/members/:id/deactivate', () => {
        deactivated = true;
        return HttpResponse.json({ ...DETAILS, status: 'deactivated', deactivated_at: '2026-11-24T10:00:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/admin/members/:id', Member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Morgan Lee' })).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Accepted/)).toBeInTheDocument();
    // Their points, from the Rewards section.
    const points = within(screen.getByRole('region', { name: 'Points' }));
    expect(await points.findByText('750')).toBeInTheDocument();
    expect(points.getByRole('form', { name: 'Adjust points' })).toBeInTheDocument();
    // An active member gets no resend.
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Morgan Lee?' });
    expect(dialog).toHaveTextContent('morgan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Morgan Lee' }));
    await waitFor(() => expect(deactivated).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Reactivate' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says the server’s refusal in an alert', async () => {
    server.use(
      http.get('*/api/authorization/admin/members/:id', () =>
        HttpResponse.json({ ...DETAILS, status: 'invited', invitations: [] }),
      ),
      http.post('*/api/authorization/admin/members/:id/invitation', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: 'This member has already joined.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderScreen('/admin/members/:id', Member);
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    // The page has other (empty) alert regions: the points panel's form.
    expect((await screen.findByText('This member has already joined.')).closest('[role="alert"]')).not.toBeNull();
  });

  it('says when there is no such member', async () => {
    server.use(
      http.get('*/api/authorization/admin/members/:id', () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No.' }, { status: 404 }),
      ),
    );
    renderScreen('/admin/members/:id', Member);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such member on this programme.');
  });
});

describe('Audit', () => {
  it('shows who did what, and sends the filters', async () => {
    const rows: TAuditRow[] = [
      {
        id: 'e1',
        at: '2026-11-24T10:00:00.000Z',
        event: 'deactivated',
        actor: { kind: 'admin', account_id: 'a1', email: 'admin@example.com' },
        account: { id: SUMMARY.id, email: 'morgan@example.com' },
        details: { sessions_revoked: 2 },
      },
      {
        id: 'e2',
        at: '2026-11-24T09:00:00.000Z',
        event: 'sign_in_refused',
        actor: { kind: 'member' },
        account: { id: SUMMARY.id, email: 'morgan@example.com' },
        details: null,
      },
    ];
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/authorization/admin/audit', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ events: rows, next_cursor: null });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/admin/audit', Audit);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(
      within(table).getByRole('row', { name: /Deactivated.*admin@example\.com.*morgan@example\.com/ }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: /Sign-in refused.*The member/ })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Event'), 'deactivated');
    await waitFor(() => expect(seen.at(-1)?.get('event')).toBe('deactivated'));
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
