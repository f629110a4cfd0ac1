import { describe, expect, it } from 'vitest';
import { planSignedInChunks } from './signed-in-chunks';

const src = (path: string) => `/repo/apps/web/src/${path}`;

/** A module graph in the app's shape: the entry, the login page, another public screen, Home. */
function graph(imports: Record<string, string[]>) {
  return { ids: Object.keys(imports), importedIds: (id: string) => imports[id] ?? [] };
}

describe('planSignedInChunks', () => {
  const app = graph({
    [src('main.tsx')]: [src('app/start.tsx')],
    [src('app/start.tsx')]: ['/repo/node_modules/react/index.js'],
    '/repo/node_modules/react/index.js': [],
    [src('app/layouts/public-layout.tsx')]: [src('ui/card.tsx')],
    [src('ui/card.tsx')]: [],
    [src('screens/auth/login.tsx')]: [src('session/sign-in.ts')],
    [src('session/sign-in.ts')]: [],
    [src('screens/documents/thank-you.tsx')]: [src('features/questionnaire/result-card.tsx')],
    [src('features/questionnaire/result-card.tsx')]: ['/repo/node_modules/zod/index.js'],
    '/repo/node_modules/zod/index.js': [],
    [src('app/layouts/dashboard-layout.tsx')]: [src('app/layouts/account-menu.tsx'), src('ui/card.tsx')],
    [src('app/layouts/account-menu.tsx')]: ['/repo/node_modules/react/index.js'],
    [src('app/layouts/dashboard-data.ts')]: [src('session/query-client.ts')],
    [src('session/query-client.ts')]: [],
    [src('screens/home/home.tsx')]: [
      src('features/questionnaire/result-card.tsx'),
      src('features/content/featured.tsx'),
      src('screens/auth/login.tsx'),
    ],
    [src('features/content/featured.tsx')]: [],
    [src('screens/home/home-data.ts')]: [src('features/content/featured.tsx')],
    [src('screens/home/home.test.tsx')]: [src('test/render.tsx')],
    [src('test/render.tsx')]: [],
  });
  const plan = planSignedInChunks(app);

  it('groups what only the dashboard layout and Home need, their data modules included', () => {
    expect([...plan.dashboard].sort()).toEqual(
      [
        src('app/layouts/account-menu.tsx'),
        src('app/layouts/dashboard-data.ts'),
        src('features/content/featured.tsx'),
        src('screens/home/home-data.ts'),
        src('session/query-client.ts'),
      ].sort(),
    );
  });

  it('puts what Home shares with another public screen apart from it, in the shared group', () => {
    expect([...plan.shared].sort()).toEqual(
      [src('features/questionnaire/result-card.tsx'), '/repo/node_modules/zod/index.js'].sort(),
    );
  });

  it('moves nothing the login page loads, and leaves screens and layouts in chunks of their own', () => {
    const grouped = new Set([...plan.dashboard, ...plan.shared]);
    for (const id of [
      src('main.tsx'),
      src('app/start.tsx'),
      '/repo/node_modules/react/index.js',
      src('ui/card.tsx'),
      src('session/sign-in.ts'),
      src('screens/auth/login.tsx'),
      src('app/layouts/dashboard-layout.tsx'),
      src('screens/home/home.tsx'),
      src('test/render.tsx'),
    ]) {
      expect(grouped.has(id), id).toBe(false);
    }
  });
});
