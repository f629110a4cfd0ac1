import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRuntimeConfig } from '@portal/contracts/runtime-config';
import { server } from '@/test/msw-server';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@/platform/runtime-config';
import { provideClientSession } from '../client-session';
import type { StorageClock } from './retry';
import { StorageError } from './storage-error';
import { getObjectMetadata, getObjectUrl, uploadObject } from './upload-object';
import type { UploadProgress } from './upload-object';

const OBJECT_PATH = '*/api/storage/b/oakmore/o/:path';

function makeFakeClock() {
  const waits: number[] = [];
  let now = 0;
  const clock: StorageClock = {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    random: () => 0.5,
  };
  return { clock, waits };
}

function makeFile(text = 'png bytes', type = 'image/png') {
  return new File([text], 'photo.png', { type });
}

afterEach(() => setRuntimeConfig(undefined));

/** A stand-in for the browser's XMLHttpRequest, for what MSW cannot show: progress in steps, and an abort. */
class FakeRequest extends EventTarget {
  static last: FakeRequest | undefined;
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  sent: { method: string; url: string; body?: unknown } | undefined;
  aborted = false;

  constructor() {
    super();
    FakeRequest.last = this;
  }

  open(method: string, url: string) {
    this.sent = { method, url };
  }
  setRequestHeader() {}
  getAllResponseHeaders() {
    return '';
  }
  send(body: unknown) {
    this.sent = { ...this.sent!, body };
  }
  abort() {
    this.aborted = true;
  }

  /** The browser sent `loaded` bytes; `total` when it knows it. */
  progress(loaded: number, total?: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { loaded, total: total ?? 0, lengthComputable: total !== undefined }),
    );
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.dispatchEvent(new Event('load'));
  }
}

