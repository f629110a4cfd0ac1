// The brands, read from their registry (packages/contracts/src/brands.ts) so the bench covers every one.
import { readFileSync } from 'node:fs';

export function readBrandKeys() {
  const source = readFileSync(new URL('../../packages/contracts/src/brands.ts', import.meta.url), 'utf8');
  const list = /BRAND_KEYS = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('BRAND_KEYS not found in packages/contracts/src/brands.ts');
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
}
