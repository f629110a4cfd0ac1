import { APPLICATION_TYPES } from '@portal/contracts/headers';
import type { ApplicationType } from '@portal/contracts/headers';

/**
 * The global the Capacitor native bridge injects into the WebView before the
 * app's scripts run. Reading it directly (rather than importing
 * @capacitor/core, ~3 KB gzipped) keeps the web login path within budget;
 * native-only code imports the plugins on demand (native-plugins.ts).
 */
export interface CapacitorBridgeWindow {
  Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string };
}

/** True inside the Capacitor shell (Android or iOS), false in a browser. */
export function isNativePlatform(): boolean {
  return (globalThis as CapacitorBridgeWindow).Capacitor?.isNativePlatform?.() === true;
}

/** The `X-Application-Type` every request carries. */
export function getApplicationType(): ApplicationType {
  return isNativePlatform() ? APPLICATION_TYPES.native : APPLICATION_TYPES.web;
}
