import { render, screen } from '../test/render';
import { MemoryRouter } from '@/navigation/router/routers';
import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '../test/i18n';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('says so in English, with a way home', () => {
    render(<NotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('says so in Spanish', () => {
    activateTestLocale('es');
    render(<NotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos esa página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});
