import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TChallengeInput } from '@portal/contracts/challenges';
import { CHALLENGE_MESSAGES } from '@portal/contracts/challenges';
import { makeAdminChallengeDetail } from '@/test/challenge-fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes } from '@/test/render';
import { prepareSignedInScreen } from '@/test/render-screen';
import { Toaster } from '@/ui/toaster';
import { resetToasts } from '@/ui/use-toast';
import { AdminChallenge } from './challenge';
import { AdminChallenges } from './challenges';

const API = '*/api/authorization/admin/challenges';
const TEAM_A = '00000000-0000-4000-8000-00000000000a';
const TEAM_B = '00000000-0000-4000-8000-00000000000b';

function serveConsole() {
  const sent: { path: string; body: unknown }[] = [];
  const detail = makeAdminChallengeDetail();
  const { team_totals: _totals, participants: _participants, ...listed } = detail;
  server.use(
    http.get(API, () => HttpResponse.json({ challenges: [listed] })),
    http.get(`${API}/:id`, () => HttpResponse.json(detail)),
    http.post(API, async ({ request }) => {
      const body = (await request.json()) as TChallengeInput;
      sent.push({ path: 'create', body });
      return HttpResponse.json({ ...listed, id: 'ch-new', title: body.title }, { status: 201 });
    }),
    http.put(`${API}/:id/participants/:accountId/team`, async ({ request, params }) => {
      sent.push({ path: `move ${String(params.accountId)}`, body: await request.json() });
      if (params.accountId === 'acc-2') {
        return HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: CHALLENGE_MESSAGES.ended, code: 'CHALLENGE_ENDED' },
          { status: 409 },
        );
      }
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

function renderConsole(path: string) {
  return renderRoutes(
    [
      { path: '/admin/challenges', Component: AdminChallenges },
      { path: '/admin/challenges/:id', Component: AdminChallenge },
    ],
    { path, alongside: <Toaster /> },
  );
}

beforeEach(() => prepareSignedInScreen(new Date(2026, 10, 28, 12, 0)));
afterEach(() => resetToasts());

describe('Console → Challenges', () => {
  it('lists the challenges with participation, "fewer than 5" where the count is hidden', async () => {
    serveConsole();
    renderConsole('/admin/challenges');
    const table = await screen.findByRole('region', { name: 'Challenges and their participation' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Autumn steps' })).toHaveAttribute('href', '/admin/challenges/ch-1');
    expect(row).toHaveTextContent('Steps');
    expect(row).toHaveTextContent('Running');
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('12');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('fewer than 5');
  });

  it('creates a challenge in one form: teams to name, added and removed, then the request as the contract has it', async () => {
    const sent = serveConsole();
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/challenges');
    await user.click(await screen.findByRole('button', { name: 'New challenge' }));
    const form = screen.getByRole('form', { name: 'New challenge' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Water every day');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'habit');
    expect(within(form).queryByRole('spinbutton', { name: 'Goal each day' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'How members take part' }), 'choose');
    await user.click(within(form).getByRole('button', { name: 'Add a team' }));
    expect(within(form).getByRole('textbox', { name: 'Team 3' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Remove team 3' }));
    expect(within(form).getByRole('button', { name: 'Add a team' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Create the challenge' }));
    expect(within(form).getByRole('textbox', { name: 'Team 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Team 1' }), 'Blue');
    await user.type(within(form).getByRole('textbox', { name: 'Team 2' }), 'Green');
    await user.click(within(form).getByRole('button', { name: 'Create the challenge' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      title: 'Water every day',
      description: '',
      kind: 'habit',
      goal_type: 'daily',
      goal: 1,
      days_required: null,
      teams: 'choose',
      team_names: ['Blue', 'Green'],
      starts_on: '2026-12-05',
      ends_on: '2027-01-01',
      join_until: '2027-01-01',
      points: 100,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/challenges/ch-new'));
  });

  it("shows a challenge's teams and members, and moves a member, with the server's refusal beside the row", async () => {
    const sent = serveConsole();
    const user = userEvent.setup();
    renderConsole('/admin/challenges/ch-1');
    const teams = await screen.findByRole('region', { name: 'Teams, their members and totals' });
    expect(within(teams).getAllByRole('row')[1]).toHaveTextContent('Trailblazers690,000');
    expect(within(teams).getAllByRole('row')[2]).toHaveTextContent('Pathfindersfewer than 5fewer than 5');

    await user.click(screen.getByRole('button', { name: 'Move Ana García' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'move acc-1', body: { team_id: TEAM_B } }]));
    expect(screen.getByRole('combobox', { name: 'New team for Sam Kim' })).toHaveValue(TEAM_A);
    await user.click(screen.getByRole('button', { name: 'Move Sam Kim' }));
    expect(await screen.findByText(CHALLENGE_MESSAGES.ended)).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    activateTestLocale('es');
    serveConsole();
    renderConsole('/admin/challenges');
    const table = await screen.findByRole('region', { name: 'Retos y su participación' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('menos de 5');
    expect(screen.getByRole('button', { name: 'Nuevo reto' })).toBeInTheDocument();
  });
});
