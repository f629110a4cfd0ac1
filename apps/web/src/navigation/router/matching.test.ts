import { describe, expect, it } from 'vitest';
import { matchRoutes } from './matching';
import type { RouteObject } from './matching';

const leaf = (path: string): RouteObject => ({ path });

describe('matchRoutes', () => {
  const routes: RouteObject[] = [
    {
      children: [
        { children: [leaf('/'), leaf('/login')] },
        {
          path: '/dashboard',
          children: [
            leaf('articles/*'),
            leaf('articles/:id'),
            leaf('articles/:id/edit'),
            leaf('/dashboard/articles/new'),
            { path: 'admin/*', children: [{ index: true }, leaf('members')] },
          ],
        },
        leaf('*'),
      ],
    },
  ];
  const leafPath = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

  it('ranks a static segment over a parameter over a splat, whatever the declaration order', () => {
    expect(leafPath('/dashboard/articles/new')).toBe('/dashboard/articles/new');
    expect(leafPath('/dashboard/articles/7')).toBe('articles/:id');
    expect(leafPath('/dashboard/articles/7/edit')).toBe('articles/:id/edit');
    expect(leafPath('/dashboard/articles/7/edit/more')).toBe('articles/*');
    expect(leafPath('/nowhere')).toBe('*');
  });

  it('lists every route down to the leaf with the parameters and the address each matched', () => {
    const matches = matchRoutes(routes, '/Dashboard/articles/7/?tab=1');
    expect(matches?.map(({ pathname, pathnameBase }) => [pathname, pathnameBase])).toEqual([
      ['/', '/'],
      ['/Dashboard', '/Dashboard'],
      ['/Dashboard/articles/7/', '/Dashboard/articles/7'],
    ]);
    expect(matches?.at(-1)?.params).toEqual({ id: '7' });
  });

  it('decodes parameters, keeps a splat apart from the base, and matches an index route at its parent', () => {
    expect(matchRoutes(routes, '/dashboard/articles/caf%C3%A9')?.at(-1)?.params).toEqual({ id: 'café' });
    const admin = matchRoutes(routes, '/dashboard/admin/members/3');
    expect(admin?.at(-1)).toMatchObject({ params: { '*': 'members/3' }, pathnameBase: '/dashboard/admin' });
    expect(matchRoutes(routes, '/dashboard/admin')?.at(-1)?.route.index).toBe(true);
  });

  it('matches nothing without a catch-all, and refuses a child path outside its parent', () => {
    expect(matchRoutes([leaf('/login')], '/logout')).toBeNull();
    expect(() => matchRoutes([{ path: '/dashboard', children: [leaf('/admin')] }], '/admin')).toThrow(
      'The route "/admin" is inside "/dashboard" but does not start with it.',
    );
  });
});
