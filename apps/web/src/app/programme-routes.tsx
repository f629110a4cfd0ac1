import type { ReactNode } from 'react';
import { PROGRAMME_AREAS, PROGRAMMES } from '@portal/contracts/programmes';
import type { ProgrammeArea } from '@portal/contracts/programmes';
import { paths } from '../navigation/paths';
import type { AppRoute } from './app-route';
import { lazyRoute } from './lazy-route';

/**
 * Each programme area's addresses: its own (PROGRAMMES) and everything under it, and the health scan's
 * questionnaire and result, addresses of their own (mobile-only: the route guard still sends the
 * browser Home from them first).
 */
const PROGRAMME_PATHS = Object.fromEntries(
  PROGRAMME_AREAS.map((programme) => [programme, [PROGRAMMES[programme].path]]),
) as Record<ProgrammeArea, string[]>;
PROGRAMME_PATHS['attentive-health-scan'].push(paths.attentiveHealthScanQuestionnaire, paths.attentiveHealthScanResult);

/** The programme area an address (or a route's path pattern) belongs to, if any. */
export function programmeOfPath(path: string): ProgrammeArea | undefined {
  for (const [programme, prefixes] of Object.entries(PROGRAMME_PATHS) as [ProgrammeArea, readonly string[]][]) {
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return programme;
  }
  return undefined;
}

// The gate reads the tenant's programmes from the runtime config, whose schema (zod) the login page
// never needs: it loads with the first programme route, not with the app's entry.
const loadGate = () => import('./programme-gate');

/** The gate (./programme-gate.tsx), loaded on demand; a gated route preloads it before it renders. */
export const ProgrammeGate = lazyRoute<{ programme: ProgrammeArea; children: ReactNode }>(() =>
  loadGate().then((m) => m.ProgrammeGate),
);

/**
 * Puts every route of a programme area behind its gate. Before mount (and before a navigation) only
 * the code of what will show loads: the programme's screen, or the not-offered page.
 */
export function gateProgrammeRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.map((route) => {
    const programme = route.path === undefined ? undefined : programmeOfPath(route.path);
    if (!programme) return route;
    return {
      ...route,
      element: <ProgrammeGate programme={programme}>{route.element}</ProgrammeGate>,
      preload: async () => {
        const [gate, { isProgrammeOffered }] = await Promise.all([
          loadGate(),
          import('../brands/offered-programmes'),
          ProgrammeGate.preload(),
        ]);
        return isProgrammeOffered(programme) ? route.preload?.() : gate.NotOffered.preload();
      },
    };
  });
}
