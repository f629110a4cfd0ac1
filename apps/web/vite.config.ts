import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip, constants } from 'node:zlib';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|html)$/;

/** Writes a `.gz` beside every text asset so the server can send precompressed files. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map(async (entry) => {
            const file = join(entry.parentPath, entry.name);
            const body = await gzipAsync(await readFile(file), { level: constants.Z_BEST_COMPRESSION });
            await writeFile(`${file}.gz`, body);
          }),
      );
    },
  };
}

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`…) compiled by its Babel plugin, only
 * in files that import them. (Its faster native transform needs a platform
 * binary that npm does not reliably install: see docs/decisions.md.)
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

export default defineConfig({
  // A catalog that lacks a Spanish message fails the build rather than ship a gap.
  plugins: [react(), linguiMacros, linguiCatalogs({ failOnMissing: true }), tailwindcss(), precompress()],
  server: {
    port: 5173,
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      // Keep the Host header: the server resolves the brand from it.
      '/api': { target: process.env.PORTAL_API_URL ?? 'http://localhost:8081', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // Every browser and WebView we support has native modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The light primitives and session helpers the public screens share, in one
              // request instead of a dozen tiny ones. Radix-based primitives stay apart.
              name: 'shell',
              test: /\/src\/(ui\/(button|card|cn|field-errors|form-field|input|label|notice|page-heading|password-input|preparing-notice|spinner)|brands\/brand-logo|session\/(storage|sign-in|get-current-user)|api\/(error-message|load-clients))\.tsx?$|\/node_modules\/(clsx|class-variance-authority)\//,
            },
          ],
        },
      },
    },
  },
});
