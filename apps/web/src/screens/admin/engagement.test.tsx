import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEngagementReport, TGroupCount } from '@portal/contracts/engagement';
import { loadCatalogs } from '@/i18n/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubObjectUrls } from '@/test/render-screen';
import { Engagement } from './engagement';

const shown = (value: number): TGroupCount => ({ value, fewer_than_5: false });
const HIDDEN: TGroupCount = { value: null, fewer_than_5: true };

const REPORT: TEngagementReport = {
  from: '2026-09-07',
  to: '2026-11-24',
  small_group_min: 5,
  weeks: [
    { week_start: '2026-11-09', sign_ins: shown(12), active_members: shown(7) },
    { week_start: '2026-11-16', sign_ins: HIDDEN, active_members: HIDDEN },
  ],
  funnel: { invited: shown(9), confirmed: shown(6), active: HIDDEN },
  questionnaire: {
    members: shown(40),
    completed: shown(11),
    bands: [
      { band: 'doing-well', members: shown(6) },
      { band: 'worth-attention', members: HIDDEN },
      { band: 'talk-to-someone', members: HIDDEN },
    ],
  },
  articles: [
    { article_id: 'a1', title: 'Sleep, better', readers: shown(7), reads: shown(9) },
    { article_id: 'a2', title: 'Eat the rainbow', readers: HIDDEN, reads: HIDDEN },
  ],
  videos: [{ video_id: 'v1', title: 'Desk stretches', viewers: shown(6), completed: HIDDEN }],
  programmes: [{ programme: 'mayo-clinic', members: shown(5) }],
  sign_on: [{ partner: 'ally-health', members: HIDDEN }],
  health_scans: { scans: HIDDEN, members: HIDDEN },
  levels: [
    { level: 'Bronze', points: 500, members: shown(8) },
    { level: 'Silver', points: 1000, members: HIDDEN },
  ],
  challenges: [
    {
      challenge_id: 'c1',
      title: 'Autumn steps',
      starts_on: '2026-10-01',
      ends_on: '2026-10-31',
      joined: shown(12),
      finished: HIDDEN,
    },
  ],
};

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  stubObjectUrls();
  await loadCatalogs(['admin-engagement']);
});

function serveReport(report: TEngagementReport = REPORT, seen: URLSearchParams[] = []) {
  server.use(
    http.get('*/api/authorization/admin/engagement', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(report);
    }),
  );
  return seen;
}

describe('Engagement', () => {
  it('shows each section as a chart hidden from screen readers and a table, with “fewer than 5” for small groups', async () => {
    const seen = serveReport();
    renderScreen('/admin/engagement', Engagement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement' })).toBeInTheDocument();
    const articles = await screen.findByRole('region', { name: 'Most-read articles' });
    const table = within(articles).getByRole('table', { name: 'Most-read articles' });
    expect(within(table).getByRole('columnheader', { name: 'Readers' })).toBeInTheDocument();
    const sleep = within(table).getByRole('row', { name: /Sleep, better/ });
    expect(
      within(sleep)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '9']);
    const rainbow = within(table).getByRole('row', { name: /Eat the rainbow/ });
    expect(
      within(rainbow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['fewer than 5', 'fewer than 5']);
    // The chart draws the same figures, hidden from assistive technology.
    const chart = within(articles).getByTestId('engagement-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(chart.textContent).toContain('Sleep, better');

    const weeks = screen.getByRole('table', { name: 'Sign-ins and active members by week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    expect(within(weeks).getAllByText('fewer than 5')).toHaveLength(2);
    expect(screen.getByText('Completed in the range: 11 of 40 members.')).toBeInTheDocument();
    expect(screen.getByText(/Scans done: fewer than 5, by fewer than 5 members/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Partner programmes' })).getByText('Ally Health (signed on)'),
    ).toBeInTheDocument();
    const levels = screen.getByRole('table', { name: 'Members per rewards level' });
    expect(within(levels).getByRole('row', { name: /Bronze/ })).toHaveTextContent('8');
    expect(within(levels).getByRole('row', { name: /Silver/ })).toHaveTextContent('fewer than 5');
    const challenges = screen.getByRole('table', { name: 'Challenges' });
    expect(
      within(within(challenges).getByRole('row', { name: /Autumn steps/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', 'fewer than 5']);
    // The default range: the last 12 weeks to today.
    expect(seen[0]?.get('to')).toBe(new Date().toISOString().slice(0, 10));
  });

  it('asks again for the range chosen, and says what is wrong with a range backwards', async () => {
    const seen = serveReport();
    const user = userEvent.setup();
    renderScreen('/admin/engagement', Engagement);
    await screen.findByRole('region', { name: 'Invitation funnel' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date cannot be after the end date.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(seen.at(-1)?.get('from')).toBe('2026-10-01'));
    expect(seen.at(-1)?.get('to')).toBe('2026-10-31');
  });

  it('downloads the CSV of the range shown', async () => {
    serveReport();
    const asked: string[] = [];
    server.use(
      http.get('*/api/authorization/admin/engagement.csv', ({ request }) => {
        asked.push(request.url);
        return new HttpResponse('section,item,measure,value\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="engagement-2026-09-07-to-2026-11-24.csv"',
          },
        });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('engagement-2026-09-07-to-2026-11-24.csv');
    });
    const user = userEvent.setup();
    renderScreen('/admin/engagement', Engagement);
    await screen.findByRole('region', { name: 'Questionnaire' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(asked[0]).toContain('/admin/engagement.csv?');
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/authorization/admin/engagement', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json(REPORT);
      }),
    );
    const user = userEvent.setup();
    renderScreen('/admin/engagement', Engagement);
    expect(await screen.findByText('The engagement figures could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('region', { name: 'Most-watched videos' })).toBeInTheDocument();
  });
});
