import * as z from 'zod/mini';

/** The artwork every brand has, at `/brands/<brand>/<file>`. */
export const BRAND_ARTWORK_FILES = ['logo.svg', 'favicon.svg'] as const;

export const ZBrandArtworkParams = z.object({
  brand: z.string(),
  file: z.enum(BRAND_ARTWORK_FILES),
});
