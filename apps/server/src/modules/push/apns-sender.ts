/**
 * Apple Push Notification service, token-based: an ES256 JWT (key id and team id, from a `.p8` key made
 * in the Apple Developer account) authorises each request, renewed every 50 minutes (Apple refuses one
 * older than an hour, and one renewed more often than every 20 minutes). Requests go over one HTTP/2
 * session (node:http2), reopened when it closes. 410 Unregistered and 400 BadDeviceToken (or a token of
 * another app) mean the token will never work: `invalid-token`.
 */
import { createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import type { ClientHttp2Session, SecureClientSessionOptions } from 'node:http2';
import { SignJWT } from 'jose';
import { getNativeAppId } from '@portal/contracts/app-links';
import type { PushNotification, PushResult, PushSender } from './push-sender';
import { PushConfigError, parseRetryAfter } from './push-sender';

export const APNS_HOSTS = {
  production: 'https://api.push.apple.com',
  sandbox: 'https://api.sandbox.push.apple.com',
} as const;
export type ApnsEnvironment = keyof typeof APNS_HOSTS;

const PROVIDER_TOKEN_LIFETIME_MS = 50 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** An APNs device token: 32 bytes or more, in hex. Anything else is not one (an FCM token, say). */
const APNS_TOKEN_PATTERN = /^[0-9a-f]{64,200}$/i;
/** APNs refuses a payload above 4 KB; the body is cut to fit well within it. */
const BODY_MAX_CHARACTERS = 1000;

/** Reads the `.p8` key (PKCS #8, P-256). */
export function loadApnsKey(file: string): KeyObject {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PushConfigError(`APNS_KEY_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code}).`);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new PushConfigError(`APNS_KEY_FILE: ${file} is not a PEM private key (the .p8 file from Apple).`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new PushConfigError(`APNS_KEY_FILE: ${file} is not an APNs key (an EC P-256 key).`);
  }
  return key;
}

/** APNs' answer: the status and `{ reason }` (https://developer.apple.com/documentation/usernotifications). */
export function interpretApnsAnswer(status: number, reason: string | undefined, retryAfter?: string): PushResult {
  if (status === 200) return { outcome: 'delivered' };
  const described = `${status} ${reason ?? 'error'}`;
  if (status === 410) return { outcome: 'invalid-token', reason: described };
  if (status === 400 && (reason === 'BadDeviceToken' || reason === 'DeviceTokenNotForTopic')) {
    return { outcome: 'invalid-token', reason: described };
  }
  if (status === 403 && (reason === 'ExpiredProviderToken' || reason === 'InvalidProviderToken')) {
    return { outcome: 'failed', reason: described, retryable: true };
  }
  if (status === 429 || status >= 500) {
    return { outcome: 'failed', reason: described, retryable: true, retryAfterMs: parseRetryAfter(retryAfter) };
  }
  return { outcome: 'failed', reason: described, retryable: false };
}

export function createApnsSender(options: {
  key: KeyObject;
  keyId: string;
  teamId: string;
  /** `https://api.push.apple.com`, the sandbox's, or a local HTTP/2 server in tests. */
  url: string;
  /** TLS options for the connection (tests trust their own certificate). */
  connectOptions?: SecureClientSessionOptions;
  now?: () => number;
}): PushSender {
  const now = options.now ?? Date.now;
  let providerToken: { value: string; renewAt: number } | undefined;
  let session: ClientHttp2Session | undefined;

  async function getProviderToken(): Promise<string> {
    if (providerToken && now() < providerToken.renewAt) return providerToken.value;
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .setIssuer(options.teamId)
      .setIssuedAt(Math.floor(now() / 1000))
      .sign(options.key);
    providerToken = { value, renewAt: now() + PROVIDER_TOKEN_LIFETIME_MS };
    return value;
  }

  function getSession(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(options.url, options.connectOptions);
    // A failed or closed session is dropped; the next send opens another. It never keeps the process alive.
    opened.on('error', () => undefined);
    opened.on('goaway', () => opened.close());
    opened.on('close', () => {
      if (session === opened) session = undefined;
    });
    opened.unref();
    session = opened;
    return opened;
  }

  function post(token: string, headers: Record<string, string>, payload: string) {
    return new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
      const request = getSession().request({
        ':method': 'POST',
        ':path': `/3/device/${token}`,
        'content-type': 'application/json',
        ...headers,
      });
      request.setEncoding('utf8');
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
      let status = 0;
      let retryAfter: string | undefined;
      let body = '';
      request.on('response', (responseHeaders) => {
        status = Number(responseHeaders[':status']);
        const header = responseHeaders['retry-after'];
        retryAfter = Array.isArray(header) ? header[0] : header;
      });
      request.on('data', (chunk: string) => {
        if (body.length < 10_000) body += chunk;
      });
      request.on('end', () => resolve({ status, body, retryAfter }));
      request.on('close', () => {
        if (status === 0) reject(new Error('the stream closed without an answer'));
      });
      request.on('error', reject);
      request.end(payload);
    });
  }

  return {
    name: 'apns',
    async send(notification: PushNotification): Promise<PushResult> {
      if (!APNS_TOKEN_PATTERN.test(notification.token)) {
        return { outcome: 'invalid-token', reason: 'not an APNs device token' };
      }
      const body =
        notification.body.length > BODY_MAX_CHARACTERS
          ? `${notification.body.slice(0, BODY_MAX_CHARACTERS - 1)}…`
          : notification.body;
      // The app reads `kind` and `path` beside `aps` (the push plugin hands the whole payload over as data).
      const payload = JSON.stringify({
        aps: { alert: { title: notification.title, body }, sound: 'default' },
        kind: notification.data.kind,
        path: notification.data.path,
      });
      let answer: { status: number; body: string; retryAfter?: string };
      try {
        answer = await post(
          notification.token,
          {
            authorization: `bearer ${await getProviderToken()}`,
            'apns-topic': getNativeAppId(notification.tenant),
            'apns-push-type': 'alert',
            'apns-priority': '10',
          },
          payload,
        );
      } catch (error) {
        return { outcome: 'failed', reason: `network: ${(error as Error).message}`, retryable: true };
      }
      let reason: string | undefined;
      try {
        reason = (JSON.parse(answer.body) as { reason?: string }).reason;
      } catch {
        reason = undefined;
      }
      // A provider token APNs no longer takes: the next try signs a new one.
      if (answer.status === 403) providerToken = undefined;
      return interpretApnsAnswer(answer.status, reason, answer.retryAfter);
    },
    close() {
      session?.close();
      session = undefined;
    },
  };
}
