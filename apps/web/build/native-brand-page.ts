import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';
import type * as brandsModule from '@portal/contracts/brands';
import type { BrandKey } from '@portal/contracts/brands';
import type * as runtimeConfigModule from '@portal/contracts/runtime-config';
import type { TRuntimeConfig } from '@portal/contracts/runtime-config';
import type * as brandLooksModule from '../../server/src/modules/tenants/brand-looks';
import type * as brandThemeModule from '@portal/contracts/brand-theme';

type BrandsModule = typeof brandsModule;
type RuntimeConfigModule = typeof runtimeConfigModule;
type BrandLooksModule = typeof brandLooksModule;
type BrandThemeModule = typeof brandThemeModule;

/** A built-in brand's theme and artwork, at the registry's paths a native build copies them to. */
interface NativeLooks {
  themeOf(key: BrandKey): string;
  artwork(sitePath: string): { body: Buffer } | undefined;
}

/** What the page is written from: TypeScript sources, which Vite's config loader leaves to Node (runnerImport). */
interface Sources {
  brands: BrandsModule;
  runtimeConfig: RuntimeConfigModule;
  looks: NativeLooks;
}

async function importSource<T>(file: string): Promise<T> {
  const url = new URL(file, import.meta.url);
  const { module } = await runnerImport<T>(url.pathname, { configFile: false, logLevel: 'error' });
  return module;
}

export async function loadSources(): Promise<Sources> {
  const [brands, runtimeConfig, looksModule, themes] = await Promise.all([
    importSource<BrandsModule>('../../../packages/contracts/src/brands.ts'),
    importSource<RuntimeConfigModule>('../../../packages/contracts/src/runtime-config.ts'),
    importSource<BrandLooksModule>('../../server/src/modules/tenants/brand-looks.ts'),
    importSource<BrandThemeModule>('../../../packages/contracts/src/brand-theme.ts'),
  ]);
  const builtIn = looksModule.loadBuiltInLooks();
  const looks: NativeLooks = {
    themeOf: (key) => {
      const look = builtIn.get(key);
      return look ? themes.brandThemeCss(look.theme) : '';
    },
    artwork: (sitePath) => {
      const brand = brands.BRANDS.find((candidate) => candidate.logo === sitePath || candidate.favicon === sitePath);
      const look = brand && builtIn.get(brand.key);
      if (!brand || !look) return undefined;
      return sitePath === brand.logo ? look.logo : look.favicon;
    },
  };
  return { brands, runtimeConfig, looks };
}

/** The runtime config a native build's page carries: its brand, and the portal's services (`portalUrl`). */
export function nativeRuntimeConfig(
  { brands, runtimeConfig }: Sources,
  key: BrandKey,
  portalUrl: string | undefined,
): TRuntimeConfig {
  const { DEFAULT_SERVICE_PATHS } = runtimeConfig;
  const brand = brands.getBrand(key);
  const at = (servicePath: string) => (portalUrl ? new URL(servicePath, portalUrl).href : servicePath);
  return {
    brand: brands.appBrandOf(brand, { withHosts: true }),
    services: {
      auth: at(DEFAULT_SERVICE_PATHS.auth),
      authorization: at(DEFAULT_SERVICE_PATHS.authorization),
      ingestion: at(DEFAULT_SERVICE_PATHS.ingestion),
    },
    ingestionKey: null,
    programmes: [...brand.programmes],
    support: { phone: brand.support.phone, hours: { ...brand.support.hours } },
  };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The page the native build starts from: its brand's title, icon, theme and runtime config, as the server's pages. */
export function nativeBrandPage(sources: Sources, html: string, key: BrandKey, portalUrl: string | undefined): string {
  const brand = sources.brands.getBrand(key);
  const json = JSON.stringify(nativeRuntimeConfig(sources, key, portalUrl)).replace(/</g, '\\u003c');
  const theme = sources.looks.themeOf(key);
  return html
    .replace(
      sources.runtimeConfig.RUNTIME_CONFIG_PLACEHOLDER,
      () => `<script type="application/json" id="runtime-config">${json}</script>`,
    )
    .replace(/<html\b[^>]*>/, () => `<html lang="en" data-brand="${key}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(brand.title)}</title><style>${theme}</style>`)
    .replace(
      /<link rel="icon" id="favicon"[^>]*>/,
      () =>
        `<link rel="icon" id="favicon" type="image/svg+xml" href="${escapeText(brand.favicon)}" />` +
        `<meta name="theme-color" content="${escapeText(brand.themeColor)}" />`,
    );
}

/**
 * A native build (`PORTAL_NATIVE_BRAND`, which scripts/mobile/ sets: the brand, `default` for the neutral
 * build) has no server to render its page: the page is written here with the brand the server would
 * give it, and the brand's artwork is copied beside it. The web build the server serves holds no brand.
 */
export function nativeBrand(requested: string | undefined = process.env.PORTAL_NATIVE_BRAND): Plugin {
  let outDir = 'dist';
  let sources: Sources | undefined;
  let key: BrandKey | undefined;
  return {
    name: 'portal-native-brand',
    apply: (_config, env) => env.command === 'build' && requested !== undefined,
    async configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      sources = await loadSources();
      if (requested === undefined || !sources.brands.isBrandKey(requested)) {
        throw new Error(`PORTAL_NATIVE_BRAND="${requested}" is not a brand (packages/contracts/src/brands.ts).`);
      }
      key = requested;
    },
    transformIndexHtml: (html) =>
      sources && key ? nativeBrandPage(sources, html, key, process.env.VITE_PORTAL_URL) : html,
    async closeBundle() {
      if (!sources || !key) return;
      const brand = sources.brands.getBrand(key);
      for (const sitePath of [brand.logo, brand.favicon]) {
        const artwork = sources.looks.artwork(sitePath);
        if (!artwork) throw new Error(`The ${key} brand has no artwork at ${sitePath} (apps/server/brands/).`);
        const file = join(outDir, sitePath);
        await mkdir(resolve(file, '..'), { recursive: true });
        await writeFile(file, artwork.body);
      }
    },
  };
}
