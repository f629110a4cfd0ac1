// Bundles the server and the command line into dist/: the @portal/* workspace
// packages (TypeScript sources) are inlined, every other package stays an
// ordinary import from node_modules. No code splitting: each entry sits
// directly in dist/, so paths resolved from import.meta.url (the web build,
// the migrations) are the same for both.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('.', import.meta.url).pathname;

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** @type {import('esbuild').BuildOptions} */
const common = {
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
};

await rm(`${root}dist`, { recursive: true, force: true });
await build({ ...common, entryPoints: ['src/server.ts', 'src/cli.ts'] });
// The embedded database's thread (src/db/pglite-worker.mjs): started by URL beside the module that
// starts it, so it lands directly in dist/ under the same name as in src/db/.
await build({
  ...common,
  entryPoints: { 'pglite-worker': 'src/db/pglite-worker.mjs' },
  outExtension: { '.js': '.mjs' },
});

// The demo articles (Markdown) are read at start from beside the module, as from src/.
await cp(`${root}src/modules/content/demo`, `${root}dist/demo`, { recursive: true });
// The clinic library's conditions (Markdown), read the same way (modules/clinic-library/condition-files.ts).
await cp(`${root}src/modules/clinic-library/conditions`, `${root}dist/conditions`, { recursive: true });
// The translation catalogs (gettext .po), the server's and the contracts', read at start from locales/ beside
// the module (src/i18n/catalogs.ts).
await cp(`${root}src/i18n/locales`, `${root}dist/locales`, { recursive: true });
await cp(`${root}../../packages/contracts/src/locales`, `${root}dist/locales`, { recursive: true });
