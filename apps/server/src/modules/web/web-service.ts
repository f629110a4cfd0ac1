import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_TOKEN_STORAGE_KEY } from '@portal/contracts/auth';
import { appBrandOf } from '@portal/contracts/brands';
import type { BrandSupportLine } from '@portal/contracts/brand-fields';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TTenantStatus } from '@portal/contracts/programme-records';
import type { TRuntimeConfig } from '@portal/contracts/runtime-config';
import {
  DEFAULT_SERVICE_PATHS,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PLACEHOLDER,
} from '@portal/contracts/runtime-config';
import type { ProgrammeBrand } from '../tenants/programme-record';
import { extractCriticalCss, htmlClasses } from './critical-css';
import { FIRST_PAINT_SCRIPT } from './first-paint-script';
import { escapeHtml, renderShell, SHELL_PAGES, SHELL_PATHS } from './first-paint-shells';
import type { ShellName } from './first-paint-shells';
import type { ShellMessages } from './first-paint-shells';

export interface WebTenant {
  key: string;
  brand: ProgrammeBrand;
  ingestionWriteKey: string;
  programmes: readonly PartnerProgramme[];
  /** The programme's support line (its admins' setting, else its brand's); absent: the brand's. */
  supportLine?: BrandSupportLine;
  /** Suspended, every address is the suspension page; absent: active. */
  status?: TTenantStatus;
}

export interface PageRequest {
  tenant: WebTenant;
  /** The page's language: the visitor's `portal_locale` cookie, else their browser's. */
  locale: TAppLocale;
  /** The address's path, without the query. */
  pathname: string;
}

export interface RenderedPage {
  html: string;
  /** CSP sources (`'sha256-…'`) for the page's inline <style>. */
  styleSources: string[];
  /** CSP sources for the page's inline <script> (the first paint's start-up script). */
  scriptSources: string[];
}

export interface WebService {
  /** The page for an address, or undefined when the web app has not been built. */
  renderPage(request: PageRequest): Promise<RenderedPage | undefined>;
}

export function buildRuntimeConfig(tenant: WebTenant): TRuntimeConfig {
  return {
    brand: appBrandOf(tenant.brand),
    services: { ...DEFAULT_SERVICE_PATHS },
    ingestionKey: tenant.ingestionWriteKey,
    programmes: [...tenant.programmes],
    support: supportOf(tenant),
    ...(isSuspended(tenant) ? { suspended: true } : {}),
  };
}

function isSuspended(tenant: WebTenant): boolean {
  return tenant.status === 'suspended';
}

function supportOf(tenant: WebTenant): BrandSupportLine {
  const line = tenant.supportLine ?? tenant.brand.support;
  return { phone: line.phone, hours: { en: line.hours.en, es: line.hours.es } };
}

/** The runtime config as an inert JSON script; `<` is escaped so no value can close the element. */
export function renderRuntimeConfigScript(config: TRuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** Whether the build holds pre-compressed (.br/.gz) files worth serving. */
export function hasPrecompressedFiles(root: string): boolean {
  try {
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).some(
      (file) => file.endsWith('.br') || file.endsWith('.gz'),
    );
  } catch {
    return false;
  }
}

/** Vite's build manifest (dist/.vite/manifest.json): source module → its chunk and the chunks it imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

interface RoutePreload {
  /** The route's layout and screen modules (as Vite's manifest names them). */
  modules: readonly string[];
  /** The message catalogs the route's screen shows (apps/web/src/app/routes.tsx), besides `common`. */
  catalogs: readonly string[];
}

const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard-layout.tsx';
const publicRoute = (screen: string, catalogs: readonly string[]): RoutePreload => ({
  modules: [PUBLIC_LAYOUT, `src/screens/${screen}.tsx`],
  catalogs,
});
/** The API clients: the signed-in screens call the API as soon as they mount. */
const API_CLIENTS = 'src/api/clients.ts';
const dashboardHome: RoutePreload = {
  modules: [DASHBOARD_LAYOUT, API_CLIENTS, 'src/screens/home/home.tsx'],
  catalogs: ['content', 'dashboard', 'home', 'questionnaire-results'],
};

