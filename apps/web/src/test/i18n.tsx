import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { CONTRACT_MESSAGES_ES } from '@portal/contracts/contract-messages-es';
import type { TAppLocale } from '@portal/contracts/locales';
import type { ReactNode } from 'react';
import { setContractMessages } from '../i18n/contract-messages';
import { activateLocale, i18n } from '../i18n/i18n';

// Every catalog, compiled from the .po files as the build does, so a component test reads the words a member would.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po', { eager: true });

/** Shows every screen in `locale` from now on (each test starts in English). */
export function activateTestLocale(locale: TAppLocale): void {
  for (const [path, { messages }] of Object.entries(catalogs)) {
    if (path.startsWith(`../locales/${locale}/`)) i18n.load(locale, messages);
  }
  setContractMessages(locale === 'es' ? CONTRACT_MESSAGES_ES : undefined);
  i18n.activate(locale);
  // The app's own switch too (at once for everything loaded above), so what loads later loads in `locale`.
  if (typeof document !== 'undefined') activateLocale(locale).catch((error: unknown) => console.error(error));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function TestI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
