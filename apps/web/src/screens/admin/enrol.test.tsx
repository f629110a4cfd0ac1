import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEligibilityImport, TEligibilityRow } from '@portal/contracts/eligibility';
import { loadCatalogs } from '@/i18n/i18n';
import { makeCurrentUser } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderScreen } from '@/test/render-screen';
import { Enrol } from './enrol';

const API = '*/api/authorization/admin/eligibility-imports';
const HEADER = 'employee_id,first_name,last_name,email,date_of_birth,relationship,status,company';

function makeImport(overrides: Partial<TEligibilityImport> = {}): TEligibilityImport {
  return {
    id: 'imp-1',
    file_name: 'staff.csv',
    status: 'checking',
    total_rows: 3,
    processed_rows: 1,
    counts: null,
    failure: null,
    created_at: '2026-11-24T09:00:00Z',
    checked_at: null,
    committed_at: null,
    ...overrides,
  };
}

const row = (line: number, overrides: Partial<TEligibilityRow>): TEligibilityRow => ({
  line,
  action: 'add',
  data: { first_name: 'Ana', last_name: 'Diaz', email: `ana${line}@example.com` },
  problems: [],
  changes: [],
  note: null,
  ...overrides,
});

/** The server's side: the upload, the check's progress over two polls, the rows, the commit. */
function serveImports(finalCounts: TEligibilityImport['counts'], rows: TEligibilityRow[]) {
  const seen: {
    uploads: { type: string | null; name: string | null; body: string }[];
    commits: number;
    rowQueries: URLSearchParams[];
  } = {
    uploads: [],
    commits: 0,
    rowQueries: [],
  };
  let polls = 0;
  let state: TEligibilityImport = makeImport();
  server.use(
    http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
    http.post(API, async ({ request }) => {
      const url = new URL(request.url);
      seen.uploads.push({
        type: request.headers.get('content-type'),
        name: url.searchParams.get('file_name'),
        body: await request.text(),
      });
      state = makeImport();
      return HttpResponse.json(state, { status: 202 });
    }),
    http.get(`${API}/:id`, () => {
      polls += 1;
      if (state.status === 'checking' && polls > 1) {
        state = { ...state, status: 'checked', processed_rows: 3, counts: finalCounts };
      }
      if (state.status === 'committing' && polls > 1) {
        state = { ...state, status: 'committed', processed_rows: 3, committed_at: '2026-11-24T09:01:00Z' };
      }
      return HttpResponse.json(state);
    }),
    http.get(`${API}/:id/rows`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.rowQueries.push(query);
      const action = query.get('action');
      const chosen = action ? rows.filter((candidate) => candidate.action === action) : rows;
      return HttpResponse.json({ rows: chosen, total: chosen.length, page: 1, page_size: 25 });
    }),
    http.post(`${API}/:id/commit`, () => {
      seen.commits += 1;
      polls = 0;
      state = { ...state, status: 'committing', processed_rows: 0 };
      return HttpResponse.json(state, { status: 202 });
    }),
  );
  return seen;
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  await loadCatalogs(['admin-enrol']);
});

const csvFile = () =>
  new File([`${HEADER}\nE1,Ana,Diaz,ana@example.com,,employee,active,Acme\n`], 'staff.csv', { type: 'text/csv' });

describe('Enrol', () => {
  it('invites one member with the admin’s company', async () => {
    const invited: unknown[] = [];
    serveImports(null, []);
    server.use(
      http.post('*/api/authorization/accounts/invitations', async ({ request }) => {
        invited.push(await request.json());
        return HttpResponse.json({ email: 'kim@example.com', expires_at: '2026-12-01T00:00:00Z' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/admin/enrol', Enrol);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrol' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Invite one member' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Email'), 'Kim@Example.com');
    await user.type(within(form).getByLabelText('First name (optional)'), 'Kim');
    await waitFor(() => expect(within(form).getByLabelText('Company')).toHaveDisplayValue(/.+/));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invitation sent to kim@example.com.')).toBeInTheDocument();
    expect(invited[0]).toMatchObject({ email: 'kim@example.com', first_name: 'Kim', company: expect.any(String) });
  });

  it('uploads a file, shows the check’s progress, then the dry run with errors first and their reasons', async () => {
    const seen = serveImports({ add: 1, update: 1, unchanged: 0, terminate: 0, error: 1 }, [
      row(4, {
        action: 'error',
        data: { first_name: 'Bo', last_name: 'Ray', email: 'bad' },
        problems: [
          { code: 'invalid_email', column: 'email', value: 'bad' },
          { code: 'duplicate_employee_id', column: 'employee_id', lines: [2] },
        ],
      }),
      row(2, {}),
      row(3, { action: 'update', changes: [{ field: 'last_name', from: 'Lee', to: 'Leigh' }] }),
    ]);
    const user = userEvent.setup();
    renderScreen('/admin/enrol', Enrol);
    await user.upload(await screen.findByLabelText('Choose a CSV file, or drop it here'), csvFile());
    expect(await screen.findByRole('progressbar', { name: 'Checking staff.csv' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(seen.uploads[0]).toMatchObject({
      type: 'text/csv',
      name: 'staff.csv',
      body: expect.stringContaining(HEADER),
    });

    expect(await screen.findByRole('heading', { name: 'Dry run of staff.csv' }, { timeout: 3000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Rows of the file/ });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows[0]).toHaveTextContent('Error');
    expect(bodyRows[0]).toHaveTextContent('“bad” is not a valid email address.');
    expect(bodyRows[0]).toHaveTextContent('The same employee id is on line 2.');
    expect(bodyRows[2]).toHaveTextContent('last name: Lee → Leigh');
    expect(screen.getByText(/Fix the row with an error/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commit' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Show'), 'update');
    await waitFor(() => expect(seen.rowQueries.at(-1)?.get('action')).toBe('update'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('commits a clean file after a confirmation naming the counts, and shows the result', async () => {
    const seen = serveImports({ add: 2, update: 1, unchanged: 3, terminate: 1, error: 0 }, [row(2, {})]);
    const user = userEvent.setup();
    renderScreen('/admin/enrol', Enrol);
    await user.upload(await screen.findByLabelText('Choose a CSV file, or drop it here'), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Commit' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Commit staff.csv?' });
    expect(dialog).toHaveTextContent(
      'This adds 2 members and sends them invitations, updates 1 and deactivates 1, all at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Commit' }));
    expect(
      await screen.findByText(
        'staff.csv is committed: 2 added and invited, 1 updated, 1 deactivated.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(seen.commits).toBe(1);
    expect(screen.getByRole('button', { name: 'Upload another file' })).toBeInTheDocument();
  });

  it('says why a file could not be used', async () => {
    serveImports(null, []);
    server.use(
      http.get(`${API}/:id`, () =>
        HttpResponse.json(makeImport({ status: 'failed', failure: 'The header row has no email column.' })),
      ),
    );
    const user = userEvent.setup();
    renderScreen('/admin/enrol', Enrol);
    await user.upload(await screen.findByLabelText('Choose a CSV file, or drop it here'), csvFile());
    const failure = await screen.findByText('staff.csv could not be used.', {}, { timeout: 3000 });
    expect(failure.closest('[role="alert"]')).toHaveTextContent('The header row has no email column.');
    expect(screen.getByRole('button', { name: 'Upload another file' })).toBeInTheDocument();
  });
});
