import path from 'node:path';
import type { Config } from '../../config';
import { APNS_HOSTS, createApnsSender, loadApnsKey } from './apns-sender';
import { createFcmSender, loadFcmServiceAccount } from './fcm-sender';
import { createOutboxSender } from './outbox-sender';
import type { PushSender, RetryPolicy } from './push-sender';
import { createPlatformSender, withRetry } from './push-sender';

export type PushConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'FCM_SERVICE_ACCOUNT_FILE'
  | 'FCM_API_URL'
  | 'APNS_KEY_FILE'
  | 'APNS_KEY_ID'
  | 'APNS_TEAM_ID'
  | 'APPLE_TEAM_ID'
  | 'APNS_ENVIRONMENT'
  | 'APNS_URL'
>;

/**
 * The sender configuration chooses, per platform: Android through Firebase Cloud Messaging when
 * FCM_SERVICE_ACCOUNT_FILE is set, iPhones through APNs when APNS_KEY_FILE is set, and otherwise the
 * outbox under `<DATA_DIR>/push-outbox`. Key files are read now, so a wrong one stops the start
 * (PushConfigError) instead of failing every notification later.
 */
export function createPushSender(config: PushConfig, options: { retry?: RetryPolicy } = {}): PushSender {
  const outbox = createOutboxSender({ outboxDir: path.join(config.DATA_DIR, 'push-outbox') });
  const android = config.FCM_SERVICE_ACCOUNT_FILE
    ? withRetry(
        createFcmSender({
          account: loadFcmServiceAccount(config.FCM_SERVICE_ACCOUNT_FILE),
          apiUrl: config.FCM_API_URL,
        }),
        options.retry,
      )
    : outbox;
  const teamId = config.APNS_TEAM_ID ?? config.APPLE_TEAM_ID;
  const ios =
    config.APNS_KEY_FILE && config.APNS_KEY_ID && teamId
      ? withRetry(
          createApnsSender({
            key: loadApnsKey(config.APNS_KEY_FILE),
            keyId: config.APNS_KEY_ID,
            teamId,
            url: config.APNS_URL ?? APNS_HOSTS[config.APNS_ENVIRONMENT],
          }),
          options.retry,
        )
      : outbox;
  return createPlatformSender({ android, ios });
}
