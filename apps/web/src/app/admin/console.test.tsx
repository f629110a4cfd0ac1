import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/test/render';
import type { TRole } from '@portal/contracts/accounts';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { Outlet } from '@/navigation/router/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogs } from '@/i18n/i18n';
import { ADMIN_SECTIONS, adminPaths } from '@/navigation/admin-sections';
import { paths } from '@/navigation/paths';
import { queryClient } from '@/session/query-client';
import { storeCurrentUser } from '@/session/storage';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import { makeCurrentUser } from '@/test/fixtures';
import { screenRoute } from '../app-route';
import type { AppRoute } from '../app-route';
import { preloadRoutes } from '../route-resolution';
import { adminConsoleRoutes } from './console';
import { CONSOLE_SECTIONS } from './sections';

const loadLayout = vi.fn();
vi.mock('./layout', async (importOriginal) => {
  loadLayout();
  return importOriginal();
});

const loadMembers = vi.fn(() => Promise.resolve(() => <h1>Members screen</h1>));
const loadContent = vi.fn(() => Promise.resolve(() => <h1>Content screen</h1>));

/** As start-up does: the stored user, the first address's code preloaded, then the mount. */
async function renderConsole(role: TRole, path: string, alsoPreload?: string) {
  const user = makeCurrentUser();
  user.account.role = role;
  storeCurrentUser(user);
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, user);
  window.history.replaceState(null, '', path);
  const routes: AppRoute[] = [
    {
      element: (
        <Suspense fallback={<p>Loading</p>}>
          <Outlet />
        </Suspense>
      ),
      children: [
        adminConsoleRoutes([
          screenRoute(adminPaths.adminMembers, loadMembers),
          screenRoute(adminPaths.adminMember, loadMembers),
          screenRoute(adminPaths.adminContent, loadContent),
        ]),
        { path: paths.home, element: <h1>Home</h1> },
      ],
    },
  ];
  await preloadRoutes(routes, path);
  // In jsdom a screen that suspends after a redirect never wakes: the redirect's target is preloaded too.
  if (alsoPreload) await preloadRoutes(routes, alsoPreload);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  await loadCatalogs(['dashboard', 'admin']);
});
afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

// The first lazy import of the gate and the layout is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 20_000 };

describe('the admin console gate', () => {
  it.each([paths.admin, adminPaths.adminMembers, adminPaths.adminContent, '/admin/members/7'])(
    'turns a member away from %s without loading any of the console',
    async (path) => {
      await renderConsole('member', path);
      expect(
        await screen.findByRole('heading', { name: "This area is for your programme's administrators" }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
      expect(loadLayout).not.toHaveBeenCalled();
      expect(loadMembers).not.toHaveBeenCalled();
      expect(loadContent).not.toHaveBeenCalled();
    },
  );

  it('sends an admin from /admin to Members, with every section in the menu', async () => {
    const router = await renderConsole('admin', paths.admin, adminPaths.adminMembers);
    expect(await screen.findByRole('heading', { name: 'Members screen' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(adminPaths.adminMembers);
    const menu = screen.getByRole('navigation', { name: 'Admin console sections' });
    const links = [...menu.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(ADMIN_SECTIONS.map((section) => [i18n._(CONSOLE_SECTIONS[section.id].label), section.path]));
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an editor from /admin to Content, the only section in the menu', async () => {
    const router = await renderConsole('editor', paths.admin, adminPaths.adminContent);
    expect(await screen.findByRole('heading', { name: 'Content screen' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(adminPaths.adminContent);
    const menu = screen.getByRole('navigation', { name: 'Admin console sections' });
    expect([...menu.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Content']);
  });

  it('turns an editor away from an admin-only section without loading its screen', async () => {
    await renderConsole('editor', adminPaths.adminMembers);
    expect(
      await screen.findByRole('heading', { name: "This area is for your programme's administrators" }, SLOW),
    ).toBeInTheDocument();
    expect(loadMembers).not.toHaveBeenCalled();
  });
});
