import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_WRONG_MESSAGE, PASSWORD_CHANGED_MESSAGE } from '@portal/contracts/profile';
import type { TMemberProfile } from '@portal/contracts/profile';
import { activateLocale, loadCatalogs } from '@/i18n/i18n';
import { LOCALE_COOKIE } from '@/i18n/locale-choice';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubObjectUrls } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { Profile } from './profile';

const PROFILE: TMemberProfile = {
  email: 'member@attentive.test',
  company: { id: 'company-1', name: 'Acme' },
  first_name: 'Morgan',
  last_name: 'Lee',
  preferred_name: null,
  date_of_birth: '1990-04-02',
  phone: null,
  preferred_language: 'en',
  notification_preferences: { email_news: true, email_reminders: false, push_reminders: false },
  analytics_enabled: true,
  profile_picture_name: null,
  questionnaire_answered: true,
};

function serveProfile(profile: TMemberProfile = PROFILE) {
  server.use(
    http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser({ picture: null }))),
    http.get('*/api/authorization/accounts/me/profile', () => HttpResponse.json(profile)),
  );
}

async function renderProfile() {
  const result = renderScreen('/dashboard/profile', Profile);
  await screen.findByRole('form', { name: 'Your details' });
  return result;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  stubObjectUrls();
});
afterEach(() => resetToasts());

describe('Profile', () => {
  it('leads to Security and Privacy near the top', async () => {
    serveProfile();
    await renderProfile();
    const navigation = screen.getByRole('navigation', { name: 'More about your account' });
    expect(within(navigation).getByRole('link', { name: /^Security/ })).toHaveAttribute(
      'href',
      '/dashboard/profile/security',
    );
    expect(within(navigation).getByRole('link', { name: /^Privacy/ })).toHaveAttribute(
      'href',
      '/dashboard/profile/privacy',
    );
  });

  it('shows the details and saves changed ones with a toast', async () => {
    serveProfile();
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/api/authorization/accounts/me/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...PROFILE, ...body });
      }),
    );
    const user = userEvent.setup();
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByText('member@attentive.test')).toBeInTheDocument();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveValue('Morgan');
    await user.clear(firstName);
    await user.type(firstName, 'Morgana');
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ first_name: 'Morgana', phone: '+15551234567', preferred_language: 'en' });
  });

  it('checks fields before sending and shows the server message beside its field', async () => {
    serveProfile();
    server.use(
      http.patch('*/api/authorization/accounts/me/profile', () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'A date of birth cannot be in the future.', field: 'date_of_birth' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await user.type(screen.getByLabelText('First name'), 'Morgan');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('A date of birth cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, with the server refusing a wrong current password first', async () => {
    serveProfile();
    let attempts = 0;
    server.use(
      http.post('*/api/authorization/accounts/me/password', () => {
        attempts += 1;
        if (attempts === 1) {
          return HttpResponse.json(
            { code: 'VALIDATION_ERROR', message: CURRENT_PASSWORD_WRONG_MESSAGE, field: 'current_password' },
            { status: 400 },
          );
        }
        return HttpResponse.json({ message: PASSWORD_CHANGED_MESSAGE });
      }),
    );
    const user = userEvent.setup();
    await renderProfile();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Enter your current password.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'old-password-123456');
    await user.type(within(form).getByLabelText('New password'), 'a brand new passphrase');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'a brand new passphrasX');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two new passwords do not match.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Repeat the new password'));
    await user.type(within(form).getByLabelText('Repeat the new password'), 'a brand new passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('saves the three notification preferences together', async () => {
    serveProfile();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/authorization/accounts/me/notification-preferences', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ email_news: false, email_reminders: false, push_reminders: true });
      }),
    );
    const user = userEvent.setup();
    await renderProfile();
    await user.click(screen.getByRole('checkbox', { name: 'Programme news by email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reminders on this device' }));
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ email_news: false, email_reminders: false, push_reminders: true }]);
  });

  it('uploads a picture with progress, stores its name and shows it', async () => {
    serveProfile();
    server.use(
      http.put('*/api/authorization/accounts/me/profile-picture', () =>
        HttpResponse.json({ profile_picture_name: 'new-face.png', content_url: '/x' }),
      ),
    );
    const user = userEvent.setup();
    await renderProfile();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(localStorage.getItem('profile_picture_name')).toBe('new-face.png');
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toMatch(/^blob:/);
  });

  it('refuses a file that is not an image without uploading it', async () => {
    serveProfile();
    const user = userEvent.setup({ applyAccept: false });
    await renderProfile();
    const file = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    expect(await screen.findByText('Upload a JPEG, PNG, WebP or HEIC image.')).toBeInTheDocument();
  });

  it('asks for confirmation before requesting deletion, then signs out to Login', async () => {
    serveProfile();
    server.use(
      http.post('*/api/authorization/accounts/me/deletion-request', () =>
        HttpResponse.json({ id: 'd-1', status: 'requested', message: 'ok' }, { status: 202 }),
      ),
      http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 401 })),
      http.post('*/logout', () => new HttpResponse(null, { status: 401 })),
    );
    const user = userEvent.setup();
    const { router } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  describe('in Spanish', () => {
    it('shows the sections, the language names in their own language and its own messages in Spanish', async () => {
      serveProfile();
      activateTestLocale('es');
      const user = userEvent.setup();
      renderScreen('/dashboard/profile', Profile);
      expect(await screen.findByRole('heading', { level: 1, name: 'Su perfil' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'Sus datos' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Notificaciones' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Guardar datos' })).toBeInTheDocument();
      expect(screen.getByText(/JPEG, PNG, WebP o HEIC, de hasta 15 MB\./)).toBeInTheDocument();

      const language = screen.getByLabelText('Idioma preferido');
      expect(language).toHaveAccessibleDescription(
        'El portal se muestra en inglés o en español; los demás idiomas se guardan para las comunicaciones de su programa.',
      );
      expect(within(language).getByRole('option', { name: 'Sin preferencia' })).toBeInTheDocument();
      expect(within(language).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
      expect(within(language).getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
      expect(within(language).getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');

      const form = screen.getByRole('form', { name: 'Cambiar contraseña' });
      await user.type(within(form).getByLabelText('Contraseña actual'), 'old-password-123456');
      await user.type(within(form).getByLabelText('Contraseña nueva'), 'a brand new passphrase');
      await user.type(within(form).getByLabelText('Repita la contraseña nueva'), 'a brand new passphrasX');
      await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
      expect(await within(form).findByText('Las dos contraseñas nuevas no coinciden.')).toBeInTheDocument();
    });

    it('switches the portal to Spanish as soon as Spanish is saved as the preferred language', async () => {
      serveProfile();
      server.use(
        http.patch('*/api/authorization/accounts/me/profile', async ({ request }) =>
          HttpResponse.json({ ...PROFILE, ...((await request.json()) as Record<string, unknown>) }),
        ),
      );
      await loadCatalogs(['profile']); // as the profile route does
      const user = userEvent.setup();
      try {
        await renderProfile();
        await user.selectOptions(screen.getByLabelText('Preferred language'), 'es');
        await user.click(screen.getByRole('button', { name: 'Save details' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Su perfil' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Guardar datos' })).toBeInTheDocument();
        expect(await screen.findByText('Perfil guardado')).toBeInTheDocument();
        expect(document.documentElement.lang).toBe('es');
      } finally {
        document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
        await activateLocale('en');
      }
    });
  });
});
