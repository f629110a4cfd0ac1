import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../session/query-client';
import { makeCurrentUser } from '../../test/fixtures';
import { AccountMenu } from './account-menu';

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
});
