import type { TAppBrand } from '@portal/contracts/runtime-config';
import { readRuntimeBrand } from '../platform/runtime-brand';

/**
 * What a page that names no brand shows: the dev server's own page when the portal server is not
 * running (the server's pages and a native build's always name theirs). No logo: its title in type.
 */
export const NEUTRAL_BRAND: TAppBrand = {
  key: 'default',
  // A brand's title is its name, the same in every language (the server's titles are not translated either).
  // eslint-disable-next-line lingui/no-unlocalized-strings
  title: 'Wellness portal',
  logo: '',
  favicon: '',
  themeColor: '#1d4ed8',
  analyticsDatabase: 'amm_c0nj',
  supportEmail: '',
};

let current: TAppBrand | undefined;

/** The brand this app runs as (the page's), read once per page load. */
export function getCurrentBrand(): TAppBrand {
  current ??= readRuntimeBrand() ?? NEUTRAL_BRAND;
  return current;
}

/** Tests pin a brand; `undefined` reads the page again next time. */
export function setCurrentBrand(brand: TAppBrand | undefined): void {
  current = brand;
}
