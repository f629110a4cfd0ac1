// What one native build is: its application id, name, colour, mark and deep-link hosts, read from the brand
// registry (packages/contracts) as capacitor.config.ts reads it. The registry is TypeScript: Vite's
// runnerImport loads it, so these scripts stay plain Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** apps/web. */
export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTRACTS = path.resolve(WEB_ROOT, '..', '..', 'packages', 'contracts', 'src');
/** The brands' artwork, beside the server (the web build holds none). */
const BRANDS_DIR = path.resolve(WEB_ROOT, '..', 'server', 'brands');

/** The brand-neutral build's identity (no VITE_BRAND): as capacitor.config.ts says. */
export const NEUTRAL_APP = { appId: 'com.wellnessportal.app', appName: 'Wellness Portal' };

async function load(file) {
  const { module } = await runnerImport(path.join(CONTRACTS, file), { configFile: false, logLevel: 'error' });
  return module;
}

/**
 * The hosts a brand's app opens links of: its address in PUBLIC_URLS (`swift=https://care.swift.example`,
 * the setting the server builds its email links from), else the server's development address
 * (`http://<brand>.localhost`, the default brand on 127.0.0.1). The neutral build claims none.
 */
export function linkHosts(brandKey, publicUrls = '') {
  if (!brandKey) return [];
  for (const entry of publicUrls.split(/[\s,]+/).filter(Boolean)) {
    const separator = entry.indexOf('=');
    if (separator === -1 || entry.slice(0, separator).trim().toLowerCase() !== brandKey) continue;
    const url = new URL(entry.slice(separator + 1).trim());
    return [{ scheme: url.protocol.slice(0, -1), host: url.hostname }];
  }
  return [{ scheme: 'http', host: brandKey === 'default' ? '127.0.0.1' : `${brandKey}.localhost` }];
}

/**
 * Where a brand's app calls the portal (VITE_PORTAL_URL): `override` (`--portal-url`), else the brand's
 * address in PUBLIC_URLS, else the server's development address. A phone reaches neither `*.localhost` nor
 * plain http from the shell's https page, so a build for a device names an https address.
 */
export function portalUrl(brandKey, publicUrls = '', override = undefined) {
  if (override) return new URL(override).origin;
  const host = linkHosts(brandKey ?? 'default', publicUrls)[0];
  const port = host.scheme === 'http' ? ':8080' : '';
  return `${host.scheme}://${host.host}${port}`;
}

/**
 * Apple's path patterns (`/reset-password*`) as Android intent-filter paths: a trailing `*` is a prefix,
 * anything else an exact path.
 */
export function androidLinkPaths(patterns) {
  return patterns.map((pattern) =>
    pattern.endsWith('*')
      ? { attribute: 'pathPrefix', value: pattern.slice(0, -1) }
      : { attribute: 'path', value: pattern },
  );
}

/**
 * Everything the native projects need of a brand (`undefined`: the neutral build, in the default brand's
 * look). `publicUrls` is PUBLIC_URLS.
 */
export async function resolveNativeBrand(
  brandKey,
  { publicUrls = process.env.PUBLIC_URLS ?? '', portalUrl: portalUrlOverride = process.env.VITE_PORTAL_URL } = {},
) {
  const [brands, appLinks] = await Promise.all([load('brands.ts'), load('app-links.ts')]);
  if (brandKey !== undefined && !brands.isBrandKey(brandKey)) {
    throw new Error(`"${brandKey}" is not a brand; use one of ${brands.BRAND_KEYS.join(', ')}.`);
  }
  const brand = brands.getBrand(brandKey ?? 'default');
  return {
    key: brandKey,
    ...(brandKey ? { appId: appLinks.getNativeAppId(brand.key), appName: brand.title } : NEUTRAL_APP),
    themeColor: brand.themeColor,
    markFile: path.join(BRANDS_DIR, brand.key, 'favicon.svg'),
    hosts: linkHosts(brandKey, publicUrls),
    portalUrl: portalUrl(brandKey, publicUrls, portalUrlOverride),
    linkPatterns: [...appLinks.APP_LINK_PATTERNS],
  };
}
