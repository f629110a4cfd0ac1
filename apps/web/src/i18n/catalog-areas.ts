/**
 * The app's message catalogs and the folders or files (under src/) whose
 * messages each holds: the longest match wins, so an area can take a file
 * out of a wider one (`sign-in` takes the login screen and its form out of `auth`).
 * `common` loads at start; the dashboard layout loads `dashboard`; a route
 * names the other areas its screen reaches (routes.tsx), and a test checks
 * that from the import graph. Areas follow what a screen needs, so the login
 * form and Home download only their own words.
 */
export const CATALOG_AREAS = {
  common: [
    'app',
    'ui',
    'navigation',
    'session',
    'api',
    'brands',
    'platform',
    'i18n',
    'screens/not-found.tsx',
    // A suspended programme's page, which start-up shows in place of the app: its words come with it.
    'screens/suspended',
  ],
  dashboard: [
    'app/layouts/dashboard-layout.tsx',
    'app/layouts/dashboard-navigation.tsx',
    'app/layouts/mobile-drawer.tsx',
    'app/layouts/account-menu.tsx',
    'app/layouts/account-menu-content.tsx',
    'app/layouts/session-idle-warning.tsx',
    'ui/onboarding-tour',
    // The prompt for a fresh proof (password or code), mounted by the dashboard layout.
    'session/step-up',
    // A programme area the tenant does not offer shows this page inside the dashboard layout.
    'screens/not-offered.tsx',
    // A console address the role may not open: the not-allowed page, with no console code.
    'screens/not-allowed.tsx',
  ],
  // Shared parts of the screens where members upload, preview and edit.
  'editing-tools': ['ui/image-preview', 'api/storage'],
  'sign-in': [
    'screens/auth/login.tsx',
    'features/auth/components/login-form.tsx',
    'features/passkeys/components/passkey-sign-in.tsx',
    'features/passkeys/components/passkey-button.tsx',
  ],
  // Sign-in's second step (its own screen, after the right password) and a passkey for it.
  'sign-in-steps': [
    'screens/auth/sign-in-second-step.tsx',
    'features/auth/components/second-step-form.tsx',
    'features/passkeys/components/passkey-second-step.tsx',
  ],
  // The native shell's way to a passkey on the website: loaded on demand by the login page, in the shell only.
  'app-passkey': ['features/passkeys/components/passkey-on-website.tsx'],
  auth: ['screens/auth', 'features/auth'],
  content: ['features/content', 'screens/documents'],
  'articles-and-videos': ['screens/content'],
  'article-editor': ['screens/content/edit-article.tsx'],
  // The partner services' names and descriptions are Home's cards.
  home: ['screens/home', 'features/home', 'features/partners', 'features/news'],
  // The onboarding tour's steps: loaded with the tour, on a first visit, once Home is usable.
  'home-tour': ['features/home/components/home-tour-content.tsx'],
  questionnaire: ['screens/questionnaire', 'features/questionnaire'],
  'questionnaire-results': [
    'features/questionnaire/components/questionnaire-results.tsx',
    'features/questionnaire/components/result-summary.tsx',
    'features/questionnaire/components/results-history-chart.tsx',
    'features/questionnaire/components/support-contact.tsx',
    'features/questionnaire/utils/result-texts.ts',
  ],
  profile: ['screens/profile', 'features/profile'],
  // Profile → Security, taken out of `profile`: its sections load with it, not with the profile.
  security: ['features/security', 'features/passkeys', 'screens/profile/security.tsx'],
  // Profile → Privacy (the download of the member's data), likewise.
  privacy: ['features/data-export', 'screens/profile/privacy.tsx'],
  dependents: ['screens/dependents', 'features/dependents'],
  rewards: ['screens/rewards', 'features/rewards'],
  // The points summary and the celebration of a level: Home loads them once usable, with their words.
  'rewards-points': ['features/rewards/components/points-card.tsx'],
  // A challenge's page and its parts.
  challenges: ['screens/challenges', 'features/challenges'],
  // A challenge's summary, the list on the Rewards screen and Home's card: loaded on demand, with their words.
  'challenge-summary': ['features/challenges/components/challenge-summary.tsx'],
  // The phone's step count on a challenge's page: loaded in the native shell only, with its words.
  'phone-steps': ['features/phone-steps/components/phone-steps-panel.tsx'],
  media: ['screens/media', 'features/media'],
  // The programme pages, and the partner sign-on button they render.
  partners: ['screens/partners', 'ui/preparing-notice.tsx', 'features/partner-sign-on', 'features/partner-programmes'],
  // The attentive health scan: its feature and its three screens, taken out of `partners`.
  'health-scan': [
    'features/health-scan',
    'screens/partners/attentive-health-scan.tsx',
    'screens/partners/attentive-health-scan-questionnaire.tsx',
    'screens/partners/attentive-health-scan-result.tsx',
  ],
  // The clinic library (the mayo-clinic programme): its three screens take themselves out of `partners`.
  'clinic-library': [
    'features/clinic-library',
    'screens/partners/mayo-clinic.tsx',
    'screens/partners/diseases-and-conditions.tsx',
    'screens/partners/disease-or-condition.tsx',
  ],
  // The admin console: its layout and gate, then one area per section, so an admin
  // downloads a section's words with its screen and a member downloads none of them.
  // `/admin` itself goes to the role's first section: the console has no home screen of its own.
  admin: ['app/admin'],
  'admin-members': ['features/admin-members', 'screens/admin/members.tsx', 'screens/admin/member.tsx'],
  'admin-enrol': ['features/eligibility', 'screens/admin/enrol.tsx'],
  'admin-engagement': ['features/engagement', 'screens/admin/engagement.tsx'],
  'admin-content': ['features/admin-content', 'screens/admin/content.tsx', 'screens/admin/edit-video.tsx'],
  'admin-programme': ['features/programme-settings', 'screens/admin/programme.tsx'],
  'admin-audit': ['features/audit-log', 'screens/admin/audit.tsx'],
  'admin-rewards': ['features/admin-rewards', 'screens/admin/rewards.tsx'],
  'admin-challenges': ['features/admin-challenges', 'screens/admin/challenges.tsx', 'screens/admin/challenge.tsx'],
  // The operator console, on the operators' host only: its layout, feature and screens.
  'operator-console': ['features/operator-console', 'screens/operator', 'app/layouts/operator-layout.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogArea = keyof typeof CATALOG_AREAS;

/**
 * Areas whose code a screen loads on demand, each loader asking for the area's catalog beside the code
 * (`loadCatalogs([area])` in the same `Promise.all`), so the screen's route need not name it: the login
 * page's budget carries none of the second step's words.
 */
export const ON_DEMAND_AREAS: readonly CatalogArea[] = [
  'app-passkey',
  'home-tour',
  'rewards-points',
  'challenge-summary',
  'phone-steps',
];

/** The area whose folder or file is the longest match for `path` (relative to src/), if any. */
export function findCatalogArea(path: string): CatalogArea | undefined {
  let found: CatalogArea | undefined;
  let longest = -1;
  for (const [area, entries] of Object.entries(CATALOG_AREAS) as [CatalogArea, readonly string[]][]) {
    for (const entry of entries) {
      if ((path === entry || path.startsWith(`${entry}/`)) && entry.length > longest) {
        found = area;
        longest = entry.length;
      }
    }
  }
  return found;
}

/** The folders and files inside an area's own that belong to other areas (for Lingui's `exclude`). */
export function nestedInOtherAreas(area: CatalogArea): string[] {
  const own: readonly string[] = CATALOG_AREAS[area];
  return (Object.entries(CATALOG_AREAS) as [CatalogArea, readonly string[]][])
    .filter(([other]) => other !== area)
    .flatMap(([, entries]) => entries)
    .filter((entry) => own.some((folder) => entry.startsWith(`${folder}/`)));
}
