import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMemberSession } from '@portal/contracts/sessions';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { SessionsSection } from './sessions-section';

const SESSIONS = '*/api/authorization/accounts/me/sessions';

const THIS_DEVICE: TMemberSession = {
  id: 'session-here',
  device: { kind: 'browser', name: 'Firefox on Mac', browser: 'Firefox', system: 'Mac' },
  created_at: '2026-03-10T09:00:00.000Z',
  last_seen_at: '2026-03-12T10:30:00.000Z',
  is_current: true,
};
const LAPTOP: TMemberSession = {
  id: 'session-laptop',
  device: { kind: 'browser', name: 'Chrome on Windows', browser: 'Chrome', system: 'Windows' },
  created_at: '2026-02-01T08:00:00.000Z',
  last_seen_at: '2026-03-11T18:00:00.000Z',
  is_current: false,
};
const PHONE: TMemberSession = {
  id: 'session-phone',
  device: { kind: 'app', name: 'App on Android', browser: null, system: 'Android' },
  created_at: '2026-01-05T12:00:00.000Z',
  last_seen_at: '2026-03-01T07:15:00.000Z',
  is_current: false,
};

/** Answers the list from `sessions` as it is at each request, so a test can end one server-side. */
function serveSessions(sessions: TMemberSession[]) {
  server.use(http.get(SESSIONS, () => HttpResponse.json({ items: sessions })));
}

async function renderSection() {
  const result = renderScreen('/dashboard/profile/security', SessionsSection);
  await screen.findByRole('list', { name: "Where you're signed in" });
  return result;
}

function sessionItem(name: string) {
  return screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li')!;
}

/** Presses `opener`, then `confirm` in the dialog it opens (which asks the opener's words, "…?"). */
async function openAndConfirm(user: ReturnType<typeof userEvent.setup>, opener: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: opener }));
  await user.click(within(screen.getByRole('dialog', { name: `${opener}?` })).getByRole('button', { name: confirm }));
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => resetToasts());

describe('SessionsSection', () => {
  it('lists each session with its device, kind and times, and marks this device without a sign-out button', async () => {
    serveSessions([THIS_DEVICE, LAPTOP, PHONE]);
    await renderSection();
    const list = screen.getByRole('list', { name: "Where you're signed in" });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const here = sessionItem('Firefox on Mac');
    expect(within(here).getByRole('heading', { level: 3 })).toHaveAccessibleName('Firefox on Mac , This device');
    expect(within(here).getByText('Web browser')).toBeInTheDocument();
    expect(within(here).getByText('Signed in')).toBeInTheDocument();
    expect(here.querySelector(`time[datetime="${THIS_DEVICE.created_at}"]`)).toHaveTextContent(/2026/);
    expect(here.querySelector(`time[datetime="${THIS_DEVICE.last_seen_at}"]`)).toHaveTextContent(/2026/);
    expect(within(here).queryByRole('button')).not.toBeInTheDocument();

    expect(within(sessionItem('App on Android')).getByText('The mobile app')).toBeInTheDocument();
    expect(within(sessionItem('Chrome on Windows')).queryByText('This device')).not.toBeInTheDocument();
    // Each button names its device, and is described by its times (two sessions may share a name).
    const signOutLaptop = screen.getByRole('button', { name: 'Sign out Chrome on Windows' });
    expect(signOutLaptop).toHaveAccessibleDescription(/Signed in.*2026.*Last used.*2026/);
    expect(screen.getByRole('button', { name: 'Sign out App on Android' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out of all other sessions' })).toBeInTheDocument();
  });

  it('offers no "all other sessions" when this is the only one', async () => {
    serveSessions([THIS_DEVICE]);
    await renderSection();
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
  });

  it('asks first, then signs one session out: it leaves the list and focus goes to the heading', async () => {
    const sessions = [THIS_DEVICE, LAPTOP, PHONE];
    serveSessions(sessions);
    const ended: string[] = [];
    server.use(
      http.delete(`${SESSIONS}/:id`, ({ params }) => {
        ended.push(String(params.id));
        sessions.splice(
          sessions.findIndex((session) => session.id === params.id),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await renderSection();

    await user.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out Chrome on Windows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ended).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out Chrome on Windows')).toBeInTheDocument();
    expect(ended).toEqual(['session-laptop']);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Chrome on Windows' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Sign out App on Android' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: "Where you're signed in" })).toHaveFocus(),
    );
  });

  it('signs out every other session after asking, and says how many ended', async () => {
    const sessions = [THIS_DEVICE, LAPTOP, PHONE];
    serveSessions(sessions);
    let calls = 0;
    server.use(
      http.post(`${SESSIONS}/end-others`, () => {
        calls += 1;
        sessions.splice(1);
        return HttpResponse.json({ ended: 2 });
      }),
    );
    const user = userEvent.setup();
    await renderSection();

    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all other sessions?' });
    expect(
      within(dialog).getByText(
        'The 2 other browsers and apps will need your password to sign in again. This device stays signed in.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out the others' }));
    expect(await screen.findByText('2 other sessions signed out')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: "Where you're signed in" })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
  });

  it('refreshes the list without an error when the session had already ended (404)', async () => {
    const sessions = [THIS_DEVICE, LAPTOP];
    serveSessions(sessions);
    server.use(
      http.delete(`${SESSIONS}/:id`, () => {
        // Ended elsewhere meanwhile: the server no longer lists it either.
        sessions.splice(1);
        return HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'That session has ended or is not one of yours.' },
          { status: 404 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderSection();
    await openAndConfirm(user, 'Sign out Chrome on Windows', 'Sign out');
    expect(await screen.findByText('Chrome on Windows was already signed out')).toBeInTheDocument();
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly when a session could not be signed out, and keeps it listed', async () => {
    serveSessions([THIS_DEVICE, LAPTOP]);
    server.use(
      http.delete(`${SESSIONS}/:id`, () =>
        HttpResponse.json({ statusCode: 503, message: 'Unavailable' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    await renderSection();
    await openAndConfirm(user, 'Sign out Chrome on Windows', 'Sign out');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chrome on Windows could not be signed out. Something went wrong on our side. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign out Chrome on Windows' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says plainly when the other sessions could not be signed out', async () => {
    serveSessions([THIS_DEVICE, LAPTOP]);
    server.use(http.post(`${SESSIONS}/end-others`, () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderSection();
    await openAndConfirm(user, 'Sign out of all other sessions', 'Sign out the others');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your other sessions could not be signed out. We couldn't reach the portal.",
    );
    expect(screen.getByRole('button', { name: 'Sign out Chrome on Windows' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it on Try again', async () => {
    let fail = true;
    server.use(
      http.get(SESSIONS, () =>
        fail
          ? HttpResponse.json({ statusCode: 500, message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ items: [THIS_DEVICE] }),
      ),
    );
    const user = userEvent.setup();
    renderScreen('/dashboard/profile/security', SessionsSection);
    expect(await screen.findByText('Your sessions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: /^Firefox on Mac/ })).toBeInTheDocument();
  });
});
