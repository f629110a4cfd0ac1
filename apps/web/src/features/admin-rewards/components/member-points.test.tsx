import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminMemberRewards } from '@portal/contracts/rewards';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, within } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import { Toaster } from '@/ui/toaster';
import { MemberPoints } from './member-points';

const MEMBER_ID = '11111111-1111-4111-8111-111111111111';
const URL_OF = `*/api/authorization/admin/rewards/members/${MEMBER_ID}`;

const REWARDS: TAdminMemberRewards = {
  plan: { plan_id: 'p1', starts_on: '2026-01-01', ends_on: '2026-12-31' },
  points: 600,
  level: 'Bronze',
  entries: [
    {
      id: 'e2',
      awarded_at: '2026-03-02T10:00:00.000Z',
      source: 'adjustment',
      title: 'Screening result from the lab',
      points: 350,
      by: 'admin@example.com',
    },
    { id: 'e1', awarded_at: '2026-02-01T10:00:00.000Z', source: 'questionnaire', title: null, points: 250, by: null },
  ],
};

let adjustments: unknown[];

function renderPoints() {
  return renderRoutes([{ path: '/', element: <MemberPoints memberId={MEMBER_ID} memberName="Morgan Lee" /> }], {
    path: '/',
    alongside: <Toaster />,
  });
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  adjustments = [];
  server.use(
    http.get(URL_OF, () => HttpResponse.json(REWARDS)),
    http.post(`${URL_OF}/adjustments`, async ({ request }) => {
      const body = (await request.json()) as { points: number; reason: string };
      adjustments.push(body);
      if (body.points < -600) {
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: 'That would take the member’s points below zero.',
            field: 'points',
          },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        ...REWARDS,
        points: REWARDS.points + body.points,
        entries: [
          {
            id: 'e3',
            awarded_at: '2026-03-03T10:00:00.000Z',
            source: 'adjustment',
            title: body.reason,
            points: body.points,
            by: 'you@example.com',
          },
          ...REWARDS.entries,
        ],
      });
    }),
  );
});

describe('MemberPoints', () => {
  it('shows the points this year, the level and the ledger with who made each adjustment', async () => {
    renderPoints();
    const panel = within(await screen.findByRole('region', { name: 'Points' }));
    expect(await panel.findByText('600')).toBeInTheDocument();
    expect(panel.getByText('Bronze')).toBeInTheDocument();
    const ledger = panel.getByRole('table', { name: 'Points history this year, newest first' });
    expect(
      within(ledger).getByRole('row', { name: /Adjustment Screening result from the lab \+350 admin@example\.com/ }),
    ).toBeInTheDocument();
    expect(within(ledger).getByRole('row', { name: /Health questionnaire \+250 The portal/ })).toBeInTheDocument();
  });

  it('adjusts the points with a reason and says so; the server’s refusal lands beside the points', async () => {
    const user = userEvent.setup();
    renderPoints();
    const form = within(await screen.findByRole('form', { name: 'Adjust points' }));
    await user.type(form.getByLabelText(/^Points to add/), '0');
    await user.click(form.getByRole('button', { name: 'Adjust points' }));
    expect(form.getByLabelText(/^Points to add/)).toHaveAccessibleDescription(/not 0/);
    expect(form.getByLabelText('Reason')).toHaveAccessibleDescription(/Say why/);
    expect(adjustments).toEqual([]);

    await user.clear(form.getByLabelText(/^Points to add/));
    await user.type(form.getByLabelText(/^Points to add/), '-700');
    await user.type(form.getByLabelText('Reason'), 'Entered twice');
    await user.click(form.getByRole('button', { name: 'Adjust points' }));
    expect(await form.findByText('That would take the member’s points below zero.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Points to add/)).toHaveFocus();

    await user.clear(form.getByLabelText(/^Points to add/));
    await user.type(form.getByLabelText(/^Points to add/), '-100');
    await user.click(form.getByRole('button', { name: 'Adjust points' }));
    expect(
      await screen.findByText('-100 points for Morgan Lee, who now has 500 points this year.'),
    ).toBeInTheDocument();
    expect(adjustments.at(-1)).toEqual({ points: -100, reason: 'Entered twice' });
    expect(form.getByLabelText(/^Points to add/)).toHaveValue(null);
    expect(screen.getByRole('row', { name: /Entered twice -100 you@example\.com/ })).toBeInTheDocument();
  });

  it('offers no adjustment when no plan is running, in Spanish', async () => {
    activateTestLocale('es');
    server.use(http.get(URL_OF, () => HttpResponse.json({ plan: null, points: 0, level: null, entries: [] })));
    renderPoints();
    expect(await screen.findByText('Ahora no hay ningún plan en curso')).toBeInTheDocument();
    expect(screen.getByText('Aún no tiene puntos este año.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
