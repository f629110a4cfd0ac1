import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { Brand } from '@portal/contracts/brands';
import { getCurrentBrand } from '../brands/current-brand';
import { loadBrandTheme } from '../brands/load-theme';
import { isNativePlatform } from '../platform/platform';
import { requestPushPermission } from '../platform/push-notifications';
import { startNavigationHistory } from './navigation-history';
import type { AppRouter } from './router';
import { createAppRouter } from './router';

/** What start-up needs from a router: its state and a way to hear about changes. */
export interface StartableRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** Resolves once the router has run its first navigation (guard, redirects, lazy routes). */
export function waitForRouter(router: StartableRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The page icon from the brand favicon and the page title from the brand title. */
export function applyBrandToDocument(brand: Brand, doc: Document = document): void {
  let icon = doc.querySelector<HTMLLinkElement>('link#favicon');
  if (!icon) {
    icon = doc.createElement('link');
    icon.id = 'favicon';
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.favicon;
  doc.title = brand.title;
}

export interface StartDependencies {
  brand: Brand;
  createRouter: () => AppRouter;
  loadTheme: (brand: Brand) => Promise<unknown>;
  mount: (router: AppRouter) => void;
  isNative: boolean;
  requestPushPermission: () => Promise<void>;
}

function mountApp(router: AppRouter) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/**
 * Start-up as the specification orders it: resolve the brand and load only
 * its theme, create the router, wait until routing is ready, mount, then set
 * the favicon and title. The native shell also asks for push permission.
 */
export async function startApp(overrides: Partial<StartDependencies> = {}): Promise<AppRouter> {
  const deps: StartDependencies = {
    brand: getCurrentBrand(),
    createRouter: createAppRouter,
    loadTheme: (brand) => loadBrandTheme(brand.key),
    mount: mountApp,
    isNative: isNativePlatform(),
    requestPushPermission,
    ...overrides,
  };
  const { brand } = deps;
  document.documentElement.dataset.brand = brand.key;
  const router = deps.createRouter();
  startNavigationHistory(router);
  await Promise.all([deps.loadTheme(brand), waitForRouter(router)]);
  deps.mount(router);
  applyBrandToDocument(brand);
  if (deps.isNative) {
    deps.requestPushPermission().catch((error: unknown) => console.error(error));
  }
  return router;
}
