import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSignInSecuritySettings, TTwoStepStatus } from '@portal/contracts/sign-in-security';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor, within } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import { Toaster } from '@/ui/toaster';
import { SignInSecurityEditor } from './sign-in-security-editor';

const API = '*/api/authorization';
const NO_FACTOR: TTwoStepStatus = { authenticator_app: null, recovery_codes_left: 0, passkeys: 0, required: false };
const WITH_APP: TTwoStepStatus = {
  authenticator_app: { added_at: '2026-01-01T00:00:00.000Z' },
  recovery_codes_left: 10,
  passkeys: 0,
  required: false,
};
const WARNING = /Your own account has no second factor yet/;

let settings: TSignInSecuritySettings;
let saved: unknown[];

function answer({
  own = NO_FACTOR,
  put,
}: { own?: TTwoStepStatus; put?: (body: TSignInSecuritySettings) => Response } = {}) {
  server.use(
    http.get(`${API}/admin/sign-in-security`, () => HttpResponse.json(settings)),
    http.get(`${API}/accounts/me/two-step`, () => HttpResponse.json(own)),
    http.put(`${API}/admin/sign-in-security`, async ({ request }) => {
      const body = (await request.json()) as TSignInSecuritySettings;
      saved.push(body);
      if (put) return put(body);
      settings = body;
      return HttpResponse.json(settings);
    }),
  );
}

function renderEditor() {
  renderRoutes([{ path: '/', element: <SignInSecurityEditor securityPath="/dashboard/profile/security" /> }], {
    path: '/',
    alongside: <Toaster />,
  });
}

async function findForm() {
  return within(await screen.findByRole('form', { name: 'Sign-in security' }));
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  settings = { two_step_requirement: 'staff', idle_timeout_minutes: 30 };
  saved = [];
});

describe('SignInSecurityForm', () => {
  it('shows the saved rules, and saves a new requirement and idle minutes', async () => {
    answer({ own: WITH_APP });
    const user = userEvent.setup();
    renderEditor();
    const form = await findForm();
    const group = form.getByRole('group', { name: 'Who must use two-step sign-in' });
    expect(within(group).getByRole('radio', { name: 'Admins and editors' })).toBeChecked();
    expect(group).toHaveAccessibleDescription(/asked to, right after their password/);
    const minutes = form.getByLabelText('Sign members out after this many minutes without activity');
    expect(minutes).toHaveValue(30);
    expect(minutes).toHaveAccessibleDescription(/Between 5 and 120 minutes/);

    await user.click(within(group).getByRole('radio', { name: 'Everyone' }));
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(form.getByRole('button', { name: 'Save sign-in security' }));
    expect(await screen.findByText('Sign-in security saved')).toBeInTheDocument();
    expect(saved).toEqual([{ two_step_requirement: 'everyone', idle_timeout_minutes: 45 }]);
    expect(within(group).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    // The admin has an authenticator app: nothing to warn about.
    expect(form.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('refuses idle minutes outside the rule before sending anything', async () => {
    answer();
    const user = userEvent.setup();
    renderEditor();
    const form = await findForm();
    const minutes = form.getByLabelText('Sign members out after this many minutes without activity');
    await user.clear(minutes);
    await user.type(minutes, '200');
    await user.click(form.getByRole('button', { name: 'Save sign-in security' }));
    await waitFor(() => expect(minutes).toHaveAccessibleDescription(/Choose between 5 and 120 minutes/));
    expect(minutes).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it("puts the server's error beside the field it names, and focuses it", async () => {
    answer({
      put: () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Choose between 5 and 120 minutes.',
            field: 'idle_timeout_minutes',
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderEditor();
    const form = await findForm();
    await user.click(form.getByRole('button', { name: 'Save sign-in security' }));
    const minutes = form.getByLabelText('Sign members out after this many minutes without activity');
    await waitFor(() => expect(minutes).toHaveAccessibleDescription(/Choose between 5 and 120 minutes/));
    expect(minutes).toHaveFocus();
    expect(saved).toHaveLength(1);
    expect(screen.queryByText('Sign-in security saved')).not.toBeInTheDocument();
  });

  it("warns, without blocking, when a requirement would hold the admin's own account to set-up", async () => {
    settings = { two_step_requirement: 'off', idle_timeout_minutes: 30 };
    answer({ own: NO_FACTOR });
    const user = userEvent.setup();
    renderEditor();
    const form = await findForm();
    expect(form.getByRole('radio', { name: 'No one — members sign in with their password' })).toBeChecked();
    expect(form.queryByText(WARNING)).not.toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'Admins and editors' }));
    expect(await form.findByText(WARNING)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Set it up now in Profile → Security' })).toHaveAttribute(
      'href',
      '/dashboard/profile/security',
    );
    await user.click(form.getByRole('radio', { name: 'No one — members sign in with their password' }));
    expect(form.queryByText(WARNING)).not.toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'Everyone' }));
    expect(form.getByText(WARNING)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save sign-in security' }));
    expect(await screen.findByText('Sign-in security saved')).toBeInTheDocument();
    expect(saved).toEqual([{ two_step_requirement: 'everyone', idle_timeout_minutes: 30 }]);
  });

  it('reads in Spanish', async () => {
    activateTestLocale('es');
    answer();
    renderEditor();
    const form = within(await screen.findByRole('form', { name: 'Seguridad del inicio de sesión' }));
    expect(form.getByRole('group', { name: 'Quién debe usar el inicio de sesión en dos pasos' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Administradores y editores' })).toBeChecked();
    expect(await form.findByText(/Su propia cuenta aún no tiene un segundo factor/)).toBeInTheDocument();
  });
});
