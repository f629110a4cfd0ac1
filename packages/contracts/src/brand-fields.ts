/**
 * The kinds of value every brand holds that the app, the server and the contracts all read. The
 * brands themselves are the server's (brands.ts); the app learns its own from the page.
 */
import type { TAppLocale } from './locales';

export const ANALYTICS_DATABASES = ['incentwellness_mm', 'oakmorelabs_mm', 'amm_c0nj'] as const;
export type AnalyticsDatabase = (typeof ANALYTICS_DATABASES)[number];

/** The brand's support line, offered with a result that points to low well-being. */
export interface BrandSupportLine {
  /** Fictitious numbers in the reserved 555-01xx range until a real programme sets its own. */
  phone: string;
  /** When the line answers, in each language the portal speaks. */
  hours: Readonly<Record<TAppLocale, string>>;
}

/** Shown with every support line: it is not an emergency service. */
export const EMERGENCY_NOTE =
  'If you are in immediate danger or thinking about harming yourself, call your local emergency number now.';

/**
 * Every brand's logo is drawn on this box (its SVG's width, height and viewBox): pages give the image
 * these dimensions, so its space is kept before it loads and nothing moves when it does.
 */
export const LOGO_SIZE = { width: 200, height: 48 } as const;
