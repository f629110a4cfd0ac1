import { render, screen } from '../test/render';
import { MemoryRouter } from '@/navigation/router/routers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { setCurrentBrand } from '../brands/current-brand';
import { activateTestLocale } from '../test/i18n';
import { NotOffered } from './not-offered';
import { pinBrand } from '@/test/brands';

beforeEach(() => pinBrand('default'));
afterEach(() => setCurrentBrand(undefined));

describe('NotOffered', () => {
  it('says plainly that this is not part of the programme, with the way back to Home', () => {
    render(<NotOffered />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'This is not part of your programme' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `${getBrand('default').title} does not include this service. Everything your programme offers is on Home.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/dashboard/home');
    expect(screen.queryByText(/being prepared/i)).not.toBeInTheDocument();
  });

  it('says so in Spanish', () => {
    activateTestLocale('es');
    render(<NotOffered />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Esto no forma parte de su programa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/dashboard/home');
  });
});
