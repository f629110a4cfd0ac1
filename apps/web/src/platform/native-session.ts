import { isNativePlatform } from './platform';

/**
 * What the native shell does when a member signs in or out. Nothing in a browser, where the push
 * code is never loaded; in the shell a failure here is logged and never stops the sign-in or out.
 */

/** After sign-in: this phone's push token is registered for the member. */
export function afterNativeSignIn(): void {
  if (!isNativePlatform()) return;
  import('./push-notifications')
    .then(({ registerDeviceWithServer }) => registerDeviceWithServer())
    .catch((error: unknown) => console.error('The native shell could not register this device', error));
}

/** Before sign-out, while the session is valid: the member's device is removed from the server. */
export async function beforeNativeSignOut(): Promise<void> {
  if (!isNativePlatform()) return;
  try {
    const { removeDeviceFromServer } = await import('./push-notifications');
    await removeDeviceFromServer();
  } catch (error) {
    console.error('The native shell could not remove this device', error);
  }
}
