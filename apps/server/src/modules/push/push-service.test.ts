import { describe, expect, it } from 'vitest';
import type { PushRepository } from './push-repository';
import type { PushNotification, PushSender } from './push-sender';
import { createPushService } from './push-service';

const TOKENS = {
  gone: `gone-${'g'.repeat(150)}`,
  refused: `refused-${'r'.repeat(150)}`,
  broken: `broken-${'b'.repeat(150)}`,
  fine: `fine-${'f'.repeat(150)}`,
};

function setUp() {
  const logs: { level: string; details: object; message: string }[] = [];
  const removed: string[] = [];
  const recorded: number[] = [];
  const sent: PushNotification[] = [];
  const repository = {
    listTenants: () => Promise.resolve([{ id: 't1', key: 'swift' }]),
    findArticleRecipients: () => Promise.resolve([{ accountId: 'a1', preferredLanguage: 'es' }]),
    findReminderCandidates: () => Promise.resolve([]),
    claim: (_tenant: string, _kind: string, entries: readonly { accountId: string; subject: string }[]) =>
      Promise.resolve(entries.map(({ accountId, subject }) => ({ accountId, subject }))),
    recordDelivered: (_claim: unknown, count: number) => {
      recorded.push(count);
      return Promise.resolve();
    },
  } as unknown as PushRepository;
  const sender: PushSender = {
    name: 'scripted',
    send(notification) {
      sent.push(notification);
      if (notification.token === TOKENS.gone) return Promise.resolve({ outcome: 'invalid-token', reason: '410' });
      if (notification.token === TOKENS.refused) {
        return Promise.resolve({ outcome: 'failed', reason: '400 PayloadTooLarge', retryable: false });
      }
      if (notification.token === TOKENS.broken) return Promise.reject(new Error('disk full'));
      return Promise.resolve({ outcome: 'delivered' });
    },
  };
  const service = createPushService({
    repository,
    devices: {
      listAccountDevices: () =>
        Promise.resolve(Object.values(TOKENS).map((token) => ({ accountId: 'a1', token, platform: 'android' as const }))),
      removeInvalidToken: (token) => {
        removed.push(token);
        return Promise.resolve();
      },
    },
    sender,
    log: {
      info: (details, message) => logs.push({ level: 'info', details, message }),
      warn: (details, message) => logs.push({ level: 'warn', details, message }),
    },
  });
  return { service, logs, removed, recorded, sent };
}

describe('the push service', () => {
  it('removes invalid tokens, logs failures without the token, and goes on with the other phones', async () => {
    const { service, logs, removed, recorded, sent } = setUp();
    const summary = await service.notifyArticlePublished(
      { id: 't1', key: 'swift' },
      { id: 'art-1', title: 'Sleep', summary: '' },
    );
    expect(summary).toEqual({ members: 1, notifications: 4, delivered: 1, invalidTokens: 1, failed: 2 });
    expect(removed).toEqual([TOKENS.gone]);
    expect(recorded).toEqual([1]);
    expect(sent[0]).toMatchObject({ title: 'Nuevo artículo: Sleep', body: 'Toque para leerlo.', locale: 'es' });
    expect(logs.filter((log) => log.level === 'warn').map((log) => log.details)).toEqual([
      expect.objectContaining({ device: 'refuse…(158)', reason: '400 PayloadTooLarge' }),
      expect.objectContaining({ device: 'broken…(157)', reason: 'error: Error: disk full' }),
    ]);
    const logged = JSON.stringify(logs);
    for (const token of Object.values(TOKENS)) expect(logged).not.toContain(token);
  });
});
