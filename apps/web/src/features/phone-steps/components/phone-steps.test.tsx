import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { shiftDay } from '@portal/contracts/challenges';
import type { TChallengeEntry, TChallengeEntryResult, TMemberChallengeDetail } from '@portal/contracts/challenges';
import { localDay } from '@/platform/phone-steps';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { createTestQueryClient, render, screen, waitFor } from '@/test/render';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '@/test/simulated-bridge';
import type { SimulatedHealthOptions } from '@/test/simulated-bridge';
import { Toaster } from '@/ui/toaster';
import { PhoneSteps } from './phone-steps';

afterEach(() => removeSimulatedBridge());

const TODAY = localDay(new Date());
const day = (offset: number) => shiftDay(TODAY, offset);

/** A running step challenge the member joined, started three days ago. */
function makeChallenge(overrides: Partial<TMemberChallengeDetail> = {}): TMemberChallengeDetail {
  return {
    id: 'challenge-1',
    title: 'Step it up',
    description: '',
    kind: 'steps',
    goal_type: 'total',
    goal: 150_000,
    days_required: null,
    teams: 'individual',
    team_list: [],
    starts_on: day(-3),
    ends_on: day(20),
    join_until: day(20),
    closes_on: day(27),
    points: 500,
    status: 'running',
    joined: true,
    can_join: false,
    can_log: true,
    progress: { total: 0, days_met: 0, percent: 0, finished_at: null },
    my_team: null,
    my_display_name: null,
    phone_steps: false,
    participants: 3,
    entries: [],
    leaderboard: { teams: [], members: [] },
    ...overrides,
  };
}

interface ServerCall {
  method: string;
  path: string;
  body: unknown;
}

/** The challenge routes as the server answers them, keeping the member's choice and entries; every write recorded. */
function serveChallenge(challenge: TMemberChallengeDetail, { pointsOn }: { pointsOn?: string } = {}) {
  const state = { ...challenge, entries: [...challenge.entries] };
  const calls: ServerCall[] = [];
  server.use(
    http.get('*/api/authorization/challenges/:id', () => HttpResponse.json(state)),
    http.put('*/api/authorization/challenges/:id/phone-steps', async ({ request }) => {
      const body = (await request.json()) as { phone_steps: boolean };
      calls.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      state.phone_steps = body.phone_steps;
      return HttpResponse.json(state);
    }),
    http.put('*/api/authorization/challenges/:id/entries/:day', async ({ request, params }) => {
      const body = (await request.json()) as { value: number; source: 'manual' | 'phone' };
      calls.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      const entry: TChallengeEntry = { day: String(params.day), ...body, updated_at: new Date().toISOString() };
      state.entries = [...state.entries.filter((existing) => existing.day !== entry.day), entry];
      const result: TChallengeEntryResult = {
        entry,
        progress: state.progress!,
        points_awarded: params.day === pointsOn ? 500 : null,
      };
      return HttpResponse.json(result);
    }),
  );
  return { calls, state };
}

/** The challenge as the page has it (its query), with the phone's steps under it. */
function ChallengePage({ id }: { id: string }) {
  const challenge = useQuery({
    queryKey: ['challenges', 'detail', id],
    queryFn: async () => (await (await fetch(`/api/authorization/challenges/${id}`)).json()) as TMemberChallengeDetail,
  });
  return challenge.data ? <PhoneSteps challenge={challenge.data} /> : null;
}

function renderOnPhone(challenge: TMemberChallengeDetail, health: SimulatedHealthOptions) {
  const shell = installSimulatedBridge({ health });
  const client = createTestQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ChallengePage id={challenge.id} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { shell, client };
}

const entryPuts = (calls: ServerCall[]) =>
  calls
    .filter((call) => call.path.includes('/entries/'))
    .map((call) => ({ day: call.path.split('/').pop(), body: call.body }));

