import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderWithoutProviders, renderHook as renderHookWithoutProviders } from '@testing-library/react';
import type { RenderHookOptions, RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import type { RouteObject } from '@/navigation/router/matching';
import { TestI18nProvider } from './i18n';

// Tests import Testing Library from here: `render` and `renderHook` put every tree in the providers
// every screen has from App (the I18nProvider), around any wrapper the test brings.
export * from '@testing-library/react';

type Wrapper = ComponentType<{ children: ReactNode }>;

function withAppProviders(Inner?: Wrapper): Wrapper {
  return function AppProviders({ children }: { children: ReactNode }) {
    return <TestI18nProvider>{Inner ? <Inner>{children}</Inner> : children}</TestI18nProvider>;
  };
}

export const render = ((ui: ReactNode, options?: RenderOptions) =>
  renderWithoutProviders(ui, {
    ...options,
    wrapper: withAppProviders(options?.wrapper),
  })) as typeof renderWithoutProviders;

export const renderHook = ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
  renderHookWithoutProviders(hook, {
    ...options,
    wrapper: withAppProviders(options?.wrapper),
  })) as typeof renderHookWithoutProviders;

/** A query cache of the test's own that never retries (a failure shows at once). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderRoutesOptions {
  /** The address the memory router opens at. */
  path: string;
  /** Defaults to a fresh `createTestQueryClient()`. */
  client?: QueryClient;
  /** Rendered beside the router, inside the query provider (the toaster). */
  alongside?: ReactNode;
}

/** Renders `routes` in a memory router opened at `path`, with a query cache; answers both. */
export function renderRoutes(
  routes: RouteObject[],
  { path, client = createTestQueryClient(), alongside }: RenderRoutesOptions,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      {alongside}
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
