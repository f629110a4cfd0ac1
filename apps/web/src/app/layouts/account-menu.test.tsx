import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from '@/navigation/router/routers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadCatalogs } from '@/i18n/i18n';
import { readLocaleChoice } from '@/i18n/locale-choice';
import { queryClient } from '@/session/query-client';
import { readStoredMemberLanguage, storeAccessToken, storeCurrentUser } from '@/session/storage';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import { makeCurrentUser } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { Toaster } from '@/ui/toaster';
import { resetToasts } from '@/ui/use-toast';
import { AccountMenu } from './account-menu';

const PROFILE_PATH = '*/api/authorization/accounts/me/profile';

beforeEach(async () => {
  await loadCatalogs(['dashboard']); // as the dashboard layout does
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storeAccessToken('tok-1');
  storeCurrentUser(makeCurrentUser());
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, makeCurrentUser());
});
afterEach(async () => {
  resetToasts();
  queryClient.clear();
  await activateLocale('en'); // the next test starts in English
  document.cookie = 'portal_locale=; path=/; max-age=0';
});

function renderMenu() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountMenu user={makeCurrentUser()} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name = 'Account menu') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('AccountMenu', () => {
  it('opens on a press even when the menu has loaded between the press and its click', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AccountMenu user={makeCurrentUser()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    // A press: the pointer goes down and focuses the button; the menu's code arrives before the click.
    fireEvent.pointerDown(button);
    fireEvent.focus(button);
    await act(async () => {
      await import('./account-menu-content');
    });
    await act(async () => {});
    // The button the press went down on is still the one its click lands on.
    expect(screen.getByRole('button', { name: 'Account menu' })).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it.each([
    ['member', false],
    ['editor', true],
    ['admin', true],
  ] as const)('offers the Admin console to a %s: %s', async (role, isOffered) => {
    const user = makeCurrentUser();
    user.account.role = role;
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AccountMenu user={user} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await openMenu(userEvent.setup());
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryAllByRole('menuitem', { name: 'Admin console' })).toHaveLength(isOffered ? 1 : 0);
  });

  it("switches the language from the menu and saves it to the member's profile", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(PROFILE_PATH, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ preferred_language: 'es' });
      }),
    );
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));

    await waitFor(() => expect(bodies).toEqual([{ preferred_language: 'es' }]));
    expect(await screen.findByRole('button', { name: 'Menú de la cuenta' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(readLocaleChoice()).toBe('es');
    await waitFor(() => expect(readStoredMemberLanguage()).toBe('es'));
    expect(queryClient.getQueryData(getCurrentUserQueryOptions().queryKey)?.member?.preferred_language).toBe('es');

    await openMenu(user, 'Menú de la cuenta');
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the language on this device and says so when the profile cannot be saved', async () => {
    server.use(
      http.patch(PROFILE_PATH, () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));

    expect(await screen.findByText('No pudimos guardar su idioma')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(readLocaleChoice()).toBe('es');
    expect(readStoredMemberLanguage()).toBeNull();
  });
});
