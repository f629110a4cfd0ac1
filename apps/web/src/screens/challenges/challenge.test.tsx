import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TMemberChallengeDetail } from '@portal/contracts/challenges';
import { CHALLENGE_MESSAGES } from '@portal/contracts/challenges';
import { makeChallengeDetail, makeJoinedChallenge, makeMemberChallenge } from '@/test/challenge-fixtures';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import { prepareSignedInScreen } from '@/test/render-screen';
import { Toaster } from '@/ui/toaster';
import { resetToasts } from '@/ui/use-toast';
import { Challenge } from './challenge';

const API = '*/api/authorization/challenges/ch-1';

/** The challenge's routes: `detail` answers until a join or an entry changes it; what the page sends is kept. */
function serveChallenge(first: TMemberChallengeDetail) {
  let detail = first;
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.get(API, () => HttpResponse.json(detail)),
    http.post(`${API}/join`, async ({ request }) => {
      const body = (await request.json()) as { team_id?: string; display_name: string | null };
      sent.push({ path: 'join', body });
      const team = detail.team_list.find((candidate) => candidate.id === body.team_id) ?? null;
      detail = makeChallengeDetail(makeJoinedChallenge({ my_team: team, my_display_name: body.display_name }));
      return HttpResponse.json(detail);
    }),
    http.put(`${API}/entries/:day`, async ({ request, params }) => {
      const body = (await request.json()) as { value: number };
      sent.push({ path: `entry ${String(params.day)}`, body });
      return HttpResponse.json({
        entry: { day: String(params.day), value: body.value, source: 'manual', updated_at: '2026-11-28T12:00:00.000Z' },
        progress: { total: 27000, days_met: 3, percent: 15, finished_at: null },
        points_awarded: null,
      });
    }),
    http.put(`${API}/display-name`, async ({ request }) => {
      sent.push({ path: 'display-name', body: await request.json() });
      return HttpResponse.json(detail);
    }),
  );
  return sent;
}

function renderChallenge() {
  // The dashboard has the member's names before any screen shows.
  const client = createTestQueryClient();
  client.setQueryData(getCurrentUserQueryOptions().queryKey, makeCurrentUser());
  return renderRoutes([{ path: '/dashboard/challenges/:id', Component: Challenge }], {
    path: '/dashboard/challenges/ch-1',
    client,
    alongside: <Toaster />,
  });
}

beforeEach(() => prepareSignedInScreen(new Date(2026, 10, 28, 12, 0)));
afterEach(() => resetToasts());

