import { DEFAULT_SERVICE_PATHS, ZRuntimeConfig } from '@portal/contracts/runtime-config';
import type { TRuntimeConfig } from '@portal/contracts/runtime-config';
import { readRawRuntimeConfig } from './runtime-brand';

export const DEFAULT_RUNTIME_CONFIG: TRuntimeConfig = {
  services: { ...DEFAULT_SERVICE_PATHS },
  ingestionKey: null,
};

/**
 * The config of an app built with the portal's address (`VITE_PORTAL_URL`, native builds: their pages
 * come from the phone, the services from the portal): the same service paths, at that address.
 */
export function portalRuntimeConfig(portalUrl: string): TRuntimeConfig {
  const at = (servicePath: string) => new URL(servicePath, portalUrl).href.replace(/\/$/, '');
  return {
    services: {
      auth: at(DEFAULT_SERVICE_PATHS.auth),
      authorization: at(DEFAULT_SERVICE_PATHS.authorization),
      ingestion: at(DEFAULT_SERVICE_PATHS.ingestion),
    },
    ingestionKey: null,
  };
}

/**
 * Reads and validates the config the server embeds in index.html. Absent (vite dev, tests, native
 * builds) or invalid, the defaults apply: the portal's address the build names, else same-origin.
 */
export function readRuntimeConfig(
  doc: Document = document,
  portalUrl: string | undefined = import.meta.env.VITE_PORTAL_URL,
): TRuntimeConfig {
  const fallback = portalUrl ? portalRuntimeConfig(portalUrl) : DEFAULT_RUNTIME_CONFIG;
  const raw = readRawRuntimeConfig(doc);
  if (raw === undefined) return fallback;
  const parsed = ZRuntimeConfig.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.error('Ignoring an invalid runtime config', parsed.error);
  return fallback;
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
