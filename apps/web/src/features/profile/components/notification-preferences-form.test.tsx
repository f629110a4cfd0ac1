import { screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotificationPreferences } from '@portal/contracts/profile';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { NotificationPreferencesForm } from './notification-preferences-form';

const PREFERENCES = '*/api/authorization/accounts/me/notification-preferences';

function renderForm(preferences: TNotificationPreferences) {
  renderScreen('/dashboard/profile', () => <NotificationPreferencesForm preferences={preferences} />);
}

/** Records each saved body; answers with it. */
function captureSaves(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(PREFERENCES, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return HttpResponse.json(body);
    }),
  );
  return bodies;
}

beforeEach(() => {
  stubPointerCapture();
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => {
  resetToasts();
  activateTestLocale('en');
});

describe('NotificationPreferencesForm: new articles on this device (push_news)', () => {
  it('shows the stored choice and sends it with the others when changed', async () => {
    const bodies = captureSaves();
    renderForm({ email_news: false, email_reminders: true, push_reminders: true, push_news: true });
    const toggle = screen.getByRole('checkbox', { name: 'New articles on this device' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('A push notification when an article is published.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ email_news: false, email_reminders: true, push_reminders: true, push_news: false }]);
  });

  it('is on when an older server says nothing of it, and is then left out unless changed', async () => {
    const bodies = captureSaves();
    renderForm({ email_news: true, email_reminders: false, push_reminders: false });
    expect(screen.getByRole('checkbox', { name: 'New articles on this device' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ email_news: true, email_reminders: false, push_reminders: false }]);
  });

  it('says in the form why a save failed, keeps the choices and may be sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    server.use(
      http.put(PREFERENCES, async ({ request }) => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ statusCode: 503, message: 'Down' }, { status: 503 });
        return HttpResponse.json(await request.json());
      }),
    );
    renderForm({ email_news: true, email_reminders: false, push_reminders: false, push_news: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Programme news by email' }));
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Programme news by email' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).not.toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    activateTestLocale('es');
    renderForm({ email_news: false, email_reminders: true, push_reminders: true, push_news: false });
    expect(screen.getByRole('checkbox', { name: 'Artículos nuevos en este dispositivo' })).not.toBeChecked();
    expect(screen.getByText('Una notificación cuando se publica un artículo.')).toBeInTheDocument();
  });
});
