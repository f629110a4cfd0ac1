import { screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMemberProfile } from '@portal/contracts/profile';
import { ANALYTICS_STORAGE_KEYS } from '@/analytics/storage-keys';
import { setRuntimeConfig } from '@/platform/runtime-config';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { AnalyticsPreference } from './analytics-preference';

const PROFILE = '*/api/authorization/accounts/me/profile';

function makeProfile(): TMemberProfile {
  return {
    email: 'member@attentive.test',
    company: { id: 'company-1', name: 'Acme' },
    first_name: 'Morgan',
    last_name: 'Lee',
    preferred_name: null,
    date_of_birth: null,
    phone: null,
    preferred_language: 'en',
    notification_preferences: { email_news: true, email_reminders: false, push_reminders: false },
    analytics_enabled: true,
    profile_picture_name: null,
    questionnaire_answered: true,
  };
}

function renderSwitch(enabled: boolean) {
  renderScreen('/dashboard/profile', () => <AnalyticsPreference enabled={enabled} />);
}

beforeEach(() => {
  stubPointerCapture();
  setRuntimeConfig({
    services: { auth: '/api/auth', authorization: '/api/authorization', ingestion: '/api/ingestion' },
    ingestionKey: 'write-key',
  });
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => {
  setRuntimeConfig(undefined);
  resetToasts();
  activateTestLocale('en');
});

describe('AnalyticsPreference', () => {
  it('turned off: saved with analytics_enabled false, and the events waiting are cleared before the answer', async () => {
    const bodies: unknown[] = [];
    let queueAtRequest: string | null = 'unread';
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.patch(PROFILE, async ({ request }) => {
        queueAtRequest = localStorage.getItem(ANALYTICS_STORAGE_KEYS.queue);
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json({ ...makeProfile(), analytics_enabled: false });
      }),
    );
    localStorage.setItem(ANALYTICS_STORAGE_KEYS.queue, '[{"name":"page_view"}]');
    renderSwitch(true);
    const toggle = screen.getByRole('switch', { name: 'Share anonymous usage statistics' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/never your answers, scores, scan results, searches/);

    await userEvent.setup().click(toggle);
    // Off at once, while the server has not answered yet.
    expect(toggle).not.toBeChecked();
    answer();
    expect(await screen.findByText('Usage statistics turned off')).toBeInTheDocument();
    expect(bodies).toEqual([{ analytics_enabled: false }]);
    expect(queueAtRequest).toBeNull();
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.choice)).toBe('off');
  });

  it('turned on again: saved, and the device’s choice follows', async () => {
    localStorage.setItem(ANALYTICS_STORAGE_KEYS.choice, 'off');
    server.use(http.patch(PROFILE, () => HttpResponse.json({ ...makeProfile(), analytics_enabled: true })));
    renderSwitch(false);
    const toggle = screen.getByRole('switch', { name: 'Share anonymous usage statistics' });
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Usage statistics turned on')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.choice)).toBeNull();
  });

  it('a save that fails puts the switch back and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.patch(PROFILE, () => HttpResponse.json({ message: 'Try again later.' }, { status: 503 })));
    renderSwitch(false);
    const toggle = screen.getByRole('switch', { name: 'Share anonymous usage statistics' });
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.choice)).toBe('off');
  });

  it('speaks Spanish', () => {
    activateTestLocale('es');
    renderSwitch(true);
    expect(screen.getByRole('switch', { name: 'Compartir estadísticas de uso anónimas' })).toBeChecked();
  });
});
