/**
 * The FCM sender against a local stand-in for Google (node:http): its token endpoint checks the signed
 * JWT with the service account's public key, and its messages:send answers as FCM does for each kind of
 * token. Never the internet.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '@portal/contracts/demo';
import { devices } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { hashDeviceToken } from '../devices/devices-repository';
import { createFcmSender, interpretFcmAnswer, loadFcmServiceAccount } from './fcm-sender';
import type { FcmServiceAccount } from './fcm-sender';
import type { PushNotification } from './push-sender';
import { PushConfigError, withRetry } from './push-sender';

const PROJECT = 'wellness-demo';
const CLIENT_EMAIL = 'push@wellness-demo.iam.gserviceaccount.com';

interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android?: unknown;
}

/** A stand-in for Google's token endpoint and the FCM v1 API. */
class FakeGoogle {
  server!: Server;
  url = '';
  publicKey!: KeyObject;
  tokenRequests = 0;
  /** Access tokens the API accepts; a new one per token request. */
  validAccessTokens = new Set<string>();
  messages: FcmMessage[] = [];
  /** Tokens answered 503 once, then delivered. */
  busyOnce = new Set<string>();

  async start(publicKey: KeyObject) {
    this.publicKey = publicKey;
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(text);
      expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', this.publicKey, {
        issuer: CLIENT_EMAIL,
        audience: `${this.url}/token`,
        algorithms: ['RS256'],
      });
      expect(payload.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');
      expect(protectedHeader.kid).toBe('key-1');
      this.tokenRequests += 1;
      const accessToken = `ya29.test-${this.tokenRequests}`;
      this.validAccessTokens.add(accessToken);
      return json(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }

    if (request.method === 'POST' && request.url === `/v1/projects/${PROJECT}/messages:send`) {
      const accessToken = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!this.validAccessTokens.has(accessToken)) {
        return json(401, {
          error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
        });
      }
      const { message } = JSON.parse(text) as { message: FcmMessage };
      this.messages.push(message);
      if (message.token.startsWith('unregistered')) {
        return json(404, {
          error: {
            code: 404,
            message: 'Requested entity was not found.',
            status: 'NOT_FOUND',
            details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
          },
        });
      }
      if (message.token.startsWith('malformed')) {
        return json(400, {
          error: {
            code: 400,
            message: 'The registration token is not a valid FCM registration token',
            status: 'INVALID_ARGUMENT',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }],
              },
            ],
          },
        });
      }
      if (message.token.startsWith('oversized')) {
        return json(400, {
          error: {
            code: 400,
            message: 'Message is too big',
            status: 'INVALID_ARGUMENT',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
            ],
          },
        });
      }
      if (this.busyOnce.delete(message.token)) {
        return json(503, { error: { code: 503, status: 'UNAVAILABLE' } }, { 'retry-after': '0' });
      }
      return json(200, { name: `projects/${PROJECT}/messages/${this.messages.length}` });
    }
    response.writeHead(404).end();
  }
}

const google = new FakeGoogle();
let dir: string;
let serviceAccountFile: string;
let account: FcmServiceAccount;

beforeAll(async () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await google.start(publicKey);
  dir = await mkdtemp(path.join(tmpdir(), 'fcm-test-'));
  serviceAccountFile = path.join(dir, 'service-account.json');
  await writeFile(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: PROJECT,
      private_key_id: 'key-1',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: CLIENT_EMAIL,
      token_uri: `${google.url}/token`,
    }),
  );
  account = loadFcmServiceAccount(serviceAccountFile);
});

afterAll(async () => {
  await google.stop();
  await rm(dir, { recursive: true, force: true });
});

const notification = (token: string): PushNotification => ({
  platform: 'android',
  token,
  title: 'New article: Sleep well',
  body: 'Tap to read it.',
  data: { kind: 'article-published', path: '/dashboard/articles/5f1c' },
  tenant: 'swift',
  locale: 'en',
});

