import { screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDataExport } from '@portal/contracts/data-export';
import { server } from '@/test/msw-server';
import { renderScreen, stubObjectUrls } from '@/test/render-screen';
import type { SendDataExportRequest } from '../api/request-data-export';
import { DownloadMyData } from './download-my-data';

const EXPORTS = '*/api/authorization/accounts/me/data-exports';

const PREPARING: TDataExport = {
  id: '7d9f2c3a-1b2c-4d5e-8f90-123456789abc',
  status: 'preparing',
  locale: 'en',
  created_at: '2026-03-12T10:00:00.000Z',
  ready_at: null,
  expires_at: '2026-03-13T10:00:00.000Z',
  size_bytes: null,
  download_url: null,
};
const READY: TDataExport = {
  ...PREPARING,
  status: 'ready',
  ready_at: '2026-03-12T10:00:05.000Z',
  expires_at: '2026-03-13T10:00:05.000Z',
  size_bytes: 2_400,
  download_url: `/api/authorization/accounts/me/data-exports/${PREPARING.id}/download`,
};
const FAILED: TDataExport = { ...PREPARING, status: 'failed' };

/** Answers the list from `lists`, one after another (the last one from then on). */
function serveLists(...lists: TDataExport[][]) {
  let call = 0;
  server.use(
    http.get(EXPORTS, () => {
      const items = lists[Math.min(call, lists.length - 1)]!;
      call += 1;
      return HttpResponse.json({ items });
    }),
  );
}

function renderSection() {
  return renderScreen('/dashboard/profile/privacy', () => <DownloadMyData />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  stubObjectUrls();
});
afterEach(() => vi.restoreAllMocks());

describe('DownloadMyData', () => {
  it('says what the file holds, prepares it, shows Preparing… until it is ready, then downloads it', async () => {
    const user = userEvent.setup();
    serveLists([], [PREPARING], [READY]);
    const posts: unknown[] = [];
    server.use(
      http.post(EXPORTS, () => {
        posts.push(true);
        return HttpResponse.json(PREPARING, { status: 202 });
      }),
      http.get(`*${READY.download_url!}`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 3, 4]).buffer, {
          headers: { 'content-type': 'application/zip' },
        }),
      ),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderSection();

    const section = await screen.findByRole('region', { name: 'Download my data' });
    expect(within(section).getByText(/your questionnaire answers and results/)).toBeInTheDocument();
    expect(within(section).getByText(/for 24 hours/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));

    expect(await screen.findByText('Preparing your file…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Prepare/ })).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);

    // The list is asked again while it prepares.
    const download = await screen.findByRole(
      'button',
      { name: /^Download my data \(ZIP, 2\.4 kB\)/ },
      { timeout: 5_000 },
    );
    expect(screen.getByText('Your file is ready.')).toBeInTheDocument();
    expect(section.querySelector(`time[datetime="${READY.expires_at}"]`)).toHaveTextContent(/2026/);
    expect(screen.getByRole('button', { name: 'Prepare a new file' })).toBeInTheDocument();

    await user.click(download);
    await vi.waitFor(() => expect(clicked).toHaveLength(1), { timeout: 5_000 });
    expect(clicked[0]!.download).toMatch(/-my-data-2026-03-12\.zip$/);
    expect(clicked[0]!.href).toMatch(/^blob:/);
  });

  it('says a failed file could not be prepared and offers to try again', async () => {
    const user = userEvent.setup();
    serveLists([FAILED], [PREPARING]);
    let posts = 0;
    server.use(
      http.post(EXPORTS, () => {
        posts += 1;
        return HttpResponse.json(PREPARING, { status: 202 });
      }),
    );
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your file could not be prepared. Try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Preparing your file…')).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('shows the server’s message when it wants a recent proof that it is the member', async () => {
    const user = userEvent.setup();
    serveLists([]);
    server.use(
      http.post(EXPORTS, () =>
        HttpResponse.json(
          {
            statusCode: 403,
            error: 'Forbidden',
            code: 'STEP_UP_REQUIRED',
            message: 'Confirm it’s you: enter your password or a code from your authenticator app.',
          },
          { status: 403 },
        ),
      ),
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be prepared. Confirm it’s you: enter your password or a code from your authenticator app.',
    );
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeEnabled();
  });

  it('sends the request through the prompt it is given', async () => {
    const user = userEvent.setup();
    serveLists([], [PREPARING]);
    server.use(http.post(EXPORTS, () => HttpResponse.json(PREPARING, { status: 202 })));
    const send = vi.fn<SendDataExportRequest>((request) => request());
    renderScreen('/dashboard/profile/privacy', () => <DownloadMyData send={send} />);
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Preparing your file…')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
