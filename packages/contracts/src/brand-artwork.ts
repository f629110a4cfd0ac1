import * as z from 'zod/mini';

/**
 * A programme's logo or favicon, at `/brands/<programme>/<file>`: its name carries its content's hash
 * (`logo.3f9a0c2e1b7d4a65.svg`), so a new upload is a new address and an old one may be cached for good.
 */
export const BRAND_ARTWORK_FILE = /^(?:logo|favicon)\.[0-9a-f]{16}\.(?:svg|png)$/;

export const ZBrandArtworkParams = z.object({
  brand: z.string().check(z.maxLength(40)),
  file: z.string().check(z.regex(BRAND_ARTWORK_FILE)),
});