describe('the FCM sender', () => {
  it('signs in with the service account once, and sends each notification as an FCM v1 message', async () => {
    const sender = createFcmSender({ account, apiUrl: google.url });
    const before = google.tokenRequests;
    expect(await sender.send(notification('phone-1'))).toEqual({ outcome: 'delivered' });
    expect(await sender.send(notification('phone-2'))).toEqual({ outcome: 'delivered' });
    expect(google.tokenRequests - before).toBe(1);
    expect(google.messages.at(-1)).toEqual({
      token: 'phone-2',
      notification: { title: 'New article: Sleep well', body: 'Tap to read it.' },
      data: { kind: 'article-published', path: '/dashboard/articles/5f1c' },
      android: { priority: 'high' },
    });
  });

  it('fetches the access token once for notifications sent at the same time', async () => {
    const sender = createFcmSender({ account, apiUrl: google.url });
    const before = google.tokenRequests;
    const results = await Promise.all(['a', 'b', 'c'].map((name) => sender.send(notification(`together-${name}`))));
    expect(results.every((result) => result.outcome === 'delivered')).toBe(true);
    expect(google.tokenRequests - before).toBe(1);
  });

  it('calls UNREGISTERED and a malformed token invalid; another INVALID_ARGUMENT is a failure, not retried', async () => {
    const sender = createFcmSender({ account, apiUrl: google.url });
    expect(await sender.send(notification('unregistered-1'))).toEqual({
      outcome: 'invalid-token',
      reason: '404 UNREGISTERED',
    });
    expect((await sender.send(notification('malformed-1'))).outcome).toBe('invalid-token');
    expect(await sender.send(notification('oversized-1'))).toMatchObject({ outcome: 'failed', retryable: false });
  });

  it('retries a busy FCM within the bound', async () => {
    google.busyOnce.add('busy-1');
    const sender = withRetry(createFcmSender({ account, apiUrl: google.url }), {
      attempts: 3,
      baseDelayMs: 1,
      maxDelayMs: 10,
      sleep: async () => undefined,
    });
    expect(await sender.send(notification('busy-1'))).toEqual({ outcome: 'delivered' });
  });

  it('renews an access token FCM no longer takes', async () => {
    const sender = withRetry(createFcmSender({ account, apiUrl: google.url }), {
      attempts: 2,
      baseDelayMs: 1,
      maxDelayMs: 10,
      sleep: async () => undefined,
    });
    expect((await sender.send(notification('before-revocation'))).outcome).toBe('delivered');
    google.validAccessTokens.clear();
    const before = google.tokenRequests;
    expect(await sender.send(notification('after-revocation'))).toEqual({ outcome: 'delivered' });
    expect(google.tokenRequests - before).toBe(1);
  });

  it('reports a network failure as retryable', async () => {
    const sender = createFcmSender({ account, apiUrl: 'http://127.0.0.1:9' });
    expect(await sender.send(notification('unreachable'))).toMatchObject({ outcome: 'failed', retryable: true });
  });
});

describe('interpretFcmAnswer', () => {
  it('reads SENDER_ID_MISMATCH as a token of another project, and 429 and 5xx as retryable', () => {
    const mismatch = { error: { status: 'PERMISSION_DENIED', details: [{ errorCode: 'SENDER_ID_MISMATCH' }] } };
    expect(interpretFcmAnswer(403, mismatch, null).outcome).toBe('invalid-token');
    expect(interpretFcmAnswer(429, {}, '7')).toMatchObject({ outcome: 'failed', retryable: true, retryAfterMs: 7000 });
    expect(interpretFcmAnswer(500, undefined, null)).toMatchObject({ outcome: 'failed', retryable: true });
    expect(interpretFcmAnswer(403, { error: { status: 'PERMISSION_DENIED' } }, null)).toMatchObject({
      outcome: 'failed',
      retryable: false,
    });
  });
});

describe('loadFcmServiceAccount', () => {
  it('says what is wrong with the file, naming no secret', async () => {
    expect(() => loadFcmServiceAccount(path.join(dir, 'missing.json'))).toThrow(PushConfigError);
    expect(() => loadFcmServiceAccount(path.join(dir, 'missing.json'))).toThrow(/cannot read .*ENOENT/);
    const notJson = path.join(dir, 'not.json');
    await writeFile(notJson, 'private_key=secret');
    expect(() => loadFcmServiceAccount(notJson)).toThrow(/is not JSON/);
    const partial = path.join(dir, 'partial.json');
    await writeFile(partial, JSON.stringify({ project_id: PROJECT, private_key: 'x' }));
    expect(() => loadFcmServiceAccount(partial)).toThrow(/check client_email/);
    const badKey = path.join(dir, 'bad-key.json');
    await writeFile(badKey, JSON.stringify({ project_id: PROJECT, client_email: CLIENT_EMAIL, private_key: 'secret' }));
    expect(() => loadFcmServiceAccount(badKey)).toThrow(/not a PEM private key/);
    expect(() => loadFcmServiceAccount(badKey)).not.toThrow(/secret/);
  });
});

describe('Android phones through FCM, configured (FCM_SERVICE_ACCOUNT_FILE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FCM_SERVICE_ACCOUNT_FILE: serviceAccountFile, FCM_API_URL: google.url });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a published article to the members’ Android phones and drops the token FCM calls unregistered', async () => {
    const host = 'swift.localhost';
    const member = api(t.app, { host }).as(await signIn(t.app, demoEmail('member', 'swift'), host));
    const editor = api(t.app, { host }).as(await signIn(t.app, demoEmail('editor', 'swift'), host));
    const live = `live-${Date.now()}`;
    const gone = `unregistered-${Date.now()}`;
    for (const token of [live, gone]) {
      const registered = await member.post('/api/authorization/devices', { token, platform: 'android' });
      expect(registered.statusCode, registered.body).toBe(201);
    }
    const published = await editor.post('/api/authorization/articles', {
      title: 'Walking in winter',
      body: 'Layers help.',
      category: 'movement',
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(201);
    const articleId = (published.json() as { id: string }).id;
    await t.services.mail.drain();

    const sent = google.messages.filter((message) => message.token === live || message.token === gone);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      notification: { title: 'New article: Walking in winter' },
      data: { kind: 'article-published', path: `/dashboard/articles/${articleId}` },
    });
    const remaining = await t.db
      .select({ token: devices.token })
      .from(devices)
      .where(eq(devices.tokenHash, hashDeviceToken(gone)));
    expect(remaining).toEqual([]);
    expect(
      await t.db
        .select({ token: devices.token })
        .from(devices)
        .where(eq(devices.tokenHash, hashDeviceToken(live))),
    ).toEqual([{ token: live }]);
    expect(t.services.pushSender.name).toBe('android: fcm, ios: outbox');
  });
});
