/**
 * The Spanish of every message the contracts' schemas and rules produce, keyed
 * by the English text (as gettext does): the catalog
 * locales/es/contract-messages.po, for the web app, which downloads it only
 * when it shows Spanish, and for tests. A test checks that every message in
 * the contracts is there (contract-messages-es.test.ts).
 *
 * Imported as text through Vite's `?raw`, so this module is for what Vite
 * builds (the web app, the tests); the server reads the same file itself at
 * start (apps/server/src/i18n/catalogs.ts).
 *
 * A message built from a constant is in the catalog as it reads (`Use at least
 * 15 characters.`): a changed limit is a new English sentence, which the test
 * reports without its Spanish. The few messages that carry a free value are
 * patterns with `{name}` placeholders (localize-message.ts): `{maxAge}` (a
 * tenant's age limit) and the questionnaire definition checks' `{id}`,
 * `{instrument}`, `{min}`, `{max}`, `{value}`.
 */
import catalog from './locales/es/contract-messages.po?raw';
import type { MessageTable } from './localize-message';
import { readPoCatalog } from './localize-message-po';

export const CONTRACT_MESSAGES_ES: MessageTable = readPoCatalog(catalog, 'contract-messages.po');
