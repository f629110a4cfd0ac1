import { APPLICATION_TYPES } from '@portal/contracts/headers';
import type { TSessionDevice } from '@portal/contracts/sessions';

/**
 * A device's name from the User-Agent it signed in with: a browser and a system, nothing finer (no
 * version, no model), which is all a member needs to recognise a session. A small reading of the common
 * tokens rather than a library: the maintained full parsers are either AGPL (ua-parser-js 2) or far more
 * than this needs, and an odd User-Agent only reads as "Unknown browser".
 */
const BROWSERS: readonly [RegExp, string][] = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/\S+ (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  // iPadOS and iOS before Windows/Mac: an iPhone's User-Agent says "like Mac OS X".
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(table: readonly [RegExp, string][], text: string): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

export function describeSessionDevice(session: {
  applicationType: string | null;
  userAgent: string | null;
}): TSessionDevice {
  const userAgent = session.userAgent ?? '';
  const system = firstMatch(SYSTEMS, userAgent);
  // The native shell says so in its application type (its web view's User-Agent reads as a browser).
  const found = { system: system ?? null };
  if (session.applicationType === APPLICATION_TYPES.native) {
    return { kind: 'app', name: system ? `App on ${system}` : 'App', browser: null, ...found };
  }
  const browser = firstMatch(BROWSERS, userAgent);
  if (!browser) {
    return { kind: 'browser', name: system ? `Browser on ${system}` : 'Unknown browser', browser: null, ...found };
  }
  return { kind: 'browser', name: system ? `${browser} on ${system}` : browser, browser, ...found };
}
