import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TMemberChallenge } from '@portal/contracts/challenges';
import type { TAlternativeRequest, TMemberRewards, TRewardsHistory } from '@portal/contracts/rewards';
import { makeJoinedChallenge, makeMemberChallenge } from '@/test/challenge-fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { prepareSignedInScreen, renderScreen } from '@/test/render-screen';
import { makeAlternativeRequest, makeMemberRewards, makeNoPlanRewards } from '@/test/rewards-fixtures';
import { resetToasts } from '@/ui/use-toast';
import { Rewards } from './rewards';

const API = '*/api/authorization/accounts/me/rewards';

const THIS_YEAR: TRewardsHistory[] = [
  {
    entries: [
      { id: 'e3', awarded_at: '2026-11-20T10:00:00.000Z', source: 'custom', title: 'Annual physical', points: 300 },
      { id: 'e2', awarded_at: '2026-10-02T10:00:00.000Z', source: 'adjustment', title: 'Lab screening', points: 200 },
    ],
    next_cursor: 'cursor-2',
  },
  {
    entries: [{ id: 'e1', awarded_at: '2026-03-12T10:00:00.000Z', source: 'questionnaire', title: null, points: 250 }],
    next_cursor: null,
  },
];

interface Served {
  rewards?: TMemberRewards;
  requests?: TAlternativeRequest[];
  challenges?: TMemberChallenge[];
}

