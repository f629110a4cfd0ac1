import { screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMemberProfile } from '@portal/contracts/profile';
import { PHONE_MESSAGE } from '@portal/contracts/profile';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { ProfileDetailsForm } from './profile-details-form';

const PROFILE_URL = '*/api/authorization/accounts/me/profile';
const PROFILE: TMemberProfile = {
  email: 'member@attentive.test',
  company: { id: 'company-1', name: 'Acme' },
  first_name: 'Morgan',
  last_name: 'Lee',
  preferred_name: 'Mo',
  date_of_birth: '1990-04-02',
  phone: null,
  preferred_language: null,
  notification_preferences: { email_news: true, email_reminders: false, push_reminders: false },
  analytics_enabled: true,
  profile_picture_name: null,
  questionnaire_answered: true,
};

function renderForm() {
  renderScreen('/dashboard/profile', () => <ProfileDetailsForm profile={PROFILE} />);
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => resetToasts());

describe('ProfileDetailsForm', () => {
  it('sends blanks as cleared: no preferred name, birth date or language', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(PROFILE_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...PROFILE, ...body });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Preferred name (optional)'));
    await user.clear(screen.getByLabelText('Date of birth (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        first_name: 'Morgan',
        last_name: 'Lee',
        preferred_name: null,
        date_of_birth: null,
        phone: null,
        preferred_language: null,
      },
    ]);
  });

  it('refuses a phone without its country code beside it, and clears the message once corrected', async () => {
    const requests = vi.fn();
    server.use(http.patch(PROFILE_URL, requests));
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByLabelText('Phone (optional)');
    await user.type(phone, '555 123');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(new RegExp(PHONE_MESSAGE.replace(/[+.]/g, '\\$&'))));
    expect(phone).toHaveFocus();
    expect(requests).not.toHaveBeenCalled();

    await user.clear(phone);
    await waitFor(() => expect(phone).toBeValid());
  });

  it('says in the form why it could not be saved when no field is to blame', async () => {
    server.use(http.patch(PROFILE_URL, () => HttpResponse.json({ statusCode: 503, message: 'Down' }, { status: 503 })));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+1 555 123 4567');
  });
});
