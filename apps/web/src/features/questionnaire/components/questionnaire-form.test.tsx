import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { server } from '@/test/msw-server';
import { createTestQueryClient, fireEvent, render, screen, waitFor } from '@/test/render';
import { makeQuestionnaireResult } from '@/test/questionnaire-fixtures';
import { QuestionnaireForm } from './questionnaire-form';

/** The first step only, so the review is one step away. */
const ONE_STEP: TQuestionnaire = { ...BUILTIN_QUESTIONNAIRE, steps: BUILTIN_QUESTIONNAIRE.steps.slice(0, 1) };
const ANSWERS = { q1: 4, q2: 4, q3: 4 };

function renderAtReview(questionnaire: TQuestionnaire = ONE_STEP) {
  // A draft at the review, as a member who answered every question and reloaded would have.
  localStorage.setItem(
    `questionnaire_draft:user-1:${questionnaire.id}:${questionnaire.version}`,
    JSON.stringify({ answers: ANSWERS, step: 1 }),
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <QuestionnaireForm questionnaire={questionnaire} onOutdated={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function serveSubmission() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/authorization/companies/questionnaire/responses', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(makeQuestionnaireResult(), { status: 201 });
    }),
  );
  return bodies;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  localStorage.setItem('user_id', 'user-1');
});

describe('QuestionnaireForm', () => {
  it('sends the answers once, however quickly the review is submitted again', async () => {
    const bodies = serveSubmission();
    renderAtReview();
    const form = screen.getByRole('heading', { level: 2, name: 'Review your answers' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ questionnaire_id: ONE_STEP.id, version: ONE_STEP.version, answers: ANSWERS });
  });

  it('sends nothing the contract refuses, and says why', async () => {
    const bodies = serveSubmission();
    const user = userEvent.setup();
    renderAtReview({ ...ONE_STEP, version: 0 });
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your answers.");
    expect(bodies).toEqual([]);
  });
});
