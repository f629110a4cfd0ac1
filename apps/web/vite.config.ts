import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { devBrandPage } from './build/dev-brand-page';
import { nativeBrand } from './build/native-brand-page';
import { precompress } from './build/precompress';
import { signedInChunks } from './build/signed-in-chunks';

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`…) compiled by its Babel plugin, only
 * in files that import them. (Its faster native transform needs a platform
 * binary that npm does not reliably install: see docs/decisions/lingui.md.)
 */
// Found from this folder, so the config loads whether Vite runs here or from the repository root.
const linguiConfigPath = join(import.meta.dirname, 'lingui.config.ts');

export const linguiMacros = babel({
  presets: [
    {
      preset: {
        plugins: [[linguiMacroPlugin, { linguiConfig: getConfig({ configPath: linguiConfigPath }) }]],
      },
      rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
    },
  ],
});

export const linguiCatalogs = (options: { failOnMissing?: boolean } = {}) =>
  lingui({ configPath: linguiConfigPath, ...options });

/**
 * `@/…` is src/…, for the build and both test projects (tsconfig.json's `paths` says the same to
 * TypeScript, and the lint rules read it the same way: lint/web-rules.js).
 */
export const srcAlias = [{ find: /^@\//, replacement: `${join(import.meta.dirname, 'src')}/` }];

/** Reads a .po file's translations: msgid → msgstr (a message without one keeps its msgid). */
function readPoMessages(text: string): Record<string, string> {
  const messages: Record<string, string> = {};
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  let field: 'msgid' | 'msgstr' | undefined;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') messages[id] = str === '' ? id : str;
    id = '';
    str = '';
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line);
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line === '') {
      field = undefined;
    }
  }
  flush();
  return messages;
}

/**
 * For the server's first paint (apps/server/src/modules/web): beside Vite's manifest (which maps each
 * route's modules to its chunks, for modulepreload), the messages of the catalogs the static shells
 * show, per language, so a shell always says what the React screen that replaces it says.
 */
function firstPaintMessages(areas: readonly string[] = ['common', 'sign-in', 'auth']): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'portal-first-paint-messages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async closeBundle() {
      const localesDir = join(root, 'src', 'locales');
      const locales = (await readdir(localesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
      const byLocale: Record<string, Record<string, string>> = {};
      for (const locale of locales) {
        byLocale[locale.name] = {};
        for (const area of areas) {
          const text = await readFile(join(localesDir, locale.name, `${area}.po`), 'utf8').catch(() => '');
          Object.assign(byLocale[locale.name] as object, readPoMessages(text));
        }
      }
      await mkdir(resolve(root, outDir, '.vite'), { recursive: true });
      await writeFile(resolve(root, outDir, '.vite', 'first-paint-messages.json'), JSON.stringify(byLocale));
    },
  };
}

/** The chunks of the login page's first script that make dynamic imports: the entry, the shell group, Login. */
const LOGIN_PAGE_CHUNK = /(^|\/)(index|shell|login)-[\w-]{8}\.js$/;
/**
 * The dashboard layout's and Home's chunks: their dynamic imports are what loads once Home is usable (the
 * tour, Home's points and challenge cards, dialogs on demand), which may take a round trip more.
 */
const AFTER_USABLE_HOST_CHUNK = /(^|\/)(dashboard|home)-[\w-]{8}\.js$/;
/** What a sign-in waits for at once (the API clients): its chunks still download together. */
const SIGN_IN_CHUNK = /(^|\/)signed-in-data-[\w-]{8}\.js$/;

/**
 * For each dynamic import, Vite lists in the importing chunk every chunk the imported one needs, so they
 * download in parallel. In the login page's own chunks those lists named every lazy screen's chunks
 * (about 150 file names with their indexes: 2.8 KB gzipped of the login budget). There they keep only
 * the stylesheets (a screen must not show unstyled) and the API clients' list: another import's own
 * imports load after it, one round trip later, on its first load only. The server preloads a first
 * address's chunks, and the login form starts loading Home as it is submitted. The dashboard's and Home's
 * chunks likewise (their lists cost Home's budget for what loads after it is usable). Other chunks'
 * dynamic imports keep their lists.
 */
function preloadLists(filename: string, deps: string[], { hostId }: { hostId: string }): string[] {
  const trimmed =
    (LOGIN_PAGE_CHUNK.test(hostId) && !SIGN_IN_CHUNK.test(filename)) || AFTER_USABLE_HOST_CHUNK.test(hostId);
  return trimmed ? deps.filter((dep) => dep.endsWith('.css')) : deps;
}

const signedIn = signedInChunks();

/** What a sign-in waits for at once: the HTTP clients (ky), TanStack Query and the session's data helpers. */
const SIGNED_IN_DATA =
  /\/node_modules\/(ky|@tanstack\/(query-core|react-query))\/|\/src\/(api\/(clients|create-client|private-file)|session\/(query-client|sign-out|use-current-user|session-activity))\.ts$/;

export default defineConfig({
  // A catalog that lacks a Spanish message fails the build rather than ship a gap.
  plugins: [
    react(),
    linguiMacros,
    linguiCatalogs({ failOnMissing: true }),
    tailwindcss(),
    precompress(),
    firstPaintMessages(),
    signedIn.plugin,
    nativeBrand(),
    devBrandPage(),
  ],
  resolve: { alias: srcAlias },
  server: {
    port: 5173,
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      // Keep the Host header: the server resolves the brand from it.
      '/api': { target: process.env.PORTAL_API_URL ?? 'http://localhost:8081', changeOrigin: false },
      // The brands' artwork is the server's too (the page's brand comes from it: build/dev-brand-page.ts).
      '/brands': { target: process.env.PORTAL_API_URL ?? 'http://localhost:8081', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // dist/.vite/manifest.json: the server preloads the chunks of the route being opened.
    manifest: true,
    // Every browser and WebView we support has native modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: preloadLists },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The light primitives and session helpers the public screens share, in one
              // request instead of a dozen tiny ones. Radix-based primitives stay apart; the sign-in
              // itself loads when the login form is first touched.
              name: 'shell',
              test: /\/src\/(ui\/(button|card|cn|form\/(use-form|schema-errors)|form-alert|form-field|input|label|notice|page-heading|password-input|preparing-notice|spinner|submit-button)|brands\/brand-logo|navigation\/(link|router\/[\w-]+)|session\/(storage|after-sign-in)|api\/load-clients)\.tsx?$|\/node_modules\/(clsx|class-variance-authority)\//,
              priority: 2,
            },
            {
              // What every signed-in screen needs to talk to the server, in one request instead of a
              // dozen: the HTTP clients (ky), TanStack Query and the session's data helpers, and what
              // else Home shares with public screens other than the login page (zod, the result card…:
              // build/signed-in-chunks.ts). Loaded when a member signs in or opens the dashboard, never
              // before the login form. (The upload client loads with the first upload.)
              name: 'signed-in-data',
              test: (id) => SIGNED_IN_DATA.test(id) || signedIn.isSharedModule(id),
              priority: 1,
              // Only these modules: what they import (i18n, contracts…) stays where it was.
              includeDependenciesRecursively: false,
            },
            {
              // The dashboard layout's and Home's own modules, in one request instead of about twenty
              // (build/signed-in-chunks.ts).
              name: 'dashboard',
              test: signedIn.isDashboardModule,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
