/**
 * The APNs sender against a local HTTP/2 stand-in for Apple (node:http2, cleartext: the protocol and the
 * headers are what matter here): it checks the provider token with the key's public half, the topic and
 * the push type, and answers as APNs does for each kind of token. Never the internet.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import type { Http2Server, IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '@portal/contracts/demo';
import { devices } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { hashDeviceToken } from '../devices/devices-repository';
import { createApnsSender, interpretApnsAnswer, loadApnsKey } from './apns-sender';
import type { PushNotification } from './push-sender';
import { PushConfigError, withRetry } from './push-sender';

const KEY_ID = 'ABC123DEFG';
const TEAM_ID = 'TEAM123456';

interface ApnsRequest {
  token: string;
  headers: IncomingHttpHeaders;
  payload: { aps: { alert: { title: string; body: string }; sound: string }; kind: string; path: string };
}

/** A stand-in for api.push.apple.com. A token's first hex digit says how it answers. */
class FakeApns {
  server!: Http2Server;
  url = '';
  publicKey!: KeyObject;
  requests: ApnsRequest[] = [];
  busyOnce = new Set<string>();
  issuedAts = new Set<number>();

  async start(publicKey: KeyObject) {
    this.publicKey = publicKey;
    this.server = http2.createServer();
    this.server.on('stream', (stream, headers) => {
      this.handle(stream, headers).catch((error: unknown) => {
        stream.respond({ ':status': 500 });
        stream.end(JSON.stringify({ reason: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(stream: ServerHttp2Stream, headers: IncomingHttpHeaders) {
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const answer = (status: number, reason?: string, extra: Record<string, string> = {}) => {
      stream.respond({ ':status': status, 'apns-id': 'a1b2', ...extra });
      stream.end(reason ? JSON.stringify({ reason }) : undefined);
    };
    const token = String(headers[':path']).replace(/^\/3\/device\//, '');
    const authorization = String(headers.authorization ?? '');
    try {
      const jwt = authorization.replace(/^bearer /, '');
      expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: KEY_ID });
      const { payload } = await jwtVerify(jwt, this.publicKey, { issuer: TEAM_ID, algorithms: ['ES256'] });
      this.issuedAts.add(payload.iat!);
    } catch {
      return answer(403, 'InvalidProviderToken');
    }
    expect(headers[':method']).toBe('POST');
    this.requests.push({ token, headers, payload: JSON.parse(text) as ApnsRequest['payload'] });
    if (token.startsWith('0')) return answer(410, 'Unregistered');
    if (token.startsWith('1')) return answer(400, 'BadDeviceToken');
    if (token.startsWith('2')) return answer(400, 'PayloadTooLarge');
    if (this.busyOnce.delete(token)) return answer(429, 'TooManyRequests', { 'retry-after': '0' });
    return answer(200);
  }
}

const apple = new FakeApns();
let dir: string;
let keyFile: string;
let key: KeyObject;

beforeAll(async () => {
  const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  await apple.start(pair.publicKey);
  dir = await mkdtemp(path.join(tmpdir(), 'apns-test-'));
  keyFile = path.join(dir, `AuthKey_${KEY_ID}.p8`);
  await writeFile(keyFile, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  key = loadApnsKey(keyFile);
});

afterAll(async () => {
  await apple.stop();
  await rm(dir, { recursive: true, force: true });
});

const token = (first: string, fill = 'a') => `${first}${fill.repeat(63)}`;

const notification = (deviceToken: string): PushNotification => ({
  platform: 'ios',
  token: deviceToken,
  title: 'Es hora de su revisión anual',
  body: 'Ha pasado un año desde su cuestionario de salud.',
  data: { kind: 'questionnaire-reminder', path: '/questionnaire' },
  tenant: 'oakmore',
  locale: 'es',
});

describe('the APNs sender', () => {
  it('posts an alert over HTTP/2 with an ES256 provider token, to the brand app’s topic', async () => {
    const sender = createApnsSender({ key, keyId: KEY_ID, teamId: TEAM_ID, url: apple.url });
    try {
      expect(await sender.send(notification(token('a')))).toEqual({ outcome: 'delivered' });
      const request = apple.requests.at(-1)!;
      expect(request.token).toBe(token('a'));
      expect(request.headers).toMatchObject({
        'apns-topic': 'com.wellnessportal.oakmore',
        'apns-push-type': 'alert',
        'apns-priority': '10',
      });
      expect(request.payload).toEqual({
        aps: {
          alert: { title: 'Es hora de su revisión anual', body: 'Ha pasado un año desde su cuestionario de salud.' },
          sound: 'default',
        },
        kind: 'questionnaire-reminder',
        path: '/questionnaire',
      });
      // One provider token for many notifications (Apple refuses one renewed too often).
      const issued = apple.issuedAts.size;
      await sender.send(notification(token('b')));
      await sender.send(notification(token('c')));
      expect(apple.issuedAts.size).toBe(issued);
    } finally {
      sender.close?.();
    }
  });

  it('calls 410 Unregistered and 400 BadDeviceToken invalid; another 400 is a failure, not retried', async () => {
    const sender = createApnsSender({ key, keyId: KEY_ID, teamId: TEAM_ID, url: apple.url });
    try {
      expect(await sender.send(notification(token('0')))).toEqual({
        outcome: 'invalid-token',
        reason: '410 Unregistered',
      });
      expect(await sender.send(notification(token('1')))).toEqual({
        outcome: 'invalid-token',
        reason: '400 BadDeviceToken',
      });
      expect(await sender.send(notification(token('2')))).toMatchObject({ outcome: 'failed', retryable: false });
    } finally {
      sender.close?.();
    }
  });

  it('does not send what is no APNs token (an FCM token, a path), and calls it invalid', async () => {
    const sender = createApnsSender({ key, keyId: KEY_ID, teamId: TEAM_ID, url: apple.url });
    const before = apple.requests.length;
    for (const deviceToken of ['fcm:APA91bxyz', `../../${'a'.repeat(64)}`, 'ab'.repeat(10)]) {
      expect((await sender.send(notification(deviceToken))).outcome).toBe('invalid-token');
    }
    expect(apple.requests.length).toBe(before);
    sender.close?.();
  });

  it('retries 429 TooManyRequests within the bound, on the same connection', async () => {
    apple.busyOnce.add(token('d'));
    const sender = withRetry(createApnsSender({ key, keyId: KEY_ID, teamId: TEAM_ID, url: apple.url }), {
      attempts: 3,
      baseDelayMs: 1,
      maxDelayMs: 10,
      sleep: async () => undefined,
    });
    try {
      expect(await sender.send(notification(token('d')))).toEqual({ outcome: 'delivered' });
    } finally {
      sender.close?.();
    }
  });

  it('reports a provider token APNs refuses as retryable (the next try signs a new one)', async () => {
    const wrongTeamFirst = createApnsSender({ key, keyId: KEY_ID, teamId: 'WRONGTEAM1', url: apple.url });
    expect(await wrongTeamFirst.send(notification(token('e')))).toMatchObject({
      outcome: 'failed',
      retryable: true,
      reason: '403 InvalidProviderToken',
    });
    wrongTeamFirst.close?.();
  });

  it('reports an unreachable APNs as a retryable failure', async () => {
    const down = createApnsSender({ key, keyId: KEY_ID, teamId: TEAM_ID, url: 'http://127.0.0.1:9' });
    expect(await down.send(notification(token('f')))).toMatchObject({ outcome: 'failed', retryable: true });
    down.close?.();
  });
});

describe('interpretApnsAnswer and loadApnsKey', () => {
  it('reads 5xx as retryable with Retry-After', () => {
    expect(interpretApnsAnswer(503, 'ServiceUnavailable', '2')).toEqual({
      outcome: 'failed',
      reason: '503 ServiceUnavailable',
      retryable: true,
      retryAfterMs: 2000,
    });
    expect(interpretApnsAnswer(400, 'DeviceTokenNotForTopic').outcome).toBe('invalid-token');
  });

  it('refuses a key file that is missing or not an APNs key', async () => {
    expect(() => loadApnsKey(path.join(dir, 'missing.p8'))).toThrow(PushConfigError);
    const rsa = path.join(dir, 'rsa.p8');
    await writeFile(
      rsa,
      generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    expect(() => loadApnsKey(rsa)).toThrow(/not an APNs key/);
    const text = path.join(dir, 'text.p8');
    await writeFile(text, 'hello');
    expect(() => loadApnsKey(text)).toThrow(/not a PEM private key/);
  });
});

describe('iPhones through APNs, configured (APNS_KEY_FILE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      APNS_KEY_FILE: keyFile,
      APNS_KEY_ID: KEY_ID,
      APPLE_TEAM_ID: TEAM_ID,
      APNS_URL: apple.url,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a published article to the members’ iPhones, and drops the token APNs calls unregistered', async () => {
    const host = 'oakmore.localhost';
    const member = api(t.app, { host }).as(await signIn(t.app, demoEmail('member', 'oakmore'), host));
    const editor = api(t.app, { host }).as(await signIn(t.app, demoEmail('editor', 'oakmore'), host));
    const live = token('9', 'b');
    const gone = token('0', 'b');
    for (const deviceToken of [live, gone]) {
      const registered = await member.post('/api/authorization/devices', { token: deviceToken, platform: 'ios' });
      expect(registered.statusCode, registered.body).toBe(201);
    }
    const published = await editor.post('/api/authorization/articles', {
      title: 'Sleep and screens',
      summary: 'Why the last hour matters.',
      body: 'Dim the lights.',
      category: 'sleep',
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(201);
    await t.services.mail.drain();

    const sent = apple.requests.filter((request) => request.token === live || request.token === gone);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.payload).toMatchObject({
      aps: { alert: { title: 'New article: Sleep and screens', body: 'Why the last hour matters.' } },
      kind: 'article-published',
    });
    expect(sent[0]!.headers['apns-topic']).toBe('com.wellnessportal.oakmore');
    expect(await t.db.$count(devices, eq(devices.tokenHash, hashDeviceToken(gone)))).toBe(0);
    expect(await t.db.$count(devices, eq(devices.tokenHash, hashDeviceToken(live)))).toBe(1);
    expect(t.services.pushSender.name).toBe('android: outbox, ios: apns');
  });
});
