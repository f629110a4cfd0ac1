import { AsyncLocalStorage } from 'node:async_hooks';
import { request } from 'node:http';
import type { Plugin } from 'vite';

const RUNTIME_CONFIG = /<script type="application\/json" id="runtime-config">[^<]*<\/script>/;
const ICON = /<link rel="icon" id="favicon"[^>]*>(?:<meta name="theme-color"[^>]*>)?/;
const TITLE = /<title>[^<]*<\/title>/;
const HTML_TAG = /<html\b[^>]*>/;
/** The brand's theme closes the page's inline style (apps/server/src/modules/web/web-service.ts). */
const THEME_START = ':root{--brand-';

/**
 * The dev server's page with the brand the portal's page for the same host carries: its runtime config,
 * title, icon and theme (the web build holds no brand). A page without a runtime config is not the
 * portal's: the dev page stays as it is.
 */
export function withPortalBrand(devPage: string, portalPage: string): string {
  const style = /<style>([^<]*)<\/style>/.exec(portalPage)?.[1] ?? '';
  const theme = style.includes(THEME_START) ? style.slice(style.lastIndexOf(THEME_START)) : '';
  const take = (pattern: RegExp) => pattern.exec(portalPage)?.[0];
  const config = take(RUNTIME_CONFIG);
  if (!config) return devPage;
  let page = devPage.replace('<!--runtime-config-->', () => config);
  const icon = take(ICON);
  if (icon) page = page.replace(/<link rel="icon" id="favicon"[^>]*>/, () => icon);
  const title = take(TITLE);
  if (title) page = page.replace(TITLE, () => title);
  const html = take(HTML_TAG);
  if (html) page = page.replace(HTML_TAG, () => html);
  return theme ? page.replace('</head>', () => `<style>${theme}</style></head>`) : page;
}

/** The portal's page at `url` as `host` sees it. */
function fetchPortalPage(portal: string, host: string, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const target = new URL(url, portal);
    const req = request(target, { headers: { host, accept: 'text/html' }, timeout: 3000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(Buffer.concat(chunks).toString('utf8'))
          : reject(new Error(`${res.statusCode}`)),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * `npm run dev`: each page takes its brand from the portal server (PORTAL_API_URL, where /api goes), asked
 * with the page's own host, so `swift.localhost:5173` is SwiftCare as `swift.localhost:8080` is. Without
 * the portal the page shows the app's neutral brand, and says why once.
 */
export function devBrandPage(portal: string = process.env.PORTAL_API_URL ?? 'http://localhost:8081'): Plugin {
  const hosts = new AsyncLocalStorage<{ host: string; url: string }>();
  let hasWarned = false;
  return {
    name: 'portal-dev-brand-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) =>
        hosts.run({ host: req.headers.host ?? 'localhost', url: req.url ?? '/' }, next),
      );
    },
    async transformIndexHtml(html) {
      const { host, url } = hosts.getStore() ?? { host: 'localhost', url: '/' };
      try {
        return withPortalBrand(html, await fetchPortalPage(portal, host, url));
      } catch (error) {
        if (!hasWarned) {
          hasWarned = true;
          console.warn(`The portal at ${portal} did not answer (${String(error)}): pages show the neutral brand.`);
        }
        return html;
      }
    },
  };
}
