import { screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProgrammePage } from '@portal/contracts/partner-programmes';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen } from '@/test/render-screen';
import { programmeScreen } from './programme';

// Each programme's route gets the one programme screen, for its programme.
const CorpCare = programmeScreen('corpcare');
const OurRelationship = programmeScreen('ourrelationship');
const Ucm = programmeScreen('ucm');
const VrsFreedom365 = programmeScreen('vrsfreedom365');

// — The partner programme pages (CorpCare, OurRelationship, VRS Freedom 365, UCM) —

const PROGRAMMES_API = '*/api/authorization/programmes/:programme';

function makePage(overrides: Partial<TProgrammePage> = {}): TProgrammePage {
  return {
    programme: 'corpcare',
    locale: 'en',
    name: 'CorpCare Employee Assistance',
    summary: 'Free, confidential counselling for everyday worries and hard times.',
    offers: ['Up to six counselling sessions per concern', 'Free legal and money consultations'],
    eligibility: { text: 'Every employee from their first day.', includes_dependents: true },
    contact: { kind: 'phone', phone: '1-800-555-0144' },
    phone: null,
    website: 'https://corpcare.example.com/evergreen',
    hours: 'Counsellors answer 24 hours a day, 7 days a week.',
    call_to_action: 'Call CorpCare',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** Answers each programme's page by the request's language; records which programmes and languages were asked. */
function servePages(pages: Partial<Record<string, { en: TProgrammePage | null; es?: TProgrammePage | null }>>) {
  const requests: { programme: string; language: string | null }[] = [];
  server.use(
    http.get(PROGRAMMES_API, ({ request, params }) => {
      const programme = String(params.programme);
      const language = request.headers.get('accept-language');
      requests.push({ programme, language });
      const entry = pages[programme];
      if (!entry) {
        return HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'This is not part of your programme.', code: 'NOT_FOUND' },
          { status: 404 },
        );
      }
      const page = language?.startsWith('es') && entry.es !== undefined ? entry.es : entry.en;
      return HttpResponse.json({ page });
    }),
  );
  return requests;
}

beforeEach(() => {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});

describe('a programme page', () => {
  it('shows the name, what it offers, who can use it, the hours and a tel: link', async () => {
    const requests = servePages({ corpcare: { en: makePage() } });
    renderScreen('/dashboard/corpcare', CorpCare);
    expect(screen.getByRole('heading', { level: 1, name: 'CorpCare' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the programme’s details…');

    expect(await screen.findByRole('heading', { level: 1, name: 'CorpCare Employee Assistance' })).toBeInTheDocument();
    expect(screen.getByText('Free, confidential counselling for everyday worries and hard times.')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'What it offers' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Up to six counselling sessions per concern', 'Free legal and money consultations']);
    const eligibility = screen.getByRole('region', { name: 'Who can use it' });
    expect(within(eligibility).getByText('Every employee from their first day.')).toBeInTheDocument();
    expect(within(eligibility).getByText('Your dependents are included.')).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'How to reach it' });
    expect(within(contact).getByRole('link', { name: /^Call CorpCare\s*1-800-555-0144$/ })).toHaveAttribute(
      'href',
      'tel:18005550144',
    );
    expect(within(contact).getByText('Counsellors answer 24 hours a day, 7 days a week.')).toBeInTheDocument();
    const website = within(contact).getByRole('link', { name: /corpcare\.example\.com\/evergreen/ });
    expect(website).toHaveAttribute('href', 'https://corpcare.example.com/evergreen');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).toHaveTextContent('(opens in a new tab)');
    expect(screen.queryByText(/being prepared/)).not.toBeInTheDocument();
    expect(requests).toEqual([{ programme: 'corpcare', language: 'en' }]);
  });

  it('opens a website contact in a new tab, safely, labelled with its call to action', async () => {
    servePages({
      ourrelationship: {
        en: makePage({
          programme: 'ourrelationship',
          name: 'OurRelationship',
          contact: { kind: 'website', url: 'https://ourrelationship.example.com/start?programme=evergreen' },
          phone: '1-800-555-0154',
          website: null,
          eligibility: { text: 'Employees aged 18 and over.', includes_dependents: false },
          call_to_action: 'Start the programme',
        }),
      },
    });
    renderScreen('/dashboard/ourrelationship', OurRelationship);
    const start = await screen.findByRole('link', { name: /^Start the programme/ });
    expect(start).toHaveAttribute('href', 'https://ourrelationship.example.com/start?programme=evergreen');
    expect(start).toHaveAttribute('target', '_blank');
    expect(start).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(start).getByText('(opens in a new tab)')).toHaveClass('sr-only');
    expect(screen.getByText('Dependents are not included.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0154' })).toHaveAttribute('href', 'tel:18005550154');
  });

  it('never links an address that is not a web address', async () => {
    servePages({
      vrsfreedom365: {
        en: makePage({
          programme: 'vrsfreedom365',
          name: 'VRS Freedom 365',
          contact: { kind: 'website', url: 'javascript:alert(1)' },
          call_to_action: 'Start now',
        }),
      },
    });
    renderScreen('/dashboard/vrsfreedom365', VrsFreedom365);
    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start now/ })).not.toBeInTheDocument();
  });

  it('starts the sign-on partner’s handoff when the contact is a sign-on', async () => {
    servePages({
      ucm: {
        en: makePage({
          programme: 'ucm',
          name: 'UCM Care Management',
          contact: { kind: 'sign-on', partner: 'ally-health' },
          phone: '1-800-555-0174',
          website: null,
          call_to_action: 'Continue to Ally Health',
        }),
      },
    });
    renderScreen('/dashboard/ucm', Ucm);
    const button = await screen.findByRole('button', { name: /^Continue to Ally Health/ });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.queryByRole('link', { name: /Continue to Ally Health/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0174' })).toHaveAttribute('href', 'tel:18005550174');
  });

  it('says so when the page is not written yet', async () => {
    servePages({ ucm: { en: null } });
    renderScreen('/dashboard/ucm', Ucm);
    expect(await screen.findByText('The details of this programme are not published yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'UCM' })).toBeInTheDocument();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(PROGRAMMES_API, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'Down' }, { status: 503 });
        return HttpResponse.json({ page: makePage() });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/dashboard/corpcare', CorpCare);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The programme’s details could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CorpCare Employee Assistance' })).toBeInTheDocument();
  });
});

