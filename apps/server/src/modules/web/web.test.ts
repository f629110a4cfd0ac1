import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { ZRuntimeConfig } from '@portal/contracts/runtime-config';
import { tenants } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { renderShell } from './first-paint-shells';
import { cspHash } from './web-service';

// Shaped like the web app's built index.html (apps/web/index.html after `vite build`).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--runtime-config-->
    <link rel="icon" id="favicon" href="data:," />
    <title>Member portal</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-s1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c55.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const APP_CSS =
  '/*! tailwindcss */@layer theme,base,utilities;@layer base{*{margin:0}h1{font-weight:inherit}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.bg-hero{background:var(--brand-hero)}' +
  '@media (min-width:40rem){.sm\\:p-8{padding:2rem}.sm\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}}';
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    imports: ['_shell-s1.js'],
    css: ['assets/index-c55.css'],
  },
  '_shell-s1.js': { file: 'assets/shell-s1.js' },
  '_submit-button-b1.js': { file: 'assets/submit-button-b1.js', imports: ['_shell-s1.js', 'index.html'] },
  'src/app/layouts/public-layout.tsx': { file: 'assets/public-layout-p1.js', imports: ['_shell-s1.js', 'index.html'] },
  'src/app/layouts/dashboard-layout.tsx': { file: 'assets/dashboard-layout-d1.js', imports: ['index.html'] },
  'src/screens/auth/login.tsx': { file: 'assets/login-l1.js', imports: ['_submit-button-b1.js', 'index.html'] },
  'src/screens/home/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html'] },
  'src/api/clients.ts': { file: 'assets/clients-c1.js', imports: ['_shell-s1.js'] },
  'src/locales/en/catalogs.ts': { file: 'assets/common-en.js' },
  'src/locales/en/sign-in.po': { file: 'assets/sign-in-en.js' },
  'src/locales/es/catalogs.ts': { file: 'assets/common-es.js' },
  'src/locales/es/sign-in.po': { file: 'assets/sign-in-es.js' },
  'src/locales/en/home.po': { file: 'assets/home-en.js' },
  '../../packages/contracts/src/contract-messages-es.ts': { file: 'assets/contract-messages-es-m1.js' },
};
/** The start of swift's theme as the page inlines it (apps/server/brands/swift/theme.css). */
const SWIFT_THEME = ':root{--brand-primary:#0e7490;';
const MESSAGES = {
  en: {},
  es: { 'Sign in to {brandTitle}': 'Inicie sesión en {brandTitle}', 'Sign in': 'Iniciar sesión' },
};
const CSP_BASE = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'media-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};
const CSP = Object.entries(CSP_BASE)
  .map(([name, value]) => `${name} ${value}`)
  .join(';');

function parseCsp(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(' ');
        return [name, sources.join(' ')];
      }),
  );
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(path.join(webDist, 'assets', 'index-c55.css'), APP_CSS);
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(webDist, '.vite', 'first-paint-messages.json'), JSON.stringify(MESSAGES));
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

function runtimeConfigOf(html: string) {
  const match = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
  return ZRuntimeConfig.parse(JSON.parse(match?.[1] ?? 'null'));
}

