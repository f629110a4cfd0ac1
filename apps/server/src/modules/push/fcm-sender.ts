/**
 * Firebase Cloud Messaging, HTTP v1 API: a service account's key signs a JWT that Google's token endpoint
 * exchanges for an OAuth2 access token (kept until shortly before it expires), and each notification is
 * one `POST /v1/projects/<project>/messages:send`. UNREGISTERED, a token FCM calls invalid, and a token
 * of another Firebase project mean the token will never work: `invalid-token`.
 */
import { createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { PushNotification, PushResult, PushSender } from './push-sender';
import { PushConfigError, parseRetryAfter } from './push-sender';

export const FCM_API_URL_DEFAULT = 'https://fcm.googleapis.com';
const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** An access token is renewed this long before it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

const ZServiceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/ }).optional(),
});

export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: KeyObject;
  privateKeyId?: string;
  tokenUri: string;
}

/** Reads and checks the service-account JSON (Firebase console → Project settings → Service accounts). */
export function loadFcmServiceAccount(file: string): FcmServiceAccount {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PushConfigError(
      `FCM_SERVICE_ACCOUNT_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code}).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PushConfigError(`FCM_SERVICE_ACCOUNT_FILE: ${file} is not JSON.`);
  }
  const parsed = ZServiceAccount.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new PushConfigError(`FCM_SERVICE_ACCOUNT_FILE: ${file} is not a service-account key (check ${fields}).`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(parsed.data.private_key);
  } catch {
    throw new PushConfigError(`FCM_SERVICE_ACCOUNT_FILE: the private_key in ${file} is not a PEM private key.`);
  }
  return {
    projectId: parsed.data.project_id,
    clientEmail: parsed.data.client_email,
    privateKey,
    privateKeyId: parsed.data.private_key_id,
    tokenUri: parsed.data.token_uri ?? GOOGLE_TOKEN_URI,
  };
}

const ZTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** FCM's error body: `{ error: { code, message, status, details: [{ '@type', errorCode?, fieldViolations? }] } }`. */
const ZFcmError = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    details: z
      .array(
        z.looseObject({
          errorCode: z.string().optional(),
          fieldViolations: z.array(z.looseObject({ field: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});

/** What FCM's answer means for the token (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode). */
export function interpretFcmAnswer(status: number, body: unknown, retryAfter: string | null): PushResult {
  if (status >= 200 && status < 300) return { outcome: 'delivered' };
  const parsed = ZFcmError.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const errorCodes = (error?.details ?? []).map((detail) => detail.errorCode).filter(Boolean);
  const reason = `${status} ${errorCodes[0] ?? error?.status ?? 'error'}`;
  if (errorCodes.includes('UNREGISTERED') || (status === 404 && error?.status === 'NOT_FOUND')) {
    return { outcome: 'invalid-token', reason };
  }
  if (errorCodes.includes('SENDER_ID_MISMATCH')) return { outcome: 'invalid-token', reason };
  if (status === 400) {
    // INVALID_ARGUMENT has many causes; only one about the token says the token is bad.
    const aboutToken =
      (error?.details ?? []).some((detail) =>
        (detail.fieldViolations ?? []).some((violation) => violation.field === 'message.token'),
      ) || /registration token/i.test(error?.message ?? '');
    if (aboutToken) return { outcome: 'invalid-token', reason };
    return { outcome: 'failed', reason, retryable: false };
  }
  if (status === 401) return { outcome: 'failed', reason, retryable: true };
  if (status === 429 || status >= 500) {
    return { outcome: 'failed', reason, retryable: true, retryAfterMs: parseRetryAfter(retryAfter) };
  }
  return { outcome: 'failed', reason, retryable: false };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createFcmSender(options: {
  account: FcmServiceAccount;
  /** `https://fcm.googleapis.com` (a local server in tests). */
  apiUrl?: string;
  now?: () => number;
}): PushSender {
  const { account } = options;
  let apiUrl = options.apiUrl ?? FCM_API_URL_DEFAULT;
  while (apiUrl.endsWith('/')) apiUrl = apiUrl.slice(0, -1);
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchAccessToken(): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(account.privateKey);
    const response = await fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = ZTokenAnswer.safeParse(await readJson(response));
    if (!response.ok || !answer.success) throw new Error(`the token endpoint answered ${response.status}`);
    cached = {
      token: answer.data.access_token,
      renewAt: now() + Math.max(0, answer.data.expires_in * 1000 - RENEW_BEFORE_MS),
    };
    return cached.token;
  }

  /** The access token, shared by concurrent sends; fetched once at a time. */
  function getAccessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= fetchAccessToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    name: 'fcm',
    async send(notification: PushNotification): Promise<PushResult> {
      let accessToken: string;
      try {
        accessToken = await getAccessToken();
      } catch (error) {
        return { outcome: 'failed', reason: `no access token: ${(error as Error).message}`, retryable: true };
      }
      const message = {
        message: {
          token: notification.token,
          notification: { title: notification.title, body: notification.body },
          // Data values are strings in FCM.
          data: { kind: notification.data.kind, path: notification.data.path },
          android: { priority: 'high' },
        },
      };
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(message),
          redirect: 'error',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        return { outcome: 'failed', reason: `network: ${(error as Error).name}`, retryable: true };
      }
      // An access token refused before its time (revoked, the clock off): the next try fetches a new one.
      if (response.status === 401) cached = undefined;
      return interpretFcmAnswer(response.status, await readJson(response), response.headers.get('retry-after'));
    },
  };
}