describe('a programme page in Spanish', () => {
  it('asks for the page in Spanish and shows it with Spanish labels', async () => {
    activateTestLocale('es');
    const requests = servePages({
      corpcare: {
        en: makePage(),
        es: makePage({
          locale: 'es',
          name: 'CorpCare Asistencia al Empleado',
          summary: 'Orientación gratuita y confidencial.',
          offers: ['Hasta seis sesiones por cada asunto'],
          eligibility: { text: 'Todos los empleados desde su primer día.', includes_dependents: true },
          hours: 'Las 24 horas, los 7 días de la semana.',
          call_to_action: 'Llamar a CorpCare',
        }),
      },
    });
    renderScreen('/dashboard/corpcare', CorpCare);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los detalles del programa…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CorpCare Asistencia al Empleado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Qué ofrece' })).toHaveTextContent('Hasta seis sesiones por cada asunto');
    const eligibility = screen.getByRole('region', { name: 'Quién puede usarlo' });
    expect(eligibility).toHaveTextContent('Sus dependientes están incluidos.');
    const contact = screen.getByRole('region', { name: 'Cómo contactar' });
    expect(within(contact).getByText('Horario')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: /^Llamar a CorpCare/ })).toHaveAttribute(
      'href',
      'tel:18005550144',
    );
    expect(within(contact).getByRole('link', { name: /corpcare\.example\.com/ })).toHaveTextContent(
      '(se abre en una pestaña nueva)',
    );
    expect(requests[0]?.language).toBe('es');
    expect(screen.getByRole('heading', { level: 1 }).querySelector('[lang]')).toBeNull();
  });

  it('marks a page that is only written in English as English', async () => {
    activateTestLocale('es');
    servePages({ vrsfreedom365: { en: makePage({ programme: 'vrsfreedom365', name: 'VRS Freedom 365' }) } });
    renderScreen('/dashboard/vrsfreedom365', VrsFreedom365);
    const offers = await screen.findByRole('region', { name: 'Qué ofrece' });
    expect(offers.querySelector('ul')).toHaveAttribute('lang', 'en');
    const heading = screen.getByRole('heading', { level: 1, name: 'VRS Freedom 365' });
    expect(within(heading).getByText('VRS Freedom 365')).toHaveAttribute('lang', 'en');
    // The screen's own words stay in Spanish.
    expect(within(offers).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
  });

  it('says in Spanish that the page could not be loaded, with a way to try again', async () => {
    activateTestLocale('es');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(PROGRAMMES_API, () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    renderScreen('/dashboard/corpcare', CorpCare);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los detalles del programa.');
    expect(within(alert).getByRole('button', { name: 'Volver a intentar' })).toBeInTheDocument();
  });

  it('says in Spanish that the page is not written yet', async () => {
    activateTestLocale('es');
    servePages({ ourrelationship: { en: null } });
    renderScreen('/dashboard/ourrelationship', OurRelationship);
    expect(await screen.findByText('Los detalles de este programa aún no están publicados.')).toBeInTheDocument();
  });
});
