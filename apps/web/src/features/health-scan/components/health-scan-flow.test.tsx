import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { THealthScan } from '@portal/contracts/health-scan';
import { setCurrentBrand } from '@/brands/current-brand';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import type { FrameReport } from '../signal/scan-session';
import type { ScanResult } from '../worker/scan-worker-client';
import { HealthScanFlow } from './health-scan-flow';
import { pinBrand } from '@/test/brands';

// — The worker, the camera and the browser's frame callbacks, faked; everything else is the app's own —

interface FakeClient {
  start: ReturnType<typeof vi.fn>;
  sendFrame: ReturnType<typeof vi.fn>;
  cancel: ReturnType<typeof vi.fn>;
  dispose: ReturnType<typeof vi.fn>;
  framesInFlight: number;
  report(report: Partial<FrameReport>, timestampMs: number): void;
  resolveFinish(result: ScanResult): void;
  rejectFinish(error: Error): void;
}

const clients: FakeClient[] = [];

// Test files share their worker's modules: the modules that import what this file replaces are loaded
// afresh for it (with its stand-ins), and dropped after it (so the next file loads the real ones).
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../worker/scan-worker-client', () => ({
  MAX_FRAMES_IN_FLIGHT: 3,
  createScanWorkerClient: () => {
    const listeners = new Set<(report: FrameReport, timestampMs: number) => void>();
    let pending: { resolve: (result: ScanResult) => void; reject: (error: Error) => void } | undefined;
    const client: FakeClient & Record<string, unknown> = {
      start: vi.fn(),
      sendFrame: vi.fn(() => true),
      cancel: vi.fn(),
      dispose: vi.fn(() => pending?.reject(new Error('disposed'))),
      framesInFlight: 0,
      onReport: (listener: (report: FrameReport, timestampMs: number) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      finish: () =>
        new Promise<ScanResult>((resolve, reject) => {
          pending = { resolve, reject };
        }),
      report: (report, timestampMs) => {
        const full: FrameReport = {
          advice: 'ok',
          frames: 1,
          elapsedMs: 0,
          brightness: 120,
          skinFraction: 0.8,
          motion: 1,
          ...report,
        };
        for (const listener of listeners) listener(full, timestampMs);
      },
      resolveFinish: (result) => pending?.resolve(result),
      rejectFinish: (error) => pending?.reject(error),
    };
    clients.push(client);
    return client;
  },
}));

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();
const ENGINE = { name: 'pos-rppg', version: '1.0.0' } as const;
const SCANS_API = '*/api/authorization/health-scans';

function savedScan(body: Record<string, unknown>): THealthScan {
  const answers = body.pre_scan as THealthScan['pre_scan'];
  return {
    id: 'scan-1',
    recorded_at: '2026-11-24T09:00:00.000Z',
    started_at: String(body.started_at),
    duration_ms: Number(body.duration_ms),
    frames: Number(body.frames),
    heart_rate_bpm: Number(body.heart_rate_bpm),
    quality: body.quality as THealthScan['quality'],
    snr_db: Number(body.snr_db),
    engine: ENGINE,
    pre_scan: { ...answers, age_band: answers.age_band ?? null, sex: answers.sex ?? null },
  };
}

/** Records every POST the flow makes, answering 201 like the server. */
function servePosts() {
  const posted: Record<string, unknown>[] = [];
  server.use(
    http.post(SCANS_API, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(savedScan(body), { status: 201 });
    }),
  );
  return posted;
}

function renderFlow({ askAgeBand = true } = {}) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HealthScanFlow askAgeBand={askAgeBand} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