/**
 * What each address needs before its screen can show (mirrors apps/web/src/app/routes.tsx): the code
 * of its layout and screen (and, signed in, of the API clients) and the catalogs of its language.
 * Other dashboard addresses preload the dashboard layout and the API clients.
 */
export const ROUTE_PRELOADS: Readonly<Record<string, RoutePreload>> = {
  '/': publicRoute('auth/login', ['sign-in']),
  '/login': publicRoute('auth/login', ['sign-in']),
  '/forgot-password': publicRoute('auth/forgot-password', ['auth']),
  '/reset-password': publicRoute('auth/reset-password', ['auth']),
  '/confirm-invitation': publicRoute('auth/confirm-invitation', ['auth']),
  '/invitation-expired': publicRoute('auth/invalid-token', ['auth']),
  '/privacy-policy': publicRoute('documents/privacy', ['content']),
  '/questionnaire': publicRoute('questionnaire/questionnaire', ['questionnaire']),
  '/dashboard': dashboardHome,
  '/dashboard/home': dashboardHome,
};

/**
 * A suspended programme's page, whatever its address: the app shows its suspension page at once, so no
 * screen's shell (a login form nobody can use) or chunks; the common catalog comes with every route.
 */
const SUSPENDED_PAGE: RoutePreload = { modules: [], catalogs: [] };

function routePreloadFor(pathname: string): RoutePreload | undefined {
  let trimmed = pathname;
  while (trimmed.length > 1 && trimmed.endsWith('/')) trimmed = trimmed.slice(0, -1);
  return (
    ROUTE_PRELOADS[trimmed] ??
    (trimmed.startsWith('/dashboard/')
      ? { modules: [DASHBOARD_LAYOUT, API_CLIENTS], catalogs: ['dashboard'] }
      : undefined)
  );
}

/**
 * The chunks (as site paths) that `modules` and the locale's catalogs load, with every chunk they
 * import, less those index.html already loads.
 */
