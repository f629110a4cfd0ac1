import type { TenantsRepository } from './tenants-repository';

/** A programme's logo or favicon as it is served. */
export interface StoredBrandAsset {
  contentType: string;
  body: Buffer;
}

/** How many assets a process keeps in memory (two per programme; each a few kilobytes). */
const CACHED_ASSETS = 512;

export interface BrandAssetStore {
  /** The asset at `/brands/<tenantKey>/<fileName>`, if that programme has one by that name. */
  read(tenantKey: string, fileName: string): Promise<StoredBrandAsset | undefined>;
}

/**
 * Reads programmes' artwork from the database, keeping the most recently served in memory. A name is its
 * content's hash, so what is kept never goes stale: a new logo is a new name.
 */
export function createBrandAssetStore(repository: Pick<TenantsRepository, 'findAsset'>): BrandAssetStore {
  const cache = new Map<string, StoredBrandAsset>();
  return {
    async read(tenantKey, fileName) {
      const id = `${tenantKey}/${fileName}`;
      const cached = cache.get(id);
      if (cached) {
        // Most recently used last: the first entry is the one to drop.
        cache.delete(id);
        cache.set(id, cached);
        return cached;
      }
      const asset = await repository.findAsset(tenantKey, fileName);
      if (!asset) return undefined;
      cache.set(id, asset);
      if (cache.size > CACHED_ASSETS) cache.delete(cache.keys().next().value as string);
      return asset;
    },
  };
}
