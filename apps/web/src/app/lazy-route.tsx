import { createElement, use } from 'react';
import type { ComponentType, ReactElement } from 'react';

/** A route's component whose code loads on demand; `preload()` starts (or reuses) the load. */
export interface LazyRouteComponent<Props extends object> {
  (props: Props): ReactElement;
  preload: () => Promise<unknown>;
}

/**
 * Like `React.lazy`, but once the module has loaded the component renders at
 * once: a route preloaded before mount (or before a navigation) never shows a
 * Suspense fallback. Until then it suspends. A failed load throws its error
 * to the route error boundary; the next `preload()` (a navigation) tries again.
 */
export function lazyRoute<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyRouteComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  let hasFailed = false;

  function preload(): Promise<ComponentType<Props>> {
    if (!pending || hasFailed) {
      hasFailed = false;
      pending = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          hasFailed = true;
          throw error;
        },
      );
    }
    return pending;
  }

  function LazyRoute(props: Props): ReactElement {
    // A render never retries a failed load (that could loop); it throws its error. `preload()` retries.
    return createElement(loaded ?? use(pending ?? preload()), props);
  }
  LazyRoute.preload = preload;
  return LazyRoute;
}
