import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TSessionDevice } from '@portal/contracts/sessions';

// The server names a device in English from its User-Agent ("Chrome on Windows", "App on Android",
// "Browser on Linux", "Unknown browser", "App"): browsers and systems are proper names, the rest is words
// to say in the member's language. A name of any other shape is shown as it came.
const WORDS: Record<string, MessageDescriptor> = {
  App: msg`App`,
  Browser: msg`Browser`,
  'Unknown browser': msg`Unknown browser`,
};

const ON_SYSTEM = /^(.+) on (.+)$/;

/** The device's name in the active language: "Chrome on Windows", "Chrome en Windows". */
export function deviceName(device: TSessionDevice, i18n: I18n): string {
  const word = (text: string) => {
    const known = WORDS[text];
    return known ? i18n._(known) : text;
  };
  const match = ON_SYSTEM.exec(device.name);
  if (!match) return word(device.name);
  const client = word(match[1]!);
  const system = match[2]!;
  return i18n._(msg`${client} on ${system}`);
}
