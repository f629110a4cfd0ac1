import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCreateProgrammeRequest, TOperatorProgramme } from '@portal/contracts/operator-console';
import { StepUpDialog } from '@/session/step-up/step-up-dialog';
import { resetStepUpForTests } from '@/session/step-up/step-up-requests';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor, within } from '@/test/render';
import { stubPointerCapture } from '@/test/render-screen';
import {
  BASE_THEME,
  OPERATOR_API,
  STEP_UP_REQUIRED,
  operatorProgramme,
  validationFailed,
} from '../test/operator-fixtures';
import { NewProgrammeWizard } from './new-programme-wizard';

// A busy machine renders the four steps slowly.
vi.setConfig({ testTimeout: 30_000 });

let created: Array<{ programme: TOperatorProgramme; adminEmail: string }>;
let sent: TCreateProgrammeRequest[];

function renderWizard() {
  renderRoutes(
    [
      {
        path: '/operator/programmes/new',
        element: (
          <>
            <NewProgrammeWizard onCreated={(programme, adminEmail) => created.push({ programme, adminEmail })} />
            <StepUpDialog />
          </>
        ),
      },
    ],
    { path: '/operator/programmes/new' },
  );
}

/** Answers each create with the next of `answers` (the last one from then on), keeping what was sent. */
function answerCreate(...answers: Array<() => Response>) {
  let call = 0;
  server.use(
    http.post(`${OPERATOR_API}/programmes`, async ({ request }) => {
      sent.push((await request.json()) as TCreateProgrammeRequest);
      const answer = answers[Math.min(call, answers.length - 1)]!;
      call += 1;
      return answer();
    }),
  );
}

const createdAnswer = () => HttpResponse.json(operatorProgramme(), { status: 201 });

async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

async function fillIdentity(user: UserEvent) {
  await replace(user, screen.getByLabelText('Programme name'), 'Acme Health');
  await replace(user, screen.getByLabelText('Host name 1'), 'acme.localhost');
}

async function next(user: UserEvent, heading: string) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return stepHeading(heading);
}

/** Steps 1 to 3 filled in, on the last step. */
async function fillUpToReview(user: UserEvent) {
  await fillIdentity(user);
  await next(user, 'Step 2 of 4: Brand');
  await screen.findByTestId('brand-preview');
  await next(user, 'Step 3 of 4: Programmes, languages and support');
  await user.click(screen.getByRole('checkbox', { name: 'Mayo Clinic' }));
  await user.click(screen.getByRole('checkbox', { name: 'Spanish' }));
  await replace(user, screen.getByLabelText('Support email'), 'help@acme.example');
  await next(user, 'Step 4 of 4: First admin and review');
  await replace(user, screen.getByLabelText("First admin's email"), 'admin@acme.example');
}

beforeEach(() => {
  stubPointerCapture();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  created = [];
  sent = [];
  server.use(http.get(`${OPERATOR_API}/base-theme`, () => HttpResponse.json({ theme: BASE_THEME })));
});
afterEach(() => resetStepUpForTests());