describe('Challenge', () => {
  it('shows the challenge and its leaderboard, and joins it with a team and the name to show', async () => {
    const sent = serveChallenge(makeChallengeDetail());
    const user = userEvent.setup();
    renderChallenge();
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn steps' })).toBeInTheDocument();
    expect(await screen.findByText('7,000 steps a day, on 20 days')).toBeInTheDocument();
    expect(screen.getByText('In teams you choose')).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members by their total' });
    expect(within(members).getAllByRole('row')[2]).toHaveTextContent('A member');
    expect(screen.getByRole('region', { name: "Teams' totals" })).toHaveTextContent('Trailblazers690,000');

    await user.click(screen.getByRole('button', { name: 'Join the challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Autumn steps' });
    const name = within(dialog).getByRole('textbox', { name: 'Name to show on the leaderboard' });
    // First name and last initial.
    expect(name).toHaveValue('Morgan L.');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    const team = within(dialog).getByRole('combobox', { name: 'Your team' });
    expect(team).toHaveAccessibleDescription(CHALLENGE_MESSAGES.teamRequired);
    expect(team).toHaveFocus();
    expect(sent).toEqual([]);

    await user.selectOptions(team, 'Trailblazers');
    await user.clear(name);
    await user.type(name, 'Mo');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: 'join', body: { team_id: '00000000-0000-4000-8000-00000000000a', display_name: 'Mo' } },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Your progress' })).toHaveFocus();
    expect(screen.getByText('Your team: Trailblazers')).toBeInTheDocument();
    expect(screen.getByText('You show on the leaderboard as Mo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the challenge' })).not.toBeInTheDocument();
  });

  it('joins without showing a name: the member appears as "A member"', async () => {
    const sent = serveChallenge(makeChallengeDetail(makeMemberChallenge({ teams: 'assigned' })));
    const user = userEvent.setup();
    renderChallenge();
    await user.click(await screen.findByRole('button', { name: 'Join the challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Autumn steps' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('The programme puts you in a team when you join.');
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show my name" }));
    expect(within(dialog).getByRole('textbox', { name: 'Name to show on the leaderboard' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'join', body: { display_name: null } }]));
  });

  it('logs a day by hand within the bounds: today by default, an earlier day shows what it holds', async () => {
    const sent = serveChallenge(makeChallengeDetail(makeJoinedChallenge()));
    const user = userEvent.setup();
    renderChallenge();
    const progress = await screen.findByRole('progressbar', { name: 'Your progress in Autumn steps' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Goal met on 2 of 20 days');
    const members = screen.getByRole('region', { name: 'Members by their total' });
    const me = within(members).getAllByRole('row')[3]!;
    expect(me).toHaveTextContent('Ana G.You');
    const entries = screen.getByRole('region', { name: 'Your entries by day' });
    expect(within(entries).getAllByRole('row')[1]).toHaveTextContent('November 27, 20267,000Your phone');

    const day = screen.getByRole('combobox', { name: 'Day' });
    const options = within(day).getAllByRole('option');
    // From the first day to today, newest first: no day after today.
    expect(options).toHaveLength(9);
    expect(options[0]).toHaveTextContent('Today, November 28, 2026');
    expect(options.at(-1)).toHaveTextContent('November 20, 2026');
    const value = screen.getByRole('spinbutton', { name: 'Steps on this day' });
    expect(value).toHaveValue(null);

    await user.selectOptions(day, '2026-11-26');
    expect(value).toHaveValue(8000);
    await user.selectOptions(day, '2026-11-28');
    await user.type(value, '100001');
    await user.click(screen.getByRole('button', { name: 'Save this day' }));
    expect(value).toHaveAccessibleDescription(`A whole number, at most 100,000. ${CHALLENGE_MESSAGES.entrySteps}`);
    expect(sent).toEqual([]);

    await user.clear(value);
    await user.type(value, '12000');
    await user.click(screen.getByRole('button', { name: 'Save this day' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'entry 2026-11-28', body: { value: 12000, source: 'manual' } }]));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal as it comes", async () => {
    serveChallenge(makeChallengeDetail(makeJoinedChallenge()));
    server.use(
      http.put(`${API}/entries/:day`, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: CHALLENGE_MESSAGES.entryClosed, code: 'CHALLENGE_CLOSED' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderChallenge();
    const value = await screen.findByRole('spinbutton', { name: 'Steps on this day' });
    await user.type(value, '5000');
    await user.click(screen.getByRole('button', { name: 'Save this day' }));
    expect(await screen.findByText(CHALLENGE_MESSAGES.entryClosed)).toBeInTheDocument();
  });

  it('checks in a habit, and changes the name shown to none', async () => {
    const sent = serveChallenge(
      makeChallengeDetail(
        makeJoinedChallenge({ kind: 'habit', goal: 1, teams: 'individual', team_list: [], my_team: null }),
        { entries: [] },
      ),
    );
    const user = userEvent.setup();
    renderChallenge();
    const done = await screen.findByRole('checkbox', { name: 'I did it on this day' });
    await user.click(done);
    await user.click(screen.getByRole('button', { name: 'Save this day' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'entry 2026-11-28', body: { value: 1, source: 'manual' } }]));

    const nameForm = screen.getByRole('form', { name: 'Your name on the leaderboard' });
    expect(within(nameForm).getByRole('textbox', { name: 'Name to show on the leaderboard' })).toHaveValue('Ana G.');
    await user.click(within(nameForm).getByRole('checkbox', { name: "Don't show my name" }));
    await user.click(within(nameForm).getByRole('button', { name: 'Save the name' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ path: 'display-name', body: { display_name: null } }));
  });

  it('says when the challenge has closed instead of offering to log', async () => {
    serveChallenge(
      makeChallengeDetail(makeJoinedChallenge({ status: 'ended', can_log: false, closes_on: '2026-11-27' })),
    );
    renderChallenge();
    expect(
      await screen.findByText('This challenge closed on November 27, 2026: its entries can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this day' })).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    activateTestLocale('es');
    serveChallenge(makeChallengeDetail(makeJoinedChallenge()));
    renderChallenge();
    expect(await screen.findByText('7000 pasos al día, durante 20 días')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Su progreso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clasificación' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Día' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Miembros según su total' })).toHaveTextContent('Un miembro');
  });
});
