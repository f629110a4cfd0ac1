import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { paths } from '../navigation/paths';
import { makeUserWithRole } from './content-fixtures';
import { server } from './msw-server';
import { renderRoutes } from './render';

/** Signs in locally and serves `GET /accounts/me` with the given role. */
export function signInAs(role: 'member' | 'editor' | 'admin') {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  localStorage.setItem('user_id', 'user-1');
  server.use(http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeUserWithRole(role))));
}

/** Renders the content screens at `path` in a memory router with a fresh query cache (no retries). */
export function renderContentRoute(
  path: string,
  screens: Partial<Record<'articles' | 'article' | 'editArticle' | 'videos' | 'video' | 'home', ComponentType>>,
) {
  return renderRoutes(
    Object.entries(screens).map(([name, Component]) => ({
      path: paths[name as keyof typeof screens],
      Component: Component!,
    })),
    { path },
  );
}
