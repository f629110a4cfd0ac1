import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TClinicConditionResponse, TClinicConditionSummary } from '@portal/contracts/clinic-library';
import { CLINIC_LETTERS, CLINIC_SECTION_KEYS } from '@portal/contracts/clinic-library';
import { paths } from '@/navigation/paths';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { DiseaseOrCondition } from './disease-or-condition';
import { DiseasesAndConditions } from './diseases-and-conditions';
import { MayoClinic } from './mayo-clinic';

const API = '*/api/authorization/clinic-library';

type Language = 'en' | 'es';
const SUMMARIES: Record<Language, TClinicConditionSummary[]> = {
  en: [
    { id: 'acne', title: 'Acne', also_called: [], summary: 'A common skin condition.' },
    { id: 'asthma', title: 'Asthma', also_called: ['Bronchial asthma'], summary: 'The airways narrow and swell.' },
    { id: 'back-pain', title: 'Back pain', also_called: [], summary: 'Pain in the back.' },
  ],
  es: [
    { id: 'acne', title: 'Acné', also_called: [], summary: 'Una afección común de la piel.' },
    { id: 'asthma', title: 'Asma', also_called: ['Asma bronquial'], summary: 'Las vías respiratorias se inflaman.' },
    { id: 'back-pain', title: 'Dolor de espalda', also_called: [], summary: 'Dolor en la espalda.' },
  ],
};

function makeCondition(language: Language): TClinicConditionResponse {
  const es = language === 'es';
  return {
    id: 'asthma',
    locale: language,
    title: es ? 'Asma' : 'Asthma',
    also_called: es ? ['Asma bronquial'] : ['Bronchial asthma'],
    summary: es ? 'Las vías respiratorias se inflaman.' : 'The airways narrow and swell.',
    sections: CLINIC_SECTION_KEYS.map((key) => ({
      key,
      body: key === 'symptoms' ? (es ? '- Silbido en el pecho\n- Tos' : '- Wheezing\n- Coughing') : `Text of ${key}.`,
    })),
    related: [{ id: 'acne', title: es ? 'Acné' : 'Acne' }],
    source: { name: 'Clinic library', attribution: es ? 'Información general.' : 'General information.', url: null },
    last_reviewed: '2026-10-15',
  };
}

/** A fake library: answers by the request's language and records the searches. */
function serveLibrary() {
  const searches: string[] = [];
  const languageOf = (request: Request): Language =>
    request.headers.get('accept-language')?.startsWith('es') ? 'es' : 'en';
  const initial = (title: string) => title.normalize('NFD').charAt(0).toUpperCase();
  server.use(
    http.get(`${API}/letters`, ({ request }) => {
      const list = SUMMARIES[languageOf(request)];
      return HttpResponse.json({
        letters: CLINIC_LETTERS.map((letter) => ({
          letter,
          count: list.filter((entry) => initial(entry.title) === letter).length,
        })),
      });
    }),
    http.get(`${API}/conditions`, ({ request }) => {
      const letter = new URL(request.url).searchParams.get('letter') ?? '';
      const conditions = SUMMARIES[languageOf(request)].filter((entry) => initial(entry.title) === letter);
      return HttpResponse.json({ letter, conditions });
    }),
    http.get(`${API}/search`, ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
      searches.push(q);
      const results = /^(asthmaa?|astma|asma)$/i.test(q)
        ? SUMMARIES[languageOf(request)].filter((entry) => entry.id === 'asthma')
        : [];
      return HttpResponse.json({ query: q, results, reason: null });
    }),
    http.get(`${API}/conditions/:id`, ({ request, params }) =>
      params.id === 'asthma'
        ? HttpResponse.json(makeCondition(languageOf(request)))
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'That condition was not found.', code: 'NOT_FOUND' },
            { status: 404 },
          ),
    ),
  );
  return { searches };
}

function renderLibrary(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.mayoClinic, Component: MayoClinic },
      { path: paths.diseasesAndConditions, Component: DiseasesAndConditions },
      { path: paths.diseaseOrCondition, Component: DiseaseOrCondition },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const INDEX = '/dashboard/mayo-clinic/diseases-and-conditions';

let library: ReturnType<typeof serveLibrary>;
beforeEach(() => {
  library = serveLibrary();
});

