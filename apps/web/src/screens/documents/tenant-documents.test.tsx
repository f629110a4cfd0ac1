import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTenantDocumentResponse } from '@portal/contracts/documents';
import { server } from '@/test/msw-server';
import { makeHistory } from '@/test/questionnaire-fixtures';
import { Privacy } from './privacy';
import { ThankYou } from './thank-you';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/privacy-policy', Component: Privacy },
      { path: '/thankyou', Component: ThankYou },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

function serveDocument(kind: string, document: Partial<TTenantDocumentResponse> = {}) {
  server.use(
    http.get(`*/api/authorization/content/${kind}`, () =>
      HttpResponse.json({
        title: 'SwiftCare privacy policy',
        updated_at: '2026-01-15T09:00:00.000Z',
        body_markdown: 'We keep it short.\n\n## What we collect\n\n- **Account details**\n- Answers\n\n<b>raw</b>',
        ...document,
      }),
    ),
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Privacy', () => {
  it("renders the tenant's document under its own title", async () => {
    serveDocument('privacy-policy');
    renderAt('/privacy-policy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'SwiftCare privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('Account details').tagName).toBe('STRONG');
    expect(screen.getByText('<b>raw</b>')).toBeInTheDocument();
    expect(screen.getByText(/Last updated/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-01-15T09:00:00.000Z',
    );
  });

  it('says so when the document is empty', async () => {
    serveDocument('privacy-policy', { body_markdown: '  ' });
    renderAt('/privacy-policy');
    expect(await screen.findByText(/being prepared/)).toBeInTheDocument();
  });

  it('shows a failure as an alert and loads again on request', async () => {
    server.use(http.get('*/api/authorization/content/privacy-policy', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderAt('/privacy-policy');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this page.");
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    serveDocument('privacy-policy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SwiftCare privacy policy' })).toBeInTheDocument();
  });
});

describe('ThankYou', () => {
  it("shows a signed-in member's questionnaire results under the document", async () => {
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    serveDocument('thank-you', { title: 'Thank you for joining', body_markdown: 'Your answers help us.' });
    server.use(http.get('*/api/authorization/companies/questionnaire/results', () => HttpResponse.json(makeHistory())));
    renderAt('/thankyou');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your results' })).toBeInTheDocument();
    expect(await screen.findByTestId('overall-score')).toHaveTextContent('27 of 36 (75%)');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/home');
  });

  it('renders the document and leads a signed-out visitor to sign in', async () => {
    serveDocument('thank-you', { title: 'Thank you for joining', body_markdown: 'Your answers help us.' });
    renderAt('/thankyou');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for joining' })).toBeInTheDocument();
    expect(screen.getByText('Your answers help us.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in member to the dashboard, even when the document fails', async () => {
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    server.use(http.get('*/api/authorization/content/thank-you', () => new HttpResponse(null, { status: 500 })));
    server.use(
      http.get('*/api/authorization/companies/questionnaire/results', () =>
        HttpResponse.json({ results: [], can_retake: true, retake_available_at: null }),
      ),
    );
    renderAt('/thankyou');
    expect(await screen.findByText("We couldn't load this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/home');
  });
});
