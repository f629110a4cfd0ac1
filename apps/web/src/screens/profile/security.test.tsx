import { screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoutes } from '@/test/render';
import { Security } from './security';

beforeEach(() => {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  server.use(
    http.get('*/api/authorization/accounts/me/sessions', () =>
      HttpResponse.json({
        items: [
          {
            id: 'session-here',
            device: { kind: 'browser', name: 'Firefox on Mac', browser: 'Firefox', system: 'Mac' },
            created_at: '2026-03-10T09:00:00.000Z',
            last_seen_at: '2026-03-12T10:30:00.000Z',
            is_current: true,
          },
        ],
      }),
    ),
  );
});

describe('Security', () => {
  it('heads the screen, lists where the member is signed in, and leads back to the profile', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/dashboard/profile', element: <h1>Profile screen</h1> },
        { path: '/dashboard/profile/security', Component: Security },
      ],
      { path: '/dashboard/profile/security' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: /^Firefox on Mac/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Where you're signed in" })).toBeInTheDocument();

    // Opened directly, with nothing behind it: back goes to the profile.
    await user.click(screen.getByRole('button', { name: 'Back to your profile' }));
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });
});
