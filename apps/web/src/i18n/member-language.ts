import { isAppLocale } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { activateLocale } from './i18n';
import { storeLocaleChoice } from './locale-choice';

/**
 * Shows the portal in a member's stored language (English when the portal
 * does not speak it yet) and remembers it on this device. A member without
 * one keeps the language already shown. Never throws: a catalog that fails
 * to load leaves the current language.
 */
export async function followMemberLanguage(memberLanguage: string | null | undefined): Promise<void> {
  if (!memberLanguage) return;
  const locale: TAppLocale = isAppLocale(memberLanguage) ? memberLanguage : 'en';
  storeLocaleChoice(locale);
  try {
    await activateLocale(locale);
  } catch (error) {
    console.error('Loading the member’s language failed', error);
  }
}
