#!/usr/bin/env node
// `npm run mobile -- --brand=<key>`: the native shell for one brand. Builds the web app with VITE_BRAND
// into native-web/dist, syncs it into android/ and ios/ (`cap sync`: web assets, config, plugins), then
// writes the brand into both projects (application id, name, colours, deep-link hosts, icons, splash).
// Without a brand: the brand-neutral development build the repository holds.
//   --brand=<key>     a brand of packages/contracts/src/brands.ts (or VITE_BRAND)
//   --skip-build      sync the web app already in native-web/dist
//   --project=<dir>   the folder holding capacitor.config.ts, android/ and ios/ (default apps/web; the tests
//                     point it at a copy)
//   --portal-url=<url> where the app calls the portal (VITE_PORTAL_URL); default: the brand's PUBLIC_URLS
//                     address, else the development server's
// Deep-link hosts come from PUBLIC_URLS (`swift=https://care.swift.example`), as the server's links do.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildNativeShell } from './native-shell.mjs';
import { WEB_ROOT } from './native-brand.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      'skip-build': { type: 'boolean' },
      project: { type: 'string' },
      'portal-url': { type: 'string' },
    },
  });
  const brandKey = values.brand || process.env.VITE_BRAND || undefined;
  const brand = await buildNativeShell({
    brandKey,
    skipBuild: values['skip-build'],
    portalUrl: values['portal-url'],
    projectDir: values.project ? path.resolve(values.project) : WEB_ROOT,
  });
  const hosts = brand.hosts.map(({ scheme, host }) => `${scheme}://${host}`).join(', ') || 'none (brand-neutral build)';
  console.log(`\n✔ ${brand.appName} (${brand.appId}) is in android/ and ios/. Deep links: ${hosts}.`);
  console.log(`  It calls the portal at ${brand.portalUrl}.`);
  console.log('  Open a project: npx cap open android | npx cap open ios (from apps/web).');
}

main().catch((error) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
