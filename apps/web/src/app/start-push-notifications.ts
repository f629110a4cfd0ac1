import type { TRegisterDeviceRequest } from '@portal/contracts/devices';
import { ZPushData } from '@portal/contracts/devices';
import { getErrorStatus, isHttpError } from '../api/error-message';
import { loadClients } from '../api/load-clients';
import { navigateInApp } from '../navigation/app-navigator';
import { href } from '../navigation/paths';
import { withNativePlugin } from '../platform/native-plugins';
import { getNativePlatformName } from '../platform/native-platform';
import { readAccessToken } from '../session/storage';

/** Removing the device at sign-out never holds the member up for long. */
const REMOVE_TIMEOUT_MS = 5000;

/** The token the platform last handed out (memory only: it is handed out again at every start). */
let deviceToken: string | null = null;
/** The session and token last registered with the server, so the same pair is not sent twice. */
let registered: string | null = null;

/** What a failed call may say in a log: never the token, the body or the headers its error keeps. */
function describeFailure(error: unknown): string {
  if (isHttpError(error)) return `${getErrorStatus(error) ?? 'no answer'} ${error.code ?? ''}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/** The path a tapped notification names when it is one of ours, else Home. */
export function notificationPath(data: unknown): string {
  const parsed = ZPushData.safeParse(data);
  return parsed.success ? parsed.data.path : href('home');
}

/**
 * `POST /api/authorization/devices` {token, platform} when the member is signed in and the platform has
 * handed out a token: at start, when the member signs in, and whenever the token changes. A failure is
 * logged (without the token) and tried again at the next of those moments.
 */
export async function registerDeviceWithServer(): Promise<void> {
  const token = deviceToken;
  const platform = getNativePlatformName();
  const session = readAccessToken();
  if (!token || !platform || !session) return;
  const pair = `${session}\n${token}`;
  if (registered === pair) return;
  registered = pair;
  try {
    const { authorizationClient } = await loadClients();
    const body: TRegisterDeviceRequest = { token, platform };
    await authorizationClient.post('/devices', body);
  } catch (error) {
    if (registered === pair) registered = null;
    console.error(`This device could not be registered for push notifications: ${describeFailure(error)}`);
  }
}

/**
 * `DELETE /api/authorization/devices/:token` at sign-out, while the session is still valid: the
 * member's notifications stop coming to this phone. A failure is logged and never blocks sign-out.
 */
export async function removeDeviceFromServer(): Promise<void> {
  const token = deviceToken;
  registered = null;
  if (!token || !readAccessToken()) return;
  try {
    const { authorizationClient } = await loadClients();
    await authorizationClient.delete(`/devices/${encodeURIComponent(token)}`, { timeout: REMOVE_TIMEOUT_MS });
  } catch (error) {
    console.warn(`This device could not be removed from push notifications: ${describeFailure(error)}`);
  }
}

/**
 * Push notifications at start, as docs/product.md has it: listen for the token and for taps, then
 * ask for permission (logging "User denied permissions!" when refused) and register with the platform.
 */
export async function startPushNotifications(): Promise<void> {
  await withNativePlugin('PushNotifications', 'set up push notifications', async ({ PushNotifications: push }) => {
    // Listeners first: the token and a tap that launched the app may arrive as soon as they exist.
    await push.addListener('registration', ({ value }) => {
      deviceToken = value;
      void registerDeviceWithServer();
    });
    await push.addListener('registrationError', ({ error }) => {
      console.error(`Push notifications could not be registered: ${error}`);
    });
    await push.addListener('pushNotificationActionPerformed', ({ notification }) => {
      navigateInApp(notificationPath(notification.data));
    });
    let status = await push.checkPermissions();
    if (status.receive === 'prompt' || status.receive === 'prompt-with-rationale') {
      status = await push.requestPermissions();
    }
    if (status.receive !== 'granted') {
      // docs/product.md's message, word for word.
      console.error('User denied permissions!');
      return;
    }
    await push.register();
  });
}
