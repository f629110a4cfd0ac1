import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks on the way to the dashboard. Split by module, a signed-in first load of Home
 * fetched 35 scripts, six at a time over HTTP/1.1: on a phone's network each wave costs a round trip
 * (docs/decisions/web-chunks.md). This plugin reads the module graph once it is
 * built and gives Rolldown two groups:
 * - `dashboard`: what the dashboard layout and Home (with their data) need that no public page does;
 * - `signed-in-data`'s extra modules (`shared`): what they need that other public screens use too, but
 *   never the login page: that page's own code stays as small as it was (its budget is 100 KB).
 * Route modules (screens and layouts) keep their own chunks: the server preloads a route's chunks by
 * their names in Vite's manifest (apps/server/src/modules/web/web-service.ts).
 */

/** The modules every visitor's login page loads: nothing of them moves. */
const LOGIN_ROOTS = /\/src\/(main\.tsx|app\/layouts\/public-layout\.tsx|screens\/auth\/login\.tsx)$/;
/** The public screens' modules (apps/web/src/app/routes.tsx: publicScreens and widePublicScreens). */
const PUBLIC_ROOTS =
  /\/src\/(main\.tsx|app\/layouts\/public-layout\.tsx|screens\/(auth|documents|questionnaire)\/[\w-]+\.tsx|screens\/not-found\.tsx|screens\/partners\/partner-handoff\.tsx)$/;
/** The dashboard layout and Home, with the data they ask for before a first load mounts. */
const SIGNED_IN_ROOTS = /\/src\/(app\/layouts\/dashboard-(layout\.tsx|data\.ts)|screens\/home\/home(\.tsx|-data\.ts))$/;
/** Screens and layouts: chunks of their own, named in the manifest. */
const ROUTE_MODULE = /\/src\/(screens\/.+|app\/layouts\/[\w-]+-layout)\.tsx$/;
const TEST_MODULE = /\.test\.tsx?$/;

export interface ModuleGraphView {
  ids: readonly string[];
  /** The modules `id` imports statically (what loads with it). */
  importedIds(id: string): readonly string[];
}

export interface SignedInChunkPlan {
  dashboard: ReadonlySet<string>;
  shared: ReadonlySet<string>;
}

function closure(graph: ModuleGraphView, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.importedIds(id));
  }
  return seen;
}

export function planSignedInChunks(graph: ModuleGraphView): SignedInChunkPlan {
  const roots = (pattern: RegExp) => graph.ids.filter((id) => pattern.test(id) && !TEST_MODULE.test(id));
  const login = closure(graph, roots(LOGIN_ROOTS));
  const publicPages = closure(graph, roots(PUBLIC_ROOTS));
  const dashboard = new Set<string>();
  const shared = new Set<string>();
  for (const id of closure(graph, roots(SIGNED_IN_ROOTS))) {
    if (ROUTE_MODULE.test(id) || login.has(id)) continue;
    (publicPages.has(id) ? shared : dashboard).add(id);
  }
  return { dashboard, shared };
}

/** The plugin and the test each group uses (called by Rolldown after the plugin has read the graph). */
export function signedInChunks(): {
  plugin: Plugin;
  isDashboardModule: (id: string) => boolean;
  isSharedModule: (id: string) => boolean;
} {
  let plan: SignedInChunkPlan = { dashboard: new Set(), shared: new Set() };
  return {
    plugin: {
      name: 'portal-signed-in-chunks',
      apply: 'build',
      buildEnd() {
        plan = planSignedInChunks({
          ids: [...this.getModuleIds()],
          importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        });
      },
    },
    isDashboardModule: (id) => plan.dashboard.has(id),
    isSharedModule: (id) => plan.shared.has(id),
  };
}
