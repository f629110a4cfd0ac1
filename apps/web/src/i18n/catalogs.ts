import type { Messages } from '@lingui/core';
import type { TAppLocale } from '@portal/contracts/locales';
import type { CatalogArea } from './catalog-areas';

// Each .po file is compiled by @lingui/vite-plugin into its own chunk: only the
// active language's catalogs of the areas in use are ever downloaded.
const catalogLoaders = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** The compiled messages of one area in one language. */
export async function importCatalog(locale: TAppLocale, area: CatalogArea): Promise<Messages> {
  const load = catalogLoaders[`../locales/${locale}/${area}.po`];
  if (!load) throw new Error(`There is no ${locale} catalog for ${area}.`);
  const { messages } = await load();
  return messages;
}
