import { fireEvent, screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_MESSAGES } from '@portal/contracts/challenges';
import { makeAdminChallengeDetail } from '@/test/challenge-fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes } from '@/test/render';
import { prepareSignedInScreen } from '@/test/render-screen';
import { ChallengeForm } from './challenge-form';

const API = '*/api/authorization/admin/challenges';

function serve(answer?: { status: number; body: object }) {
  const sent: unknown[] = [];
  const save = async ({ request }: { request: Request }) => {
    sent.push(await request.json());
    return answer
      ? HttpResponse.json(answer.body, { status: answer.status })
      : HttpResponse.json(makeAdminChallengeDetail(), { status: 201 });
  };
  server.use(http.post(API, save), http.put(`${API}/:id`, save));
  return sent;
}

function renderForm(challenge = null as ReturnType<typeof makeAdminChallengeDetail> | null) {
  const onDone = vi.fn();
  renderRoutes(
    [
      {
        path: '/admin/challenges',
        element: <ChallengeForm challenge={challenge} title="The challenge" onDone={onDone} />,
      },
    ],
    { path: '/admin/challenges' },
  );
  return { onDone };
}

/** Sets a date field as the browser's picker does. */
function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => prepareSignedInScreen(new Date(2026, 10, 28, 12, 0)));

describe('a challenge wholly in the past', () => {
  it('is refused beside its last day before anything is sent', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Walk');
    setDate('First day', '2026-11-01');
    setDate('Last day', '2026-11-27');
    setDate('Members can join until', '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Create the challenge' }));
    const lastDay = screen.getByLabelText('Last day');
    await waitFor(() => expect(lastDay).toHaveAccessibleDescription(CHALLENGE_MESSAGES.endsInPast));
    expect(lastDay).toHaveAttribute('aria-invalid', 'true');
    expect(lastDay).toHaveFocus();
    expect(sent).toEqual([]);
    // Ending today is not in the past.
    setDate('Last day', '2026-11-28');
    setDate('Members can join until', '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Create the challenge' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('is refused in Spanish', async () => {
    activateTestLocale('es');
    const sent = serve();
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Caminar');
    setDate('Primer día', '2026-11-01');
    setDate('Último día', '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Crear el reto' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Último día')).toHaveAccessibleDescription(
        'El último día no puede ser anterior a hoy: un desafío no puede configurarse por completo en el pasado.',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal beside the last day too', async () => {
    const sent = serve({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: CHALLENGE_MESSAGES.endsInPast,
        code: 'VALIDATION_FAILED',
        field: 'ends_on',
      },
    });
    const user = userEvent.setup();
    const { onDone } = renderForm(makeAdminChallengeDetail());
    await user.click(screen.getByRole('button', { name: 'Save the challenge' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const lastDay = screen.getByLabelText('Last day');
    await waitFor(() => expect(lastDay).toHaveAccessibleDescription(CHALLENGE_MESSAGES.endsInPast));
    expect(onDone).not.toHaveBeenCalled();
  });
});
