import { Navigate } from '@/navigation/router/routes';
import type { RouteObject } from '@/navigation/router/matching';
import type { ComponentType } from 'react';
import type { CatalogArea } from '../i18n/catalog-areas';
import { loadCatalogs } from '../i18n/i18n';
import { lazyRoute } from './lazy-route';

/** A route of the app: the router's route object, plus what start-up needs to know about it. */
export interface AppRoute extends Omit<RouteObject, 'children' | 'index'> {
  children?: AppRoute[];
  /** Loads this route's code; start-up awaits it for the first address before mounting. */
  preload?: () => Promise<unknown>;
  /**
   * Asks for the data this route shows first into the query cache; on a first load start-up awaits it
   * (for a while at most) before mounting, so the screen lays out once, complete. Never rejects.
   */
  prefetchData?: () => Promise<unknown>;
  /** This address always goes there instead (with a replace). */
  redirectTo?: string;
}

/** An address that always goes elsewhere: resolved before mount on a first load, by `<Navigate>` after. */
export function redirectRoute(path: string, to: string): AppRoute {
  return { path, redirectTo: to, element: <Navigate to={to} replace /> };
}

/** A layout whose code loads on demand, with the message catalogs of the areas it shows (beyond `common`). */
export function lazyLayout<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
  catalogs: readonly CatalogArea[] = [],
) {
  return lazyRoute<Props>(() => Promise.all([load(), loadCatalogs(catalogs)]).then(([component]) => component));
}

/**
 * A screen whose code loads when it is first visited (or preloaded), with
 * the message catalogs of the areas it shows (beyond `common`) in the active
 * language: it never renders before its words have arrived. `prefetchData`: see AppRoute.
 */
export function screenRoute(
  path: string,
  load: () => Promise<ComponentType>,
  catalogs: readonly CatalogArea[] = [],
  prefetchData?: () => Promise<unknown>,
): AppRoute {
  const Screen = lazyRoute(() => Promise.all([load(), loadCatalogs(catalogs)]).then(([component]) => component));
  return { path, element: <Screen />, preload: Screen.preload, ...(prefetchData ? { prefetchData } : {}) };
}
