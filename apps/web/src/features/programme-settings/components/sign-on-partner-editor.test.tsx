import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_SIGN_ON_MESSAGES } from '@portal/contracts/partner-sign-on';
import type { TAdminSignOnPartnerResponse, TRotateSigningKeyResponse } from '@portal/contracts/partner-sign-on';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor, within } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import { Toaster } from '@/ui/toaster';
import { getSignOnPartnerQueryOptions } from '../api/sign-on-partner';
import { SignOnPartnerSection } from './sign-on-partner-editor';

const SETTINGS = '*/api/authorization/admin/sign-on-partners/ally-health';
const ROTATION = `${SETTINGS}/signing-key/rotation`;

const sandbox: TAdminSignOnPartnerResponse = {
  partner: 'ally-health',
  url: null,
  audience: 'ally-health-sandbox',
  uses_sandbox: true,
  issuer: 'http://swift.localhost:8080',
  jwks_url: 'http://swift.localhost:8080/.well-known/jwks.json',
  signing_key: { kid: 'kid-current', created_at: '2026-01-01T09:00:00.000Z' },
  retired_keys: [],
};

let current: TAdminSignOnPartnerResponse;
let requests: { method: string; body: unknown }[];

function renderSection() {
  renderRoutes([{ path: '/', element: <SignOnPartnerSection id="programme-sign-on" /> }], {
    path: '/',
    alongside: <Toaster />,
  });
}

async function settingsForm() {
  return within(await screen.findByRole('form', { name: 'Ally Health’s sign-on settings' }));
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  current = sandbox;
  requests = [];
  server.use(
    http.get(SETTINGS, () => HttpResponse.json(current)),
    http.put(SETTINGS, async ({ request }) => {
      const body = (await request.json()) as { url: string; audience: string };
      requests.push({ method: 'PUT', body });
      current = { ...current, ...body, uses_sandbox: false };
      return HttpResponse.json(current);
    }),
    http.post(ROTATION, () => {
      requests.push({ method: 'POST', body: null });
      const keys: TRotateSigningKeyResponse = {
        signing_key: { kid: 'kid-new', created_at: '2026-03-01T10:00:00.000Z' },
        retired_keys: [
          {
            kid: 'kid-current',
            retired_at: '2026-03-01T10:00:00.000Z',
            publish_until: '2026-03-01T10:17:00.000Z',
          },
        ],
      };
      current = { ...current, ...keys };
      return HttpResponse.json(keys);
    }),
  );
});

describe('SignOnPartnerSection', () => {
  it('shows the sandbox in use, and sends members to the address and audience the admin saves', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Sign-on partner: Ally Health' })).toBeInTheDocument();
    expect(screen.getByText(/Members are signed on to the built-in sandbox/)).toBeInTheDocument();
    expect(screen.getByText('http://swift.localhost:8080/.well-known/jwks.json')).toBeInTheDocument();
    expect(screen.getByText('kid-current')).toBeInTheDocument();
    const form = await settingsForm();
    expect(form.getByLabelText('Sign-on address')).toHaveValue('');
    expect(form.getByLabelText('Audience')).toHaveValue('ally-health-sandbox');

    await user.type(form.getByLabelText('Sign-on address'), 'https://sso.ally-health.example/portal');
    await user.clear(form.getByLabelText('Audience'));
    await user.type(form.getByLabelText('Audience'), 'ally-health-production');
    await user.click(form.getByRole('button', { name: 'Save sign-on partner' }));

    expect(await screen.findByText('Sign-on partner saved')).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'PUT', body: { url: 'https://sso.ally-health.example/portal', audience: 'ally-health-production' } },
    ]);
    expect(await screen.findByText(/Members who open Ally Health are signed on/)).toBeInTheDocument();
    expect(form.getByLabelText('Sign-on address')).toHaveValue('https://sso.ally-health.example/portal');
  });

  it('refuses an http:// address that is not a local test one, beside the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderSection();
    const form = await settingsForm();
    await user.type(form.getByLabelText('Sign-on address'), 'http://sso.ally-health.example/portal');
    await user.click(form.getByRole('button', { name: 'Save sign-on partner' }));
    const address = form.getByLabelText('Sign-on address');
    await waitFor(() => expect(address).toHaveAccessibleDescription(/https:\/\//), { timeout: 5_000 });
    expect(address).toHaveAccessibleDescription(new RegExp(PARTNER_SIGN_ON_MESSAGES.url.slice(0, 30)));
    expect(address).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('puts the server’s refusal beside the address', async () => {
    server.use(
      http.put(SETTINGS, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: PARTNER_SIGN_ON_MESSAGES.localUrlRefused,
            field: 'url',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    const form = await settingsForm();
    await user.type(form.getByLabelText('Sign-on address'), 'http://ally.localhost:9000/');
    await user.click(form.getByRole('button', { name: 'Save sign-on partner' }));
    const address = form.getByLabelText('Sign-on address');
    await waitFor(() => expect(address).toHaveAccessibleDescription(/This portal is served over https/), {
      timeout: 5_000,
    });
  });

  it('rotates the key once the admin confirms, saying members mid-handoff are not affected', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Rotate signing key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rotate the signing key?' }));
    expect(dialog.getByText(/Members in the middle of signing on are not affected/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rotate signing key' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rotate the signing key?' })).getByRole('button', {
        name: 'Rotate key',
      }),
    );
    expect(await screen.findByText('Signing key rotated')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'POST', body: null }]);
    expect(await screen.findByText('kid-new')).toBeInTheDocument();
    // The old key, still published for the handoffs it signed.
    expect(screen.getByText('kid-current').closest('li')).toHaveTextContent(/until/);
  });

  it('says members do not see Ally Health until it has an address, without the demo’s sandbox', async () => {
    current = { ...sandbox, uses_sandbox: false };
    renderSection();
    expect(await screen.findByText(/Members do not see Ally Health yet/)).toBeInTheDocument();
  });

  it('is not there where the programme does not offer Ally Health', async () => {
    let asked = false;
    server.use(
      http.get(SETTINGS, () => {
        asked = true;
        return HttpResponse.json(
          { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'This is not part of your programme.' },
          { status: 404 },
        );
      }),
    );
    const { container, client } = renderRoutes(
      [{ path: '/', element: <SignOnPartnerSection id="programme-sign-on" /> }],
      { path: '/' },
    );
    const { queryKey } = getSignOnPartnerQueryOptions();
    await waitFor(() => expect(client.getQueryState(queryKey)?.status).toBe('success'), { timeout: 5_000 });
    expect(asked).toBe(true);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    activateTestLocale('es');
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Socio de inicio de sesión: Ally Health' })).toBeInTheDocument();
  });
});
