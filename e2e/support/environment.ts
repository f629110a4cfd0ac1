import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The e2e server's data folder (its outbox holds the emails it sends). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR
  ? path.resolve(process.env.E2E_DATA_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data');

/** A swift invitation that has already expired when the server starts (see support/start-portal.mjs). */
export const EXPIRED_INVITATION_EMAIL = 'expired-invitation@swift.test';

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
