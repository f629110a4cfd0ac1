import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAlternativeRequestList, TIncentivePlan } from '@portal/contracts/rewards';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { AdminRewards } from './rewards';

const API = '*/api/authorization/admin/rewards';

const CURRENT: TIncentivePlan = {
  id: '00000000-0000-4000-8000-000000000026',
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
  status: 'current',
  members_with_points: 3,
  activities: [
    { kind: 'questionnaire', points: 250 },
    { kind: 'custom', key: 'flu-shot', title: 'Flu shot', points: 100, per_year: 1 },
  ],
  levels: [
    { name: 'Bronze', points: 500, reward: '' },
    { name: 'Gold', points: 2000, reward: '$50 gift card' },
  ],
};
const ENDED: TIncentivePlan = {
  ...CURRENT,
  id: '00000000-0000-4000-8000-000000000025',
  starts_on: '2025-01-01',
  ends_on: '2025-12-31',
  status: 'ended',
  members_with_points: 0,
};

const PENDING: TAlternativeRequestList['requests'][number] = {
  id: '00000000-0000-4000-8000-0000000000a1',
  activity: 'health_scan',
  activity_title: null,
  reason: 'My camera cannot read my skin tone well.',
  status: 'pending',
  requested_at: '2026-03-02T10:00:00.000Z',
  decided_at: null,
  alternative: null,
  points: null,
  decline_reason: null,
  done_at: null,
  member: { id: 'm1', name: 'Morgan Lee', email: 'morgan@example.com' },
};

let requests: { method: string; url: string; body: unknown }[];
let plans: TIncentivePlan[];

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  requests = [];
  plans = [CURRENT, ENDED];
  server.use(
    http.get(`${API}/plans`, () => HttpResponse.json({ plans })),
    http.get(`${API}/alternatives`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const answered = {
        ...PENDING,
        id: '00000000-0000-4000-8000-0000000000a2',
        status: 'declined' as const,
        decided_at: '2026-03-03T10:00:00.000Z',
        decline_reason: 'Please see your doctor first.',
      };
      return HttpResponse.json({ requests: status === 'all' ? [PENDING, answered] : [PENDING] });
    }),
  );
});

