import { act, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { THealthScan } from '@portal/contracts/health-scan';
import { setCurrentBrand } from '@/brands/current-brand';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen } from '@/test/render-screen';
import { AttentiveHealthScan } from './attentive-health-scan';
import { AttentiveHealthScanQuestionnaire } from './attentive-health-scan-questionnaire';
import { AttentiveHealthScanResult } from './attentive-health-scan-result';
import { pinBrand } from '@/test/brands';

// — The health scan's three screens: the page (every platform), the scan and its result (native only) —

const SCANS_API = '*/api/authorization/health-scans';

function makeScan(overrides: Partial<THealthScan> = {}): THealthScan {
  return {
    id: 'scan-1',
    recorded_at: '2026-11-20T09:00:00.000Z',
    started_at: '2026-11-20T08:59:25.000Z',
    duration_ms: 30_100,
    frames: 452,
    heart_rate_bpm: 72.4,
    quality: 'good',
    snr_db: 9.1,
    engine: { name: 'pos-rppg', version: '1.0.0' },
    pre_scan: {
      caffeine: false,
      nicotine: false,
      exercise: false,
      rate_medicine: 'none',
      rhythm_condition: false,
      age_band: '40-49',
      sex: 'female',
    },
    ...overrides,
  };
}

function serveScans(items: THealthScan[] | (() => Response)) {
  server.use(http.get(SCANS_API, () => (typeof items === 'function' ? items() : HttpResponse.json({ items }))));
}

const history = [
  makeScan({
    id: 'scan-3',
    recorded_at: '2026-11-22T09:00:00.000Z',
    heart_rate_bpm: 104.6,
    quality: 'fair',
    pre_scan: { ...makeScan().pre_scan, caffeine: true, rate_medicine: 'beta-blocker' },
  }),
  makeScan({ id: 'scan-2', recorded_at: '2026-11-21T09:00:00.000Z', heart_rate_bpm: 64.2 }),
  makeScan(),
];

function runAsNative() {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'android' });
}

