import { APPLICATION_TYPES } from '@portal/contracts/headers';
import type { ApplicationType } from '@portal/contracts/headers';

/**
 * The global the Capacitor native bridge injects into the WebView before the
 * app's scripts run. Reading it directly (rather than importing
 * @capacitor/core, ~3 KB gzipped) keeps the web login path within budget;
 * native-only code imports the plugins on demand (native-plugins.ts).
 */
interface CapacitorBridgeWindow {
  Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string };
}

function bridge() {
  return (globalThis as CapacitorBridgeWindow).Capacitor;
}

/** True inside the Capacitor shell (Android or iOS), false in a browser. */
export function isNativePlatform(): boolean {
  return bridge()?.isNativePlatform?.() === true;
}

export type NativePlatformName = 'android' | 'ios';

/** Which native shell the app runs in, or null in a browser (or a platform the server knows no devices of). */
export function getNativePlatformName(): NativePlatformName | null {
  if (!isNativePlatform()) return null;
  const name = bridge()?.getPlatform?.();
  return name === 'android' || name === 'ios' ? name : null;
}

/** The `X-Application-Type` every request carries. */
export function getApplicationType(): ApplicationType {
  return isNativePlatform() ? APPLICATION_TYPES.native : APPLICATION_TYPES.web;
}
