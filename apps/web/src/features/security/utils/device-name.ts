import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TSessionDevice } from '@portal/contracts/sessions';

/**
 * The device's name in the active language, from the facts the server read ("Chrome", "Windows"):
 * browsers and systems are proper names, the rest is words ("Chrome en Windows", "Aplicación").
 */
export function deviceName(device: TSessionDevice, i18n: I18n): string {
  const { browser, system } = device;
  if (device.kind === 'app') return system ? i18n._(msg`App on ${system}`) : i18n._(msg`App`);
  if (browser) return system ? i18n._(msg`${browser} on ${system}`) : browser;
  return system ? i18n._(msg`Browser on ${system}`) : i18n._(msg`Unknown browser`);
}
