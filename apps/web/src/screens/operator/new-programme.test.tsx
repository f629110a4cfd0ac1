import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_THEME, OPERATOR_API, operatorProgramme } from '@/features/operator-console/test/operator-fixtures';
import { loadCatalogs } from '@/i18n/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import { NewProgramme } from './new-programme';
import { OperatorProgramme } from './programme';

// A busy machine renders the four steps slowly.
vi.setConfig({ testTimeout: 30_000 });

async function paste(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function next(user: UserEvent, heading: string) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: heading });
}

beforeEach(async () => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  await loadCatalogs(['operator-console']);
  const created = operatorProgramme({ members: 0, activeThisMonth: 0, lastSignInAt: null });
  server.use(
    http.get(`${OPERATOR_API}/base-theme`, () => HttpResponse.json({ theme: BASE_THEME })),
    http.post(`${OPERATOR_API}/programmes`, () => HttpResponse.json(created, { status: 201 })),
    http.get(`${OPERATOR_API}/programmes/acme-health`, () => HttpResponse.json(created)),
  );
});

describe('New programme', () => {
  it('goes to the new programme’s page once created, saying the invitation was sent', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/operator/programmes/new', element: <NewProgramme /> },
        { path: '/operator/programmes/:key', element: <OperatorProgramme /> },
      ],
      { path: '/operator/programmes/new' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New programme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to programmes' })).toHaveAttribute('href', '/operator');
    await paste(user, 'Programme name', 'Acme Health');
    await paste(user, 'Host name 1', 'acme.localhost');
    await next(user, 'Step 2 of 4: Brand');
    await screen.findByTestId('brand-preview');
    await next(user, 'Step 3 of 4: Programmes, languages and support');
    await paste(user, 'Support email', 'help@acme.example');
    await next(user, 'Step 4 of 4: First admin and review');
    await paste(user, "First admin's email", 'Admin@Acme.example');
    await user.click(screen.getByRole('button', { name: 'Create programme' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Health' })).toBeInTheDocument();
    const notice = screen.getByText('Acme Health is created.').closest('[role="status"]');
    expect(notice).toHaveTextContent('An invitation to be its first admin was sent to admin@acme.example.');
  });
});