describe('the clinic library landing', () => {
  it('explains the library, links to the index, and searches it', async () => {
    const user = userEvent.setup();
    const router = renderLibrary('/dashboard/mayo-clinic');
    expect(screen.getByRole('heading', { level: 1, name: 'Health library' })).toBeInTheDocument();
    expect(screen.queryByText(/Mayo Clinic/)).not.toBeInTheDocument();
    expect(screen.getByText(/general information, not medical advice/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse diseases and conditions' })).toHaveAttribute('href', INDEX);

    await user.type(screen.getByRole('searchbox', { name: 'Condition or symptom' }), 'asthma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe(INDEX);
    expect(router.state.location.search).toBe('?q=asthma');
    expect(await screen.findByRole('link', { name: 'Asthma' })).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    activateTestLocale('es');
    renderLibrary('/dashboard/mayo-clinic');
    expect(screen.getByRole('heading', { level: 1, name: 'Biblioteca de salud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar enfermedades y afecciones' })).toHaveAttribute('href', INDEX);
  });
});

describe('the diseases and conditions index', () => {
  it('shows A–Z: letters with conditions are links, others are not; a letter lists its conditions', async () => {
    const user = userEvent.setup();
    const router = renderLibrary(INDEX);
    const nav = await screen.findByRole('navigation', { name: 'Conditions from A to Z' });
    const a = within(nav).getByRole('link', { name: 'A, 2 conditions' });
    expect(within(nav).getByRole('link', { name: 'B, 1 condition' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /^C/ })).not.toBeInTheDocument();
    expect(within(nav).getByText('C, no conditions')).toBeInTheDocument();
    expect(screen.getByText('Choose a letter to see its conditions.')).toBeInTheDocument();

    await user.click(a);
    expect(router.state.location.search).toBe('?letter=A');
    expect(await screen.findByRole('heading', { name: 'Conditions starting with A' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Asthma' })).toHaveAttribute('href', `${INDEX}/asthma`);
    expect(screen.getByRole('link', { name: 'Acne' })).toBeInTheDocument();
    expect(screen.getByText('Also called: Bronchial asthma')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'A, 2 conditions' })).toHaveAttribute('aria-current', 'page');

    // Back and forward: the letter is in the address.
    await router.navigate(-1);
    expect(await screen.findByText('Choose a letter to see its conditions.')).toBeInTheDocument();
  });

  it('searches as the member types, once they pause, and puts the search in the address', async () => {
    const user = userEvent.setup();
    const router = renderLibrary(INDEX);
    const box = await screen.findByRole('searchbox', { name: 'Search conditions' });
    await user.type(box, 'asthmaa');
    expect(await screen.findByText('1 condition found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asthma' })).toBeInTheDocument();
    // Debounced: one search for the whole word, not one per letter.
    expect(library.searches).toEqual(['asthmaa']);
    expect(router.state.location.search).toBe('?q=asthmaa');
    // The A–Z steps aside while searching.
    expect(screen.queryByRole('navigation', { name: 'Conditions from A to Z' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText(/No conditions match “zzz”/)).toBeInTheDocument();

    await user.clear(box);
    expect(await screen.findByRole('navigation', { name: 'Conditions from A to Z' })).toBeInTheDocument();
  });

  it('says "type a word" for spaces only and "too long" for a long paste, without asking the server', async () => {
    renderLibrary(INDEX);
    const box = await screen.findByRole('searchbox', { name: 'Search conditions' });
    fireEvent.change(box, { target: { value: '    ' } });
    expect(await screen.findByText('Type a word to search.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(500) } });
    expect(await screen.findByText(/That search is too long/)).toBeInTheDocument();
    expect(library.searches).toEqual([]);
  });

  it('opens with the search in the address, in Spanish', async () => {
    activateTestLocale('es');
    renderLibrary(`${INDEX}?q=asma`);
    expect(screen.getByRole('searchbox', { name: 'Buscar afecciones' })).toHaveValue('asma');
    expect(await screen.findByText('Se encontró 1 afección')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asma' })).toHaveAttribute('href', `${INDEX}/asthma`);
  });

  it('lists a letter in Spanish by the Spanish titles', async () => {
    activateTestLocale('es');
    renderLibrary(`${INDEX}?letter=d`);
    const nav = await screen.findByRole('navigation', { name: 'Afecciones de la A a la Z' });
    expect(within(nav).getByRole('link', { name: 'D, 1 afección' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Dolor de espalda' })).toBeInTheDocument();
    expect(within(nav).getByText('B, sin afecciones')).toBeInTheDocument();
  });
});

describe('a condition', () => {
  it('shows its sections with a table of contents, the note, the nurse line, related conditions and the source', async () => {
    renderLibrary(`${INDEX}/asthma`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asthma' })).toBeInTheDocument();
    expect(screen.getByText('Also called: Bronchial asthma')).toBeInTheDocument();
    expect(screen.getByText(/This is general information, not medical advice/)).toBeInTheDocument();

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Symptoms',
      'When to see a doctor',
      'Causes',
      'Risk factors',
      'Complications',
      'Prevention',
      'Diagnosis',
      'Treatment',
      'Living with it',
    ]);
    expect(within(contents).getByRole('link', { name: 'Symptoms' })).toHaveAttribute('href', '#symptoms');
    const symptoms = screen.getByRole('region', { name: 'Symptoms' });
    expect(symptoms).toHaveAttribute('id', 'symptoms');
    expect(await within(symptoms).findByText('Wheezing')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(12);

    const nurse = screen.getByRole('link', { name: /nurse line/ });
    expect(nurse.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(screen.getByRole('link', { name: 'Acne' })).toHaveAttribute('href', `${INDEX}/acne`);
    expect(screen.getByText(/Source: Clinic library\./)).toBeInTheDocument();
    expect(screen.getByText('Last reviewed: October 15, 2026')).toBeInTheDocument();
  });

  it('speaks Spanish, with the date in Spanish', async () => {
    activateTestLocale('es');
    renderLibrary(`${INDEX}/asthma`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asma' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(contents).getByRole('link', { name: 'Síntomas' })).toHaveAttribute('href', '#symptoms');
    expect(screen.getByText('Última revisión: 15 de octubre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /línea de enfermería/ })).toBeInTheDocument();
  });

  it('says plainly when the library is temporarily unavailable, with a retry', async () => {
    server.use(
      http.get(`${API}/conditions/:id`, () =>
        HttpResponse.json(
          {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The clinic library is temporarily unavailable. Please try again in a few minutes.',
            code: 'SERVICE_UNAVAILABLE',
          },
          { status: 503 },
        ),
      ),
    );
    renderLibrary(`${INDEX}/asthma`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The clinic library is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('says when a condition is not in the library, with a way back to the index', async () => {
    renderLibrary(`${INDEX}/no-such-thing`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that condition' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to diseases and conditions' })).toHaveAttribute('href', INDEX);
  });
});