export function chunksToPreload(manifest: ViteManifest, route: RoutePreload, locale: TAppLocale): string[] {
  // A language's common messages come with the index of its other catalogs (apps/web/src/i18n/catalogs.ts).
  const roots = [
    ...route.modules,
    `src/locales/${locale}/catalogs.ts`,
    ...route.catalogs.map((area) => `src/locales/${locale}/${area}.po`),
  ];
  if (locale !== 'en') {
    const contractMessages = Object.keys(manifest).find((key) => key.endsWith(`/contract-messages-${locale}.ts`));
    if (contractMessages) roots.push(contractMessages);
  }
  const loaded = new Set<string>();
  const markLoaded = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) markLoaded(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) markLoaded(key);

  const files: string[] = [];
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** What the build gives the first paint, read once per build. */
interface WebBuild {
  mtimeMs: number;
  template: string;
  manifest: ViteManifest;
  messages: ShellMessages;
  /** The app stylesheet's site path and text, when the build has one. */
  stylesheet?: { href: string; css: string };
  pages: Map<string, RenderedPage>;
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shell's rules and the brand's theme inline (allowed by their CSP hash); the app stylesheet
 * loads without blocking the paint, and the app applies it before it mounts
 * (apps/web/src/brands/page-styles.ts).
 */
function inlineCriticalCss(
  page: RenderedPage,
  stylesheet: { href: string; css: string },
  shell: string,
  theme: string,
): void {
  const critical = (extractCriticalCss(stylesheet.css, htmlClasses(shell)) + theme).replace(/<\/style/gi, '<\\/style');
  page.styleSources.push(cspHash(critical));
  page.html = page.html.replace(
    new RegExp(`<link rel="stylesheet"([^>]*) href="${escapeRegExp(stylesheet.href)}"([^>]*)>`),
    (_tag, before: string, after: string) =>
      `<style>${critical}</style><link rel="stylesheet"${before} href="${stylesheet.href}" media="print" data-deferred-style=""${after}>`,
  );
}

/** A build without an app stylesheet still gets the brand's theme, which only the page carries. */
function inlineTheme(page: RenderedPage, theme: string): void {
  const css = theme.replace(/<\/style/gi, '<\\/style');
  page.styleSources.push(cspHash(css));
  page.html = page.html.replace('</head>', () => `<style>${css}</style></head>`);
}

/** Marks the end of the shell, for the render-blocking link below. */
const SHELL_END_ID = 'first-paint-end';
const SHELL_END_MARK = `<template id="${SHELL_END_ID}"></template>`;

/**
 * The browser paints nothing of the page until the whole shell has been parsed. A slow phone's parser
 * yields part-way through a long page, and its first paint then showed the login card without the rest of
 * its form, vertically centred, which moved when the form arrived (Lighthouse: cumulative layout shift
 * 0.1 on /login). `<link rel="expect" blocking="render">` (Chromium 124+) holds rendering until the
 * element is parsed; other browsers ignore it and paint as before.
 */
function renderShellAtOnce(page: RenderedPage): void {
  page.html = page.html.replace(
    '</head>',
    () => `<link rel="expect" href="#${SHELL_END_ID}" blocking="render" /></head>`,
  );
}

/**
 * A page with a shell paints before any of the app is fetched: its entry script, the entry's and the
 * route's preloads and the app stylesheet move into the inline start-up script, which loads them
 * when the visitor starts to use the page, or after the paint for a member with a stored session
 * (first-paint-script.ts).
 */
function deferAppUntilPainted(page: RenderedPage, shellName: ShellName, routePreloads: readonly string[]): void {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page.html);
  if (!entry?.[1]) {
    addPreloads(page, routePreloads);
    return;
  }
  const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const entryPreloads = [...page.html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  let styleHref: string | undefined;
  const html = page.html
    .replace(entry[0], () => '')
    .replace(modulePreload, '')
    .replace(
      /<link rel="stylesheet"[^>]* href="([^"]+)" media="print" data-deferred-style=""[^>]*>/,
      (_tag, href: string) => {
        styleHref = href;
        return '';
      },
    );
  const data = [
    `data-app="${escapeHtml(entry[1])}"`,
    `data-preload="${escapeHtml(JSON.stringify([...entryPreloads, ...routePreloads]))}"`,
    ...(styleHref ? [`data-style="${escapeHtml(styleHref)}"`] : []),
    `data-session="${AUTH_TOKEN_STORAGE_KEY}"`,
    `data-path="${SHELL_PATHS[shellName]}"`,
  ].join(' ');
  page.html = html.replace('</body>', () => `<script ${data}>${FIRST_PAINT_SCRIPT}</script></body>`);
  page.scriptSources.push(cspHash(FIRST_PAINT_SCRIPT));
}

/**
 * A page without a shell preloads its route's chunks, and the app stylesheet at the priority of a
 * blocking one (a print stylesheet is fetched last, and the app waits for it before it mounts).
 */
function addPreloads(page: RenderedPage, preloads: readonly string[]): void {
  const style = /<link rel="stylesheet"[^>]* href="([^"]+)" media="print" data-deferred-style=""/.exec(page.html)?.[1];
  const links = [
    ...(style ? [`<link rel="preload" as="style" crossorigin href="${style}">`] : []),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
  if (links) page.html = page.html.replace('</head>', () => `${links}</head>`);
}

/** The page's first-paint shell and what it preloads: its route's, unless the programme is suspended. */
function pageShape(request: PageRequest): { shellName: ShellName | undefined; route: RoutePreload | undefined } {
  if (isSuspended(request.tenant)) return { shellName: undefined, route: SUSPENDED_PAGE };
  return { shellName: SHELL_PAGES[request.pathname], route: routePreloadFor(request.pathname) };
}

