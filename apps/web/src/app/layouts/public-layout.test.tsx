import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/navigation/router/routers';
import { Route, Routes } from '@/navigation/router/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogs } from '@/i18n/i18n';
import { readLocaleChoice } from '@/i18n/locale-choice';
import { Login } from '@/screens/auth/login';
import { PublicLayout } from './public-layout';

afterEach(async () => {
  await activateLocale('en'); // the next test starts in English
  document.cookie = 'portal_locale=; path=/; max-age=0';
});

function cardWidth() {
  return screen.getByRole('main').firstElementChild?.className;
}

describe('PublicLayout', () => {
  it('gives long-form pages a wide card and the others a narrow one', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PublicLayout isWide />
      </MemoryRouter>,
    );
    expect(cardWidth()).toContain('max-w-2xl');
    unmount();
    render(
      <MemoryRouter>
        <PublicLayout />
      </MemoryRouter>,
    );
    expect(cardWidth()).toContain('max-w-md');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('switches a public screen to the language chosen, and remembers it on this device', async () => {
    await loadCatalogs(['sign-in']); // as the login route does
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/login" element={<Login />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const languages = screen.getByRole('group', { name: 'Language' });
    const english = screen.getByRole('button', { name: 'English' });
    expect(languages).toContainElement(english);
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign in to /);

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Inicie sesión en / })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(document.documentElement.lang).toBe('es');
    expect(readLocaleChoice()).toBe('es');
  });
});
