import { isValidElement } from 'react';
import { matchRoutes } from '@/navigation/router/matching';
import { describe, expect, it } from 'vitest';
import { paths } from '../navigation/paths';
import type { PublicLayoutProps } from './layouts/public-layout';
import { routes } from './routes';

function matched(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.map((match) => match.route);
}

describe('the route config', () => {
  it.each(Object.values(paths).map((path) => path.replace(/:id/g, '7')))('%s has a screen or a redirect', (path) => {
    const leaf = matched(path).at(-1);
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.redirectTo ?? leaf?.preload).toBeDefined();
  });

  it('redirects / to Login and /dashboard to Home', () => {
    expect(matched('/').at(-1)?.redirectTo).toBe('/login');
    expect(matched('/dashboard').at(-1)?.redirectTo).toBe('/dashboard/home');
  });

  it('lazy-loads every layout and screen under the root layout', () => {
    const [root, layout, screen] = matched('/dashboard/articles/7');
    expect(root?.preload).toBeUndefined();
    expect(layout?.preload).toBeTypeOf('function');
    expect(screen?.preload).toBeTypeOf('function');
  });

  it.each([
    ['/questionnaire', true],
    ['/privacy-policy', true],
    ['/login', false],
    ['/thankyou', false],
    ['/no-such-page', false],
  ])('gives %s a wide public card: %s', (path, isWide) => {
    const layout = matched(path)[1]?.element;
    expect(isValidElement<PublicLayoutProps>(layout)).toBe(true);
    expect(Boolean((layout as React.ReactElement<PublicLayoutProps>).props.isWide)).toBe(isWide);
  });

  it('sends unknown addresses to the not-found screen', () => {
    expect(matched('/no-such-page').at(-1)?.path).toBe('*');
  });
});
