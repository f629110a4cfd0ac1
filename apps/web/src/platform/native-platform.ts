import type { DevicePlatform } from '@portal/contracts/devices';
import { isNativePlatform } from './platform';
import type { CapacitorBridgeWindow } from './platform';

/** Which native shell the app runs in (as the bridge says), or null in a browser or on another platform. */
export function getNativePlatformName(): DevicePlatform | null {
  if (!isNativePlatform()) return null;
  const name = (globalThis as CapacitorBridgeWindow).Capacitor?.getPlatform?.();
  return name === 'android' || name === 'ios' ? name : null;
}
