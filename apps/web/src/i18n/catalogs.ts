import type { Messages } from '@lingui/core';
import type { TAppLocale } from '@portal/contracts/locales';
import type { CatalogArea } from './catalog-areas';

// Each .po file is compiled by @lingui/vite-plugin into its own chunk. A language's `common` catalog
// comes with the list of its other catalogs (locales/<locale>/catalogs.ts), so only the active
// language's messages, and only the areas in use, are ever downloaded.
interface CatalogIndex {
  common: Messages;
  catalogLoaders: Record<string, () => Promise<{ messages: Messages }>>;
}

const catalogIndexes: Record<TAppLocale, () => Promise<CatalogIndex>> = {
  en: () => import('../locales/en/catalogs'),
  es: () => import('../locales/es/catalogs'),
};

/** The compiled messages of one area in one language. */
export async function importCatalog(locale: TAppLocale, area: CatalogArea): Promise<Messages> {
  const index = await catalogIndexes[locale]();
  if (area === 'common') return index.common;
  const load = index.catalogLoaders[`./${area}.po`];
  if (!load) throw new Error(`There is no ${locale} catalog for ${area}.`);
  const { messages } = await load();
  return messages;
}
