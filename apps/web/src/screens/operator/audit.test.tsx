import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAuditRow } from '@portal/contracts/audit-log';
import { loadCatalogs } from '@/i18n/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, within } from '@/test/render';
import { OperatorAudit } from './audit';

beforeEach(async () => {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  await loadCatalogs(['operator-console', 'admin-audit']);
});

describe('the operators’ audit log', () => {
  it('names the operator and the programme of each change', async () => {
    const rows: TAuditRow[] = [
      {
        id: 'e1',
        at: '2026-12-03T10:00:00.000Z',
        event: 'programme_suspended',
        actor: { kind: 'admin', account_id: 'o1', email: 'operator@portal.test' },
        account: null,
        details: { programme: 'acme' },
      },
      {
        id: 'e2',
        at: '2026-12-03T09:00:00.000Z',
        event: 'programme_created',
        actor: { kind: 'admin', account_id: 'o1', email: 'operator@portal.test' },
        account: null,
        details: { programme: 'acme' },
      },
    ];
    server.use(
      http.get('*/api/authorization/admin/audit', () => HttpResponse.json({ events: rows, next_cursor: null })),
    );
    renderRoutes([{ path: '/operator/audit', element: <OperatorAudit /> }], { path: '/operator/audit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(
      within(table).getByRole('row', { name: /Programme suspended.*operator@portal\.test.*programme: acme/ }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: /Programme created.*operator@portal\.test/ })).toBeVisible();
  });
});
