/**
 * The server's messages in the request's language: the contracts' messages
 * (validation, the answers they name) and the server's own, both keyed by
 * their English text. English is the text itself; a message with no
 * translation stays English.
 */
import { CONTRACT_MESSAGES_ES } from '@portal/contracts/contract-messages-es';
import { localizeMessage } from '@portal/contracts/localize-message';
import type { MessageTable } from '@portal/contracts/localize-message';
import type { TAppLocale } from '@portal/contracts/locales';
import { SERVER_MESSAGES_ES } from './server-messages-es';

/** Each language's table; the server's own entries win over the contracts' for the same English. */
export const MESSAGE_TABLES: Readonly<Record<TAppLocale, MessageTable | undefined>> = {
  en: undefined,
  es: { ...CONTRACT_MESSAGES_ES, ...SERVER_MESSAGES_ES },
};

/** Longer messages (an unknown route's 404 names the whole path) are not matched against patterns. */
const MAX_PATTERN_MESSAGE_LENGTH = 4_000;

export function translateMessage(message: string, locale: TAppLocale): string {
  const table = MESSAGE_TABLES[locale];
  if (!table) return message;
  if (message.length > MAX_PATTERN_MESSAGE_LENGTH)
    return Object.hasOwn(table, message) ? (table[message] ?? message) : message;
  return localizeMessage(message, table);
}

/** A success answer whose `message` is one of the contracts' (FORGOT_PASSWORD_MESSAGE…), in `locale`. */
export async function withMessageIn<T extends { message: string }>(locale: TAppLocale, answer: Promise<T>): Promise<T> {
  const result = await answer;
  return { ...result, message: translateMessage(result.message, locale) };
}
