import * as z from 'zod/mini';
import { BRAND_KEYS, PARTNER_PROGRAMMES } from './brands';

/**
 * What the server tells the app at run time, embedded in index.html as
 * `<script type="application/json" id="runtime-config">` so one build serves
 * every tenant with no extra request. Every field has a same-origin default.
 */
export const ZRuntimeConfig = z.object({
  /** Set only when the server pins the brand (native builds fix theirs at build time). */
  brand: z.optional(z.enum(BRAND_KEYS)),
  services: z.object({
    auth: z.string(),
    authorization: z.string(),
    ingestion: z.string(),
  }),
  /** The tenant's public, insert-only analytics write key. */
  ingestionKey: z.nullable(z.string()),
  /**
   * The programmes the tenant offers (its settings, else its brand's). Optional: an app served without
   * it (the dev server's own index.html) falls back to the brand registry's list.
   */
  programmes: z.optional(z.array(z.enum(PARTNER_PROGRAMMES))),
  /**
   * The programme's support line (its admins' setting, else its brand's), shown with a low well-being
   * result and a health scan's result. Optional: without it the app shows the brand registry's line.
   */
  support: z.optional(z.object({ phone: z.string(), hours: z.object({ en: z.string(), es: z.string() }) })),
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
