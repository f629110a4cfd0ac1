/**
 * The gettext catalogs of every word the server writes, read once at start:
 * the contracts' messages (packages/contracts/src/locales, which the web app
 * reads too) and the server's own (locales/ here). Each is keyed by the
 * English text; English needs no catalog.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readPoCatalog } from '@portal/contracts/localize-message-po';
import type { MessageTable } from '@portal/contracts/localize-message';

/** The contracts' messages: validation, and the answers the contracts name. */
export const CONTRACT_CATALOG = 'contract-messages';

/**
 * Matched back from the English of an error answer (patterns too) by `translateMessage`; later ones win
 * over earlier ones for the same English.
 */
export const ANSWER_CATALOGS = [CONTRACT_CATALOG, 'server-messages'] as const;

/**
 * What the server composes itself, looked up by `t` with the exact English it is written in: each
 * catalog holds the words of the source under its folders (relative to src/), as the web app's areas do.
 */
export const TEXT_CATALOG_AREAS = {
  emails: ['modules/email/'],
  'push-notifications': ['modules/push/'],
  'data-export-summary': ['modules/data-export/'],
} as const satisfies Record<string, readonly string[]>;

export const TEXT_CATALOGS = Object.keys(TEXT_CATALOG_AREAS) as (keyof typeof TEXT_CATALOG_AREAS)[];

export type CatalogName = (typeof ANSWER_CATALOGS)[number] | keyof typeof TEXT_CATALOG_AREAS;

/**
 * Where a catalog is read: in the bundle (dist/), build.mjs copies every catalog into locales/ beside
 * it; from source (tsx, tests) each is read where it is written.
 */
function findCatalogFile(name: CatalogName, locale: string): string {
  const file = `${locale}/${name}.po`;
  const candidates = [new URL(`./locales/${file}`, import.meta.url)];
  if (name === CONTRACT_CATALOG) {
    candidates.push(new URL(`../../../../packages/contracts/src/locales/${file}`, import.meta.url));
  }
  const found = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (!found) throw new Error(`The ${file} catalog was not found next to the server.`);
  return found;
}

/** One catalog's translations into `locale` (English → translation). */
export function readCatalog(name: CatalogName, locale: string): MessageTable {
  const path = findCatalogFile(name, locale);
  return readPoCatalog(readFileSync(path, 'utf8'), path);
}
