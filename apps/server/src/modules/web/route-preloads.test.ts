import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS } from './web-service';

// The table mirrors the web app's routes (apps/web/src/app/routes.tsx): read them from its source, so a
// route that changes its screen or its catalogs there cannot leave the server preloading the old ones.
const WEB_SRC = fileURLToPath(new URL('../../../../web/src/', import.meta.url));
const routesSource = readFileSync(`${WEB_SRC}app/routes.tsx`, 'utf8');
const pathsSource = readFileSync(`${WEB_SRC}navigation/paths.ts`, 'utf8');

/** `paths.<name>` for an address, from navigation/paths.ts. */
function pathName(address: string): string | undefined {
  return new RegExp(`\\n\\s*(\\w+): '${address}',`).exec(pathsSource)?.[1];
}

/** The text of `screenRoute(paths.<name>, …)` up to its closing parenthesis. */
function screenRouteCall(name: string): string | undefined {
  const start = new RegExp(`screenRoute\\(\\s*paths\\.${name},`).exec(routesSource)?.index;
  if (start === undefined) return undefined;
  let depth = 0;
  for (let end = start + 'screenRoute'.length; end < routesSource.length; end += 1) {
    if (routesSource[end] === '(') depth += 1;
    if (routesSource[end] === ')' && (depth -= 1) === 0) return routesSource.slice(start, end + 1);
  }
  return undefined;
}

describe('the routes the server preloads', () => {
  it.each(Object.entries(ROUTE_PRELOADS).filter(([address]) => address !== '/' && address !== '/dashboard'))(
    '%s preloads the screen and the catalogs routes.tsx gives it',
    (address, preload) => {
      const name = pathName(address);
      expect(name, `paths.ts has ${address}`).toBeDefined();
      const call = screenRouteCall(name!);
      expect(call, `routes.tsx has a screenRoute for paths.${name}`).toBeDefined();
      const screen = /import\('\.\.\/(screens\/[^']+)'\)/.exec(call!)?.[1];
      expect(preload.modules).toContain(`src/${screen}.tsx`);
      // The first array argument (a data loader may follow it).
      const catalogs = [...(/,\s*\[([^\]]*)\]/.exec(call!)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map(
        (match) => match[1],
      );
      expect([...preload.catalogs].sort()).toEqual(catalogs.sort());
    },
  );

  it('sends / and /dashboard where their redirects land', () => {
    expect(ROUTE_PRELOADS['/']).toEqual(ROUTE_PRELOADS['/login']);
    expect(ROUTE_PRELOADS['/dashboard']).toEqual(ROUTE_PRELOADS['/dashboard/home']);
  });
});