/** The member's rewards routes, recording what the screen sends. */
function serveRewards({ rewards = makeMemberRewards(), requests = [], challenges = [] }: Served = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const historyAsked: string[] = [];
  server.use(
    http.get(API, () => HttpResponse.json(rewards)),
    http.get(`${API}/alternatives`, () =>
      HttpResponse.json({ requests: requests.map((r) => ({ ...r, member: null })) }),
    ),
    http.get(`${API}/history`, ({ request }) => {
      const url = new URL(request.url);
      historyAsked.push(url.search);
      if (url.searchParams.get('plan') === 'plan-2025') {
        return HttpResponse.json({
          entries: [{ id: 'p1', awarded_at: '2025-06-01T10:00:00.000Z', source: 'video', title: null, points: 20 }],
          next_cursor: null,
        });
      }
      return HttpResponse.json(url.searchParams.get('cursor') === 'cursor-2' ? THIS_YEAR[1] : THIS_YEAR[0]);
    }),
    http.post(`${API}/celebration`, () => {
      sent.push({ path: 'celebration', body: null });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/activities/:key/report`, async ({ request, params }) => {
      sent.push({ path: `report ${String(params.key)}`, body: await request.json() });
      return HttpResponse.json({ points_awarded: 100, points: 850, level_reached: null });
    }),
    http.post(`${API}/alternatives`, async ({ request }) => {
      const body = (await request.json()) as { activity: string; reason: string };
      sent.push({ path: 'alternative', body });
      return HttpResponse.json(makeAlternativeRequest({ activity: body.activity, reason: body.reason }), {
        status: 201,
      });
    }),
    http.get('*/api/authorization/challenges', () => HttpResponse.json({ challenges })),
    http.post(`${API}/alternatives/:id/done`, async ({ request, params }) => {
      sent.push({ path: `done ${String(params.id)}`, body: await request.json() });
      return HttpResponse.json({ points_awarded: 150, points: 900, level_reached: null });
    }),
  );
  return { sent, historyAsked };
}

// The day a report defaults to.
beforeEach(() => prepareSignedInScreen(new Date(2026, 10, 28, 12, 0)));
afterEach(() => resetToasts());

describe('Rewards', () => {
  it('shows the points, level and next level, the ways to earn with their limits, and the history page by page', async () => {
    const { historyAsked } = serveRewards();
    const user = userEvent.setup();
    renderScreen('/dashboard/rewards', Rewards);
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();

    const summary = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(summary).findByTestId('rewards-points')).toHaveTextContent('750 points');
    expect(summary).toHaveTextContent('This plan year runs from January 1, 2026 to December 31, 2026.');
    expect(summary).toHaveTextContent('Your level: Bronze');
    expect(summary).toHaveTextContent('Next: Silver, 250 points to go. Its reward: $50 gift card');
    expect(within(summary).getByRole('progressbar', { name: 'Progress towards Silver' })).toHaveAttribute(
      'aria-valuenow',
      '750',
    );

    const ways = screen.getByRole('region', { name: 'Ways to earn' });
    const items = within(ways).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Answer the health questionnaire',
      'Read an article',
      'Take a health scan',
      'Flu shot',
    ]);
    expect(items[0]).toHaveTextContent('+250 points');
    expect(items[0]).toHaveTextContent('Done for this year');
    expect(items[0]).toHaveTextContent('Once a year');
    expect(items[0]).toHaveTextContent('Earned once this year');
    expect(items[1]).toHaveTextContent('Available');
    expect(items[1]).toHaveTextContent('3 a day, 50 a year');
    expect(items[1]).toHaveTextContent('Earned 4 times this year');
    expect(items[2]).toHaveTextContent('Limit reached for now');
    expect(items[2]).toHaveTextContent('2 a month');
    expect(items[3]).toHaveTextContent('Once a day, 1 a year');
    expect(items[3]).toHaveTextContent('Not earned yet this year');
    // Only a custom activity is reported by the member; any activity not done yet may have an alternative.
    expect(within(items[0]!).queryByRole('button', { name: 'I did this' })).not.toBeInTheDocument();
    expect(within(items[3]!).getByRole('button', { name: 'I did this' })).toHaveAccessibleDescription('Flu shot');
    expect(within(items[0]!).queryByRole('button', { name: 'Ask for an alternative' })).not.toBeInTheDocument();
    expect(within(ways).getAllByRole('button', { name: 'Ask for an alternative' })).toHaveLength(3);

    const history = screen.getByRole('region', { name: 'Points this year' });
    const table = await within(history).findByRole('table', { name: 'Points earned this plan year' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DateActivityPoints',
      'November 20, 2026Annual physical+300',
      'October 2, 2026Adjustment by your programme: Lab screening+200',
    ]);
    await user.click(within(history).getByRole('button', { name: 'Show earlier points' }));
    expect(await within(table).findByText('Answer the health questionnaire')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Show earlier points' })).not.toBeInTheDocument();
    expect(historyAsked).toEqual(['', '?cursor=cursor-2']);

    // A past year: its points and level, and its history on request (?plan=).
    const past = screen.getByRole('region', { name: 'Past years' });
    expect(past).toHaveTextContent('January 1, 2025 to December 31, 2025');
    expect(past).toHaveTextContent('1,200 points, level Silver');
    const show = within(past).getByRole('button', { name: 'Show its history' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const pastTable = await within(past).findByRole('table', {
      name: 'Points earned from January 1, 2025 to December 31, 2025',
    });
    expect(within(pastTable).getByText('Watch a video')).toBeInTheDocument();
    expect(historyAsked).toContain('?plan=plan-2025');
  });

  it('reports a custom activity: the day (today by default, within the plan year) and the attestation', async () => {
    const { sent } = serveRewards();
    const user = userEvent.setup();
    renderScreen('/dashboard/rewards', Rewards);
    const ways = await screen.findByRole('region', { name: 'Ways to earn' });
    await user.click(await within(ways).findByRole('button', { name: 'I did this' }));
    const dialog = screen.getByRole('dialog', { name: 'Report: Flu shot' });
    const day = within(dialog).getByLabelText('The day you did it');
    expect(day).toHaveValue('2026-11-28');
    expect(day).toHaveAttribute('min', '2026-01-01');
    expect(day).toHaveAttribute('max', '2026-11-28');

    await user.click(within(dialog).getByRole('button', { name: 'Report it' }));
    expect(await within(dialog).findByText('Confirm that you did the activity.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('I confirm I did this')).toHaveFocus();

    await user.clear(day);
    await user.type(day, '2026-12-01');
    await user.click(within(dialog).getByLabelText('I confirm I did this'));
    await user.click(within(dialog).getByRole('button', { name: 'Report it' }));
    expect(
      await within(dialog).findByText('Choose a day within the plan year, not in the future.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(day);
    await user.type(day, '2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Report it' }));
    expect(await screen.findByText('You earned 100 points')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ path: 'report custom:flu-shot', body: { done_on: '2026-11-27', attested: true } }]);
  });

  it("shows the server's refusal of a report in the form", async () => {
    serveRewards();
    server.use(
      http.post(`${API}/activities/:key/report`, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'You already reported that activity for that day.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderScreen('/dashboard/rewards', Rewards);
    await user.click(await screen.findByRole('button', { name: 'I did this' }));
    const dialog = screen.getByRole('dialog', { name: 'Report: Flu shot' });
    await user.click(within(dialog).getByLabelText('I confirm I did this'));
    await user.click(within(dialog).getByRole('button', { name: 'Report it' }));
    expect(await within(dialog).findByText('You already reported that activity for that day.')).toBeInTheDocument();
  });

  it('asks for an alternative in the member’s words, no diagnosis needed', async () => {
    const { sent } = serveRewards();
    const user = userEvent.setup();
    renderScreen('/dashboard/rewards', Rewards);
    const ways = await screen.findByRole('region', { name: 'Ways to earn' });
    const scan = (await within(ways).findAllByRole('listitem'))[2]!;
    await user.click(within(scan).getByRole('button', { name: 'Ask for an alternative' }));
    const dialog = screen.getByRole('dialog', { name: 'An alternative to: Take a health scan' });
    expect(dialog).toHaveAccessibleDescription(
      'If a medical reason keeps you from this activity, your programme can offer another way to earn its points.',
    );
    const reason = within(dialog).getByLabelText('Why can’t you do this activity?');
    expect(reason).toHaveAccessibleDescription('A few words are enough. You don’t need to give a diagnosis.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText(/Tell us briefly why/)).toBeInTheDocument();
    expect(reason).toHaveFocus();

    await user.type(reason, 'My doctor advised against it.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Request sent: your programme will answer here.')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: 'alternative', body: { activity: 'health_scan', reason: 'My doctor advised against it.' } },
    ]);
  });

  it('shows each request’s answer, and the member says when they did an approved alternative', async () => {
    const { sent } = serveRewards({
      requests: [
        makeAlternativeRequest({ id: 'alt-4', activity: 'article' }),
        makeAlternativeRequest({
          id: 'alt-3',
          activity: 'health_scan',
          status: 'approved',
          alternative: 'Walk 20 minutes three times a week',
          points: 150,
        }),
        makeAlternativeRequest({ id: 'alt-2', activity: 'video', status: 'approved', points: 20 }),
        makeAlternativeRequest({
          id: 'alt-1',
          activity: 'custom:flu-shot',
          activity_title: 'Flu shot',
          status: 'declined',
          decline_reason: 'Please ask your clinic for a note.',
        }),
      ],
    });
    const user = userEvent.setup();
    renderScreen('/dashboard/rewards', Rewards);
    const region = await screen.findByRole('region', { name: 'Your requests for an alternative' });
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Read an article');
    expect(items[0]).toHaveTextContent('Asked on March 2, 2026');
    expect(items[0]).toHaveTextContent('Waiting for your programme’s answer.');
    expect(items[1]).toHaveTextContent('Approved. Instead, you can: Walk 20 minutes three times a week');
    expect(items[1]).toHaveTextContent('It earns 150 points once you have done it.');
    expect(items[2]).toHaveTextContent('Approved: 20 points added to your total.');
    expect(items[3]).toHaveTextContent('Flu shot');
    expect(items[3]).toHaveTextContent('Declined: Please ask your clinic for a note.');
    // An activity with a request waiting says so, instead of offering another.
    const article = within(screen.getByRole('region', { name: 'Ways to earn' })).getAllByRole('listitem')[1]!;
    expect(article).toHaveTextContent('You asked for an alternative: your programme will answer.');
    expect(within(article).queryByRole('button', { name: 'Ask for an alternative' })).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'I’ve done it' }));
    expect(await within(items[1]!).findByText('Confirm that you did the activity.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(items[1]!).getByLabelText('I confirm I did this'));
    await user.click(within(items[1]!).getByRole('button', { name: 'I’ve done it' }));
    expect(await screen.findByText('You earned 150 points')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'done alt-3', body: { attested: true } }]);
  });

  it('celebrates a level not celebrated yet, once', async () => {
    const silver = { name: 'Silver', points: 1000, reward: '$50 gift card' };
    const { sent } = serveRewards({ rewards: makeMemberRewards({ points: 1000, level: silver, celebrate: silver }) });
    const user = userEvent.setup();
    renderScreen('/dashboard/rewards', Rewards);
    const dialog = await screen.findByRole('dialog', { name: 'You reached Silver!' });
    expect(dialog).toHaveAccessibleDescription('Your reward: $50 gift card');
    await user.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ path: 'celebration', body: null }]);
  });

  it('says so when the programme has no plan running, and still shows past years', async () => {
    serveRewards({
      rewards: {
        ...makeNoPlanRewards(),
        past_years: [
          { plan_id: 'plan-2025', starts_on: '2025-01-01', ends_on: '2025-12-31', points: 300, level: null },
        ],
      },
    });
    renderScreen('/dashboard/rewards', Rewards);
    expect(await screen.findByText('Your programme has no rewards plan running now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ways to earn' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Past years' })).toHaveTextContent('300 points, no level reached');
  });

  it('lists the challenges open to join, running and recently ended, with dates, goal, points and progress', async () => {
    serveRewards({
      rewards: makeNoPlanRewards(),
      challenges: [
        makeMemberChallenge({ id: 'open', title: 'Water every day', kind: 'habit', goal: 1, days_required: 10 }),
        makeJoinedChallenge(),
        makeMemberChallenge({
          id: 'old',
          title: 'Summer minutes',
          kind: 'active_minutes',
          goal_type: 'total',
          goal: 600,
          days_required: null,
          status: 'ended',
          can_join: false,
          joined: true,
          progress: { total: 650, days_met: 0, percent: 100, finished_at: '2026-09-01T10:00:00.000Z' },
        }),
      ],
    });
    renderScreen('/dashboard/rewards', Rewards);
    const list = await screen.findByRole('region', { name: 'Challenges' });
    const open = await within(list).findByRole('region', { name: 'Open to join' });
    expect(within(open).getByRole('link', { name: 'Water every day' })).toHaveAttribute(
      'href',
      '/dashboard/challenges/open',
    );
    expect(open).toHaveTextContent('Check in on 10 days');
    const running = within(list).getByRole('region', { name: 'Running and coming up' });
    expect(running).toHaveTextContent('7,000 steps a day, on 20 days');
    expect(running).toHaveTextContent('November 20, 2026 to December 17, 2026 · 200 points for finishing');
    expect(within(running).getByRole('progressbar', { name: 'Your progress in Autumn steps' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    const ended = within(list).getByRole('region', { name: 'Recently ended' });
    expect(ended).toHaveTextContent('600 active minutes in all');
    expect(ended).toHaveTextContent('650 of 600 active minutes: finished, well done.');
  });

  it('reads in Spanish', async () => {
    activateTestLocale('es');
    serveRewards();
    renderScreen('/dashboard/rewards', Rewards);
    expect(screen.getByRole('heading', { level: 1, name: 'Recompensas' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Sus puntos' });
    expect(await within(summary).findByTestId('rewards-points')).toHaveTextContent('750 puntos');
    const ways = screen.getByRole('region', { name: 'Formas de ganar puntos' });
    const items = within(ways).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Leer un artículo');
    expect(items[1]).toHaveTextContent('3 al día, 50 al año');
    expect(items[1]).toHaveTextContent('Conseguido 4 veces este año');
    expect(within(items[3]!).getByRole('button', { name: 'Lo hice' })).toBeInTheDocument();
  });
});