/** Renderings kept per build: every brand's pages in both languages, many times over. */
const MAX_RENDERED_PAGES = 2000;

export function createWebService(deps: { webDist: string }): WebService {
  const indexPath = path.join(deps.webDist, 'index.html');
  // Dropped whenever index.html changes on disk (a rebuild).
  let build: WebBuild | undefined;

  async function loadBuild(mtimeMs: number): Promise<WebBuild> {
    const [template, manifest, messages] = await Promise.all([
      readFile(indexPath, 'utf8'),
      readJson<ViteManifest>(path.join(deps.webDist, '.vite', 'manifest.json'), {}),
      readJson<ShellMessages>(path.join(deps.webDist, '.vite', 'first-paint-messages.json'), {}),
    ]);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const cssFile = entry?.css?.[0];
    let stylesheet: WebBuild['stylesheet'];
    if (cssFile && template.includes(`href="/${cssFile}"`)) {
      const css = await readFile(path.join(deps.webDist, cssFile), 'utf8').catch(() => undefined);
      if (css !== undefined) stylesheet = { href: `/${cssFile}`, css };
    }
    return { mtimeMs, template, manifest, messages, stylesheet, pages: new Map() };
  }

  async function render(current: WebBuild, request: PageRequest, year: number): Promise<RenderedPage> {
    const { tenant, locale } = request;
    const { brand } = tenant;
    const { shellName, route } = pageShape(request);
    const shell = shellName ? renderShell(shellName, { brand, locale, messages: current.messages, year }) : '';
    const preloads = route ? chunksToPreload(current.manifest, route, locale) : [];
    const theme = brand.themeCss;

    // The brand and the language, before anything of the app has loaded.
    const html = current.template
      .replace(RUNTIME_CONFIG_PLACEHOLDER, () => renderRuntimeConfigScript(buildRuntimeConfig(tenant)))
      .replace(/<html\b[^>]*>/, () => `<html lang="${locale}" data-brand="${brand.key}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(brand.title)}</title>`)
      .replace(
        /<link rel="icon" id="favicon"[^>]*>/,
        () =>
          `<link rel="icon" id="favicon" type="${brand.faviconType}" href="${escapeHtml(brand.favicon)}" />` +
          `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}" />`,
      )
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${shell}</div>${shell ? SHELL_END_MARK : ''}`);

    const page: RenderedPage = { html, styleSources: [], scriptSources: [] };
    if (current.stylesheet) inlineCriticalCss(page, current.stylesheet, shell, theme);
    else inlineTheme(page, theme);
    if (shellName) {
      renderShellAtOnce(page);
      deferAppUntilPainted(page, shellName, preloads);
    } else addPreloads(page, preloads);
    return page;
  }

  return {
    async renderPage(request) {
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(indexPath)).mtimeMs;
      } catch {
        return undefined;
      }
      if (!build || build.mtimeMs !== mtimeMs) build = await loadBuild(mtimeMs);
      const year = new Date().getFullYear();
      // Pages differ by brand (and its record's version), language and route (its shell and preloads).
      const { shellName, route } = pageShape(request);
      const shell = shellName ?? '';
      const routeKey = route ? route.modules.join(',') : '';
      // …and by the support line and the programmes in the runtime config, which may change.
      const support = JSON.stringify(supportOf(request.tenant));
      const programmes = request.tenant.programmes.join(',');
      const key = [
        request.tenant.key,
        request.tenant.brand.version,
        request.locale,
        shell,
        routeKey,
        year,
        support,
        programmes,
        // …and by the programme's state, which its record's version does not carry.
        request.tenant.status ?? 'active',
      ].join('|');
      let page = build.pages.get(key);
      if (!page) {
        page = await render(build, request, year);
        build.pages.set(key, page);
        // A record's change leaves its old renderings behind: the oldest go first.
        if (build.pages.size > MAX_RENDERED_PAGES) build.pages.delete(build.pages.keys().next().value as string);
      }
      return page;
    },
  };
}
