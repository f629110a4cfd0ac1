import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import type { TProgrammePage } from '@portal/contracts/partner-programmes';
import type { TAdminAnnouncement, TAdminSupportLineResponse } from '@portal/contracts/programme-settings';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { AdminProgramme } from './programme';

const API = '*/api/authorization';

const corpcare: TProgrammePage = {
  programme: 'corpcare',
  locale: 'en',
  name: 'CorpCare',
  summary: 'Counselling for anything on your mind.',
  offers: ['Six sessions'],
  eligibility: { text: 'Every employee.', includes_dependents: true },
  contact: { kind: 'phone', phone: '+1 800 555 0199' },
  phone: null,
  website: null,
  hours: 'Any hour.',
  call_to_action: 'Call CorpCare',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const announcement: TAdminAnnouncement = {
  id: '00000000-0000-4000-8000-000000000001',
  locale: 'en',
  title: 'Flu shots on Friday',
  summary: 'Walk in between 9 and 5.',
  url: null,
  published_at: '2026-02-01T09:00:00.000Z',
};

const brandLine = getBrand('swift').support;
let supportLine: TAdminSupportLineResponse;
let requests: { method: string; url: string; body: unknown }[];

function record(request: Request, body: unknown) {
  requests.push({ method: request.method, url: new URL(request.url).pathname, body });
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  requests = [];
  supportLine = { support_line: brandLine, default_line: brandLine, is_default: true };
  server.use(
    http.get(`${API}/admin/programme-pages`, () =>
      HttpResponse.json({
        programmes: [
          { programme: 'corpcare', pages: { en: corpcare, es: null } },
          { programme: 'ourrelationship', pages: { en: null, es: null } },
        ],
      }),
    ),
    http.put(`${API}/programmes/:programme`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      record(request, body);
      return HttpResponse.json({ ...corpcare, ...body, updated_at: '2026-03-01T00:00:00.000Z' });
    }),
    http.get(`${API}/admin/news`, ({ request }) =>
      HttpResponse.json({
        items: new URL(request.url).searchParams.get('locale') === 'en' ? [announcement] : [],
      }),
    ),
    http.post(`${API}/admin/news`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      record(request, body);
      return HttpResponse.json(
        { ...announcement, ...body, id: '00000000-0000-4000-8000-000000000002' },
        { status: 201 },
      );
    }),
    http.delete(`${API}/admin/news/:id`, ({ request }) => {
      record(request, null);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/content/:kind`, ({ params }) =>
      HttpResponse.json({
        title: params.kind === 'privacy-policy' ? 'SwiftCare privacy policy' : 'Thank you',
        updated_at: '2026-01-01T00:00:00.000Z',
        body_markdown: 'We keep it short.',
      }),
    ),
    http.put(`${API}/admin/documents/:kind`, async ({ request }) => {
      const body = (await request.json()) as { title: string; body_markdown: string };
      record(request, body);
      return HttpResponse.json({ ...body, updated_at: '2026-03-01T00:00:00.000Z' });
    }),
    http.get(`${API}/admin/support-line`, () => HttpResponse.json(supportLine)),
    // A programme without a sign-on partner, unless a test says otherwise.
    http.get(`${API}/admin/sign-on-partners/ally-health`, () =>
      HttpResponse.json(
        { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'This is not part of your programme.' },
        { status: 404 },
      ),
    ),
    http.get(`${API}/admin/sign-in-security`, () =>
      HttpResponse.json({ two_step_requirement: 'off', idle_timeout_minutes: 30 }),
    ),
    http.get(`${API}/accounts/me/two-step`, () =>
      HttpResponse.json({ authenticator_app: null, recovery_codes_left: 0, passkeys: 0, required: false }),
    ),
    http.put(`${API}/admin/support-line`, async ({ request }) => {
      const body = (await request.json()) as { support_line: TAdminSupportLineResponse['support_line'] | null };
      record(request, body);
      supportLine = {
        support_line: body.support_line ?? brandLine,
        default_line: brandLine,
        is_default: body.support_line === null,
      };
      return HttpResponse.json(supportLine);
    }),
  );
});

async function supportForm() {
  return within(await screen.findByRole('form', { name: 'Support contact' }));
}

describe('AdminProgramme', () => {
  it('shows every section under one heading, with a way to each', async () => {
    renderScreen('/admin/programme', AdminProgramme);
    expect(screen.getByRole('heading', { level: 1, name: 'Programme' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Programme settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#programme-pages',
      '#programme-news',
      '#programme-documents',
      '#programme-support',
      '#programme-sign-in',
    ]);
    expect(await screen.findByRole('heading', { name: 'Partner programme pages' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Flu shots on Friday' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Thank-you page' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Sign-in security' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign-on partner: Ally Health' })).not.toBeInTheDocument();
  });

  it('adds the sign-on partner where the programme offers one', async () => {
    server.use(
      http.get(`${API}/admin/sign-on-partners/ally-health`, () =>
        HttpResponse.json({
          partner: 'ally-health',
          url: null,
          audience: 'ally-health-sandbox',
          uses_sandbox: true,
          issuer: 'http://swift.localhost:8080',
          jwks_url: 'http://swift.localhost:8080/.well-known/jwks.json',
          signing_key: { kid: 'key-1', created_at: '2026-01-01T00:00:00.000Z' },
          retired_keys: [],
        }),
      ),
    );
    renderScreen('/admin/programme', AdminProgramme);
    expect(await screen.findByRole('heading', { name: 'Sign-on partner: Ally Health' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Programme settings' });
    expect(within(nav).getByRole('link', { name: 'Sign-on partner' })).toHaveAttribute('href', '#programme-sign-on');
  });

  it('saves the support line, says so, and refuses a number that cannot be dialled', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/programme', AdminProgramme);
    const form = await supportForm();
    expect(form.getByText(/Members see the brand's support line/)).toBeInTheDocument();
    expect(form.getByLabelText('Phone number')).toHaveValue(brandLine.phone);

    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), 'call us');
    await user.clear(form.getByLabelText('Hours in Spanish'));
    await user.click(form.getByRole('button', { name: 'Save support contact' }));
    expect(form.getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter a phone number that can be dialled/);
    expect(form.getByLabelText('Phone number')).toHaveFocus();
    expect(form.getByLabelText('Hours in Spanish')).toHaveAccessibleDescription(/Say when the support line answers/);
    expect(requests).toEqual([]);

    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '+1 800 555 0142');
    await user.type(form.getByLabelText('Hours in Spanish'), 'Todos los días');
    await user.click(form.getByRole('button', { name: 'Save support contact' }));
    expect(await screen.findByText('Support line saved')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        url: '/api/authorization/admin/support-line',
        body: { support_line: { phone: '+1 800 555 0142', hours: { en: brandLine.hours.en, es: 'Todos los días' } } },
      },
    ]);
    // Now the programme's own: it may go back to the brand's.
    await user.click(await form.findByRole('button', { name: "Use the brand's line" }));
    expect(await screen.findByText("Members now see the brand's support line")).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({ support_line: null });
  });

  it('shows the contracts’ messages in Spanish', async () => {
    activateTestLocale('es');
    const user = userEvent.setup();
    renderScreen('/admin/programme', AdminProgramme);
    const form = within(await screen.findByRole('form', { name: 'Contacto de ayuda' }));
    await user.clear(form.getByLabelText('Horario en inglés'));
    await user.click(form.getByRole('button', { name: 'Guardar el contacto de ayuda' }));
    expect(form.getByLabelText('Horario en inglés')).toHaveAccessibleDescription(
      /Diga cuándo atiende la línea de ayuda/,
    );
  });

  it('edits the privacy policy with a preview, and saves it', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/programme', AdminProgramme);
    const form = within(await screen.findByRole('form', { name: 'Privacy policy' }));
    await user.clear(form.getByLabelText('Title'));
    await user.click(form.getByRole('button', { name: 'Save the privacy policy' }));
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription(/Give the page a title/);

    await user.type(form.getByLabelText('Title'), 'How we look after your data');
    await user.clear(form.getByLabelText('Text (Markdown)'));
    await user.type(form.getByLabelText('Text (Markdown)'), '## In short{enter}{enter}We keep **little**.');
    await user.click(form.getByRole('button', { name: 'Preview' }));
    expect(form.getByRole('heading', { level: 4, name: 'In short' })).toBeInTheDocument();
    expect(form.getByText('little').tagName).toBe('STRONG');
    await user.click(form.getByRole('button', { name: 'Save the privacy policy' }));
    expect(await screen.findByText('Privacy policy saved. Members see the new text now.')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        url: '/api/authorization/admin/documents/privacy-policy',
        body: { title: 'How we look after your data', body_markdown: '## In short\n\nWe keep **little**.' },
      },
    ]);
  });

  it('adds an announcement in the chosen language and deletes one after confirming', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/programme', AdminProgramme);
    await screen.findByRole('heading', { name: 'Flu shots on Friday' });
    await user.selectOptions(screen.getByLabelText('Language', { selector: '#programme-news-locale' }), 'es');
    expect(await screen.findByText('There are no announcements in this language yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an announcement' }));
    const form = within(screen.getByRole('form', { name: 'New announcement' }));
    await user.type(form.getByLabelText('Title'), 'Vacunas el viernes');
    await user.type(form.getByLabelText('Link to read more (optional)'), 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Publish the announcement' }));
    expect(form.getByLabelText('Announcement')).toHaveAccessibleDescription(/Write what the announcement says/);
    expect(form.getByLabelText('Link to read more (optional)')).toHaveAccessibleDescription(/secure web address/);
    await user.type(form.getByLabelText('Announcement'), 'De 9 a 5.');
    await user.clear(form.getByLabelText('Link to read more (optional)'));
    await user.click(form.getByRole('button', { name: 'Publish the announcement' }));
    expect(await screen.findByText('Announcement published')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      url: '/api/authorization/admin/news',
      body: { locale: 'es', title: 'Vacunas el viernes', summary: 'De 9 a 5.', url: null },
    });

    await user.selectOptions(screen.getByLabelText('Language', { selector: '#programme-news-locale' }), 'en');
    await user.click(await screen.findByRole('button', { name: 'Delete “Flu shots on Friday”' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this announcement?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        method: 'DELETE',
        url: `/api/authorization/admin/news/${announcement.id}`,
        body: null,
      }),
    );
  });

  it('edits a programme page in the chosen language and reports field errors', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/programme', AdminProgramme);
    const english = within(await screen.findByRole('form', { name: 'The CorpCare page' }));
    expect(english.getByLabelText('Name')).toHaveValue('CorpCare');
    await user.selectOptions(screen.getByLabelText('Language', { selector: '#programme-page-locale' }), 'es');
    const spanish = within(await screen.findByRole('form', { name: 'The CorpCare page' }));
    expect(spanish.getByText(/not written in this language yet/)).toBeInTheDocument();
    await user.click(spanish.getByRole('button', { name: 'Save the page' }));
    expect(spanish.getByLabelText('Name')).toHaveAccessibleDescription(/Give the programme a name/);
    expect(spanish.getByLabelText('Name')).toHaveFocus();
    expect(requests).toEqual([]);

    await user.type(spanish.getByLabelText('Name'), 'CorpCare');
    await user.type(spanish.getByLabelText('What it offers, in a few sentences'), 'Apoyo.');
    await user.type(spanish.getByLabelText('What members get'), 'Seis sesiones');
    await user.type(spanish.getByLabelText('Who is eligible'), 'Todos.');
    await user.type(spanish.getByLabelText('Number to call'), '+1 800 555 0199');
    await user.type(spanish.getByLabelText('When it can be reached'), 'Siempre.');
    await user.type(spanish.getByLabelText('Button label'), 'Llamar');
    await user.click(spanish.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText('The CorpCare page is saved')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      url: '/api/authorization/programmes/corpcare',
      body: { locale: 'es', name: 'CorpCare', offers: ['Seis sesiones'], contact: { kind: 'phone' } },
    });
  });
});
