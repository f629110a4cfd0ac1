import { i18n } from '@lingui/core';
import type { TAppLocale } from '@portal/contracts/locales';
import type { CatalogArea } from './catalog-areas';
import { importCatalog } from './catalogs';
import { loadContractMessages, setContractMessages } from './contract-messages';

export { i18n };

/** Loads (once) of each `locale/area` catalog, kept so concurrent callers share one download. */
const catalogLoads = new Map<string, Promise<void>>();
/** Every area a screen has asked for: a language switch loads all of them in the new language. */
const areasInUse = new Set<CatalogArea>(['common']);

function loadCatalog(locale: TAppLocale, area: CatalogArea): Promise<void> {
  const key = `${locale}/${area}`;
  let pending = catalogLoads.get(key);
  if (!pending) {
    pending = importCatalog(locale, area).then(
      (messages) => i18n.load(locale, messages),
      (error: unknown) => {
        catalogLoads.delete(key); // the next navigation tries again
        throw error;
      },
    );
    catalogLoads.set(key, pending);
  }
  return pending;
}

/** The language being shown, or being switched to: catalogs asked for now load in it. */
let targetLocale: TAppLocale = 'en';

export function activeLocale(): TAppLocale {
  return targetLocale;
}

/** Loads the catalogs of `areas` in the active language (and in any later one). */
export async function loadCatalogs(areas: readonly CatalogArea[]): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  await Promise.all(areas.map((area) => loadCatalog(targetLocale, area)));
}

/** The contracts' validation messages per language, loaded once asked for. */
const contractMessageLoads = new Map<TAppLocale, Promise<Readonly<Record<string, string>> | undefined>>();
let areContractMessagesWanted = false;

// Stays module state: Lingui's i18n is one per page, and the language is read outside React (headers, dates).
/**
 * Tests: the language state of a fresh start (English, only the common area in use, the contracts'
 * messages not asked for). The catalogs already loaded stay loaded.
 */
export function resetLocaleForTests(): void {
  targetLocale = 'en';
  areasInUse.clear();
  areasInUse.add('common');
  areContractMessagesWanted = false;
}

function loadContractMessagesFor(locale: TAppLocale) {
  let pending = contractMessageLoads.get(locale);
  if (!pending) {
    pending = loadContractMessages(locale).catch((error: unknown) => {
      contractMessageLoads.delete(locale);
      throw error;
    });
    contractMessageLoads.set(locale, pending);
  }
  return pending;
}

/**
 * Loads the contracts' validation messages in the active language (and in
 * every later one). Not part of start-up: the first screen does not wait
 * for them; a form asks when it is first touched, and start-up once the
 * browser is idle.
 */
export async function loadValidationMessages(): Promise<void> {
  areContractMessagesWanted = true;
  const locale = targetLocale;
  const messages = await loadContractMessagesFor(locale);
  if (targetLocale === locale) setContractMessages(messages);
}

/**
 * Switches the whole app to `locale` once every catalog in use (and the
 * validation messages, once asked for) has loaded in it (the screen never
 * shows a half-translated state), and sets `<html lang>`.
 */
export async function activateLocale(locale: TAppLocale, doc: Document = document): Promise<void> {
  targetLocale = locale;
  const [contractMessages] = await Promise.all([
    areContractMessagesWanted ? loadContractMessagesFor(locale) : undefined,
    ...[...areasInUse].map((area) => loadCatalog(locale, area)),
  ]);
  if (targetLocale !== locale) return; // a later switch won
  if (areContractMessagesWanted) setContractMessages(contractMessages);
  if (i18n.locale !== locale) i18n.activate(locale);
  doc.documentElement.lang = locale;
}