describe('NewProgrammeWizard', () => {
  it('suggests the key from the name until the operator types one, and checks the step before Next', async () => {
    const user = userEvent.setup();
    renderWizard();
    await stepHeading('Step 1 of 4: Name and host names');
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent('1. Name and host names');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Give the programme a name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Programme name')).toHaveFocus();
    expect(screen.getByLabelText('Programme name')).toHaveAccessibleDescription(/Give the programme a name\./);

    await replace(user, screen.getByLabelText('Programme name'), 'Salud Pública 2026');
    expect(screen.getByLabelText('Key')).toHaveValue('salud-publica-2026');
    await replace(user, screen.getByLabelText('Key'), 'salud');
    await user.type(screen.getByLabelText('Programme name'), ' Norte');
    expect(screen.getByLabelText('Key')).toHaveValue('salud');

    // A second host name, then taken away again: focus stays with the rows.
    await user.click(screen.getByRole('button', { name: 'Add another host name' }));
    expect(screen.getByLabelText('Host name 2')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove host name 2' }));
    expect(screen.queryByLabelText('Host name 2')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Host name 1')).toHaveFocus();
  });

  it('keeps everything typed across the steps, and after the server refuses a field of an earlier one', async () => {
    answerCreate(
      () =>
        HttpResponse.json(validationFailed('hosts.0', 'Another programme, Swift, answers on acme.localhost.'), {
          status: 400,
        }),
      createdAnswer,
    );
    const user = userEvent.setup();
    renderWizard();
    await fillUpToReview(user);

    // Back through every step: what was typed is still there.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 3 of 4: Programmes, languages and support');
    expect(screen.getByRole('checkbox', { name: 'Mayo Clinic' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
    expect(screen.getByLabelText('Support email')).toHaveValue('help@acme.example');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 2 of 4: Brand');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Step 1 of 4: Name and host names')).toHaveFocus();
    expect(screen.getByLabelText('Programme name')).toHaveValue('Acme Health');
    expect(screen.getByLabelText('Key')).toHaveValue('acme-health');

    await next(user, 'Step 2 of 4: Brand');
    await next(user, 'Step 3 of 4: Programmes, languages and support');
    await next(user, 'Step 4 of 4: First admin and review');
    expect(screen.getByLabelText("First admin's email")).toHaveValue('admin@acme.example');
    const review = screen.getByRole('region', { name: 'Check the programme before you create it' });
    expect(within(review).getByText('acme.localhost')).toBeInTheDocument();
    expect(within(review).getByText('Mayo Clinic')).toBeInTheDocument();
    expect(within(review).getByText('English, Spanish')).toBeInTheDocument();

    // The server refuses the host name: the wizard goes back to it and says why there.
    await user.click(screen.getByRole('button', { name: 'Create programme' }));
    await stepHeading('Step 1 of 4: Name and host names');
    const host = screen.getByLabelText('Host name 1');
    await waitFor(() =>
      expect(host).toHaveAccessibleDescription(/Another programme, Swift, answers on acme\.localhost\./),
    );
    expect(host).toHaveFocus();
    expect(host).toHaveValue('acme.localhost');
    expect(screen.getByLabelText('Programme name')).toHaveValue('Acme Health');

    await replace(user, host, 'acme-health.localhost');
    await next(user, 'Step 2 of 4: Brand');
    await next(user, 'Step 3 of 4: Programmes, languages and support');
    expect(screen.getByLabelText('Support email')).toHaveValue('help@acme.example');
    await next(user, 'Step 4 of 4: First admin and review');
    expect(screen.getByLabelText("First admin's email")).toHaveValue('admin@acme.example');
    await user.click(screen.getByRole('button', { name: 'Create programme' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.adminEmail).toBe('admin@acme.example');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      name: 'Acme Health',
      key: 'acme-health',
      hosts: ['acme-health.localhost'],
      primary: '#0e7490',
      primaryForeground: '#ffffff',
      programmes: ['mayo-clinic'],
      languages: ['en', 'es'],
      supportEmail: 'help@acme.example',
      adminEmail: 'admin@acme.example',
    });
  });

  it('says a key another programme has on the first step', async () => {
    answerCreate(() =>
      HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: 'Another programme already has this key.',
          field: 'key',
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderWizard();
    await fillUpToReview(user);
    await user.click(screen.getByRole('button', { name: 'Create programme' }));
    await stepHeading('Step 1 of 4: Name and host names');
    const key = screen.getByLabelText('Key');
    await waitFor(() => expect(key).toHaveAccessibleDescription(/Another programme already has this key\./));
    expect(key).toHaveFocus();
    expect(key).toHaveValue('acme-health');
  });

  it('refuses a colour pair that would not read, with its ratio, before Next', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillIdentity(user);
    await next(user, 'Step 2 of 4: Brand');
    await screen.findByTestId('brand-preview');
    expect(screen.getByText('Every text in these colours reads well (WCAG AA contrast).')).toBeInTheDocument();

    await replace(user, screen.getByLabelText('Primary colour'), '#ffff00');
    const problems = await screen.findByText('Text in these colours would be hard to read:');
    expect(problems.closest('[role="status"]')).toHaveTextContent(
      'The contrast of the primary colour’s text on the primary colour is 1.07:1; it needs at least 4.5:1.',
    );
    expect(screen.getByLabelText('Text on the primary colour')).toHaveAccessibleDescription(/is 1\.07:1/);

    // Next is refused: each colour says its own problems (the first of them), as the server would name them.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const primary = screen.getByLabelText('Primary colour');
    await waitFor(() => expect(primary).toHaveFocus());
    const foreground = screen.getByLabelText('Text on the primary colour');
    expect(foreground).toHaveAttribute('aria-invalid', 'true');
    expect(foreground).toHaveAccessibleDescription(
      /Usually white or black, such as #ffffff\. The contrast of the primary colour’s text on the primary colour is 1\.07:1/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 4: Brand' })).toBeInTheDocument();

    // A deeper colour reads: the errors go as it is typed, and the step lets the operator on.
    await replace(user, primary, '#7c3aed');
    await waitFor(() => expect(primary).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('Text in these colours would be hard to read:')).not.toBeInTheDocument();
    await next(user, 'Step 3 of 4: Programmes, languages and support');
  });

  it('says the contrast problems in Spanish, the colours named in Spanish', async () => {
    activateTestLocale('es');
    const user = userEvent.setup();
    renderWizard();
    await replace(user, await screen.findByLabelText('Nombre del programa'), 'Salud Norte');
    await replace(user, screen.getByLabelText('Nombre de host 1'), 'salud.localhost');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await stepHeading('Paso 2 de 4: Marca');
    await screen.findByTestId('brand-preview');
    await replace(user, screen.getByLabelText('Color primario'), '#ffff00');
    expect(
      await screen.findByText(
        'El contraste del texto del color primario sobre el color primario es 1.07:1; necesita al menos 4.5:1.',
      ),
    ).toBeInTheDocument();
  });

  it('draws the preview in the colours as they are typed', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillIdentity(user);
    await next(user, 'Step 2 of 4: Brand');
    const preview = await screen.findByTestId('brand-preview');
    expect(preview.style.getPropertyValue('--brand-primary')).toBe('#0e7490');
    const sidebar = preview.style.getPropertyValue('--brand-sidebar');
    expect(preview).toHaveTextContent('Acme Health');

    await replace(user, screen.getByLabelText('Primary colour'), '#7c3aed');
    await waitFor(() =>
      expect(screen.getByTestId('brand-preview').style.getPropertyValue('--brand-primary')).toBe('#7c3aed'),
    );
    const changed = screen.getByTestId('brand-preview');
    expect(changed.style.getPropertyValue('--brand-sidebar')).not.toBe(sidebar);
    // What is not derived from the two colours stays the base theme's.
    expect(changed.style.getPropertyValue('--brand-surface')).toBe(BASE_THEME.surface);

    // The picker sets the same colour, and an unfinished code leaves the preview until it is one.
    await replace(user, screen.getByLabelText('Text on the primary colour'), '#ffff');
    expect(screen.queryByTestId('brand-preview')).not.toBeInTheDocument();
    expect(screen.getByText('The preview shows once both colours are hex codes such as #0e7490.')).toBeInTheDocument();
  });

  it('checks the logo before it is sent: an image of at most 512 KB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWizard();
    await fillIdentity(user);
    await next(user, 'Step 2 of 4: Brand');
    const logo = screen.getByLabelText('Logo (optional)');

    await user.upload(logo, new File([new Uint8Array(600 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('This image is larger than 512 KB. Choose a smaller one.')).toBeInTheDocument();
    expect(logo).toHaveAccessibleDescription(/larger than 512 KB/);

    await user.upload(logo, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Attach the logo as a PNG, JPEG, WebP, GIF or SVG image.')).toBeInTheDocument();

    await user.upload(
      logo,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'acme.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('Chosen: acme.svg.')).toBeInTheDocument();
    expect(screen.queryByText(/Attach the logo/)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('brand-preview')).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
  });

  it('asks for a fresh second factor when the server wants one, then creates the programme', async () => {
    answerCreate(() => HttpResponse.json(STEP_UP_REQUIRED, { status: 403 }), createdAnswer);
    const proofs: unknown[] = [];
    server.use(
      http.post('*/api/authorization/accounts/me/verify', async ({ request }) => {
        proofs.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    await fillUpToReview(user);
    await user.click(screen.getByRole('button', { name: 'Create programme' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(prompt).getByRole('button', { name: 'Use a code instead' }));
    await user.type(within(prompt).getByLabelText('Code from your authenticator app, or a recovery code'), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(proofs).toEqual([{ code: '123456' }]);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});
