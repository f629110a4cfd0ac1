import { cleanup, render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import { BUILTIN_QUESTIONNAIRE_ES } from '@portal/contracts/builtin-questionnaire-es';
import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { WHO5_QUESTIONNAIRE } from '@portal/contracts/who5-questionnaire';
import { queryClient } from '@/session/query-client';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { makeQuestionnaireResult } from '@/test/questionnaire-fixtures';
import { QuestionnaireV3 } from './questionnaire';

const COMPANY_QUESTIONNAIRE: TQuestionnaire = {
  ...BUILTIN_QUESTIONNAIRE,
  id: 'acme-check',
  version: 2,
  title: 'Acme check-in',
};
const DRAFT_KEY = 'questionnaire_draft:user-1:acme-check:2';

function signInLocally() {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  localStorage.setItem('user_id', 'user-1');
  localStorage.setItem('questionnaireAnswered', 'false');
}

function serveQuestionnaire(questionnaire: TQuestionnaire = COMPANY_QUESTIONNAIRE) {
  server.use(http.get('*/api/authorization/companies/questionnaire', () => HttpResponse.json(questionnaire)));
}

function serveSubmission(respond: (body: unknown) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/authorization/companies/questionnaire/responses', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

function renderQuestionnaire() {
  const router = createMemoryRouter(
    [
      { path: '/questionnaire', Component: QuestionnaireV3 },
      { path: '/thankyou', element: <h1>Thank you page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/questionnaire'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function groups() {
  return screen.getAllByRole('group');
}

async function answerCurrentStep(user: ReturnType<typeof userEvent.setup>, pick: 'first' | 'last' = 'last') {
  for (const group of groups()) {
    const radios = within(group).getAllByRole('radio');
    await user.click(pick === 'first' ? radios[0]! : radios[radios.length - 1]!);
  }
}

async function goToReview(user: ReturnType<typeof userEvent.setup>) {
  for (let step = 0; step < 3; step += 1) {
    await answerCurrentStep(user);
    await user.click(screen.getByRole('button', { name: step === 2 ? 'Review answers' : 'Next' }));
  }
  await screen.findByRole('heading', { level: 2, name: 'Review your answers' });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signInLocally();
});

afterEach(() => queryClient.clear());

describe('QuestionnaireV3', () => {
  it('shows one step at a time with progress, and keeps next disabled with the reason until the step is complete', async () => {
    serveQuestionnaire();
    const user = userEvent.setup();
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme check-in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Physical Health' })).toBeInTheDocument();
    expect(screen.getByTestId('questionnaire-progress')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('questionnaire-progress')).toHaveTextContent('Step 1 of 3: Physical Health');
    expect(groups()).toHaveLength(3);
    expect(groups()[0]).toHaveAccessibleName(/on how many days did you move/);

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Answer 3 more questions to continue.')).toBeInTheDocument();
    await user.click(within(groups()[0]!).getAllByRole('radio')[1]!);
    expect(screen.getByText('Answer 2 more questions to continue.')).toBeInTheDocument();
    await user.click(within(groups()[1]!).getAllByRole('radio')[0]!);
    expect(screen.getByText('Answer 1 more question to continue.')).toBeInTheDocument();
    await user.click(within(groups()[2]!).getByRole('radio', { name: 'Yes' }));
    expect(next).toBeEnabled();
    await user.click(next);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Mental Well-being' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('questionnaire-progress')).toHaveTextContent('Step 2 of 3: Mental Well-being');
  });

  it('keeps answers when going back and forth', async () => {
    serveQuestionnaire();
    const user = userEvent.setup();
    renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await answerCurrentStep(user, 'first');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(groups()[0]!).getAllByRole('radio')[2]!);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Physical Health' })).toHaveFocus();
    for (const group of groups()) expect(within(group).getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(groups()[0]!).getAllByRole('radio')[2]).toBeChecked();
  });

  it('restores the draft after a reload, keyed by user, questionnaire and version', async () => {
    serveQuestionnaire();
    const user = userEvent.setup();
    renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await answerCurrentStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ answers: { q1: 4, q2: 4, q3: 1 }, step: 1 });

    // A new page load: nothing in memory, only what is stored.
    cleanup();
    queryClient.clear();
    renderQuestionnaire();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Mental Well-being' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(groups()[0]!).getAllByRole('radio')[3]).toBeChecked();
  });

  it('reviews every answer, submits, stores the flag, clears the draft and goes to thank-you', async () => {
    serveQuestionnaire();
    const bodies = serveSubmission(() => HttpResponse.json(makeQuestionnaireResult(), { status: 201 }));
    const user = userEvent.setup();
    const router = renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await goToReview(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Review your answers' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Change your answer to/ })).toHaveLength(9);
    expect(screen.getAllByText('Most of the time')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Change your answer to: How rested/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Lifestyle Habits' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Review answers' }));

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'), { timeout: 5_000 });
    expect(bodies).toEqual([
      {
        questionnaire_id: 'acme-check',
        version: 2,
        answers: { q1: 4, q2: 4, q3: 1, q4: 4, q5: 4, q6: 1, q7: 4, q8: 4, q9: 1 },
      },
    ]);
    expect(localStorage.getItem('questionnaireAnswered')).toBe('true');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('warns and uses the built-in questionnaire when the fetch fails, and submits it', async () => {
    server.use(http.get('*/api/authorization/companies/questionnaire', () => HttpResponse.error()));
    const bodies = serveSubmission(() => HttpResponse.json(makeQuestionnaireResult(), { status: 201 }));
    const user = userEvent.setup();
    const router = renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: BUILTIN_QUESTIONNAIRE.title })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      'Fetching the questionnaire failed; using the built-in questions.',
      expect.anything(),
    );
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'), { timeout: 5_000 });
    expect(bodies[0]).toMatchObject({ questionnaire_id: 'builtin-v3', version: 1 });
  });

  it('also falls back when the server answers with something that is not a questionnaire', async () => {
    server.use(http.get('*/api/authorization/companies/questionnaire', () => HttpResponse.json({ nope: true })));
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: BUILTIN_QUESTIONNAIRE.title })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });

  it('renders options in the given order, whatever their values (WHO-5 lists 5 down to 0)', async () => {
    serveQuestionnaire(WHO5_QUESTIONNAIRE);
    renderQuestionnaire();
    await screen.findByRole('heading', { level: 1, name: WHO5_QUESTIONNAIRE.title });
    const radios = within(groups()[0]!).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['5', '4', '3', '2', '1', '0']);
    expect(radios[0]).toHaveAccessibleName('All of the time');
    expect(screen.getByRole('button', { name: 'Review answers' })).toBeDisabled();
    expect(screen.getByText('Answer 5 more questions to continue.')).toBeInTheDocument();
  });

  it('shows a network failure as an alert and submits again on retry', async () => {
    serveQuestionnaire();
    let calls = 0;
    serveSubmission(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : HttpResponse.json(makeQuestionnaireResult(), { status: 201 });
    });
    const user = userEvent.setup();
    const router = renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your answers.");
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't reach the portal.");
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'), { timeout: 5_000 });
  });

  it('names the question a validation error is about and leads to it', async () => {
    serveQuestionnaire();
    serveSubmission(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Question q5: choose one of its options.',
          field: 'answers.q5',
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Question q5: choose one of its options.');
    await user.click(screen.getByRole('button', { name: 'Go to the question' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Mental Well-being' })).toHaveFocus();
  });

  it('says when the member may answer again after a too-early retake', async () => {
    serveQuestionnaire();
    serveSubmission(() =>
      HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'QUESTIONNAIRE_RETAKE_TOO_EARLY',
          message: 'You answered the questionnaire on 12 March 2026. You can answer it again from 11 April 2026.',
          details: { retake_available_at: '2026-04-11T10:00:00.000Z' },
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have already answered recently.');
    expect(alert).toHaveTextContent('You can answer it again from 11 April 2026.');
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
  });

  it('refetches an outdated questionnaire, tells the member, and keeps the answers that still apply', async () => {
    const updated: TQuestionnaire = {
      ...COMPANY_QUESTIONNAIRE,
      version: 3,
      steps: COMPANY_QUESTIONNAIRE.steps.map((step, index) =>
        index === 0
          ? {
              ...step,
              categories: step.categories.map((category) => ({
                ...category,
                questions: [
                  ...category.questions.filter((question) => question.id !== 'q1'),
                  { ...category.questions[0]!, id: 'q10', prompt: 'A brand new question?' },
                ],
              })),
            }
          : step,
      ),
    };
    let version = 2;
    server.use(
      http.get('*/api/authorization/companies/questionnaire', () =>
        HttpResponse.json(version === 2 ? COMPANY_QUESTIONNAIRE : updated),
      ),
    );
    serveSubmission(() => {
      version = 3;
      return HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'QUESTIONNAIRE_OUTDATED',
          message: 'Version 2 of "Acme check-in" is out of date.',
          field: 'version',
        },
        { status: 400 },
      );
    });
    const user = userEvent.setup();
    renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText(/This questionnaire was updated while you were answering/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Physical Health' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /A brand new question/ })).toBeInTheDocument();
    // q2 and q3 were kept; only the new question needs an answer.
    expect(screen.getByText('Answer 1 more question to continue.')).toBeInTheDocument();
  });

  it('signs out and goes to login when the session has ended', async () => {
    serveQuestionnaire();
    serveSubmission(() => new HttpResponse(null, { status: 401 }));
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const user = userEvent.setup();
    const router = renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('asks a signed-out visitor to sign in', async () => {
    localStorage.clear();
    renderQuestionnaire();
    expect(screen.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('QuestionnaireV3 in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('shows the questionnaire the server gives in Spanish, with Spanish progress, counts and buttons', async () => {
    serveQuestionnaire(BUILTIN_QUESTIONNAIRE_ES);
    const user = userEvent.setup();
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: 'Su chequeo de salud' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 3: Salud física' })).toBeInTheDocument();
    expect(screen.getByTestId('questionnaire-progress')).toHaveTextContent('Paso 1 de 3: Salud física');
    expect(screen.getByRole('navigation', { name: 'Avance del cuestionario' })).toBeInTheDocument();
    expect(groups()[0]).toHaveAccessibleName(/Pregunta 1 de 9/);
    expect(groups()[2]).toHaveAccessibleName(/Pregunta 3 de 9/);

    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Responda 3 preguntas más para continuar.')).toBeInTheDocument();
    await user.click(within(groups()[0]!).getByRole('radio', { name: 'Algunos días' }));
    await user.click(within(groups()[1]!).getAllByRole('radio')[0]!);
    expect(screen.getByText('Responda 1 pregunta más para continuar.')).toBeInTheDocument();
    await user.click(within(groups()[2]!).getByRole('radio', { name: 'Sí' }));
    await user.click(next);
    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 3: Bienestar mental' })).toHaveFocus();

    await answerCurrentStep(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await answerCurrentStep(user);
    await user.click(screen.getByRole('button', { name: 'Revisar respuestas' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Revise sus respuestas' })).toBeInTheDocument();
    expect(screen.getByText('Algunos días')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Cambiar su respuesta a: ¿Se ha hecho un chequeo médico/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar respuestas' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
  });

  it('falls back to the built-in questionnaire in Spanish, which submits the same ids and values', async () => {
    server.use(http.get('*/api/authorization/companies/questionnaire', () => HttpResponse.error()));
    const bodies = serveSubmission(() => HttpResponse.json(makeQuestionnaireResult(), { status: 201 }));
    const user = userEvent.setup();
    const router = renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: 'Su chequeo de salud' })).toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) {
      await answerCurrentStep(user);
      await user.click(screen.getByRole('button', { name: step === 2 ? 'Revisar respuestas' : 'Siguiente' }));
    }
    await user.click(await screen.findByRole('button', { name: 'Enviar respuestas' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'), { timeout: 5_000 });
    expect(bodies[0]).toEqual({
      questionnaire_id: 'builtin-v3',
      version: 1,
      answers: { q1: 4, q2: 4, q3: 1, q4: 4, q5: 4, q6: 1, q7: 4, q8: 4, q9: 1 },
    });
  });

  it('asks a signed-out visitor to sign in, in Spanish', async () => {
    localStorage.removeItem('auth_token');
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuestionario de salud' })).toBeInTheDocument();
    expect(screen.getByText('Inicie sesión para responder su cuestionario de salud.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar para iniciar sesión' })).toBeInTheDocument();
  });
});
