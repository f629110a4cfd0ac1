import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, within } from '@/test/render';
import { OPERATOR_API, programmeSummary } from '../test/operator-fixtures';
import { ProgrammesList } from './programmes-list';

const PROGRAMMES = [
  programmeSummary(),
  programmeSummary({
    key: 'oakmore',
    name: 'Oakmore',
    status: 'suspended',
    address: 'https://oakmore.localhost',
    members: 0,
    activeThisMonth: 0,
    senderConfigured: false,
    lastSignInAt: null,
    builtIn: true,
  }),
  programmeSummary({
    key: 'old-co',
    name: 'Old Co',
    status: 'suspended',
    deletionDueAt: '2027-01-03T12:00:00.000Z',
    address: 'https://old.localhost',
  }),
];

function renderList() {
  renderRoutes([{ path: '/operator', element: <ProgrammesList /> }], { path: '/operator' });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(`${OPERATOR_API}/programmes`, () => HttpResponse.json({ programmes: PROGRAMMES })));
});

describe('ProgrammesList', () => {
  it('lists every programme with its address, status and health figures', async () => {
    renderList();
    const table = await screen.findByRole('region', { name: 'Programmes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Programme', 'Address', 'Status', 'Members', 'Active this month', 'Own sender', 'Last sign-in']);

    const acme = within(table).getByRole('row', { name: /Acme Health/ });
    expect(within(acme).getByRole('link', { name: 'Acme Health' })).toHaveAttribute(
      'href',
      '/operator/programmes/acme-health',
    );
    expect(acme).toHaveTextContent('acme-health');
    expect(within(acme).getByRole('link', { name: 'https://acme.localhost' })).toHaveAttribute(
      'href',
      'https://acme.localhost',
    );
    expect(
      within(acme)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['https://acme.localhost', '✓ Active', '1,234', '56', 'Yes', expect.stringMatching(/2026/)]);
    expect(acme.querySelector('time[datetime="2026-11-20T09:30:00.000Z"]')).toHaveTextContent(
      /November 20, 2026|20 November 2026/,
    );

    const oakmore = within(table).getByRole('row', { name: /Oakmore/ });
    expect(
      within(oakmore)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['https://oakmore.localhost', '⏸ Suspended', '0', '0', 'No', 'Never']);

    const old = within(table).getByRole('row', { name: /Old Co/ });
    expect(old).toHaveTextContent(/Deletion due (January 3, 2027|3 January 2027)/);
  });

  it('reads in Spanish, with the dates and figures of the language', async () => {
    activateTestLocale('es');
    renderList();
    const table = await screen.findByRole('region', { name: 'Programas' });
    const acme = within(table).getByRole('row', { name: /Acme Health/ });
    expect(acme).toHaveTextContent('Activo');
    expect(acme).toHaveTextContent('1234');
    expect(acme).toHaveTextContent(/20 de noviembre de 2026/);
    expect(within(table).getByRole('row', { name: /Oakmore/ })).toHaveTextContent('Nunca');
    expect(within(table).getByRole('row', { name: /Old Co/ })).toHaveTextContent(/Se elimina el 3 de enero de 2027/);
  });

  it('says so when there is no programme yet', async () => {
    server.use(http.get(`${OPERATOR_API}/programmes`, () => HttpResponse.json({ programmes: [] })));
    renderList();
    expect(
      await screen.findByText('There are no programmes yet. Create the first with New programme.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    server.use(http.get(`${OPERATOR_API}/programmes`, () => HttpResponse.json({}, { status: 500 })));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The programmes could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
