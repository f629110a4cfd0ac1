import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from './public-layout';

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
});
