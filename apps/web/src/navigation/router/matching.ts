import type { ComponentType, ReactNode } from 'react';
import { parsePath } from './history';

/**
 * A route: a `path` pattern (`articles`, `/dashboard/articles/:id`, `admin/*`), or none for a layout that
 * only wraps its children; `index` for the one shown at its parent's own address. A child's absolute path
 * must start with its parent's.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** Rendered as `<Component />` when there is no `element`. */
  Component?: ComponentType;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

/** One route of a match, outermost first: its parameters and the part of the address it matched. */
export interface RouteMatch<Route extends RouteObject = RouteObject> {
  route: Route;
  /** Every parameter of the match, the deeper routes' included. */
  params: Params;
  pathname: string;
  /** The matched address without any splat (`*`) part: what the route's children are relative to. */
  pathnameBase: string;
}

interface Branch<Route extends RouteObject> {
  /** Each route down to the leaf, with its path relative to its parent's. */
  routes: Array<{ route: Route; relativePath: string; childIndex: number }>;
  score: number;
}

export const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** The path without the slashes it ends with, down to `keep` characters (`/` stays itself). */
export function trimTrailingSlashes(path: string, keep = 1): string {
  let end = path.length;
  while (end > keep && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** React Router's ranking: a static segment beats a parameter beats an empty one, and a splat loses. */
function scoreOf(path: string, isIndex: boolean): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0) + (isIndex ? 2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

function flatten<Route extends RouteObject>(
  routes: Route[],
  branches: Array<Branch<Route>> = [],
  parents: Branch<Route>['routes'] = [],
  parentPath = '',
): Array<Branch<Route>> {
  routes.forEach((route, childIndex) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath)) {
        throw new Error(`The route "${relativePath}" is inside "${parentPath}" but does not start with it.`);
      }
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const chain = [...parents, { route, relativePath, childIndex }];
    if (route.children?.length) flatten(route.children as Route[], branches, chain, path);
    // A layout without a path is a branch only through its children.
    if (route.path === undefined && !route.index) return;
    branches.push({ routes: chain, score: scoreOf(path, route.index === true) });
  });
  return branches;
}

/** Siblings keep the order they were declared in; other equal scores keep the order they were found in. */
function compareSiblings(a: number[], b: number[]): number {
  const isSiblings = a.length === b.length && a.slice(0, -1).every((index, at) => index === b[at]);
  return isSiblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

const rankedBranches = new WeakMap<RouteObject[], Array<Branch<RouteObject>>>();

function branchesOf<Route extends RouteObject>(routes: Route[]): Array<Branch<Route>> {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) =>
      a.score === b.score
        ? compareSiblings(
            a.routes.map((meta) => meta.childIndex),
            b.routes.map((meta) => meta.childIndex),
          )
        : b.score - a.score,
    );
    rankedBranches.set(routes, branches);
  }
  return branches as Array<Branch<Route>>;
}

/** A pattern as a regular expression (case-insensitive), and the names of its parameters in order. */
function compile(path: string, end: boolean): [RegExp, string[]] {
  const names: string[] = [];
  let source = `^${trimTrailingSlashes(path.endsWith('*') ? path.slice(0, -1) : path, 0)
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_whole, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return [new RegExp(source, 'i'), names];
}

function matchPath(path: string, end: boolean, pathname: string) {
  const [pattern, names] = compile(path, end);
  const found = pattern.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = trimTrailingSlashes(matched);
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1] ?? '';
    if (name === '*') pathnameBase = trimTrailingSlashes(matched.slice(0, matched.length - value.length));
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

function matchBranch<Route extends RouteObject>(branch: Branch<Route>, pathname: string) {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: Array<RouteMatch<Route>> = [];
  for (const [at, { route, relativePath }] of branch.routes.entries()) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath(relativePath, at === branch.routes.length - 1, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      route,
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: trimTrailingSlashes(joinPaths([matchedPathname, match.pathnameBase])),
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

/** Each segment decoded, except that an encoded `/` stays one segment. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The routes an address shows, outermost first, by React Router's ranking (the most specific wins, and
 * declaration order breaks a tie between siblings); null when none matches. A string's search and hash are
 * ignored.
 */
export function matchRoutes<Route extends RouteObject>(
  routes: Route[],
  location: string | { pathname: string },
): Array<RouteMatch<Route>> | null {
  const pathname = decodePath((typeof location === 'string' ? parsePath(location).pathname : location.pathname) ?? '/');
  for (const branch of branchesOf(routes)) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
