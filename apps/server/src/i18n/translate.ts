/**
 * The server's words in the reader's language, from the gettext catalogs
 * (catalogs.ts), keyed by their English text. English is the text itself; a
 * message with no translation stays English.
 *
 * Two lookups: an error answer's message is matched back from the English it
 * was thrown with (`translateMessage`: the contracts' messages and the
 * server's, patterns filled from the English); what the server composes
 * itself (emails, push notifications, the data download's summary) names its
 * English where it is written (`t`), so it is found exactly and its values go
 * in after translation.
 */
import { catalogKey } from '@portal/contracts/localize-message-po';
import { fillMessage, localizeMessage } from '@portal/contracts/localize-message';
import type { MessageTable } from '@portal/contracts/localize-message';
import { APP_LOCALES } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { ANSWER_CATALOGS, TEXT_CATALOGS, readCatalog } from './catalogs';
import type { CatalogName } from './catalogs';

function readTables(names: readonly CatalogName[]) {
  return Object.fromEntries(
    APP_LOCALES.map((locale) => [
      locale,
      // The catalogs' msgid is the English itself.
      locale === 'en'
        ? undefined
        : (Object.assign({}, ...names.map((name) => readCatalog(name, locale))) as MessageTable),
    ]),
  ) as Readonly<Record<TAppLocale, MessageTable | undefined>>;
}

/** Each language's table of answers; the server's own entries win over the contracts' for the same English. */
export const MESSAGE_TABLES = readTables(ANSWER_CATALOGS);

/** Each language's table of what the server composes itself. */
export const TEXT_TABLES = readTables(TEXT_CATALOGS);

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

/** The `{name}`s of a message, as a type: `'Hello {name},'` → `'name'`. */
type PlaceholderOf<Message extends string> = Message extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderOf<Rest>
  : never;

/** A message said differently in one place than in another (gettext's `msgctxt`): `{ message, context }`. */
export interface MessageInContext<Message extends string> {
  message: Message;
  context: string;
}

/**
 * What the server composes itself, in `locale`: `t(locale, 'Hello {name},', { name })`. The English is
 * written out in the call (catalogs.test.ts finds every call and wants its translation in its folder's
 * catalog), and each `{name}` in it takes a value.
 */
export function t<const Message extends string>(
  locale: TAppLocale,
  message: Message | MessageInContext<Message>,
  ...values: [PlaceholderOf<Message>] extends [never] ? [] : [Readonly<Record<PlaceholderOf<Message>, string | number>>]
): string {
  const english = typeof message === 'string' ? message : message.message;
  const key = typeof message === 'string' ? message : catalogKey(message.message, message.context);
  const table = TEXT_TABLES[locale];
  const pattern = table && Object.hasOwn(table, key) ? (table[key] ?? english) : english;
  return values[0] ? fillMessage(pattern, values[0]) : pattern;
}
