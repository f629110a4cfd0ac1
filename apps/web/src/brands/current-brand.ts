import { getBrand, isBrandKey, resolveBrand } from '@portal/contracts/brands';
import type { Brand, BrandKey } from '@portal/contracts/brands';
import { readRuntimeBrand } from '../platform/runtime-brand';

export interface BrandSources {
  /** `import.meta.env.VITE_BRAND`: set for native builds, which have no meaningful host. */
  nativeBrand?: string | undefined;
  /** The runtime config's `brand`, when the server pins it. */
  runtimeBrand?: BrandKey | undefined;
  /** `window.location.host`. */
  host: string;
}

/** Native build brand, else the server-pinned brand, else the host's brand. */
export function resolveAppBrand({ nativeBrand, runtimeBrand, host }: BrandSources): Brand {
  if (nativeBrand && isBrandKey(nativeBrand)) return getBrand(nativeBrand);
  if (runtimeBrand) return getBrand(runtimeBrand);
  return resolveBrand(host);
}

let current: Brand | undefined;

/** The brand this app runs as, resolved once per page load. */
export function getCurrentBrand(): Brand {
  current ??= resolveAppBrand({
    nativeBrand: import.meta.env.VITE_BRAND,
    runtimeBrand: readRuntimeBrand(),
    host: window.location.host,
  });
  return current;
}

/** Tests pin a brand; `undefined` resolves again next time. */
export function setCurrentBrand(brand: Brand | undefined): void {
  current = brand;
}
