/**
 * The app in a simulated native shell (apps/web/src/test/simulated-bridge.ts): before any of the page's
 * scripts, as a phone's WebView does, the page gets Capacitor's real bridge script, the plugins' headers
 * and a fake Java side. The app then runs native — HEALTHCARE_MOBILE, secure storage, push, the back
 * button — against the real server. The fake's state that a phone keeps across launches (secure storage,
 * a permission once answered) survives page loads in the same tab.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { demoEmail } from '@portal/contracts/demo';
import type { TPushData } from '@portal/contracts/devices';
import { APPLICATION_TYPES } from '@portal/contracts/headers';
import { simulatedBridgeScript } from '../../apps/web/src/test/simulated-bridge';
import type { NativeCall, SimulatedNativeOptions } from '../../apps/web/src/test/simulated-bridge';
import { E2E_DATA_DIR, brandOrigin } from './environment';
import { apiSignIn, sessionValues, tourSeenCookie } from './session';

export type { SimulatedNativeOptions };

/** A push token of this test's own: the server moves a token to whoever registers it last. */
export function uniquePushToken(): string {
  return `e2e-${randomUUID()}`;
}

/** Makes every page `page` opens from now on a native shell; answers the push token it hands out. */
export async function openInNativeShell(page: Page, options: SimulatedNativeOptions = {}): Promise<string> {
  const pushToken = options.pushToken ?? uniquePushToken();
  await page.addInitScript({ content: simulatedBridgeScript({ ...options, pushToken }) });
  return pushToken;
}

/**
 * The app in a native shell that starts signed in as a demo account: its session (opened through the
 * API, as the app's sign-in would) is in secure storage at launch, as after an earlier sign-in on the
 * phone. For the journeys that are not about signing in; Home's tour counts as seen. Answers the push
 * token the shell hands out.
 */
export async function openSignedInNativeShell(
  page: Page,
  brandKey: string,
  localPart = 'member',
  options: Omit<SimulatedNativeOptions, 'secureStorage'> = {},
): Promise<string> {
  const applicationType = APPLICATION_TYPES.native;
  const token = await apiSignIn(page, brandKey, demoEmail(localPart, brandKey), { applicationType });
  const secureStorage = await sessionValues(page, brandKey, token, applicationType);
  await page.context().addCookies([tourSeenCookie(brandOrigin(brandKey))]);
  return openInNativeShell(page, { ...options, secureStorage });
}

/** The plugin calls the app has made since the page loaded, optionally of one plugin and method. */
export function nativeCalls(page: Page, plugin?: string, method?: string): Promise<NativeCall[]> {
  return page.evaluate(
    ({ plugin, method }) =>
      (window.__nativeShell?.calls ?? []).filter(
        (call) => (!plugin || call.plugin === plugin) && (!method || call.method === method),
      ),
    { plugin, method },
  );
}

/** What the app keeps in secure storage under its own key (`auth_token`…), or null. */
export function readSecureStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.__nativeShell?.readSecure(name) ?? null, key);
}

export function pressBackButton(page: Page): Promise<void> {
  return page.evaluate(() => window.__nativeShell?.pressBackButton());
}

export function hasExited(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__nativeShell?.exited === true);
}

/** The system hands the app a link (an App Link / Universal Link). */
export function openAppUrl(page: Page, url: string): Promise<void> {
  return page.evaluate((link) => window.__nativeShell?.openUrl(link), url);
}

/** The member taps a notification carrying `data`. */
export function tapNotification(page: Page, data: unknown): Promise<void> {
  return page.evaluate((payload) => window.__nativeShell?.tapNotification(payload), data);
}

/** Every request the page sends to the portal's API, as sent (headers included). */
export function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  return requests;
}

export const PUSH_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'push-outbox');

/** One notification the server's outbox sender wrote (`<DATA_DIR>/push-outbox/*.json`). */
export interface OutboxNotification {
  file: string;
  provider: string;
  platform: string;
  token: string;
  title: string;
  body: string;
  data: TPushData;
  tenant: string;
  locale: string;
  created_at: string;
}

async function readNotifications(): Promise<OutboxNotification[]> {
  const names = (await readdir(PUSH_OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const read = await Promise.all(
    names.sort().map(async (file) => {
      try {
        return { file, ...(JSON.parse(await readFile(path.join(PUSH_OUTBOX_DIR, file), 'utf8')) as object) };
      } catch {
        return null; // being written: read on the next look
      }
    }),
  );
  return read.filter((entry): entry is OutboxNotification => entry !== null);
}

/** Waits for the push outbox to hold a notification to `token` that `matches`; answers it. */
export async function waitForPushNotification(
  token: string,
  matches: (notification: OutboxNotification) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<OutboxNotification> {
  let found: OutboxNotification | undefined;
  await expect
    .poll(
      async () => {
        found = (await readNotifications()).find((entry) => entry.token === token && matches(entry));
        return found !== undefined;
      },
      { message: `a push notification to this device in ${PUSH_OUTBOX_DIR}`, timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
}

/** The notifications to `token` in the outbox now. */
export async function pushNotificationsTo(token: string): Promise<OutboxNotification[]> {
  return (await readNotifications()).filter((entry) => entry.token === token);
}
