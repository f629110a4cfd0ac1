import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ZPushOutboxEntry } from '@portal/contracts/devices';
import { parseConfig } from '../../config';
import { createPushSender } from './create-push-sender';
import { createOutboxSender, getPushOutboxFileName } from './outbox-sender';
import type { PushNotification, PushResult, PushSender } from './push-sender';
import { PushConfigError, createPlatformSender, describeToken, parseRetryAfter, withRetry } from './push-sender';

const NOTIFICATION: PushNotification = {
  platform: 'android',
  token: 'fcm-token-0123456789',
  title: 'New article: Sleep',
  body: 'Tap to read it.',
  data: { kind: 'article-published', path: '/dashboard/articles/0b4e' },
  tenant: 'swift',
  locale: 'en',
};

/** Answers each send with the next result of the script (the last one again when it runs out). */
function scripted(results: PushResult[]): PushSender & { sent: PushNotification[] } {
  const sent: PushNotification[] = [];
  return {
    name: 'scripted',
    sent,
    send(notification) {
      sent.push(notification);
      return Promise.resolve(results[Math.min(sent.length - 1, results.length - 1)]!);
    },
  };
}

const busy = (retryAfterMs?: number): PushResult => ({
  outcome: 'failed',
  reason: '503',
  retryable: true,
  retryAfterMs,
});

describe('withRetry', () => {
  it('tries a retryable failure again with growing waits, a bounded number of times', async () => {
    const waits: number[] = [];
    const sender = scripted([busy()]);
    const result = await withRetry(sender, {
      attempts: 3,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    }).send(NOTIFICATION);
    expect(result).toMatchObject({ outcome: 'failed', retryable: true });
    expect(sender.sent).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it('stops at the first success, and never retries an invalid token or a failure for good', async () => {
    const policy = { attempts: 5, baseDelayMs: 1, maxDelayMs: 10, sleep: async () => undefined };
    const recovers = scripted([busy(), { outcome: 'delivered' }]);
    expect(await withRetry(recovers, policy).send(NOTIFICATION)).toEqual({ outcome: 'delivered' });
    expect(recovers.sent).toHaveLength(2);

    const invalid = scripted([{ outcome: 'invalid-token', reason: '410' }]);
    expect((await withRetry(invalid, policy).send(NOTIFICATION)).outcome).toBe('invalid-token');
    expect(invalid.sent).toHaveLength(1);

    const refused = scripted([{ outcome: 'failed', reason: '400', retryable: false }]);
    expect((await withRetry(refused, policy).send(NOTIFICATION)).outcome).toBe('failed');
    expect(refused.sent).toHaveLength(1);
  });

  it('waits as long as Retry-After asks, and gives up when it asks for more than the limit', async () => {
    const waits: number[] = [];
    const policy = { attempts: 3, baseDelayMs: 1, maxDelayMs: 5000, sleep: async (ms: number) => void waits.push(ms) };
    const polite = scripted([busy(2000), { outcome: 'delivered' }]);
    expect((await withRetry(polite, policy).send(NOTIFICATION)).outcome).toBe('delivered');
    expect(waits).toEqual([2000]);

    const tooLong = scripted([busy(60_000)]);
    expect((await withRetry(tooLong, policy).send(NOTIFICATION)).outcome).toBe('failed');
    expect(tooLong.sent).toHaveLength(1);
  });
});

describe('parseRetryAfter and describeToken', () => {
  it('reads seconds and dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('never shows more of a token than its first characters', () => {
    expect(describeToken('abcdef0123456789abcdef')).toBe('abcdef…(22)');
  });
});

describe('createPlatformSender', () => {
  it('sends each platform through its own sender', async () => {
    const android = scripted([{ outcome: 'delivered' }]);
    const ios = scripted([{ outcome: 'delivered' }]);
    const sender = createPlatformSender({ android: { ...android, name: 'fcm' }, ios: { ...ios, name: 'apns' } });
    await sender.send(NOTIFICATION);
    await sender.send({ ...NOTIFICATION, platform: 'ios' });
    expect(android.sent.map((sent) => sent.platform)).toEqual(['android']);
    expect(ios.sent.map((sent) => sent.platform)).toEqual(['ios']);
    expect(sender.name).toBe('android: fcm, ios: apns');
  });
});

describe('the outbox sender', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('writes one JSON file per notification, named by time, in the contract’s shape', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'push-outbox-'));
    dirs.push(dir);
    const outboxDir = path.join(dir, 'push-outbox');
    const sender = createOutboxSender({ outboxDir, now: () => new Date('2026-03-04T05:06:07.890Z') });
    expect(await sender.send(NOTIFICATION)).toEqual({ outcome: 'delivered' });
    expect(await sender.send({ ...NOTIFICATION, platform: 'ios', locale: 'es' })).toEqual({ outcome: 'delivered' });
    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^2026-03-04T05-06-07\.890Z-[0-9a-f]{12}\.json$/);
    const entries = await Promise.all(
      files.map(async (file) => ZPushOutboxEntry.parse(JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')))),
    );
    expect(entries).toContainEqual({
      provider: 'outbox',
      platform: 'android',
      token: NOTIFICATION.token,
      title: NOTIFICATION.title,
      body: NOTIFICATION.body,
      data: NOTIFICATION.data,
      tenant: 'swift',
      locale: 'en',
      created_at: '2026-03-04T05:06:07.890Z',
    });
  });

  it('names files with no colon', () => {
    expect(getPushOutboxFileName(new Date('2026-01-02T03:04:05.006Z'), 'abc')).toBe(
      '2026-01-02T03-04-05.006Z-abc.json',
    );
  });
});

describe('createPushSender', () => {
  it('writes to the outbox for both platforms unless a provider is configured', () => {
    expect(createPushSender(parseConfig({ DATA_DIR: tmpdir() })).name).toBe('android: outbox, ios: outbox');
  });

  it('stops the start when a configured key file cannot be used', () => {
    const missing = path.join(tmpdir(), 'no-such-service-account.json');
    expect(() => createPushSender(parseConfig({ FCM_SERVICE_ACCOUNT_FILE: missing }))).toThrow(PushConfigError);
    expect(() =>
      createPushSender(
        parseConfig({
          APNS_KEY_FILE: path.join(tmpdir(), 'AuthKey_NONE.p8'),
          APNS_KEY_ID: 'ABC123DEFG',
          APPLE_TEAM_ID: 'A1B2C3D4E5',
        }),
      ),
    ).toThrow(/APNS_KEY_FILE: cannot read/);
  });
});