describe('AdminRewards', () => {
  it('shows the plans by year: the one running now can change, an ended one is read-only', async () => {
    renderScreen('/admin/rewards', AdminRewards);
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    // The sections below the plans wait for them: they would jump down as the plans arrived above them.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the plans…');
    expect(screen.queryByRole('heading', { name: 'Rewards due' })).not.toBeInTheDocument();
    const current = await screen.findByRole('article', { name: 'January 1, 2026 – December 31, 2026' });
    expect(screen.getByRole('heading', { name: 'Rewards due' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests for an alternative' })).toBeInTheDocument();
    expect(within(current).getByText('Running now')).toBeInTheDocument();
    expect(within(current).getByText('3 members have points in it.')).toBeInTheDocument();
    const levels = within(current).getByRole('table', { name: /^Levels/ });
    expect(within(levels).getByRole('row', { name: /Gold 2,000 \$50 gift card/ })).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: /^Edit the plan/ })).toBeInTheDocument();

    const ended = screen.getByRole('article', { name: 'January 1, 2025 – December 31, 2025' });
    expect(within(ended).getByText('Ended (read-only)')).toBeInTheDocument();
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads the rewards due as the server names the file, and says why a download failed', async () => {
    let fail = false;
    server.use(
      http.get(`${API}/levels.csv`, () =>
        fail
          ? HttpResponse.json({ message: 'Your programme has no rewards plan running now.' }, { status: 404 })
          : new HttpResponse('first_name,last_name,employee_id,level,reward,reached_on\r\n', {
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="rewards-due-2026-01-01-to-2026-12-31.csv"',
              },
            }),
      ),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderScreen('/admin/rewards', AdminRewards);
    expect(
      await screen.findByText(/names and employee ids only: no email, score or health information/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the rewards due (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['rewards-due-2026-01-01-to-2026-12-31.csv']));
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download the rewards due (CSV)' }));
    expect(await screen.findByText('Your programme has no rewards plan running now.')).toBeInTheDocument();
  });

  it('adds a plan year: errors beside their fields, rows added and removed, the whole plan sent', async () => {
    server.use(
      http.post(`${API}/plans`, async ({ request }) => {
        const body = (await request.json()) as Omit<TIncentivePlan, 'id' | 'status' | 'members_with_points'>;
        requests.push({ method: 'POST', url: new URL(request.url).pathname, body });
        const added = { ...body, id: 'new', status: 'upcoming' as const, members_with_points: 0 };
        plans = [added, ...plans];
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/admin/rewards', AdminRewards);
    await user.click(await screen.findByRole('button', { name: 'New plan year' }));
    const form = within(screen.getByRole('form', { name: 'New plan year' }));
    // The next year, from this year's plan.
    expect(form.getByLabelText('First day')).toHaveValue('2027-01-01');
    expect(form.getByLabelText('Last day')).toHaveValue('2027-12-31');
    expect(form.getByLabelText('Points for the questionnaire')).toHaveValue(250);

    // Switch the articles on, leave their limits empty, and make the levels go down.
    await user.click(form.getByLabelText('Article read'));
    await user.type(form.getByLabelText('Points for each article'), '10');
    const gold = within(form.getByRole('group', { name: 'Level 2' }));
    await user.clear(gold.getByLabelText('Points needed'));
    await user.type(gold.getByLabelText('Points needed'), '400');
    await user.click(form.getByRole('button', { name: 'Add the plan year' }));
    expect(form.getByLabelText('Articles a day that earn points')).toHaveAccessibleDescription(
      /Enter a limit from 1 to 1,000/,
    );
    expect(form.getByLabelText('Articles a day that earn points')).toHaveFocus();
    expect(requests).toEqual([]);

    await user.type(form.getByLabelText('Articles a day that earn points'), '3');
    await user.type(form.getByLabelText('Articles a year that earn points'), '50');
    await user.click(form.getByRole('button', { name: 'Add the plan year' }));
    expect(await form.findByText('Each level needs more points than the one before it.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    // Remove the second level (focus goes to "Add a level"), add a self-reported activity.
    await user.click(form.getByRole('button', { name: 'Remove Level 2' }));
    expect(form.getByRole('button', { name: 'Add a level' })).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Add a self-reported activity' }));
    const added = within(form.getByRole('group', { name: 'Self-reported activity 2' }));
    expect(added.getByLabelText('Name members see')).toHaveFocus();
    await user.type(added.getByLabelText('Name members see'), 'Annual physical');
    const physical = within(form.getByRole('group', { name: 'Annual physical' }));
    await user.type(physical.getByLabelText('Key'), 'annual-physical');
    await user.type(physical.getByLabelText('Points'), '300');
    await user.click(form.getByRole('button', { name: 'Add the plan year' }));

    expect(await screen.findByText('Plan year added')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/authorization/admin/rewards/plans',
        body: {
          starts_on: '2027-01-01',
          ends_on: '2027-12-31',
          activities: [
            { kind: 'questionnaire', points: 250 },
            { kind: 'article', points: 10, per_day: 3, per_year: 50 },
            { kind: 'custom', key: 'flu-shot', title: 'Flu shot', points: 100, per_year: 1 },
            { kind: 'custom', key: 'annual-physical', title: 'Annual physical', points: 300, per_year: 1 },
          ],
          levels: [{ name: 'Bronze', points: 500, reward: '' }],
        },
      },
    ]);
    expect(await screen.findByRole('article', { name: 'January 1, 2027 – December 31, 2027' })).toBeInTheDocument();
  });

  it('puts the server’s refusal beside the field it names, as the server words it', async () => {
    server.use(
      http.put(`${API}/plans/:id`, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            message: 'Las fechas de ese plan se solapan con el año de otro plan.',
            field: 'starts_on',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderScreen('/admin/rewards', AdminRewards);
    await user.click(await screen.findByRole('button', { name: /^Edit the plan for January 1, 2026/ }));
    const form = within(screen.getByRole('form', { name: /^Edit the plan for January 1, 2026/ }));
    await user.click(form.getByRole('button', { name: 'Save the plan' }));
    await waitFor(() =>
      expect(form.getByLabelText('First day')).toHaveAccessibleDescription(
        /Las fechas de ese plan se solapan con el año de otro plan/,
      ),
    );
    expect(form.getByLabelText('First day')).toHaveFocus();
  });

  it('answers a request for an alternative, and shows the answered ones on asking', async () => {
    server.use(
      http.post(`${API}/alternatives/:id/decision`, async ({ request, params }) => {
        const body = await request.json();
        requests.push({ method: 'POST', url: `decision ${String(params.id)}`, body });
        return HttpResponse.json({
          ...PENDING,
          status: 'approved',
          decided_at: '2026-03-03T10:00:00.000Z',
          alternative: 'A blood pressure check at your pharmacy',
          points: 50,
        });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/admin/rewards', AdminRewards);
    const table = await screen.findByRole('table', { name: 'Requests waiting for an answer' });
    expect(
      within(table).getByRole('row', {
        name: /Morgan Lee morgan@example\.com Health scan My camera cannot read my skin tone well\./,
      }),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Answer Morgan Lee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Answer Morgan Lee: Health scan' }));
    expect(dialog.getByLabelText('Approve with an alternative activity')).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Approve the request' }));
    expect(dialog.getByLabelText('What the member does instead')).toHaveAccessibleDescription(
      /Describe the alternative activity/,
    );
    await user.type(dialog.getByLabelText('What the member does instead'), 'A blood pressure check at your pharmacy');
    await user.type(dialog.getByLabelText('Points'), '50');
    await user.click(dialog.getByRole('button', { name: 'Approve the request' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    // The button that opened the dialog leaves with the request: focus goes to the list's choice.
    await waitFor(() => expect(screen.getByLabelText('Show')).toHaveFocus());
    expect(requests).toEqual([
      {
        method: 'POST',
        url: `decision ${PENDING.id}`,
        body: { decision: 'approve_activity', alternative: 'A blood pressure check at your pharmacy', points: 50 },
      },
    ]);

    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    const all = await screen.findByRole('table', { name: 'Every request, newest first' });
    expect(within(all).getByText('Reason: Please see your doctor first.')).toBeInTheDocument();
  });

  it('declines with a reason, in Spanish', async () => {
    activateTestLocale('es');
    server.use(
      http.post(`${API}/alternatives/:id/decision`, async ({ request }) => {
        requests.push({ method: 'POST', url: 'decision', body: await request.json() });
        return HttpResponse.json({ ...PENDING, status: 'declined', decline_reason: 'No.' });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/admin/rewards', AdminRewards);
    await user.click(await screen.findByRole('button', { name: 'Responder a Morgan Lee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Responder a Morgan Lee: Escaneo de salud' }));
    await user.click(dialog.getByLabelText('Rechazar'));
    await user.type(dialog.getByLabelText('Por qué se rechaza'), 'Hable antes con su médico.');
    await user.click(dialog.getByRole('button', { name: 'Rechazar la solicitud' }));
    expect(await screen.findByText('Solicitud rechazada')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ decision: 'decline', reason: 'Hable antes con su médico.' });
  });
});