async function answerQuestions(user: ReturnType<typeof userEvent.setup>, { askAgeBand = true } = {}) {
  await user.click(screen.getByLabelText('I understand, and I agree to scan my face with the camera'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const caffeine = screen.getByRole('group', { name: 'Had coffee, tea, cola or an energy drink?' });
  await user.click(within(caffeine).getByLabelText('Yes'));
  await user.click(within(screen.getByRole('group', { name: 'Smoked or vaped?' })).getByLabelText('No'));
  await user.click(
    within(screen.getByRole('group', { name: 'Exercised, climbed stairs or hurried?' })).getByLabelText('No'),
  );
  await user.click(screen.getByLabelText('Yes, a beta-blocker (such as metoprolol, bisoprolol or propranolol)'));
  const rhythm = screen.getByRole('group', {
    name: 'Do you have a heart-rhythm condition (such as atrial fibrillation) or a pacemaker?',
  });
  await user.click(within(rhythm).getByLabelText('No'));
  if (askAgeBand) await user.click(screen.getByLabelText('40 to 49'));
  await user.click(screen.getByLabelText('Prefer not to say'));
  await user.click(screen.getByRole('button', { name: 'Continue to the scan' }));
}

async function startScan(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start the scan' }));
  await screen.findByRole('progressbar', { name: 'Scan progress' });
  return clients.at(-1)!;
}

beforeEach(() => {
  pinBrand('attentive');
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  clients.length = 0;
  track.stop.mockClear();
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue({ getTracks: () => [track] });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  HTMLVideoElement.prototype.requestVideoFrameCallback = vi.fn(() => 7);
  HTMLVideoElement.prototype.cancelVideoFrameCallback = vi.fn();
  HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
  vi.stubGlobal('createImageBitmap', vi.fn());
  vi.stubGlobal('Worker', class {});
});

afterEach(() => {
  setCurrentBrand(undefined);
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

// Each journey answers the questions click by click: more than the default 5 s on a busy 2-core machine.
describe('HealthScanFlow', { timeout: 20_000 }, () => {
  it('asks for consent and every answer before the camera, scans with a ring and live guidance, and saves only the numbers', async () => {
    const posted = servePosts();
    const user = userEvent.setup();
    const { onSaved } = renderFlow();

    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Before you start' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Tick the box to continue.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I understand, and I agree to scan my face with the camera'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Focus moves in the effect after the step renders: on a loaded machine, a moment after the click.
    await vi.waitFor(
      () => expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 3: A few questions' })).toHaveFocus(),
      { timeout: 5_000 },
    );

    // Unanswered questions are named, and the first one takes focus.
    await user.click(screen.getByRole('button', { name: 'Continue to the scan' }));
    expect(screen.getAllByText('Choose an answer.')).toHaveLength(7);
    expect(within(screen.getByRole('group', { name: /coffee/ })).getByLabelText('Yes')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Before you start' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await answerQuestions(user);

    // The camera is asked for only when the member starts the scan.
    expect(screen.getByRole('heading', { level: 2, name: 'Step 3 of 3: The scan' })).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
    const client = await startScan(user);
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
    });
    expect(client.start).toHaveBeenCalledOnce();
    expect(HTMLVideoElement.prototype.requestVideoFrameCallback).toHaveBeenCalled();

    await act(async () => client.report({ advice: 'ok', elapsedMs: 12_400 }, 13_000));
    const ring = screen.getByRole('progressbar', { name: 'Scan progress' });
    expect(ring).toHaveAttribute('aria-valuenow', '41');
    expect(ring).toHaveAttribute('aria-valuetext', 'Seconds left: 18');
    expect(screen.getByTestId('scan-countdown')).toHaveTextContent('18');
    const guidance = screen.getByTestId('scan-guidance');
    expect(guidance).toHaveAttribute('aria-live', 'polite');
    expect(guidance).toHaveTextContent('Good. Hold still and breathe normally.');
    // A change of advice is shown once it has held for a moment, not at every frame.
    await act(async () => client.report({ advice: 'fill-oval', elapsedMs: 13_000 }, 13_600));
    expect(guidance).toHaveTextContent('Good. Hold still and breathe normally.');
    expect(await screen.findByText('Move a little closer so your face fills the oval.')).toBeInTheDocument();

    await act(async () => client.report({ advice: 'ok', elapsedMs: 30_010 }, 30_600));
    expect(await screen.findByText('Reading your pulse…')).toBeInTheDocument();
    // The camera is off as soon as the frames are in.
    expect(track.stop).toHaveBeenCalled();
    await act(async () =>
      client.resolveFinish({
        outcome: { kind: 'reading', bpm: 71.8, snrDb: 8.4, quality: 'good', frames: 451, durationMs: 30_010 },
        engine: ENGINE,
      }),
    );

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(posted).toEqual([
      {
        engine: ENGINE,
        started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        duration_ms: 30_010,
        frames: 451,
        heart_rate_bpm: 71.8,
        quality: 'good',
        snr_db: 8.4,
        pre_scan: {
          caffeine: true,
          nicotine: false,
          exercise: false,
          rate_medicine: 'beta-blocker',
          rhythm_condition: false,
          age_band: '40-49',
          sex: 'prefer-not-to-say',
        },
      },
    ]);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: 'scan-1', heart_rate_bpm: 71.8 });
  });

  it('does not ask for an age band when the profile has a date of birth', async () => {
    servePosts();
    const user = userEvent.setup();
    renderFlow({ askAgeBand: false });
    await answerQuestions(user, { askAgeBand: false });
    expect(screen.getByRole('button', { name: 'Start the scan' })).toBeInTheDocument();
    expect(screen.queryByText('How old are you?')).not.toBeInTheDocument();
  });

  it('explains a refused camera and how to allow it in the settings; nothing is saved', async () => {
    const posted = servePosts();
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const user = userEvent.setup();
    renderFlow();
    await answerQuestions(user);
    await user.click(screen.getByRole('button', { name: 'Start the scan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The app isn’t allowed to use the camera');
    expect(alert).toHaveTextContent(
      'To allow it on Android, open Settings, then Apps, Attentive Health, Permissions, Camera, and choose Allow.',
    );
    expect(alert).toHaveTextContent(
      'On an iPhone, open Settings, scroll down to Attentive Health, and turn Camera on.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(clients).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('says when the camera is busy with another app', async () => {
    getUserMedia.mockRejectedValue(new DOMException('in use', 'NotReadableError'));
    const user = userEvent.setup();
    renderFlow();
    await answerQuestions(user);
    await user.click(screen.getByRole('button', { name: 'Start the scan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera is busyAnother app is using the camera, such as a video call or the camera app. Close it, then try again.',
    );
  });

  it('stops when the app goes to the background mid-scan: camera off, worker gone, nothing saved', async () => {
    const posted = servePosts();
    const user = userEvent.setup();
    renderFlow();
    await answerQuestions(user);
    const client = await startScan(user);
    await act(async () => client.report({ elapsedMs: 9_000 }, 9_500));

    // The app goes to the background (and comes back: the message is what the member then sees).
    await act(async () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The app left the screen during the scan, so it stopped. Nothing was saved.',
    );
    expect(track.stop).toHaveBeenCalled();
    expect(client.dispose).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows why a scan gave no number, offers a retake, and saves nothing', async () => {
    const posted = servePosts();
    const user = userEvent.setup();
    renderFlow();
    await answerQuestions(user);
    const client = await startScan(user);
    await act(async () => client.report({ elapsedMs: 30_100 }, 31_000));
    await act(async () =>
      client.resolveFinish({
        outcome: { kind: 'retake', reason: 'weak-signal', frames: 452, durationMs: 30_100, snrDb: -3 },
        engine: ENGINE,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No result this time');
    expect(alert).toHaveTextContent('We couldn’t find a clear pulse in the video.');
    expect(alert).toHaveTextContent('Nothing was saved.');

    await user.click(screen.getByRole('button', { name: 'Retake the scan' }));
    expect(await screen.findByRole('progressbar', { name: 'Scan progress' })).toBeInTheDocument();
    expect(clients).toHaveLength(2);
    expect(posted).toEqual([]);
  });

  it('stops early when the face stays out of the oval, and Cancel turns the camera off', async () => {
    const user = userEvent.setup();
    renderFlow();
    await answerQuestions(user);
    const client = await startScan(user);
    await act(async () => client.report({ advice: 'face-left', elapsedMs: 4_000 }, 5_000));
    await act(async () => client.report({ advice: 'face-left', elapsedMs: 8_000 }, 9_000));
    await act(async () => client.report({ advice: 'face-left', elapsedMs: 9_100 }, 10_100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your face was outside the oval for too long.');
    expect(client.dispose).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retake the scan' }));
    await screen.findByRole('progressbar');
    track.stop.mockClear();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(track.stop).toHaveBeenCalled();
    expect(clients.at(-1)!.dispose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start the scan' })).toBeInTheDocument();
  });

  it('keeps a reading the server could not save, and saves it on the next try', async () => {
    let calls = 0;
    server.use(
      http.post(SCANS_API, async ({ request }) => {
        calls += 1;
        const body = (await request.json()) as Record<string, unknown>;
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 503, error: 'Service Unavailable', message: 'Busy.', code: 'UNAVAILABLE' },
              { status: 503 },
            )
          : HttpResponse.json(savedScan(body), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { onSaved } = renderFlow();
    await answerQuestions(user);
    const client = await startScan(user);
    await act(async () => client.report({ elapsedMs: 30_000 }, 30_500));
    await act(async () =>
      client.resolveFinish({
        outcome: { kind: 'reading', bpm: 66, snrDb: 3.2, quality: 'fair', frames: 300, durationMs: 30_000 },
        engine: ENGINE,
      }),
    );
    expect(await screen.findByText('Your result couldn’t be saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try saving again' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(calls).toBe(2);
  });

  it('speaks Spanish', async () => {
    activateTestLocale('es');
    const user = userEvent.setup();
    renderFlow();
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 3: Antes de empezar' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Lo entiendo y acepto escanear mi cara con la cámara'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('group', { name: '¿Ha fumado o vapeado?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Cuántos años tiene?' })).toBeInTheDocument();
  });
});
