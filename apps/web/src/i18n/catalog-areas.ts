/**
 * The app's message catalogs and the folders (under src/) whose messages
 * each holds. `common` loads at start; a route names the other areas its
 * screen reaches (routes.tsx), and a test checks that from the import graph.
 * Each folder belongs to exactly one area.
 */
export const CATALOG_AREAS = {
  common: ['app', 'ui', 'navigation', 'session', 'api', 'brands', 'platform', 'i18n', 'screens/not-found.tsx'],
  auth: ['screens/auth', 'features/auth'],
  content: ['screens/content', 'screens/documents', 'features/content'],
  home: ['screens/home', 'features/home'],
  questionnaire: ['screens/questionnaire', 'features/questionnaire'],
  profile: ['screens/profile', 'features/profile'],
  dependents: ['screens/dependents', 'features/dependents'],
  media: ['screens/media', 'features/media'],
  partners: ['screens/partners', 'features/partners'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogArea = keyof typeof CATALOG_AREAS;
