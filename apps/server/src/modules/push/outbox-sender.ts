/**
 * The default sender, with no push provider configured: each notification is a JSON file under
 * `<DATA_DIR>/push-outbox/` (as emails are `.eml` files under `<DATA_DIR>/outbox/`), so the whole flow
 * runs on a fresh machine and tests and the e2e journeys can read what a phone would have been sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TPushOutboxEntry } from '@portal/contracts/devices';
import type { PushNotification, PushSender } from './push-sender';

/** `2025-03-04T05-06-07.890Z-1a2b3c4d5e6f.json`: sorts by time; no colons, for Windows. */
export function getPushOutboxFileName(createdAt: Date, random = randomBytes(6).toString('hex')): string {
  return `${createdAt.toISOString().replace(/:/g, '-')}-${random}.json`;
}

export function createOutboxSender(options: { outboxDir: string; now?: () => Date }): PushSender {
  const now = options.now ?? (() => new Date());
  return {
    name: 'outbox',
    async send(notification: PushNotification) {
      const createdAt = now();
      const entry: TPushOutboxEntry = {
        provider: 'outbox',
        platform: notification.platform,
        token: notification.token,
        title: notification.title,
        body: notification.body,
        data: notification.data,
        tenant: notification.tenant,
        locale: notification.locale,
        created_at: createdAt.toISOString(),
      };
      await mkdir(options.outboxDir, { recursive: true });
      // Written aside, then renamed into place: a reader never sees half a file. It holds a token: 0600.
      const fileName = getPushOutboxFileName(createdAt);
      const temporary = path.join(options.outboxDir, `.${fileName}.tmp`);
      await writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, path.join(options.outboxDir, fileName));
      return { outcome: 'delivered' };
    },
  };
}
