import type { BrandKey } from '@portal/contracts/brands';
import { setCurrentBrand } from '../brands/current-brand';
import { setRuntimeConfig } from '../platform/runtime-config';
import { testBrand, testRuntimeConfig } from './brand-fixtures';

/** The app runs as `key`'s page until the test ends (test/setup.ts puts the localhost page back). */
export function pinBrand(key: BrandKey): void {
  setCurrentBrand(testBrand(key));
  setRuntimeConfig(testRuntimeConfig(key));
}
