import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The e2e server's data folder (its outbox holds the emails it sends). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR
  ? path.resolve(process.env.E2E_DATA_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data');

/**
 * The strict portal: a second journeys' server on its own port and data folder (a copy of the same
 * prepared template), with a step-up window of 0 (`STEP_UP_MINUTES=0`), as a stricter programme's
 * operator may set it. Its sign-ins never count as a recent proof, so a journey sees the step-up prompt
 * without ageing a session (which it cannot: the server's clock is real and its database its own).
 * Only the journeys about step-up use it.
 */
export const E2E_STRICT_PORT = Number(process.env.E2E_STRICT_PORT ?? E2E_PORT + 1);
export const E2E_STRICT_DATA_DIR = process.env.E2E_STRICT_DATA_DIR
  ? path.resolve(process.env.E2E_STRICT_DATA_DIR)
  : `${E2E_DATA_DIR}-strict`;
/** The strict portal's step-up window, in minutes. */
export const E2E_STRICT_STEP_UP_MINUTES = 0;

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

function originOn(port: number, brandKey: string): string {
  return brandKey === 'attentive-dev' ? `http://localhost:${port}` : `http://${brandKey}.localhost:${port}`;
}

/** The address of a brand's host on the e2e server, e.g. http://swift.localhost:8181. */
export function brandOrigin(brandKey: string): string {
  return originOn(E2E_PORT, brandKey);
}

/** The address of a brand's host on the strict portal (see E2E_STRICT_PORT), e.g. http://swift.localhost:8182. */
export function strictBrandOrigin(brandKey: string): string {
  return originOn(E2E_STRICT_PORT, brandKey);
}
