import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMERGENCY_NOTE } from '@portal/contracts/brand-fields';
import { getBrand } from '@portal/contracts/brands';
import { LOW_WELLBEING_SUPPORT_MESSAGE, RESULT_BAND_DESCRIPTIONS } from '@portal/contracts/questionnaire';
import type { TQuestionnaireHistoryResponse } from '@portal/contracts/questionnaire';
import { pinBrand } from '@/test/brands';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { makeHistory, makeQuestionnaireResult } from '@/test/questionnaire-fixtures';
import { QuestionnaireResults } from './questionnaire-results';

const brand = getBrand('swift');

function serveHistory(history: TQuestionnaireHistoryResponse | (() => Response)) {
  server.use(
    http.get('*/api/authorization/companies/questionnaire/results', () =>
      typeof history === 'function' ? history() : HttpResponse.json(history),
    ),
  );
}

function renderResults() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuestionnaireResults questionnaireTo="/questionnaire" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  pinBrand('swift');
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('QuestionnaireResults', () => {
  it('shows the scores and bands the server computed, the date, and when a retake is possible', async () => {
    serveHistory(makeHistory());
    renderResults();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your results…');
    expect(await screen.findByTestId('overall-score')).toHaveTextContent('27 of 36 (75%)');
    expect(screen.getByText(/Answered on/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-12T10:00:00.000Z',
    );
    const mental = screen.getByRole('heading', { name: 'Mental Well-being' }).closest('li')!;
    expect(within(mental).getByText('Worth attention')).toBeInTheDocument();
    expect(within(mental).getByText('6 of 12 (50%)')).toBeInTheDocument();
    expect(within(mental).getByText(RESULT_BAND_DESCRIPTIONS['worth-attention'])).toBeInTheDocument();
    expect(screen.getByTestId('retake-info').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-04-11T10:00:00.000Z',
    );
    expect(screen.queryByRole('link', { name: 'Retake the questionnaire' })).toBeNull();
    expect(screen.queryByTestId('support-contact')).toBeNull();
    // One result: no chart yet.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers a retake once the company allows it', async () => {
    serveHistory(makeHistory({ can_retake: true, retake_available_at: null }));
    renderResults();
    expect(await screen.findByRole('link', { name: 'Retake the questionnaire' })).toHaveAttribute(
      'href',
      '/questionnaire',
    );
  });

  it('never stops at a number when the result flags low well-being', async () => {
    serveHistory(
      makeHistory({
        results: [
          makeQuestionnaireResult({
            overall: { score: 2, max: 25, percent: 8, band: 'talk-to-someone' },
            categories: [
              { id: 'wellbeing', name: 'Well-being', score: 2, max: 25, percent: 8, band: 'talk-to-someone' },
            ],
            flags: { low_wellbeing: true },
            support: {
              message: LOW_WELLBEING_SUPPORT_MESSAGE,
              phone: brand.support.phone,
              hours: brand.support.hours.en,
              emergency_note: EMERGENCY_NOTE,
            },
          }),
        ],
      }),
    );
    renderResults();
    const help = await screen.findByTestId('support-contact');
    expect(within(help).getByRole('heading', { name: 'Where to get help' })).toBeInTheDocument();
    expect(help).toHaveTextContent(LOW_WELLBEING_SUPPORT_MESSAGE);
    expect(within(help).getByRole('link', { name: brand.support.phone })).toHaveAttribute('href', 'tel:+15550101');
    expect(help).toHaveTextContent(brand.support.hours.en);
    expect(help).toHaveTextContent(EMERGENCY_NOTE);
    expect(screen.getAllByText('Talk to someone').length).toBeGreaterThan(0);
  });

  it("falls back to the brand's support line if a flagged result ever comes without one", async () => {
    serveHistory(makeHistory({ results: [makeQuestionnaireResult({ flags: { low_wellbeing: true } })] }));
    renderResults();
    const help = await screen.findByTestId('support-contact');
    expect(help).toHaveTextContent(LOW_WELLBEING_SUPPORT_MESSAGE);
    expect(within(help).getByRole('link', { name: brand.support.phone })).toBeInTheDocument();
    expect(help).toHaveTextContent(brand.support.hours.en);
    expect(help).toHaveTextContent(/emergency number/);
  });

  it('uses the support block the server sent, when it sent one', async () => {
    serveHistory(
      makeHistory({
        results: [
          makeQuestionnaireResult({
            flags: { low_wellbeing: true },
            support: { message: 'We are here.', phone: '+1 555 0199', hours: 'Always', emergency_note: 'Call 911.' },
          }),
        ],
      }),
    );
    renderResults();
    const help = await screen.findByTestId('support-contact');
    expect(help).toHaveTextContent('We are here.');
    expect(within(help).getByRole('link', { name: '+1 555 0199' })).toBeInTheDocument();
    expect(help).toHaveTextContent('Call 911.');
  });

  it('draws the history as a chart with a table alternative when there are two or more results', async () => {
    serveHistory(
      makeHistory({
        results: [
          makeQuestionnaireResult({ id: 'r2', answered_at: '2026-03-12T10:00:00.000Z' }),
          makeQuestionnaireResult({
            id: 'r1',
            answered_at: '2026-01-10T10:00:00.000Z',
            overall: { score: 18, max: 36, percent: 50, band: 'worth-attention' },
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderResults();
    const chart = await screen.findByRole('img', { name: 'Your overall score over time' });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart).toHaveAccessibleDescription(/50%.*75%/);
    await user.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Your overall score over time' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('27 of 36 (75%)');
    expect(rows[2]).toHaveTextContent('18 of 36 (50%)');
    expect(rows[2]).toHaveTextContent('Worth attention');
  });

  it('invites a member without results to answer', async () => {
    serveHistory(makeHistory({ results: [], can_retake: true, retake_available_at: null }));
    renderResults();
    expect(await screen.findByRole('link', { name: 'Answer the questionnaire' })).toHaveAttribute(
      'href',
      '/questionnaire',
    );
  });

  it('shows a failure as an alert and loads again on request', async () => {
    serveHistory(() => new HttpResponse(null, { status: 500 }));
    const user = userEvent.setup();
    renderResults();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your results.");
    serveHistory(makeHistory());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('overall-score')).toBeInTheDocument();
  });
});

describe('QuestionnaireResults in Spanish', () => {
  beforeEach(() => activateTestLocale('es'));

  it('shows bands, scores, dates and the history in Spanish', async () => {
    serveHistory(
      makeHistory({
        results: [
          makeQuestionnaireResult({
            id: 'r2',
            answered_at: '2026-03-12T10:00:00.000Z',
            categories: makeQuestionnaireResult().categories.map((category) => ({
              ...category,
              name:
                { 'physical-health': 'Salud física', 'mental-wellbeing': 'Bienestar mental' }[category.id] ??
                'Hábitos de vida',
            })),
          }),
          makeQuestionnaireResult({
            id: 'r1',
            answered_at: '2026-01-10T10:00:00.000Z',
            overall: { score: 18, max: 36, percent: 50, band: 'worth-attention' },
          }),
        ],
      }),
    );
    renderResults();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando sus resultados…');
    expect(await screen.findByTestId('overall-score')).toHaveTextContent('27 de 36 (75%)');
    expect(screen.getByText(/Respondido el/)).toHaveTextContent('Respondido el 12 de marzo de 2026');
    const mental = screen.getByRole('heading', { name: 'Bienestar mental' }).closest('li')!;
    expect(within(mental).getByText('Merece atención')).toBeInTheDocument();
    expect(within(mental).getByText('6 de 12 (50%)')).toBeInTheDocument();
    expect(
      within(mental).getByText(
        'Sus respuestas indican que esta área necesita un poco de atención. Los cambios pequeños pueden marcar la diferencia.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Puntuación por categoría' })).toBeInTheDocument();
    expect(screen.getByTestId('retake-info')).toHaveTextContent(
      'Podrá volver a responder el cuestionario a partir del 11 de abril de 2026.',
    );

    const chart = screen.getByRole('img', { name: 'Su puntuación general a lo largo del tiempo' });
    expect(chart).toHaveAccessibleDescription('10 de enero de 2026: 50%, 12 de marzo de 2026: 75%');
    expect(within(chart).getByText('12 mar')).toBeInTheDocument();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByRole('columnheader', { name: 'Fecha', hidden: true })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Nivel', hidden: true })).toBeInTheDocument();
    expect(within(table).getByText('18 de 36 (50%)')).toBeInTheDocument();
  });

  it('says where to get help in Spanish when the result flags low well-being', async () => {
    serveHistory(
      makeHistory({
        results: [
          makeQuestionnaireResult({
            overall: { score: 10, max: 36, percent: 28, band: 'talk-to-someone' },
            flags: { low_wellbeing: true },
          }),
        ],
      }),
    );
    renderResults();
    const support = await screen.findByRole('region', { name: 'Dónde encontrar ayuda' });
    expect(support).toHaveTextContent(`Llame al equipo de apoyo de ${brand.title}:`);
    expect(support).toHaveTextContent(/^Dónde encontrar ayudaAlgunas de sus respuestas indican/);
    expect(support).toHaveTextContent('En caso de emergencia, llame ahora mismo al número de emergencias');
    expect(screen.getAllByText('Hable con alguien')).not.toHaveLength(0);
  });

  it('invites a member who never answered, in Spanish', async () => {
    serveHistory(makeHistory({ results: [], can_retake: true, retake_available_at: null }));
    renderResults();
    expect(await screen.findByRole('link', { name: 'Responder el cuestionario' })).toBeInTheDocument();
    expect(
      screen.getByText('Todavía no ha respondido el cuestionario de salud. Toma unos dos minutos.'),
    ).toBeInTheDocument();
  });
});
