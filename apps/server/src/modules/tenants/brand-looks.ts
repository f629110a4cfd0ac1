import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TBrandTheme } from '@portal/contracts/brand-theme';
import { parseBrandThemeCss } from '@portal/contracts/brand-theme';
import type { Brand } from '@portal/contracts/brands';
import { BRANDS } from '@portal/contracts/brands';
import type { BrandAsset } from './brand-assets';
import { brandAssetOf } from './brand-assets';
import { builtInHostOrder } from './programme-record';
import type { BuiltInRecord } from './tenants-repository';

/** `apps/server/brands/`, from the sources (src/modules/tenants/) or from the bundle (dist/). */
export const BRANDS_DIR = [
  fileURLToPath(new URL('../../../brands/', import.meta.url)),
  fileURLToPath(new URL('../brands/', import.meta.url)),
].find((dir) => existsSync(path.join(dir, 'default', 'theme.css'))) as string;

/** A built-in brand's look as apps/server/brands/<key>/ draws it: what its record starts with. */
export interface BuiltInLook {
  theme: TBrandTheme;
  logo: BrandAsset;
  favicon: BrandAsset;
}

/** Every built-in brand's theme and artwork (apps/server/brands/), read once: a few kilobytes. */
export function loadBuiltInLooks(dir: string = BRANDS_DIR): ReadonlyMap<string, BuiltInLook> {
  const looks = new Map<string, BuiltInLook>();
  for (const brand of BRANDS) {
    const file = (name: string) => readFileSync(path.join(dir, brand.key, name));
    looks.set(brand.key, {
      theme: parseBrandThemeCss(file('theme.css').toString('utf8')),
      logo: brandAssetOf('logo', file('logo.svg'), 'image/svg+xml'),
      favicon: brandAssetOf('favicon', file('favicon.svg'), 'image/svg+xml'),
    });
  }
  return looks;
}

/** The record a built-in brand's row is given where it lacks one. */
export function builtInRecordOf(brand: Brand, look: BuiltInLook, ingestionWriteKey: string): BuiltInRecord {
  return {
    key: brand.key,
    name: brand.title,
    ingestionWriteKey,
    programmes: [...brand.programmes],
    hostRules: { contains: [...(brand.hosts.contains ?? [])], exact: [...(brand.hosts.exact ?? [])] },
    hostOrder: builtInHostOrder(brand.key),
    theme: look.theme,
    logo: { fileName: look.logo.fileName, contentType: look.logo.contentType, body: look.logo.body },
    favicon: { fileName: look.favicon.fileName, contentType: look.favicon.contentType, body: look.favicon.body },
    analyticsDatabase: brand.analyticsDatabase,
    supportEmail: brand.supportEmail,
    brandSupportLine: brand.support,
  };
}
