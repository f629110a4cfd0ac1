import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOG_AREAS, nestedInOtherAreas } from './src/i18n/catalog-areas';
import type { CatalogArea } from './src/i18n/catalog-areas';

/**
 * One catalog per area of the app, so a screen downloads only its own
 * messages in the active language (see src/i18n/catalog-areas.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: (Object.entries(CATALOG_AREAS) as [CatalogArea, readonly string[]][]).map(([area, folders]) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: folders.map((folder) => `<rootDir>/src/${folder}`),
    exclude: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      // A folder's files by glob; a file by its path.
      ...nestedInOtherAreas(area).map((entry) =>
        /\.tsx?$/.test(entry) ? `<rootDir>/src/${entry}` : `<rootDir>/src/${entry}/**`,
      ),
    ],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
