import { appBrandOf, getBrand } from '@portal/contracts/brands';
import type { BrandKey } from '@portal/contracts/brands';
import { DEFAULT_SERVICE_PATHS, RUNTIME_CONFIG_ELEMENT_ID } from '@portal/contracts/runtime-config';
import type { TAppBrand, TRuntimeConfig } from '@portal/contracts/runtime-config';

/**
 * The brands as the server's pages tell the app of them: the registry is the server's (the web app
 * holds none), and tests use it as their fixture.
 */
export function testBrand(key: BrandKey): TAppBrand {
  return appBrandOf(getBrand(key));
}

/** The runtime config the server embeds in a page of `key`'s (its registry programmes and support line). */
export function testRuntimeConfig(key: BrandKey): TRuntimeConfig {
  const brand = getBrand(key);
  return {
    brand: testBrand(key),
    services: { ...DEFAULT_SERVICE_PATHS },
    ingestionKey: null,
    programmes: [...brand.programmes],
    support: { phone: brand.support.phone, hours: { ...brand.support.hours } },
  };
}

/** The runtime config element a server page of `key`'s carries. */
export function runtimeConfigElement(key: BrandKey, doc: Document = document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify(testRuntimeConfig(key));
  return script;
}
