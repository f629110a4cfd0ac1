import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BrandKey } from '@portal/contracts/brands';
import type { TRuntimeConfig } from '@portal/contracts/runtime-config';
import {
  DEFAULT_SERVICE_PATHS,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PLACEHOLDER,
} from '@portal/contracts/runtime-config';

export interface WebTenant {
  key: BrandKey;
  ingestionWriteKey: string;
}

export interface WebService {
  /** index.html with the tenant's runtime config, or undefined when the web app has not been built. */
  renderIndex(tenant: WebTenant): Promise<string | undefined>;
}

export function buildRuntimeConfig(tenant: WebTenant): TRuntimeConfig {
  return { services: { ...DEFAULT_SERVICE_PATHS }, ingestionKey: tenant.ingestionWriteKey };
}

/** The runtime config as an inert JSON script; `<` is escaped so no value can close the element. */
export function renderRuntimeConfigScript(config: TRuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** Whether the build holds pre-compressed (.br/.gz) files worth serving. */
export function hasPrecompressedFiles(root: string): boolean {
  try {
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).some(
      (file) => file.endsWith('.br') || file.endsWith('.gz'),
    );
  } catch {
    return false;
  }
}

export function createWebService(deps: { webDist: string }): WebService {
  const indexPath = path.join(deps.webDist, 'index.html');
  // Rendered pages per tenant, dropped whenever index.html changes on disk (a rebuild).
  let cache: { mtimeMs: number; template: string; pages: Map<BrandKey, string> } | undefined;

  return {
    async renderIndex(tenant) {
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(indexPath)).mtimeMs;
      } catch {
        return undefined;
      }
      if (!cache || cache.mtimeMs !== mtimeMs) {
        cache = { mtimeMs, template: await readFile(indexPath, 'utf8'), pages: new Map() };
      }
      let page = cache.pages.get(tenant.key);
      if (!page) {
        const script = renderRuntimeConfigScript(buildRuntimeConfig(tenant));
        page = cache.template.replace(RUNTIME_CONFIG_PLACEHOLDER, () => script);
        cache.pages.set(tenant.key, page);
      }
      return page;
    },
  };
}
