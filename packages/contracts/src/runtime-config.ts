import * as z from 'zod/mini';
import { ANALYTICS_DATABASES } from './brand-fields';
import { PARTNER_PROGRAMMES } from './programmes';

/**
 * The brand a page is served as: everything of it the app shows or sends. The web build holds no brand;
 * the server's page says which it is (a native build's page is written when it is built).
 */
export const ZAppBrand = z.object({
  key: z.string(),
  /** The page title, and the name the app calls the programme by. */
  title: z.string(),
  /** Site paths of the artwork. */
  logo: z.string(),
  favicon: z.string(),
  /** Its main colour: the browser's theme-color. */
  themeColor: z.string(),
  /** Where its analytics events are written. */
  analyticsDatabase: z.enum(ANALYTICS_DATABASES),
  /** Who members write to for help with their programme. */
  supportEmail: z.string(),
  /**
   * The hosts whose links are the brand's (a native build opens them in the app): exact names, and
   * text a host name contains. Only a native build's page carries them.
   */
  hosts: z.optional(z.object({ exact: z.array(z.string()), contains: z.array(z.string()) })),
});
export type TAppBrand = z.infer<typeof ZAppBrand>;

/**
 * What the server tells the app at run time, embedded in index.html as
 * `<script type="application/json" id="runtime-config">` so one build serves
 * every tenant with no extra request. Every field has a same-origin default.
 */
export const ZRuntimeConfig = z.object({
  /** The page's brand. Absent only from the dev server's own page (the app then shows a neutral one). */
  brand: z.optional(ZAppBrand),
  services: z.object({
    auth: z.string(),
    authorization: z.string(),
    ingestion: z.string(),
  }),
  /** The tenant's public, insert-only analytics write key. */
  ingestionKey: z.nullable(z.string()),
  /** The programmes the tenant offers (its settings, else its brand's); absent: none. */
  programmes: z.optional(z.array(z.enum(PARTNER_PROGRAMMES))),
  /**
   * The programme's support line (its admins' setting, else its brand's), shown with a low well-being
   * result and a health scan's result; absent: none is shown.
   */
  support: z.optional(z.object({ phone: z.string(), hours: z.object({ en: z.string(), es: z.string() }) })),
  /**
   * True while the programme is suspended: the app shows its suspension page without asking the API (which
   * refuses the programme's every request meanwhile). Absent while it is active.
   */
  suspended: z.optional(z.boolean()),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
/** The marker in index.html the server replaces with the runtime config. */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';

export const DEFAULT_SERVICE_PATHS = {
  auth: '/api/auth',
  authorization: '/api/authorization',
  ingestion: '/api/ingestion',
} as const;
