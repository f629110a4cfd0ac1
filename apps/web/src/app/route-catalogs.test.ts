import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS, ON_DEMAND_AREAS, findCatalogArea } from '../i18n/catalog-areas';
import type { CatalogArea } from '../i18n/catalog-areas';

const SRC = resolve(__dirname, '..');
const LINGUI_MACRO = /from '@lingui\/(?:core|react)\/macro'/;
// Relative specifiers and `@/…` (src/…).
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]((?:\.|@\/)[^'"]+)['"]|import\(\s*['"]((?:\.|@\/)[^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (file) => existsSync(file) && file.match(/\.tsx?$/),
  );
}

/** Every source file a module reaches, statically or by dynamic import. */
function reachableFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveModule(file, match[1] ?? match[2]!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function areaOf(file: string): CatalogArea | undefined {
  return findCatalogArea(relative(SRC, file));
}

/** The files that declare screen routes: the app's table and the admin console's sections. */
const ROUTE_FILES = ['app/routes.tsx', 'app/admin/sections.ts'];

/** The text of every `screenRoute(…)` and `lazyLayout(…)` call in a route file, up to its closing parenthesis. */
function routeCalls(source: string, callee: string): string[] {
  const calls: string[] = [];
  for (let start = source.indexOf(`${callee}(`); start !== -1; start = source.indexOf(`${callee}(`, start + 1)) {
    let depth = 0;
    for (let end = start + callee.length; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')' && (depth -= 1) === 0) {
        calls.push(source.slice(start, end + 1));
        break;
      }
    }
  }
  return calls;
}

/** `screenRoute(path, () => import('…'), ['area', …], prefetchData?)` in the route files, read from their source. */
function declaredScreenRoutes() {
  return ROUTE_FILES.flatMap((name) => {
    const routesFile = join(SRC, name);
    const source = readFileSync(routesFile, 'utf8');
    return [...routeCalls(source, 'screenRoute'), ...routeCalls(source, 'lazyLayout')].map((call) => ({
      path: /^screenRoute\(\s*([^,]+),/.exec(call)?.[1] ?? /import\('([^']+)'\)/.exec(call)![1]!,
      file: resolveModule(routesFile, /import\('([^']+)'\)/.exec(call)![1]!)!,
      // The first array argument (a screen's data loader may follow it).
      areas: [...(/,\s*\[([^\]]*)\]/.exec(call)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((match) => match[1]!),
    }));
  });
}

describe('route catalogs', () => {
  const routes = declaredScreenRoutes();

  it('finds every screen route in the route files', () => {
    const count = ROUTE_FILES.map(
      (name) => readFileSync(join(SRC, name), 'utf8').match(/(?:screenRoute|lazyLayout)\(/g)?.length ?? 0,
    ).reduce((sum, each) => sum + each, 0);
    expect(routes.length).toBe(count);
    for (const route of routes) expect(route.file, route.path).toBeDefined();
  });

  it.each(routes.map((route) => [route.path, route]))('%s names every catalog it reaches', (_, route) => {
    // Only files with messages count: an area reached through a message-free file needs no catalog.
    const withMessages = [...reachableFiles(route.file)].filter((file) =>
      LINGUI_MACRO.test(readFileSync(file, 'utf8')),
    );
    const reached = new Set(withMessages.map(areaOf).filter((area) => area !== undefined));
    reached.delete('common');
    for (const area of ON_DEMAND_AREAS) reached.delete(area);
    expect(route.areas.toSorted()).toEqual([...reached].toSorted());
  });

  it.each(ON_DEMAND_AREAS.map((area) => [area]))(
    'loads the on-demand area %s beside the code of each of its files',
    (area) => {
      const files = CATALOG_AREAS[area].map((entry) => join(SRC, entry));
      // Every dynamic import of one of the area's files is in a `Promise.all` with `loadCatalogs(['<area>'])`.
      const loader = new RegExp(
        String.raw`Promise\.all\(\[\s*import\(\s*'([^']+)'\s*\),\s*loadCatalogs\(\['${area}'\]\)`,
        'g',
      );
      const loaded = new Set<string>();
      const importedAnyhow: string[] = [];
      for (const file of [...reachableFiles(join(SRC, 'app/routes.tsx'))]) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(loader)) {
          const target = resolveModule(file, match[1]!);
          if (target) loaded.add(target);
        }
        for (const match of source.matchAll(IMPORT)) {
          const target = resolveModule(file, match[1] ?? match[2]!);
          if (target && files.includes(target) && !source.match(loader)) importedAnyhow.push(`${file} → ${target}`);
        }
      }
      expect(importedAnyhow).toEqual([]);
      expect([...loaded].toSorted()).toEqual(files.filter((file) => existsSync(file)).toSorted());
    },
  );

  it('puts every source folder in exactly one area', () => {
    const folders = Object.values(CATALOG_AREAS).flat();
    expect(new Set(folders).size).toBe(folders.length);
    for (const folder of folders) expect(existsSync(join(SRC, folder)), folder).toBe(true);
  });
});
