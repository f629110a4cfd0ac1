import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import { setCurrentBrand } from '@/brands/current-brand';
import { OPERATOR_API, programmeSummary } from '@/features/operator-console/test/operator-fixtures';
import { MemoryRouter } from '@/navigation/router/routers';
import { matchRoutes } from '@/navigation/router/matching';
import { testBrand } from '@/test/brand-fixtures';
import { server } from '@/test/msw-server';
import { act, render, screen } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import { AppRoutes } from './app';
import type { AppRoute } from './app-route';
import { resolveGuardRedirect } from './route-guard';
import { resolveRoutePath } from './route-resolution';
import { routes, routesForHost } from './routes';

// A busy machine loads the layout and screen chunks slowly.
vi.setConfig({ testTimeout: 30_000 });

const operatorsHost = routesForHost({ isOperatorsHost: true });
const memberHost = routesForHost({ isOperatorsHost: false });
const CONSOLE_PATHS = ['/operator', '/operator/programmes/new', '/operator/programmes/acme-health'];

function leaf(table: AppRoute[], path: string) {
  return matchRoutes(table, path)?.at(-1)?.route;
}

const OPERATOR: TCurrentUserResponse = {
  account: { user_id: 'operator-1', email: 'operator@portal.test', role: 'admin', tenant: OPERATORS_TENANT_KEY },
  member: null,
};

/** The app as the operators' host serves it: its brand, a stored session, the operator's account. */
function openOperatorsHost(account: TCurrentUserResponse = OPERATOR) {
  setCurrentBrand({ ...testBrand('default'), key: OPERATORS_TENANT_KEY });
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  server.use(
    http.get('*/api/authorization/accounts/me', () => HttpResponse.json(account)),
    http.get(`${OPERATOR_API}/programmes`, () => HttpResponse.json({ programmes: [programmeSummary()] })),
  );
}

async function renderApp(table: AppRoute[], path: string) {
  await act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={table} />
      </MemoryRouter>,
    ),
  );
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => setCurrentBrand(undefined));

describe('the operator console’s routes', () => {
  it.each(CONSOLE_PATHS)('%s is a screen on the operators’ host, and exists on no other', (path) => {
    const screenRoute = leaf(operatorsHost, path);
    expect(screenRoute?.path).not.toBe('*');
    expect(screenRoute?.preload).toBeTypeOf('function');
    expect(leaf(memberHost, path)?.path).toBe('*');
    // This page (a member brand's) has the member app's table.
    expect(leaf(routes, path)?.path).toBe('*');
  });

  it.each(['/login', '/login/second-step', '/confirm-invitation', '/forgot-password', '/reset-password'])(
    'signs operators in with the same %s as members',
    (path) => {
      expect(leaf(operatorsHost, path)?.preload).toBeTypeOf('function');
      expect(leaf(operatorsHost, path)?.path).toBe(path);
    },
  );

  it.each([
    '/dashboard',
    '/dashboard/home',
    '/dashboard/articles/7',
    '/dashboard/mayo-clinic',
    '/media',
    '/admin',
    '/admin/members',
    '/questionnaire',
  ])('has no member or admin screen at %s: a signed-in operator goes on to the console', (path) => {
    expect(leaf(operatorsHost, path)?.path).toBe('*');
    expect(leaf(memberHost, path)?.path).not.toBe('*');
    const guard = (pathname: string) =>
      resolveGuardRedirect({ pathname, hasToken: true, isNative: false, isOperatorsHost: true });
    expect(resolveRoutePath(operatorsHost, path, guard)).toBe('/operator');
  });

  it.each([
    ['/', false, '/login'],
    ['/', true, '/operator'],
    ['/login', true, '/operator'],
    ['/login', false, '/login'],
    ['/dashboard/home', true, '/operator'],
    ['/dashboard/home', false, '/login'],
    ['/questionnaire', true, '/operator'],
    ['/operator', false, '/login'],
    ['/operator/programmes/new', false, '/login'],
    ['/operator/programmes/acme', true, '/operator/programmes/acme'],
  ])('%s (token: %s) lands on %s on the operators’ host', (pathname, hasToken, expected) => {
    const guard = (path: string) =>
      resolveGuardRedirect({ pathname: path, hasToken, isNative: false, isOperatorsHost: true });
    expect(resolveRoutePath(operatorsHost, pathname, guard)).toBe(expected);
  });

  it('lands a signed-in operator on the console, not on Home', async () => {
    openOperatorsHost();
    await renderApp(operatorsHost, '/dashboard/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programmes' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Acme Health' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New programme' })).toHaveAttribute('href', '/operator/programmes/new');
    expect(screen.getByText('operator@portal.test')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Main navigation/ })).not.toBeInTheDocument();
  });

  it('shows the console to no one but an operator', async () => {
    openOperatorsHost({ ...OPERATOR, account: { ...OPERATOR.account, role: 'member' } });
    await renderApp(operatorsHost, '/operator');
    expect(
      await screen.findByRole('heading', { level: 1, name: "This account is not an operator's" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New programme' })).not.toBeInTheDocument();
  });
});
