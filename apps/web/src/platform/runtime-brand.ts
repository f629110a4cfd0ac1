import type { TAppBrand } from '@portal/contracts/runtime-config';

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

const TEXT_FIELDS = ['key', 'title', 'logo', 'favicon', 'themeColor', 'analyticsDatabase', 'supportEmail'] as const;

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The page's brand: the one part of the runtime config that start-up needs, checked field by field
 * without loading zod (which would cost the login screen ~5 KB; the whole config is validated with the
 * HTTP clients, runtime-config.ts). Undefined when the page names none or a malformed one.
 */
export function readRuntimeBrand(doc: Document = document): TAppBrand | undefined {
  const raw = readRawRuntimeConfig(doc);
  const brand = raw && typeof raw === 'object' ? (raw as { brand?: unknown }).brand : undefined;
  if (!brand || typeof brand !== 'object') return undefined;
  const fields = brand as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof fields[field] === 'string')) return undefined;
  const hosts = fields.hosts as { exact?: unknown; contains?: unknown } | undefined;
  if (hosts !== undefined && !(isTextList(hosts.exact) && isTextList(hosts.contains))) return undefined;
  return brand as TAppBrand;
}
