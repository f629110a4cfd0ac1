import type { TAppLocale } from '@portal/contracts/locales';
import { localizeMessage } from '@portal/contracts/localize-message';

/** The contracts' messages in the language on screen; English needs none. */
let translations: Readonly<Record<string, string>> | undefined;

export async function loadContractMessages(locale: TAppLocale): Promise<Readonly<Record<string, string>> | undefined> {
  if (locale === 'en') return undefined;
  const { CONTRACT_MESSAGES_ES } = await import('@portal/contracts/contract-messages-es');
  return CONTRACT_MESSAGES_ES;
}

export function setContractMessages(next: Readonly<Record<string, string>> | undefined): void {
  translations = next;
}

/**
 * A validation message from the contracts (a zod issue, a password rule) in
 * the language on screen. The contracts write English; a message without a
 * translation stays English, never an id. A message carrying a value (a
 * tenant's age limit) is found by its pattern.
 */
export function localizeContractMessage(message: string): string {
  return localizeMessage(message, translations);
}
