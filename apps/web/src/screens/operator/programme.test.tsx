import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOperatorProgramme } from '@portal/contracts/operator-console';
import {
  BASE_THEME,
  OPERATOR_API,
  STEP_UP_REQUIRED,
  operatorProgramme,
} from '@/features/operator-console/test/operator-fixtures';
import { StepUpDialog } from '@/session/step-up/step-up-dialog';
import { resetStepUpForTests } from '@/session/step-up/step-up-requests';
import { loadCatalogs } from '@/i18n/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor, within } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import { Toaster } from '@/ui/toaster';
import { resetToasts } from '@/ui/use-toast';
import { NewProgramme } from './new-programme';
import { OperatorProgramme } from './programme';

// A busy machine renders these screens slowly.
vi.setConfig({ testTimeout: 30_000 });

const PROGRAMME_URL = `${OPERATOR_API}/programmes/acme-health`;

let current: TOperatorProgramme;
let calls: string[];

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/operator/programmes/new', element: <NewProgramme /> },
      { path: '/operator/programmes/:key', element: <OperatorProgramme /> },
      { path: '/operator', element: <h1>Programmes</h1> },
    ],
    {
      path,
      alongside: (
        <>
          <Toaster />
          <StepUpDialog />
        </>
      ),
    },
  );
}

