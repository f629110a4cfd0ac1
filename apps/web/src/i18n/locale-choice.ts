import { APP_LOCALES, isAppLocale, pickAppLocale } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';

/**
 * The language chosen on this device, kept in a cookie (not local storage)
 * so that the server's first paint is already in it.
 */
export const LOCALE_COOKIE = 'portal_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLocaleChoice(doc: Document = document): TAppLocale | undefined {
  for (const part of doc.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isAppLocale(value)) return value;
  }
  return undefined;
}

export function storeLocaleChoice(locale: TAppLocale, doc: Document = document): void {
  doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export interface LocaleSources {
  /** The signed-in member's stored `preferred_language`, when there is a member. */
  memberLanguage?: string | null;
  /** The choice made on this device (the cookie). */
  deviceChoice?: TAppLocale;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
}

/**
 * The language to show: a signed-in member's own (English when the portal
 * does not speak it yet), else this device's choice, else the browser's
 * languages in order, else English.
 */
export function chooseLocale({ memberLanguage, deviceChoice, browserLanguages }: LocaleSources): TAppLocale {
  if (memberLanguage) return isAppLocale(memberLanguage) ? memberLanguage : 'en';
  if (deviceChoice) return deviceChoice;
  return pickAppLocale(browserLanguages);
}

export { APP_LOCALES };
export type { TAppLocale };
