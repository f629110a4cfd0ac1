import { screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPartnerSignOnResponse } from '@portal/contracts/partner-sign-on';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '@/test/simulated-bridge';
import { resetToasts } from '@/ui/use-toast';
import { decodeHandoff } from '../utils/handoff-link';
import { PartnerSignOnButton } from './partner-sign-on-button';

const SSO = '*/api/authorization/ally-health/sso';

const HANDOFF: TPartnerSignOnResponse = {
  url: 'http://evergreen.localhost:8080/partners/ally-health/sandbox',
  method: 'POST',
  fields: { id_token: 'header.payload.signature' },
  expires_at: '2026-11-24T03:20:00.000Z',
};

interface Submitted {
  action: string;
  method: string;
  target: string;
  rel: string;
  fields: Record<string, FormDataEntryValue>;
}

/** jsdom does not navigate: records what each posted form held at the moment it was posted. */
function captureSubmissions(): Submitted[] {
  const submitted: Submitted[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: this.action,
      method: this.method,
      target: this.target,
      rel: this.getAttribute('rel') ?? '',
      fields: Object.fromEntries(new FormData(this)),
    });
  });
  return submitted;
}

function UcmPage() {
  return (
    <main>
      <h1>UCM</h1>
      <PartnerSignOnButton partner="ally-health">Continue to Ally Health</PartnerSignOnButton>
    </main>
  );
}

beforeEach(() => {
  stubPointerCapture();
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});

afterEach(() => {
  vi.restoreAllMocks();
  resetToasts();
  localStorage.clear();
});

describe('PartnerSignOnButton', () => {
  it('asks for a handoff with the member’s token and posts it as a form in a new tab', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(SSO, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json(HANDOFF);
      }),
    );
    const submitted = captureSubmissions();
    renderScreen('/dashboard/ucm', UcmPage);

    const button = screen.getByRole('button', { name: 'Continue to Ally Health (opens in a new tab)' });
    await userEvent.click(button);

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      action: HANDOFF.url,
      method: 'post',
      target: '_blank',
      rel: 'noopener noreferrer',
      fields: { id_token: 'header.payload.signature' },
    });
    expect(authorizations).toEqual(['Bearer tok-1']);
    // Used once: the handoff does not stay in the page.
    await waitFor(() => expect(document.querySelector('form')).toBeNull());
    expect(button).toBeEnabled();
  });

  it('in the native shell, opens the portal’s relay page with the handoff in the in-app browser', async () => {
    const shell = installSimulatedBridge();
    try {
      server.use(http.get(SSO, () => HttpResponse.json(HANDOFF)));
      const submitted = captureSubmissions();
      renderScreen('/dashboard/ucm', UcmPage);
      await userEvent.click(screen.getByRole('button', { name: /Continue to Ally Health/ }));
      await waitFor(() => expect(callsTo(shell, 'Browser', 'open')).toHaveLength(1));
      const opened = new URL(String(callsTo(shell, 'Browser', 'open')[0]?.options.url));
      expect(`${opened.origin}${opened.pathname}`).toBe(`${window.location.origin}/partner-handoff`);
      expect(decodeHandoff(opened.hash)).toEqual({
        url: HANDOFF.url,
        fields: HANDOFF.fields,
        expiresAt: HANDOFF.expires_at,
      });
      expect(submitted).toEqual([]);
    } finally {
      removeSimulatedBridge();
    }
  });

  it('is busy while the handoff is on its way, and cannot be pressed twice', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      http.get(SSO, async () => {
        calls += 1;
        await answered;
        return HttpResponse.json(HANDOFF);
      }),
    );
    const submitted = captureSubmissions();
    renderScreen('/dashboard/ucm', UcmPage);
    const button = screen.getByRole('button', { name: /Continue to Ally Health/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    release();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls).toBe(1);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says so when the portal refuses, and posts nothing', async () => {
    server.use(
      http.get(SSO, () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'This is not part of your programme.', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    const submitted = captureSubmissions();
    renderScreen('/dashboard/ucm', UcmPage);
    await userEvent.click(screen.getByRole('button', { name: /Continue to Ally Health/ }));
    expect(await screen.findByText("We couldn't open the partner's site")).toBeInTheDocument();
    expect(screen.getByText('This is not part of your programme.')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('signs out when the session has ended', async () => {
    server.use(
      http.get(SSO, () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Sign in again.', code: 'UNAUTHENTICATED' },
          { status: 401 },
        ),
      ),
      http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const submitted = captureSubmissions();
    renderScreen('/dashboard/ucm', UcmPage);
    await userEvent.click(screen.getByRole('button', { name: /Continue to Ally Health/ }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(submitted).toEqual([]);
  });

  it('speaks Spanish', async () => {
    activateTestLocale('es');
    server.use(http.get(SSO, () => HttpResponse.error()));
    renderScreen('/dashboard/ucm', UcmPage);
    const button = screen.getByRole('button', { name: 'Continue to Ally Health (se abre en una pestaña nueva)' });
    await userEvent.click(button);
    expect(await screen.findByText('No pudimos abrir el sitio del socio')).toBeInTheDocument();
    activateTestLocale('en');
  });
});
