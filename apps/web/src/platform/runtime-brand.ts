import { isBrandKey } from '@portal/contracts/brands';
import type { BrandKey } from '@portal/contracts/brands';

/**
 * RUNTIME_CONFIG_ELEMENT_ID from the contracts, restated because importing
 * that module runs its zod schema definitions and would pull zod/mini into the
 * entry chunk. runtime-brand.test.ts holds the two equal.
 */
export const RUNTIME_CONFIG_ID = 'runtime-config';

/** The JSON the server embeds in index.html, unvalidated; undefined when absent or unreadable. */
export function readRawRuntimeConfig(doc: Document): unknown {
  const text = doc.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error('Ignoring an unreadable runtime config', error);
    return undefined;
  }
}

/**
 * The brand the server pins, if any: the one part of the runtime config that
 * start-up needs, checked against the registry without loading zod (which
 * would cost the login screen ~5 KB; the full config is validated with the
 * HTTP clients, below).
 */
export function readRuntimeBrand(doc: Document = document): BrandKey | undefined {
  const raw = readRawRuntimeConfig(doc);
  const brand = raw && typeof raw === 'object' ? (raw as { brand?: unknown }).brand : undefined;
  return typeof brand === 'string' && isBrandKey(brand) ? brand : undefined;
}