describe('GET /api/health', () => {
  it('answers ok with the security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('web app serving', () => {
  it('serves every page route index.html with the host tenant runtime config and no-cache', async () => {
    const writeKeys = Object.fromEntries(
      (await t.db.select().from(tenants)).map((row) => [row.key, row.ingestionWriteKey]),
    );
    for (const [host, brand] of [
      ['swift.localhost:8080', 'swift'],
      ['oakmore.localhost', 'oakmore'],
      ['127.0.0.1:8080', 'default'],
    ] as const) {
      for (const url of ['/', '/login', '/dashboard/articles/42', '/index.html']) {
        const response = await t.app.inject({ url, headers: { host, accept: 'text/html,*/*' } });
        expect(response.statusCode, `${host}${url}`).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        // The app's policy, with the hashes of the page's one inline <style> and (a page with a shell)
        // its one inline <script>, and nothing else.
        const csp = parseCsp(response.headers['content-security-policy']);
        const styles = [...response.body.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
        const scripts = [...response.body.matchAll(/<script data-app[^>]*>([^<]*)<\/script>/g)].map(
          (match) => match[1] ?? '',
        );
        expect(styles).toHaveLength(1);
        expect(scripts).toHaveLength(['/', '/login'].includes(url) ? 1 : 0);
        expect(csp).toEqual({
          ...CSP_BASE,
          'style-src': `'self' ${cspHash(styles[0] ?? '')}`,
          'script-src': ["'self'", ...scripts.map(cspHash)].join(' '),
        });
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        const permissions = String(response.headers['permissions-policy']).split(', ');
        expect(permissions).toContain('camera=(self)');
        expect(permissions).toEqual(
          expect.arrayContaining(['microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()']),
        );
        expect(permissions.filter((rule) => !rule.endsWith('=()'))).toEqual([
          'camera=(self)',
          'fullscreen=(self)',
          'picture-in-picture=(self)',
          'publickey-credentials-create=(self)',
          'publickey-credentials-get=(self)',
        ]);
        expect(response.body).not.toContain('<!--runtime-config-->');
        expect(runtimeConfigOf(response.body)).toEqual({
          // The page's brand: the web build holds none.
          brand: {
            key: brand,
            title: getBrand(brand).title,
            logo: (await t.services.tenants.getTenant(brand)).brand.logo,
            favicon: (await t.services.tenants.getTenant(brand)).brand.favicon,
            themeColor: getBrand(brand).themeColor,
            analyticsDatabase: getBrand(brand).analyticsDatabase,
            supportEmail: `support@${brand}.test`,
          },
          services: { auth: '/api/auth', authorization: '/api/authorization', ingestion: '/api/ingestion' },
          ingestionKey: writeKeys[brand],
          programmes: [...getBrand(brand).programmes],
          // The programme's support line: its brand's while its admins set none (programme-settings.test.ts).
          support: getBrand(brand).support,
        });
      }
    }
  });

  it('sends a page compressed as the browser accepts, brotli first, and as it is to a client that accepts neither', async () => {
    const plain = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the second answer is the page's compressed body made by the first.
      for (let i = 0; i < 2; i += 1) {
        const response = await t.app.inject({
          url: '/login',
          headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
        expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
    const identity = await t.app.inject({
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'identity, deflate' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('sends no referrer from the pages whose address carries a token', async () => {
    for (const url of [
      '/confirm-invitation?token=abc',
      '/reset-password?token=abc',
      '/invitation-expired?token=abc',
      '/app-sign-in?code=abc',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const login = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(login.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('serves every programme’s artwork from its record under a hashed name, inert and cached for good', async () => {
    for (const key of ['swift', 'default'] as const) {
      const { brand } = await t.services.tenants.getTenant(key);
      for (const sitePath of [brand.logo, brand.favicon]) {
        expect(sitePath).toMatch(new RegExp(`^/brands/${key}/(?:logo|favicon)\\.[0-9a-f]{16}\\.svg$`));
        const response = await t.app.inject({ url: sitePath, headers: { host: 'oakmore.localhost' } });
        expect(response.statusCode, sitePath).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(String(response.headers['content-security-policy'])).toContain('sandbox');
        expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      }
    }
    const swift = await t.services.tenants.getTenant('swift');
    expect((await t.app.inject({ url: swift.brand.logo })).body).toContain('<title>SwiftCare</title>');
    const otherProgrammes = swift.brand.logo.replace('/swift/', '/oakmore/');
    for (const url of ['/brands/nope/logo.svg', '/brands/swift/theme.css', '/brands/swift/logo.svg', otherProgrammes]) {
      const response = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers unknown API routes and missing non-HTML files with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/assets/missing.js'],
      ['DELETE', '/login'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
    }
    const apiWithHtml = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(apiWithHtml.statusCode).toBe(404);
  });

  it('rate limits probing of unknown API paths but never page loads of the app', async () => {
    const address = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 310; i += 1) {
      const page = await t.app.inject({
        url: `/dashboard/articles/${i}`,
        headers: { accept: 'text/html' },
        ...address,
      });
      expect(page.statusCode).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 310; i += 1) {
      statuses.push((await t.app.inject({ url: `/api/probe-${i}`, ...address })).statusCode);
    }
    expect(statuses.filter((status) => status === 404).length).toBe(300);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the first paint', () => {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers: { host: 'swift.localhost', accept: 'text/html', ...headers } });
    expect(response.statusCode, url).toBe(200);
    return response;
  };
  /** The page's modulepreloads: links in the head, or (a page with a shell) those its start-up script adds. */
  const preloadsOf = (html: string) => {
    const deferred = /<script data-app="[^"]+" data-preload="([^"]+)"/.exec(html)?.[1];
    if (deferred) return JSON.parse(deferred.replace(/&#34;/g, '"')) as string[];
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  };
  const shellOf = (html: string) =>
    /<div id="root">(.*)<\/div>(?:<template id="first-paint-end"><\/template>)?\s*(?:<script data-app[^>]*>[^<]*<\/script>)?<\/body>/s.exec(
      html,
    )?.[1] ?? '';

  it("carries the host brand's title, icon, theme colour and data-brand on every route", async () => {
    for (const [host, key] of [
      ['swift.localhost:8080', 'swift'],
      ['oakmore.localhost', 'oakmore'],
      ['localhost', 'attentive'],
      ['127.0.0.1', 'default'],
    ] as const) {
      const { brand } = await t.services.tenants.getTenant(key);
      for (const url of ['/login', '/dashboard/home']) {
        const { body } = await page(url, { host });
        expect(body, `${host}${url}`).toContain(`<title>${brand.title}</title>`);
        expect(body).toContain(`<link rel="icon" id="favicon" type="image/svg+xml" href="${brand.favicon}" />`);
        expect(body).toContain(`<meta name="theme-color" content="${brand.themeColor}" />`);
        expect(body).toMatch(new RegExp(`<html lang="en" data-brand="${key}"`));
        expect(body).not.toContain('Member portal');
      }
    }
  });

  it("is in the device's chosen language (cookie), else the browser's", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'en'],
      [{ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }, 'es'],
      [{ 'accept-language': 'fr-FR,de;q=0.9' }, 'en'],
      [{ cookie: 'portal_locale=es' }, 'es'],
      [{ cookie: 'other=1; portal_locale=en', 'accept-language': 'es' }, 'en'],
      [{ cookie: 'portal_locale=fr', 'accept-language': 'es' }, 'es'],
    ];
    for (const [headers, lang] of cases) {
      const response = await page('/login', headers);
      expect(response.body, JSON.stringify(headers)).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(response.headers.vary).toContain('Cookie');
      expect(response.headers.vary).toContain('Accept-Language');
    }
    const spanish = shellOf((await page('/login', { cookie: 'portal_locale=es' })).body);
    expect(spanish).toContain('>Inicie sesión en SwiftCare</h1>');
    expect(spanish).toContain('>Iniciar sesión</button>');
    // A message the catalog lacks stays English, never an id.
    expect(spanish).toContain('>Forgot password?</a>');
    const english = shellOf((await page('/login')).body);
    expect(english).toContain('>Sign in to SwiftCare</h1>');
    expect(english).toContain('<button type="button" lang="en" aria-pressed="true"');
  });

  it('renders a static shell of the public pages and none of the dashboard', async () => {
    const { brand } = await t.services.tenants.getTenant('swift');
    for (const url of ['/login', '/', '/login?next=1', '/forgot-password']) {
      const shell = shellOf((await page(url)).body);
      expect(shell, url).toMatch(/^<div data-first-paint="">/);
      expect(shell).toContain(`<img src="${brand.logo}" alt="SwiftCare" width="200" height="48" class="w-auto h-10">`);
      expect(shell).toMatch(/<h1 tabindex="-1" data-route-heading="" class="[^"]+">[^<]+<\/h1>/);
      // Posted, never sent in the address, should the start-up script not run.
      expect(shell).toContain('<form method="post" novalidate');
      expect(shell).toContain(`<span>© <!-- -->${new Date().getFullYear()}<!-- --> <!-- -->SwiftCare</span>`);
    }
    expect(shellOf((await page('/login')).body)).toContain('id="login-password"');
    expect(shellOf((await page('/forgot-password')).body)).toContain('id="forgot-email"');
    for (const url of ['/dashboard/home', '/dashboard/articles/42', '/privacy-policy', '/reset-password?token=a']) {
      expect(shellOf((await page(url)).body), url).toBe('');
    }
  });

  it('paints a shell only once the whole of it is parsed, so it never grows on screen', async () => {
    for (const url of ['/login', '/forgot-password']) {
      const { body } = await page(url);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head, url).toContain('<link rel="expect" href="#first-paint-end" blocking="render" />');
      // The mark follows the shell's last element, so rendering waits for all of it.
      expect(body).toMatch(
        /<div id="root"><div data-first-paint="">.*<\/div><template id="first-paint-end"><\/template>/s,
      );
    }
    const dashboard = (await page('/dashboard/home')).body;
    expect(dashboard).not.toContain('blocking="render"');
    expect(dashboard).not.toContain('first-paint-end');
  });

  it("inlines the shell's CSS and the brand theme, and loads the full stylesheet without blocking", async () => {
    const login = (await page('/login')).body;
    const style = /<style>([^<]*)<\/style>/.exec(login)?.[1] ?? '';
    expect(style).toContain('@layer theme,base,utilities;');
    expect(style).toContain('@layer base{*{margin:0}h1{font-weight:inherit}}');
    expect(style).toContain('.flex{display:flex}');
    expect(style).toContain('.bg-hero{');
    expect(style).toContain('@media (min-width:40rem){.sm\\:p-8{padding:2rem}}');
    expect(style).not.toContain('.grid');
    expect(style).not.toContain('tailwindcss');
    // The brand's theme last, from the server's brand looks (the web build holds none).
    expect(style.slice(style.lastIndexOf(':root{'))).toMatch(
      /^:root\{--brand-primary:#0e7490;[^{}]*--brand-font-heading:[^{}]+\}$/,
    );
    expect(style).toContain(SWIFT_THEME);
    expect(login).toMatch(/<html lang="en" data-brand="swift">/);
    // A page with a shell fetches nothing of the app before its first paint: the start-up script
    // (after the shell) adds the stylesheet, the preloads and the entry when the visitor starts to use it.
    expect(login).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"/);
    expect(login).toMatch(
      /<\/div><template id="first-paint-end"><\/template>\s*<script data-app="\/assets\/index-abc123.js" data-preload="[^"]+" data-style="\/assets\/index-c55.css" data-session="auth_token" data-path="\/login">\(\(\) => \{/,
    );
    const dashboard = (await page('/dashboard/home')).body;
    expect(dashboard).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-c55.css" media="print" data-deferred-style="">',
    );
    expect(dashboard).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-c55.css">');
    expect(dashboard).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(dashboard).not.toContain('<script data-app');
    // The dashboard has no shell: only the rules that name no class, and the theme.
    const home = /<style>([^<]*)<\/style>/.exec((await page('/dashboard/home')).body)?.[1] ?? '';
    expect(home).not.toContain('.flex');
    expect(home).toContain('*{margin:0}');
    expect(home).toContain(SWIFT_THEME);
    // Every brand's page carries its own theme.
    const other = (await page('/login', { host: 'oakmore.localhost' })).body;
    expect(other).toMatch(/<html lang="en" data-brand="oakmore">/);
    expect(other).toContain(':root{--brand-primary:#3f6212;');
    expect(other).not.toContain(SWIFT_THEME);
  });

  it("preloads exactly the route's chunks and its language's catalogs", async () => {
    expect(preloadsOf((await page('/login')).body)).toEqual([
      '/assets/shell-s1.js', // index.html's own
      '/assets/public-layout-p1.js',
      '/assets/login-l1.js',
      '/assets/submit-button-b1.js',
      '/assets/common-en.js',
      '/assets/sign-in-en.js',
    ]);
    expect(preloadsOf((await page('/login', { cookie: 'portal_locale=es' })).body)).toEqual([
      '/assets/shell-s1.js',
      '/assets/public-layout-p1.js',
      '/assets/login-l1.js',
      '/assets/submit-button-b1.js',
      '/assets/common-es.js',
      '/assets/sign-in-es.js',
      '/assets/contract-messages-es-m1.js',
    ]);
    expect(preloadsOf((await page('/dashboard/home')).body)).toEqual([
      '/assets/shell-s1.js',
      '/assets/dashboard-layout-d1.js',
      '/assets/clients-c1.js',
      '/assets/home-h1.js',
      '/assets/common-en.js',
      '/assets/home-en.js',
    ]);
    expect(preloadsOf((await page('/dashboard/articles/42')).body)).toEqual([
      '/assets/shell-s1.js',
      '/assets/dashboard-layout-d1.js',
      '/assets/clients-c1.js',
      '/assets/common-en.js',
    ]);
    expect(preloadsOf((await page('/thankyou')).body)).toEqual(['/assets/shell-s1.js']);
  });

  it("never serves the build's manifests", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/first-paint-messages.json']) {
      const response = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("says only what the web app's catalogs say", async () => {
    const catalogs = path.join(import.meta.dirname, '../../../../web/src/locales/en');
    const ids = new Set<string>();
    for (const file of await readdir(catalogs)) {
      const text = await readFile(path.join(catalogs, file), 'utf8');
      for (const match of text.matchAll(/^msgid "(.+)"$/gm)) ids.add(JSON.parse(`"${match[1]}"`) as string);
    }
    const asked = new Set<string>();
    const recorder = new Proxy({}, { get: (_target, id) => (asked.add(String(id)), undefined) });
    for (const shell of ['login', 'forgotPassword'] as const) {
      renderShell(shell, { brand: getBrand('swift'), locale: 'es', messages: { es: recorder } });
    }
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked].filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('without a web build, behind a TLS proxy', () => {
  it('answers page requests with 503 and how to build, and sends HSTS only over https', async () => {
    const bare = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await bare.app.inject({ url: '/login', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('npm run build');
      const overHttps = await bare.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.statusCode).toBe(200);
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await bare.app.inject({ url: '/api/health' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
