import { TENANT_KEY_PATTERN } from '@portal/contracts/programme-records';
import { describe, expect, it } from 'vitest';
import { suggestProgrammeKey } from './programme-key';

describe('suggestProgrammeKey', () => {
  it.each([
    ['Acme Health', 'acme-health'],
    ['  Acme   Health & Care ', 'acme-health-care'],
    ['Salud Pública Española', 'salud-publica-espanola'],
    ['3M Wellness', 'm-wellness'],
    ['One Two Three Four Five', 'one-two-three-four'],
    ['Acme 2026', 'acme-2026'],
  ])('suggests a key for %s: %s', (name, key) => {
    expect(suggestProgrammeKey(name)).toBe(key);
    expect(key).toMatch(TENANT_KEY_PATTERN);
  });

  it('suggests nothing for a name without a letter', () => {
    expect(suggestProgrammeKey('')).toBe('');
    expect(suggestProgrammeKey('2026 !!')).toBe('');
  });

  it('keeps a long name within the 40 characters a key may have', () => {
    const key = suggestProgrammeKey(`${'a'.repeat(35)} ${'b'.repeat(20)} c`);
    expect(key.length).toBeLessThanOrEqual(40);
    expect(key).toMatch(TENANT_KEY_PATTERN);
  });
});
