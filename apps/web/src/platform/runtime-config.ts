import { DEFAULT_SERVICE_PATHS, ZRuntimeConfig } from '@portal/contracts/runtime-config';
import type { TRuntimeConfig } from '@portal/contracts/runtime-config';
import { readRawRuntimeConfig } from './runtime-brand';

export const DEFAULT_RUNTIME_CONFIG: TRuntimeConfig = {
  services: { ...DEFAULT_SERVICE_PATHS },
  ingestionKey: null,
};

/**
 * Reads and validates the config the server embeds in index.html. Absent
 * (vite dev, tests, native builds) or invalid, the same-origin defaults apply.
 */
export function readRuntimeConfig(doc: Document = document): TRuntimeConfig {
  const raw = readRawRuntimeConfig(doc);
  if (raw === undefined) return DEFAULT_RUNTIME_CONFIG;
  const parsed = ZRuntimeConfig.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.error('Ignoring an invalid runtime config', parsed.error);
  return DEFAULT_RUNTIME_CONFIG;
}

let cached: TRuntimeConfig | undefined;

/** The runtime config, read once. */
export function getRuntimeConfig(): TRuntimeConfig {
  cached ??= readRuntimeConfig();
  return cached;
}

/** Tests swap the config in; `undefined` re-reads the document next time. */
export function setRuntimeConfig(config: TRuntimeConfig | undefined): void {
  cached = config;
}