describe('uploadObject', () => {
  it('sends the file raw to /api/storage/b/{bucket}/o/{path} with the bearer token and its type', async () => {
    const onBearerSent = vi.fn();
    provideClientSession({ getBearer: () => 'token-1', onBearerSent });
    const seen: { headers: Headers; body: string; path: string; method: string }[] = [];
    server.use(
      http.all(OBJECT_PATH, async ({ request, params }) => {
        seen.push({
          headers: request.headers,
          body: await request.text(),
          path: String(params.path),
          method: request.method,
        });
        return HttpResponse.json({ id: 'media-1' });
      }),
    );
    await expect(uploadObject({ bucket: 'oakmore', path: 'a/b c.png', file: makeFile() })).resolves.toEqual({
      id: 'media-1',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('a/b c.png');
    expect(seen[0]?.body).toBe('png bytes');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]?.headers.get('content-type')).toBe('image/png');
    expect(seen[0]?.headers.get('x-application-type')).toBe('HEALTHCARE_PORTAL');
    expect(seen[0]?.headers.get('accept')).toBe('application/json, text/plain, */*');
    expect(seen[0]?.headers.get('accept-language')).toBe('en');
    expect(seen[0]?.headers.has('x-app-check')).toBe(false);
    // The member's session counts the upload as activity.
    expect(onBearerSent).toHaveBeenCalledOnce();
  });

  it('sends no bearer when signed out, and a file without a type as octet-stream', async () => {
    provideClientSession({ getBearer: () => null, onBearerSent: vi.fn() });
    const seen: Headers[] = [];
    server.use(
      http.post(OBJECT_PATH, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({});
      }),
    );
    await uploadObject({ bucket: 'oakmore', path: 'x', file: new Blob(['raw']) });
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[0]?.get('content-type')).toBe('application/octet-stream');
  });

  it('encodes the object path as one segment', () => {
    expect(getObjectUrl('oakmore', 'a/b c.png')).toBe('/api/storage/b/oakmore/o/a%2Fb%20c.png');
  });

  it('sends X-App-Check when the runtime config carries a token, and can PUT', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, appCheckToken: 'check-1' } as TRuntimeConfig);
    const seen: Request[] = [];
    server.use(
      http.put(OBJECT_PATH, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({});
      }),
    );
    await uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), method: 'PUT' });
    expect(seen[0]?.headers.get('x-app-check')).toBe('check-1');
  });

  it('accepts a plain URL and query parameters (POST /api/authorization/media?title=…)', async () => {
    const seen: URL[] = [];
    server.use(
      http.post('*/api/authorization/media', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ id: 'media-2' }, { status: 201 });
      }),
    );
    await expect(
      uploadObject({ url: '/api/authorization/media', params: { title: 'Scan' }, file: makeFile() }),
    ).resolves.toEqual({ id: 'media-2' });
    expect(seen[0]?.searchParams.get('title')).toBe('Scan');
  });

  it('reports upload progress', async () => {
    server.use(http.post(OBJECT_PATH, () => HttpResponse.json({})));
    const onProgress = vi.fn();
    const file = makeFile('0123456789');
    await uploadObject({ bucket: 'oakmore', path: 'x', file, onProgress });
    expect(onProgress).toHaveBeenCalled();
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 10, total: 10, fraction: 1 });
  });

  it('reports the progress of each attempt, a retry’s too, before the upload resolves', async () => {
    const { clock } = makeFakeClock();
    let calls = 0;
    server.use(
      http.post(OBJECT_PATH, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true });
      }),
    );
    const events: string[] = [];
    const file = makeFile('0123456789');
    await uploadObject({
      bucket: 'oakmore',
      path: 'x',
      file,
      clock,
      onProgress: ({ loaded, total, fraction }) => events.push(`attempt ${calls}: ${loaded}/${total} = ${fraction}`),
    }).then(() => events.push('resolved'));
    expect(events).toEqual(['attempt 1: 10/10 = 1', 'attempt 2: 10/10 = 1', 'resolved']);
  });

  it('reports progress as the browser sends the body, against the file’s size when the browser gives no total', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const progress: UploadProgress[] = [];
    const upload = uploadObject({
      bucket: 'oakmore',
      path: 'x',
      file: makeFile('0123456789'),
      onProgress: (step) => progress.push(step),
    });
    const request = FakeRequest.last!;
    expect(request.sent).toMatchObject({ method: 'POST', url: 'http://localhost:3000/api/storage/b/oakmore/o/x' });
    request.progress(4, 10);
    request.progress(7);
    request.progress(12, 10);
    request.answer(200, '{"id":"media-4"}');
    await expect(upload).resolves.toEqual({ id: 'media-4' });
    expect(progress).toEqual([
      { loaded: 4, total: 10, fraction: 0.4 },
      { loaded: 7, total: 10, fraction: 0.7 },
      { loaded: 10, total: 10, fraction: 1 },
    ]);
  });

  it('aborts the request itself when the upload is cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const upload = uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), signal: controller.signal });
    const request = FakeRequest.last!;
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(request.aborted).toBe(true);
  });

  it('reports no progress when not asked to', async () => {
    server.use(http.post(OBJECT_PATH, () => HttpResponse.json({ id: 'media-3' })));
    await expect(uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile() })).resolves.toEqual({ id: 'media-3' });
  });

  it('answers a plain-text or empty body as the text', async () => {
    server.use(http.post(OBJECT_PATH, () => HttpResponse.text('stored')));
    await expect(uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile() })).resolves.toBe('stored');
    server.use(http.post(OBJECT_PATH, () => new HttpResponse(null, { status: 204 })));
    await expect(uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile() })).resolves.toBe('');
  });

  it.each([500, 503, 408, 429])('retries %i with backoff, then succeeds', async (status) => {
    const { clock, waits } = makeFakeClock();
    let calls = 0;
    server.use(
      http.post(OBJECT_PATH, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.json({ statusCode: status }, { status }) : HttpResponse.json({ ok: true });
      }),
    );
    await expect(uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), clock })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(3);
    expect(waits).toEqual([500, 1_000]);
  });

  it('retries a network error', async () => {
    const { clock } = makeFakeClock();
    let calls = 0;
    server.use(
      http.post(OBJECT_PATH, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    await expect(uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), clock })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(2);
  });

  it('gives up with storage/retry-limit-exceeded when the server keeps failing', async () => {
    const { clock, waits } = makeFakeClock();
    server.use(http.post(OBJECT_PATH, () => new HttpResponse(null, { status: 503 })));
    const error = await uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), clock }).catch((e) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'storage/retry-limit-exceeded', status: 503 });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(600_000);
  });

  it.each([
    [400, undefined, 'storage/invalid-argument'],
    [400, 'MEDIA_CONTENT_MISMATCH', 'storage/invalid-format'],
    [401, 'UNAUTHENTICATED', 'storage/unauthenticated'],
    [403, 'FORBIDDEN', 'storage/unauthorized'],
    [404, 'NOT_FOUND', 'storage/object-not-found'],
    [413, 'MEDIA_QUOTA_EXCEEDED', 'storage/quota-exceeded'],
    [413, 'PAYLOAD_TOO_LARGE', 'storage/file-too-large'],
    [415, 'MEDIA_UNSUPPORTED_TYPE', 'storage/invalid-format'],
  ])('answers %i %s once, as %s', async (status, code, storageCode) => {
    const { clock, waits } = makeFakeClock();
    let calls = 0;
    server.use(
      http.post(OBJECT_PATH, () => {
        calls += 1;
        return HttpResponse.json({ statusCode: status, error: 'x', message: 'x', code }, { status });
      }),
    );
    const error: unknown = await uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), clock }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: storageCode, status, serverCode: code });
    expect((error as StorageError).message).toMatch(/\w/);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('cancels mid-upload with storage/canceled', async () => {
    const controller = new AbortController();
    let reached: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.post(OBJECT_PATH, async () => {
        reached();
        // Never answers: the upload is cancelled while the request is on its way.
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const result = uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), signal: controller.signal });
    await requestArrived;
    controller.abort();
    await expect(result).rejects.toMatchObject({ code: 'storage/canceled', message: 'The upload was cancelled.' });
  });

  it('cancels while waiting to retry', async () => {
    const controller = new AbortController();
    let calls = 0;
    server.use(
      http.post(OBJECT_PATH, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const clock: StorageClock = {
      now: () => 0,
      random: () => 0.5,
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new StorageError('storage/canceled')));
          controller.abort();
        }),
    };
    await expect(
      uploadObject({ bucket: 'oakmore', path: 'x', file: makeFile(), signal: controller.signal, clock }),
    ).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(calls).toBe(1);
  });
});

describe('getObjectMetadata', () => {
  it('reads /b/{bucket}/o/{path} and gives up after 2 minutes', async () => {
    server.use(http.get(OBJECT_PATH, ({ params }) => HttpResponse.json({ id: params.path })));
    await expect(getObjectMetadata({ bucket: 'oakmore', path: 'media-1' })).resolves.toEqual({ id: 'media-1' });

    const { clock, waits } = makeFakeClock();
    server.use(http.get(OBJECT_PATH, () => new HttpResponse(null, { status: 502 })));
    await expect(getObjectMetadata({ bucket: 'oakmore', path: 'media-1', clock })).rejects.toMatchObject({
      code: 'storage/retry-limit-exceeded',
    });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(120_000);
  });
});
