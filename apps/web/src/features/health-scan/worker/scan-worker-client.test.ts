import { describe, expect, it, vi } from 'vitest';
import type { ScanRequest, ScanResponse } from './scan-protocol';
import type { ScanWorkerLike } from './scan-worker-client';
import { createScanWorkerClient, MAX_FRAMES_IN_FLIGHT } from './scan-worker-client';

/** A worker that records what it is sent; `reply` plays its answers. */
function fakeWorker() {
  const sent: { message: ScanRequest; transfer: Transferable[] }[] = [];
  const listeners: {
    message: ((event: MessageEvent<ScanResponse>) => void)[];
    error: ((event: ErrorEvent) => void)[];
  } = { message: [], error: [] };
  const worker = {
    postMessage: (message: ScanRequest, transfer: Transferable[]) => sent.push({ message, transfer }),
    addEventListener: (type: 'message' | 'error', listener: never) => listeners[type].push(listener),
    terminate: vi.fn(),
  } as ScanWorkerLike & { terminate: ReturnType<typeof vi.fn> };
  const reply = (message: ScanResponse) =>
    listeners.message.forEach((listener) => listener({ data: message } as MessageEvent<ScanResponse>));
  const fail = (message: string) => listeners.error.forEach((listener) => listener({ message } as ErrorEvent));
  return { worker, sent, reply, fail };
}

const image = () => ({ close: vi.fn() }) as unknown as ImageBitmap & { close: ReturnType<typeof vi.fn> };
const report = { advice: 'ok', frames: 1, elapsedMs: 0, brightness: 120, skinFraction: 1, motion: 0 } as const;

describe('the scan worker client', () => {
  it('sends frames with their timestamps, transferring the image', () => {
    const { worker, sent } = fakeWorker();
    const client = createScanWorkerClient(worker);
    client.start();
    const frame = image();
    expect(client.sendFrame(frame, 1234.5)).toBe(true);
    expect(sent[1]).toEqual({
      message: { type: 'frame', timestampMs: 1234.5, source: { kind: 'image', image: frame } },
      transfer: [frame],
    });
    expect(client.framesInFlight).toBe(1);
  });

  it('passes each report to its listeners, and counts the frame answered', () => {
    const { worker, reply } = fakeWorker();
    const client = createScanWorkerClient(worker);
    const listener = vi.fn();
    const unsubscribe = client.onReport(listener);
    client.start();
    client.sendFrame(image(), 0);
    reply({ type: 'frame-report', timestampMs: 0, report });
    expect(listener).toHaveBeenCalledWith(report, 0);
    expect(client.framesInFlight).toBe(0);
    unsubscribe();
    client.sendFrame(image(), 33);
    reply({ type: 'frame-report', timestampMs: 33, report });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('drops and closes frames while the worker is behind', () => {
    const { worker, sent, reply } = fakeWorker();
    const client = createScanWorkerClient(worker);
    client.start();
    for (let i = 0; i < MAX_FRAMES_IN_FLIGHT; i++) expect(client.sendFrame(image(), i)).toBe(true);
    const late = image();
    expect(client.sendFrame(late, 99)).toBe(false);
    expect(late.close).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1 + MAX_FRAMES_IN_FLIGHT);
    reply({ type: 'frame-skipped', timestampMs: 0, reason: 'unreadable' });
    expect(client.sendFrame(image(), 100)).toBe(true);
  });

  it('transfers RGBA pixels, copying a view on a larger buffer first', () => {
    const { worker, sent } = fakeWorker();
    const client = createScanWorkerClient(worker);
    client.start();
    const whole = new Uint8ClampedArray(16);
    client.sendPixels({ data: whole, width: 2, height: 2 }, 0);
    expect(sent[1]!.transfer).toEqual([whole.buffer]);
    const view = new Uint8ClampedArray(new ArrayBuffer(32), 8, 16);
    client.sendPixels({ data: view, width: 2, height: 2 }, 33);
    const transferred = sent[2]!.transfer[0] as ArrayBuffer;
    expect(transferred).not.toBe(view.buffer);
    expect(transferred.byteLength).toBe(16);
  });

  it('resolves finish with the result and its engine', async () => {
    const { worker, sent, reply } = fakeWorker();
    const client = createScanWorkerClient(worker);
    client.start();
    const result = client.finish();
    expect(sent.at(-1)!.message).toEqual({ type: 'finish' });
    const outcome = { kind: 'reading', bpm: 72, snrDb: 9, quality: 'good', frames: 900, durationMs: 30_000 } as const;
    reply({ type: 'result', outcome, engine: { name: 'pos-rppg', version: '1.0.0' } });
    await expect(result).resolves.toEqual({ outcome, engine: { name: 'pos-rppg', version: '1.0.0' } });
  });

  it('rejects finish on a worker error, a cancel or a dispose', async () => {
    const { worker, reply, fail } = fakeWorker();
    const client = createScanWorkerClient(worker);
    client.start();
    const first = client.finish();
    reply({ type: 'error', message: 'finish without a started scan' });
    await expect(first).rejects.toThrow('finish without a started scan');
    const second = client.finish();
    fail('script error');
    await expect(second).rejects.toThrow('script error');
    const third = client.finish();
    client.cancel();
    await expect(third).rejects.toThrow('cancelled');
    const fourth = client.finish();
    client.dispose();
    await expect(fourth).rejects.toThrow('disposed');
    expect(worker.terminate).toHaveBeenCalledOnce();
    expect(client.sendFrame(image(), 0)).toBe(false);
    await expect(client.finish()).rejects.toThrow('disposed');
  });
});
