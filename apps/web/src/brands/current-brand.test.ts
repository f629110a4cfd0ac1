import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/contracts/runtime-config';
import { getCurrentBrand, NEUTRAL_BRAND } from './current-brand';

function pageConfig(): HTMLElement {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element) throw new Error('the test page has no runtime config');
  return element;
}

describe('getCurrentBrand', () => {
  it('is the brand the server’s page names (localhost: Attentive Health)', () => {
    expect(getCurrentBrand()).toMatchObject({
      key: 'attentive',
      title: 'Attentive Health',
      logo: '/brands/attentive/logo.svg',
      favicon: '/brands/attentive/favicon.svg',
      analyticsDatabase: 'amm_c0nj',
    });
  });

  it('is the neutral brand on a page that names none, or a malformed one', () => {
    const config = pageConfig();
    const original = config.textContent;
    try {
      config.textContent = JSON.stringify({ ...JSON.parse(original ?? '{}'), brand: { key: 'swift' } });
      expect(getCurrentBrand()).toBe(NEUTRAL_BRAND);
    } finally {
      config.textContent = original;
    }
  });

  it('is the neutral brand on a page without a runtime config (the dev server’s, without the portal)', () => {
    pageConfig().remove();
    expect(getCurrentBrand()).toBe(NEUTRAL_BRAND);
    expect(NEUTRAL_BRAND.logo).toBe('');
  });
});