/** The server's state changes, as it makes them. */
function serveStateChanges({ stepUpFirst = false } = {}) {
  let isProved = !stepUpFirst;
  const change = (next: (programme: TOperatorProgramme) => TOperatorProgramme, name: string) => () => {
    calls.push(name);
    if (!isProved) return HttpResponse.json(STEP_UP_REQUIRED, { status: 403 });
    current = next(current);
    return HttpResponse.json(current);
  };
  server.use(
    http.post(
      `${PROGRAMME_URL}/suspension`,
      change((programme) => ({ ...programme, status: 'suspended' }), 'suspend'),
    ),
    http.delete(
      `${PROGRAMME_URL}/suspension`,
      change((programme) => ({ ...programme, status: 'active' }), 'resume'),
    ),
    http.post(
      `${PROGRAMME_URL}/deletion`,
      change(
        (programme) => ({ ...programme, status: 'suspended', deletionDueAt: '2027-01-02T10:00:00.000Z' }),
        'schedule-deletion',
      ),
    ),
    http.delete(
      `${PROGRAMME_URL}/deletion`,
      change((programme) => ({ ...programme, deletionDueAt: null }), 'cancel-deletion'),
    ),
    http.post('*/api/authorization/accounts/me/verify', () => {
      calls.push('verify');
      isProved = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

async function openProgramme() {
  renderAt('/operator/programmes/acme-health');
  await screen.findByRole('heading', { level: 1, name: 'Acme Health' });
}

function details() {
  return screen.getByRole('region', { name: 'Details' });
}

/** What the details say for `term`. */
function fact(term: string) {
  return within(details()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

beforeEach(async () => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  await loadCatalogs(['operator-console', 'dashboard']);
  current = operatorProgramme();
  calls = [];
  server.use(
    http.get(PROGRAMME_URL, () => HttpResponse.json(current)),
    http.get(`${OPERATOR_API}/programmes`, () => HttpResponse.json({ programmes: [current] })),
    http.get(`${OPERATOR_API}/base-theme`, () => HttpResponse.json({ theme: BASE_THEME })),
  );
});
afterEach(() => {
  resetToasts();
  resetStepUpForTests();
});

describe('the programme page', () => {
  it('shows the programme’s details and health', async () => {
    await openProgramme();
    const facts = details();
    expect(within(facts).getByText('acme-health')).toBeInTheDocument();
    expect(fact('Status')).toBe('✓ Active');
    expect(within(facts).getByRole('link', { name: 'https://acme.localhost' })).toHaveAttribute(
      'href',
      'https://acme.localhost',
    );
    expect(within(facts).getByText('1,234')).toBeInTheDocument();
    expect(within(facts).getByText('Mayo Clinic')).toBeInTheDocument();
    expect(within(facts).getByText('English, Spanish')).toBeInTheDocument();
    expect(within(facts).getByText('help@acme.example')).toBeInTheDocument();
    expect(within(facts).getByRole('img', { name: 'Acme Health logo' })).toHaveAttribute('src', current.logoUrl);
  });

  it('says when no programme has the key', async () => {
    server.use(
      http.get(`${OPERATOR_API}/programmes/nobody`, () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No programme has this key.' },
          { status: 404 },
        ),
      ),
    );
    renderAt('/operator/programmes/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('No programme has this key.');
  });

  it('suspends after a confirmation that says what members and admins see, then shows it suspended', async () => {
    serveStateChanges();
    const user = userEvent.setup();
    await openProgramme();
    await user.click(screen.getByRole('button', { name: 'Suspend programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Acme Health?' });
    expect(dialog).toHaveTextContent(/members and admins will see a suspension page/);
    expect(dialog).toHaveTextContent(/Nothing is deleted/);

    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Suspend programme' }));
    const again = await screen.findByRole('dialog', { name: 'Suspend Acme Health?' });
    await user.click(within(again).getByRole('button', { name: 'Suspend programme' }));

    expect(await screen.findByText('Acme Health is suspended')).toBeInTheDocument();
    expect(calls).toEqual(['suspend']);
    expect(fact('Status')).toBe('⏸ Suspended');
    expect(screen.getByRole('button', { name: 'Resume programme' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Suspension and deletion' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Resume programme' }));
    expect(await screen.findByText('Acme Health is active again')).toBeInTheDocument();
    expect(fact('Status')).toBe('✓ Active');
    expect(calls).toEqual(['suspend', 'resume']);
  });

  it('schedules the deletion after a confirmation naming the 30-day grace, and cancels it', async () => {
    serveStateChanges();
    const user = userEvent.setup();
    await openProgramme();
    await user.click(screen.getByRole('button', { name: 'Schedule deletion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the deletion of Acme Health?' });
    expect(dialog).toHaveTextContent(/suspended at once/);
    expect(dialog).toHaveTextContent(/After a grace of 30 days/);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule deletion' }));

    expect(await screen.findByText('Acme Health is scheduled for deletion')).toBeInTheDocument();
    expect(fact('Status')).toMatch(/Deletion due .*2027/);
    expect(screen.queryByRole('button', { name: 'Resume programme' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(
      await screen.findByText('The deletion of Acme Health is cancelled. It stays suspended until you resume it.'),
    ).toBeInTheDocument();
    expect(fact('Status')).toBe('⏸ Suspended');
    expect(calls).toEqual(['schedule-deletion', 'cancel-deletion']);
  });

  it('offers no deletion of a built-in demo programme', async () => {
    current = operatorProgramme({ builtIn: true });
    await openProgramme();
    expect(screen.getByText('A built-in demo programme: it can be suspended but not deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule deletion' })).not.toBeInTheDocument();
  });

  it('asks for a fresh second factor when the server wants one, then suspends', async () => {
    serveStateChanges({ stepUpFirst: true });
    const user = userEvent.setup();
    await openProgramme();
    await user.click(screen.getByRole('button', { name: 'Suspend programme' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend Acme Health?' })).getByRole('button', {
        name: 'Suspend programme',
      }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(prompt).getByRole('button', { name: 'Use a code instead' }));
    await user.type(within(prompt).getByLabelText('Code from your authenticator app, or a recovery code'), '654321');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Acme Health is suspended')).toBeInTheDocument();
    expect(calls).toEqual(['suspend', 'verify', 'suspend']);
  });

  it('says the refusal when the operator closes the prompt, and changes nothing', async () => {
    serveStateChanges({ stepUpFirst: true });
    const user = userEvent.setup();
    await openProgramme();
    await user.click(screen.getByRole('button', { name: 'Suspend programme' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend Acme Health?' })).getByRole('button', {
        name: 'Suspend programme',
      }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));

    const section = screen.getByRole('region', { name: 'Suspension and deletion' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(STEP_UP_REQUIRED.message);
    expect(calls).toEqual(['suspend']);
    expect(fact('Status')).toBe('✓ Active');
  });

  it('sends only what changed, with the same preview and contrast check as the wizard', async () => {
    const patches: unknown[] = [];
    server.use(
      http.patch(PROGRAMME_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        current = { ...current, name: String(body.name ?? current.name) };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    await openProgramme();
    const settings = screen.getByRole('form', { name: 'Settings' });
    const preview = within(settings).getByTestId('brand-preview');
    expect(preview.style.getPropertyValue('--brand-primary')).toBe('#0e7490');

    await replace(user, within(settings).getByLabelText('Primary colour'), '#fef08a');
    expect(await within(settings).findByText('Text in these colours would be hard to read:')).toBeInTheDocument();
    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(settings).getByLabelText('Primary colour')).toHaveFocus());
    expect(patches).toEqual([]);

    await replace(user, within(settings).getByLabelText('Primary colour'), '#0e7490');
    await replace(user, within(settings).getByLabelText('Programme name'), 'Acme Care');
    await user.click(within(settings).getByRole('checkbox', { name: 'UCM' }));
    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Acme Care', programmes: ['mayo-clinic', 'ucm'] }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Care' })).toBeInTheDocument();
  });

  it('replaces the logo', async () => {
    const uploads: unknown[] = [];
    server.use(
      http.put(`${PROGRAMME_URL}/logo`, async ({ request }) => {
        uploads.push(await request.json());
        current = { ...current, logoUrl: '/brands/acme-health/logo.0123456789abcdef.png' };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    await openProgramme();
    const form = screen.getByRole('form', { name: 'Logo' });
    await user.click(within(form).getByRole('button', { name: 'Replace logo' }));
    expect(await within(form).findByText('Choose the new logo first.')).toBeInTheDocument();
    await user.upload(within(form).getByLabelText('New logo'), new File(['png'], 'new.png', { type: 'image/png' }));
    expect(await within(form).findByText('Chosen: new.png.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Replace logo' }));
    expect(await screen.findByText('Logo replaced')).toBeInTheDocument();
    expect(uploads).toEqual([{ contentType: 'image/png', base64: btoa('png') }]);
    expect(within(details()).getByRole('img', { name: 'Acme Health logo' })).toHaveAttribute(
      'src',
      '/brands/acme-health/logo.0123456789abcdef.png',
    );
  });

  it('replaces the favicon, and shows the server’s refusal on its field', async () => {
    const uploads: unknown[] = [];
    server.use(
      http.put(`${PROGRAMME_URL}/favicon`, async ({ request }) => {
        uploads.push(await request.json());
        if (uploads.length === 1) {
          return HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              field: 'favicon',
              message: 'The favicon file is damaged or could not be read. Save it again and upload it once more.',
            },
            { status: 400 },
          );
        }
        current = { ...current, faviconUrl: '/brands/acme-health/favicon.0123456789abcdef.png' };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    await openProgramme();
    const form = screen.getByRole('form', { name: 'Favicon' });
    const file = new File(['png'], 'icon.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText(/^New favicon/), file);
    await user.click(within(form).getByRole('button', { name: 'Replace favicon' }));
    expect(await within(form).findByText(/The favicon file is damaged/)).toBeInTheDocument();
    await user.upload(within(form).getByLabelText(/^New favicon/), file);
    await user.click(within(form).getByRole('button', { name: 'Replace favicon' }));
    expect(await screen.findByText('Favicon replaced')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
  });

  it('replaces the host names, one a line, and shows the server’s refusal on the field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`${PROGRAMME_URL}/hosts`, async ({ request }) => {
        const body = (await request.json()) as { hosts: string[] };
        sent.push(body);
        if (body.hosts.includes('care.swift.localhost')) {
          return HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              field: 'hosts.1',
              message: 'The host care.swift.localhost is already the swift programme’s: its host rule matches it.',
            },
            { status: 400 },
          );
        }
        current = { ...current, hosts: body.hosts };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    await openProgramme();
    const form = screen.getByRole('form', { name: 'Host names' });
    const field = within(form).getByLabelText('Its host names, one a line');
    await user.clear(field);
    await user.type(field, 'acme.localhost{Enter}care.swift.localhost');
    await user.click(within(form).getByRole('button', { name: 'Save host names' }));
    expect(await within(form).findByText(/already the swift programme’s/)).toBeInTheDocument();
    expect(field).toHaveValue('acme.localhost\ncare.swift.localhost');
    await user.clear(field);
    await user.type(field, ' wellness.acme.example {Enter}{Enter}acme.localhost');
    await user.click(within(form).getByRole('button', { name: 'Save host names' }));
    expect(await screen.findByText('Host names saved')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ hosts: ['wellness.acme.example', 'acme.localhost'] });
  });
});
