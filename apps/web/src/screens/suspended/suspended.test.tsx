import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, PROGRAMME_SUSPENDED_MESSAGE } from '@portal/contracts/errors';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/contracts/runtime-config';
import type { TRuntimeConfig } from '@portal/contracts/runtime-config';
import { resetProgrammeSuspensionForTests } from '@/api/programme-suspension';
import { testRuntimeConfig } from '@/test/brand-fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { render, screen } from '@/test/render';
import { SuspensionGate } from './suspension-gate';

/** The page as the server renders it for `config` (setup.ts puts the original back after each test). */
function servePage(config: TRuntimeConfig): void {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

function renderApp() {
  return render(
    <SuspensionGate>
      <main>
        <h1>Home</h1>
        <a href="/dashboard/articles">Articles</a>
      </main>
    </SuspensionGate>,
  );
}

/** A signed-in call of the app's, through the services' client. */
async function askForTheMember(): Promise<unknown> {
  const { authorizationClient } = await import('@/api/clients');
  return authorizationClient.get('/accounts/me').catch((error: unknown) => error);
}

function answerEveryCallWith(status: number, code: string, message: string) {
  server.use(
    http.get('*/api/authorization/accounts/me', () =>
      HttpResponse.json({ statusCode: status, error: 'Forbidden', message, code }, { status }),
    ),
  );
}

describe('the suspension page', () => {
  beforeEach(() => resetProgrammeSuspensionForTests());
  afterEach(() => resetProgrammeSuspensionForTests());

  it('is all a suspended programme’s page shows: its brand, what happened, its support address', () => {
    servePage({ ...testRuntimeConfig('swift'), suspended: true });
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'This programme is paused' })).toBeInTheDocument();
    // The app says what the API says, in the same words.
    expect(screen.getByText(PROGRAMME_SUSPENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('SwiftCare')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'SwiftCare' })).toHaveAttribute('src', '/brands/swift/logo.svg');
    expect(screen.getByRole('link', { name: 'support@swift.test' })).toHaveAttribute(
      'href',
      'mailto:support@swift.test',
    );
    // Nothing else: no screen, no way to one.
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says it in Spanish', () => {
    servePage({ ...testRuntimeConfig('oakmore'), suspended: true });
    activateTestLocale('es');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Este programa está en pausa' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Este programa está suspendido. Su cuenta y todo lo que contiene se conservan; comuníquese con el soporte de su programa para obtener más información.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Escriba al soporte de Oakmore Health a/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@oakmore.test' })).toBeInTheDocument();
  });

  it('leaves out the support address when the programme has none', () => {
    const config = testRuntimeConfig('evergreen');
    servePage({ ...config, brand: { ...config.brand!, supportEmail: '' }, suspended: true });
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'This programme is paused' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the app while the programme is active', () => {
    servePage(testRuntimeConfig('swift'));
    renderApp();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This programme is paused' })).not.toBeInTheDocument();
  });

  it('replaces whatever screen is up when any API call answers PROGRAMME_SUSPENDED, and takes focus', async () => {
    servePage(testRuntimeConfig('swift'));
    renderApp();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    // Another refusal is the screen's to handle.
    answerEveryCallWith(403, ERROR_CODES.forbidden, 'Your account is not allowed to do that.');
    await askForTheMember();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    answerEveryCallWith(403, ERROR_CODES.programmeSuspended, PROGRAMME_SUSPENDED_MESSAGE);
    await askForTheMember();
    const heading = await screen.findByRole('heading', { level: 1, name: 'This programme is paused' });
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
  });

  it('does so in Spanish too', async () => {
    servePage(testRuntimeConfig('swift'));
    activateTestLocale('es');
    renderApp();
    answerEveryCallWith(403, ERROR_CODES.programmeSuspended, 'Este programa está suspendido.');
    await askForTheMember();
    expect(await screen.findByRole('heading', { level: 1, name: 'Este programa está en pausa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@swift.test' })).toBeInTheDocument();
  });
});
