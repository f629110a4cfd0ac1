import type { BrandSupportLine } from '@portal/contracts/brand-fields';
import { getRuntimeConfig } from '../platform/runtime-config';

/**
 * The programme's support line: its admins' setting, else its brand's, which the server embeds in the
 * page's runtime config. Undefined on a page without one (the dev server's, without the portal).
 */
export function getSupportLine(): BrandSupportLine | undefined {
  return getRuntimeConfig().support;
}

/** The line's hours in the language on screen. */
export function supportHoursIn(line: BrandSupportLine, locale: string): string {
  return line.hours[locale === 'es' ? 'es' : 'en'];
}
