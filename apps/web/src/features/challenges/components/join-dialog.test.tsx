import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_MESSAGES } from '@portal/contracts/challenges';
import type { TMemberChallenge } from '@portal/contracts/challenges';
import { fillMessage } from '@portal/contracts/localize-message';
import { makeChallengeDetail, makeJoinedChallenge, makeMemberChallenge } from '@/test/challenge-fixtures';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { createTestQueryClient, renderRoutes } from '@/test/render';
import { prepareSignedInScreen } from '@/test/render-screen';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import { DisplayNameForm } from './display-name-form';
import { JoinDialog } from './join-dialog';

const API = '*/api/authorization/challenges/ch-1';

/** What the page sends, and the join's answer: the detail, or the server's refusal when given. */
function serve(refusal?: { status: number; body: object }) {
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.post(`${API}/join`, async ({ request }) => {
      sent.push({ path: 'join', body: await request.json() });
      return refusal
        ? HttpResponse.json(refusal.body, { status: refusal.status })
        : HttpResponse.json(makeChallengeDetail(makeJoinedChallenge()), { status: 201 });
    }),
    http.put(`${API}/display-name`, async ({ request }) => {
      sent.push({ path: 'display-name', body: await request.json() });
      return HttpResponse.json(makeChallengeDetail(makeJoinedChallenge()));
    }),
  );
  return sent;
}

function renderJoin(challenge: TMemberChallenge = makeMemberChallenge({ teams: 'assigned' })) {
  const client = createTestQueryClient();
  client.setQueryData(getCurrentUserQueryOptions().queryKey, makeCurrentUser());
  const onJoined = vi.fn();
  renderRoutes(
    [
      {
        path: '/dashboard/challenges/:id',
        element: <JoinDialog open challenge={challenge} onJoined={onJoined} onCancel={() => undefined} />,
      },
    ],
    { path: '/dashboard/challenges/ch-1', client },
  );
  return { onJoined };
}

beforeEach(() => prepareSignedInScreen(new Date(2026, 10, 28, 12, 0)));

describe('the name to show on the leaderboard', () => {
  it.each([
    ['an email address', 'sam.kim@evergreen.test', CHALLENGE_MESSAGES.displayNameEmail],
    [
      'a right-to-left override',
      'Sam\u202Emik',
      fillMessage(CHALLENGE_MESSAGES.displayNameInvisible, { character: 'U+202E' }),
    ],
    ['markup', '<b>Sam</b>', CHALLENGE_MESSAGES.displayNameMarkup],
  ])('refuses %s beside the field, saying why, and sends nothing', async (_, name, message) => {
    const sent = serve();
    const user = userEvent.setup();
    renderJoin();
    const dialog = await screen.findByRole('dialog', { name: 'Join Autumn steps' });
    const field = within(dialog).getByRole('textbox', { name: 'Name to show on the leaderboard' });
    await user.clear(field);
    await user.type(field, name);
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says why in Spanish', async () => {
    activateTestLocale('es');
    const sent = serve();
    const user = userEvent.setup();
    renderJoin();
    const dialog = await screen.findByRole('dialog', { name: 'Unirse a Autumn steps' });
    const field = within(dialog).getByRole('textbox', { name: 'Nombre que se muestra en la clasificación' });
    await user.clear(field);
    await user.type(field, 'sam@evergreen.test');
    await user.click(within(dialog).getByRole('button', { name: 'Unirme' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(
          'Un nombre en la clasificación no puede ser una dirección de correo electrónico: quite la @.',
        ),
      ),
    );
    expect(sent).toEqual([]);
  });

  it('sends a name in another script as it is, its spaces tidied', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const { onJoined } = renderJoin();
    const dialog = await screen.findByRole('dialog', { name: 'Join Autumn steps' });
    const field = within(dialog).getByRole('textbox', { name: 'Name to show on the leaderboard' });
    await user.clear(field);
    await user.type(field, '  李   小龍 ');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'join', body: { display_name: '李 小龍' } }]));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
  });

  it('is refused when changed, beside the field', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/dashboard/challenges/:id', element: <DisplayNameForm challenge={makeJoinedChallenge()} /> }],
      { path: '/dashboard/challenges/ch-1' },
    );
    const field = await screen.findByRole('textbox', { name: 'Name to show on the leaderboard' });
    await user.clear(field);
    await user.type(field, 'Ana\u2066G.');
    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    const message = fillMessage(CHALLENGE_MESSAGES.displayNameInvisible, { character: 'U+2066' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(sent).toEqual([]);
  });
});

describe('joining before the window opens', () => {
  const NOT_OPEN = {
    status: 409,
    body: {
      statusCode: 409,
      error: 'Conflict',
      message: 'Joining this challenge opens on 2026-12-20.',
      code: 'CONFLICT',
      details: { opens_on: '2026-12-20' },
    },
  };

  it('says when it opens, the day in words', async () => {
    const sent = serve(NOT_OPEN);
    const user = userEvent.setup();
    const { onJoined } = renderJoin();
    const dialog = await screen.findByRole('dialog', { name: 'Join Autumn steps' });
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText('Joining this challenge opens on December 20, 2026.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'join', body: { display_name: 'Morgan L.' } }]);
    expect(dialog).not.toHaveTextContent('closed');
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('says when it opens in Spanish', async () => {
    activateTestLocale('es');
    serve({ ...NOT_OPEN, body: { ...NOT_OPEN.body, message: 'Podrá unirse a este desafío a partir del 2026-12-20.' } });
    const user = userEvent.setup();
    renderJoin();
    const dialog = await screen.findByRole('dialog', { name: 'Unirse a Autumn steps' });
    await user.click(within(dialog).getByRole('button', { name: 'Unirme' }));
    expect(
      await within(dialog).findByText('Podrá unirse a este reto a partir del 20 de diciembre de 2026.'),
    ).toBeInTheDocument();
  });

  it('shows any other refusal as the server says it', async () => {
    serve({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: CHALLENGE_MESSAGES.joinClosed, code: 'CONFLICT' },
    });
    const user = userEvent.setup();
    renderJoin();
    const dialog = await screen.findByRole('dialog', { name: 'Join Autumn steps' });
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText(CHALLENGE_MESSAGES.joinClosed)).toBeInTheDocument();
  });
});
