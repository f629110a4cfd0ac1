import { screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoutes } from '@/test/render';
import { Privacy } from './privacy';

beforeEach(() => {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  server.use(http.get('*/api/authorization/accounts/me/data-exports', () => HttpResponse.json({ items: [] })));
});

describe('Privacy', () => {
  it('heads the screen, offers the download of the member’s data, and leads back to the profile', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/dashboard/profile', element: <h1>Profile screen</h1> },
        { path: '/dashboard/profile/privacy', Component: Privacy },
      ],
      { path: '/dashboard/profile/privacy' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Download my data' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Prepare my data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to your profile' }));
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });
});
