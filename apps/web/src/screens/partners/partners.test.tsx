import type { JSX } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '../../test/i18n';
import { MayoClinic } from './mayo-clinic';
import { VrsFreedom365 } from './vrs-freedom-365';

function renderScreen(Screen: () => JSX.Element) {
  render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
}

describe('partner screens in Spanish', () => {
  it('introduce the partner service in Spanish, keeping the partner’s name', () => {
    activateTestLocale('es');
    renderScreen(MayoClinic);
    expect(screen.getByRole('heading', { level: 1, name: 'Biblioteca de Mayo Clinic' })).toBeInTheDocument();
    expect(
      screen.getByText('Información de salud confiable de Mayo Clinic, incluida en su programa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar enfermedades y afecciones' })).toHaveAttribute(
      'href',
      '/dashboard/mayo-clinic/diseases-and-conditions',
    );
  });

  it('keep a partner’s own name as its title', () => {
    activateTestLocale('es');
    renderScreen(VrsFreedom365);
    expect(screen.getByRole('heading', { level: 1, name: 'VRS Freedom 365' })).toBeInTheDocument();
    expect(screen.getByText('Apoyo para su bienestar diario, todo el año.')).toBeInTheDocument();
  });
});
