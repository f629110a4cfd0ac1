import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS } from '@portal/contracts/brands';
import type { BrandKey } from '@portal/contracts/brands';

/** `apps/server/brands/`, from the sources (src/modules/tenants/) or from the bundle (dist/). */
export const BRANDS_DIR = [
  fileURLToPath(new URL('../../../brands/', import.meta.url)),
  fileURLToPath(new URL('../brands/', import.meta.url)),
].find((dir) => existsSync(path.join(dir, 'default', 'theme.css'))) as string;

/** A brand's artwork as it is served. */
export interface BrandArtwork {
  body: Buffer;
  contentType: 'image/svg+xml';
}

/** Every brand's theme and artwork (apps/server/brands/), read once at start: a few kilobytes. */
export interface BrandLooks {
  /** The brand's theme, minified: one `:root` block of its `--brand-*` custom properties. */
  themeOf(key: BrandKey): string;
  /** The artwork at a site path (`/brands/swift/logo.svg`), if it is a brand's. */
  artwork(sitePath: string): BrandArtwork | undefined;
}

/** Comments out, each line trimmed and the lines joined: what the page inlines. */
function minifyTheme(css: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return withoutComments
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replaceAll(' {', '{')
    .replaceAll('{ ', '{')
    .replaceAll('; ', ';')
    .replaceAll(' }', '}')
    .replaceAll(': ', ':');
}

export function loadBrandLooks(dir: string = BRANDS_DIR): BrandLooks {
  const themes = new Map<BrandKey, string>();
  const artwork = new Map<string, BrandArtwork>();
  for (const brand of BRANDS) {
    themes.set(brand.key, minifyTheme(readFileSync(path.join(dir, brand.key, 'theme.css'), 'utf8')));
    for (const sitePath of [brand.logo, brand.favicon]) {
      const file = path.join(dir, brand.key, path.basename(sitePath));
      artwork.set(sitePath, { body: readFileSync(file), contentType: 'image/svg+xml' });
    }
  }
  return {
    themeOf: (key) => themes.get(key) ?? '',
    artwork: (sitePath) => artwork.get(sitePath),
  };
}