describe('the phone’s step count on a challenge’s page', () => {
  it('is not offered in a browser, nor for a challenge of another kind or not joined', async () => {
    render(<PhoneSteps challenge={makeChallenge()} />);
    installSimulatedBridge();
    const { rerender } = render(<PhoneSteps challenge={makeChallenge({ kind: 'active_minutes' })} />);
    rerender(<PhoneSteps challenge={makeChallenge({ joined: false })} />);
    rerender(<PhoneSteps challenge={makeChallenge({ can_log: false, status: 'ended' })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/step count/i)).toBeNull();
  });

  it('asks for steps only, then sends each day of the challenge up to today as the phone counted it, and remembers the choice', async () => {
    const challenge = makeChallenge();
    const { calls } = serveChallenge(challenge);
    const { shell } = renderOnPhone(challenge, {
      answer: 'granted',
      steps: { [day(-4)]: 5000, [day(-3)]: 8000, [day(-1)]: 150_000, [TODAY]: 2500, [day(1)]: 999 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my phone’s step count' }));

    expect(await screen.findByText('Updated: 3 days of steps sent from your phone.')).toBeInTheDocument();
    expect(callsTo(shell, 'Health', 'requestAuthorization').map((call) => call.options)).toEqual([
      { read: ['steps'], write: [] },
    ]);
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/authorization/challenges/challenge-1/phone-steps',
      body: { phone_steps: true },
    });
    // Not before the start, not a day to come; at most 100,000 a day; no day without steps.
    expect(entryPuts(calls)).toEqual([
      { day: day(-3), body: { value: 8000, source: 'phone' } },
      { day: day(-1), body: { value: 100_000, source: 'phone' } },
      { day: TODAY, body: { value: 2500, source: 'phone' } },
    ]);
    // The choice is the server's now: the page offers to update and to stop, and focus went there.
    const update = await screen.findByRole('button', { name: 'Update from my phone now' });
    await waitFor(() => expect(update).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Stop using my phone’s steps' })).toBeInTheDocument();
  });

  it('reads again when the page opens and when the app comes back, sending only what changed', async () => {
    const challenge = makeChallenge({
      phone_steps: true,
      entries: [
        { day: day(-3), value: 8000, source: 'phone', updated_at: '2026-01-01T00:00:00.000Z' },
        { day: day(-2), value: 12_000, source: 'manual', updated_at: '2026-01-01T00:00:00.000Z' },
        { day: day(-1), value: 1000, source: 'manual', updated_at: '2026-01-01T00:00:00.000Z' },
      ],
    });
    const { calls } = serveChallenge(challenge);
    const { shell } = renderOnPhone(challenge, {
      permission: 'granted',
      steps: { [day(-3)]: 8000, [day(-2)]: 9000, [day(-1)]: 6000, [TODAY]: 1200 },
    });
    // A day the phone already gave, unchanged, is not sent again; a higher count typed by hand is kept.
    expect(await screen.findByText('Updated: 2 days of steps sent from your phone.')).toBeInTheDocument();
    expect(entryPuts(calls)).toEqual([
      { day: day(-1), body: { value: 6000, source: 'phone' } },
      { day: TODAY, body: { value: 1200, source: 'phone' } },
    ]);
    expect(callsTo(shell, 'Health', 'requestAuthorization')).toEqual([]);

    shell.steps[TODAY] = 4800;
    shell.resume();
    await waitFor(() => expect(entryPuts(calls)).toHaveLength(3));
    expect(entryPuts(calls)[2]).toEqual({ day: TODAY, body: { value: 4800, source: 'phone' } });
    expect(await screen.findByText('Updated: 1 day of steps sent from your phone.')).toBeInTheDocument();
  });

  it('celebrates a day that finishes the challenge', async () => {
    const challenge = makeChallenge({ phone_steps: true });
    serveChallenge(challenge, { pointsOn: TODAY });
    renderOnPhone(challenge, { permission: 'granted', steps: { [TODAY]: 3000 } });
    expect(await screen.findByText('You finished the challenge and earned 500 points!')).toBeInTheDocument();
  });

  it('says so when the member does not allow it, and sends nothing', async () => {
    const challenge = makeChallenge();
    const { calls } = serveChallenge(challenge);
    renderOnPhone(challenge, { answer: 'denied', steps: { [TODAY]: 3000 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my phone’s step count' }));
    // The alert region is always there (it is announced when it fills): wait for its words.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Reading steps was not allowed. Press “Use my phone’s step count” to be asked again, or allow it in Health Connect.',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('points to Google Play when Health Connect must be installed or updated', async () => {
    const challenge = makeChallenge();
    const { calls } = serveChallenge(challenge);
    renderOnPhone(challenge, { availability: 'update-required' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my phone’s step count' }));
    // The alert region is always there (it is announced when it fills): wait for its words.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Reading steps needs the Health Connect app.'),
    );
    expect(screen.getByRole('link', { name: 'Health Connect on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.google.android.apps.healthdata',
    );
    expect(calls).toEqual([]);
  });

  it('says when the phone has no step count to read', async () => {
    const challenge = makeChallenge();
    serveChallenge(challenge);
    renderOnPhone(challenge, { availability: 'unavailable' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my phone’s step count' }));
    // The alert region is always there (it is announced when it fills): wait for its words.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This phone has no step count the app can read. You can still log your steps by hand.',
      ),
    );
  });

  it('stops when asked: the server forgets the choice and the phone is read no more', async () => {
    const challenge = makeChallenge({ phone_steps: true });
    const { calls } = serveChallenge(challenge);
    const { shell } = renderOnPhone(challenge, { permission: 'granted' });
    expect(await screen.findByText('Your phone has no steps for the challenge’s days yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop using my phone’s steps' }));
    expect(
      await screen.findByText(
        'Your phone’s steps are no longer read. The days already sent stay, and you can change them by hand.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/authorization/challenges/challenge-1/phone-steps', body: { phone_steps: false } },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use my phone’s step count' })).toHaveFocus());
    expect(callsTo(shell, 'Health', 'readSamples')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    activateTestLocale('es');
    const challenge = makeChallenge();
    serveChallenge(challenge);
    renderOnPhone(challenge, { answer: 'granted' });
    expect(await screen.findByRole('button', { name: 'Usar el recuento de pasos de mi teléfono' })).toBeInTheDocument();
    expect(screen.getByText(/Permita que la aplicación lea el recuento diario de pasos/)).toBeInTheDocument();
  });
});
