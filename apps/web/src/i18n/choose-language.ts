import type { TAppLocale } from '@portal/contracts/locales';
import { activateLocale } from './i18n';
import { storeLocaleChoice } from './locale-choice';

/**
 * The member (or visitor) picked a language: remember it on this device and
 * show it. A signed-in member's profile is saved by the caller as well.
 */
export async function chooseLanguage(locale: TAppLocale): Promise<void> {
  storeLocaleChoice(locale);
  await activateLocale(locale);
}
