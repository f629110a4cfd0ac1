import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The e2e server's data folder (its outbox holds the emails it sends). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR
  ? path.resolve(process.env.E2E_DATA_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data');

/**
 * Swift invitations that have already expired when the server starts (made in the prepared data folder,
 * support/prepare-portal-data.mjs, whose default list is this one): one per attempt of the journey that
 * renews one, since renewing and accepting it uses it up.
 */
export const EXPIRED_INVITATION_EMAILS = [
  'expired-invitation@swift.test',
  'expired-invitation-2@swift.test',
  'expired-invitation-3@swift.test',
] as const;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

/** The address of a brand's host on the e2e server, e.g. http://swift.localhost:8181. */
export function brandOrigin(brandKey: string): string {
  return brandKey === 'attentive-dev' ? `http://localhost:${E2E_PORT}` : `http://${brandKey}.localhost:${E2E_PORT}`;
}
