import type { BrandSupportLine } from '@portal/contracts/brands';
import { getRuntimeConfig } from '../platform/runtime-config';
import { getCurrentBrand } from './current-brand';

/**
 * The programme's support line: the runtime config's (the tenant's admins' setting, else its brand's,
 * which the server embeds in index.html), else the brand registry's (the dev server's page, native builds).
 */
export function getSupportLine(): BrandSupportLine {
  return getRuntimeConfig().support ?? getCurrentBrand().support;
}

/** The line's hours in the language on screen. */
export function supportHoursIn(line: BrandSupportLine, locale: string): string {
  return line.hours[locale === 'es' ? 'es' : 'en'];
}