beforeEach(() => {
  pinBrand('attentive');
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => {
  setCurrentBrand(undefined);
  vi.unstubAllGlobals();
});

describe('the health scan’s page', () => {
  it('on the web: what the scan is, that it runs in the app (no dead links), and the history as a chart and a table', async () => {
    serveScans(history);
    renderScreen('/dashboard/attentive-health-scan', AttentiveHealthScan);
    expect(screen.getByRole('heading', { level: 1, name: 'Attentive health scan' })).toBeInTheDocument();
    for (const heading of ['What it measures', 'What it doesn’t do', 'How long it takes', 'Your privacy']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/never leaves it/)).toBeInTheDocument();
    const getTheApp = screen.getByTestId('get-the-app');
    expect(getTheApp).toHaveTextContent('The scan runs in the Attentive Health mobile app');
    expect(getTheApp).toHaveTextContent('search for “Attentive Health” in the App Store');
    expect(within(getTheApp).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start a scan' })).not.toBeInTheDocument();

    const chart = await screen.findByRole('img', { name: 'Your heart rate over time, in beats per minute' });
    expect(chart.querySelector('desc')).toHaveTextContent(
      'The shaded band is the usual resting range for adults, 60 to 100. November 20, 2026: 72 beats per minute; November 21, 2026: 64 beats per minute; November 22, 2026: 105 beats per minute',
    );
    const rows = within(screen.getByTestId('scan-history-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateHeart rateSignalBefore the scan',
      'November 22, 2026105 bpmFair signalBeta-blocker, Caffeine',
      'November 21, 202664 bpmGood signalNothing noted',
      'November 20, 202672 bpmGood signalNothing noted',
    ]);
  });

  it('in the app: a button that starts a scan; an empty history says so', async () => {
    runAsNative();
    serveScans([]);
    renderScreen('/dashboard/attentive-health-scan', AttentiveHealthScan);
    expect(screen.getByRole('link', { name: 'Start a scan' })).toHaveAttribute(
      'href',
      '/dashboard/attentive-health-scan-questionnaire',
    );
    expect(screen.queryByTestId('get-the-app')).not.toBeInTheDocument();
    expect(await screen.findByText('You haven’t done a scan yet. Your results will show here.')).toBeInTheDocument();
  });

  it('says when the history could not be loaded, and tries again', async () => {
    let calls = 0;
    serveScans(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: 'Busy.', code: 'UNAVAILABLE' },
            { status: 503 },
          )
        : HttpResponse.json({ items: [makeScan()] });
    });
    const user = userEvent.setup();
    renderScreen('/dashboard/attentive-health-scan', AttentiveHealthScan);
    expect(await screen.findByText('We couldn’t load your results.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('scan-history-table')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    activateTestLocale('es');
    serveScans(history);
    renderScreen('/dashboard/attentive-health-scan', AttentiveHealthScan);
    expect(screen.getByRole('heading', { level: 1, name: 'Escaneo de salud Attentive' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Su privacidad' })).toBeInTheDocument();
    expect(screen.getByTestId('get-the-app')).toHaveTextContent(
      'El escaneo funciona en la aplicación móvil de Attentive Health',
    );
    const table = await screen.findByTestId('scan-history-table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('105 lpmSeñal aceptableBetabloqueante, Cafeína');
  });
});

describe('the health scan’s result', () => {
  it('shows the reading the scan named, what it means for a resting adult, the wellness note with the support line, Retake and the history', async () => {
    runAsNative();
    serveScans(history);
    const { router } = renderScreen('/dashboard/attentive-health-scan-result', AttentiveHealthScanResult);
    // As the scan screen arrives here: naming the reading it saved.
    await act(() => router.navigate('/dashboard/attentive-health-scan-result', { state: { scanId: 'scan-2' } }));
    await vi.waitFor(() => expect(screen.getByTestId('heart-rate')).toHaveTextContent('64beats per minute'), {
      timeout: 5_000,
    });
    expect(screen.getByTestId('reading-quality')).toHaveTextContent('Good signal');
    expect(
      screen.getByText('For an adult at rest, this is within the usual range of 60 to 100 beats per minute.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('reading-caveats')).not.toBeInTheDocument();
    const note = screen.getByTestId('wellness-note');
    expect(note).toHaveTextContent('This is wellness information, not a medical diagnosis.');
    expect(note).toHaveTextContent('If you feel unwell, contact a clinician.');
    expect(within(note).getByRole('link', { name: '+1 555 0103' })).toHaveAttribute('href', 'tel:+15550103');
    expect(note).toHaveTextContent('(Every day, 24 hours)');
    expect(screen.getByRole('link', { name: 'Retake the scan' })).toHaveAttribute(
      'href',
      '/dashboard/attentive-health-scan-questionnaire',
    );
    expect(within(screen.getByTestId('scan-history-table')).getAllByRole('row')).toHaveLength(4);
  });

  it('shows the latest reading by default, and says when the answers make it unreliable', async () => {
    serveScans([
      makeScan({
        heart_rate_bpm: 52.2,
        quality: 'fair',
        pre_scan: { ...makeScan().pre_scan, exercise: true, rate_medicine: 'beta-blocker', rhythm_condition: true },
      }),
    ]);
    renderScreen('/dashboard/attentive-health-scan-result', AttentiveHealthScanResult);
    expect(await screen.findByTestId('heart-rate')).toHaveTextContent('52');
    expect(screen.getByText(/this is below the usual range of 60 to 100/)).toBeInTheDocument();
    const caveats = screen.getByTestId('reading-caveats');
    expect(caveats).toHaveTextContent('This reading may not show your resting heart rate');
    expect(
      within(caveats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You have a heart-rhythm condition or a pacemaker. A camera reading may be unreliable for you, because irregular beats are hard to read from the colour of the skin. Follow your clinician’s advice.',
      'You take a beta-blocker. It slows the heart, so a lower number is expected and the usual range may not apply to you.',
      'You were active in the last 30 minutes, so your heart may not have settled back to its resting rate yet.',
      'The signal was only fair, so this number is less certain than usual. A scan in even light, holding still, gives a clearer signal.',
    ]);
  });

  it('with no scans yet, offers to start one', async () => {
    serveScans([]);
    renderScreen('/dashboard/attentive-health-scan-result', AttentiveHealthScanResult);
    expect(await screen.findByText('You haven’t done a scan yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a scan' })).toBeInTheDocument();
  });

  it('speaks Spanish, with the support line’s hours in Spanish', async () => {
    activateTestLocale('es');
    serveScans([makeScan({ pre_scan: { ...makeScan().pre_scan, caffeine: true } })]);
    renderScreen('/dashboard/attentive-health-scan-result', AttentiveHealthScanResult);
    expect(await screen.findByTestId('heart-rate')).toHaveTextContent('72latidos por minuto');
    expect(screen.getByTestId('reading-caveats')).toHaveTextContent(
      'Tomó cafeína en los últimos 30 minutos. Puede elevar su frecuencia cardíaca durante un rato.',
    );
    const note = screen.getByTestId('wellness-note');
    expect(note).toHaveTextContent('Esto es información de bienestar, no un diagnóstico médico.');
    expect(note).toHaveTextContent('(Todos los días, las 24 horas)');
  });
});

describe('the health scan’s questionnaire', () => {
  it('starts with consent, under the screen’s heading and a way back', () => {
    runAsNative();
    server.use(http.get('*/api/authorization/accounts/me', () => HttpResponse.json({}, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen('/dashboard/attentive-health-scan-questionnaire', AttentiveHealthScanQuestionnaire);
    expect(screen.getByRole('heading', { level: 1, name: 'Health scan questionnaire' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the health scan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Before you start' })).toBeInTheDocument();
    expect(screen.getByLabelText('I understand, and I agree to scan my face with the camera')).not.toBeChecked();
  });
});
