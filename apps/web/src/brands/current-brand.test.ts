import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentBrand, resolveAppBrand, setCurrentBrand } from './current-brand';

describe('resolveAppBrand', () => {
  it('uses the host when nothing pins the brand', () => {
    expect(resolveAppBrand({ host: 'swift.localhost:8080' }).key).toBe('swift');
    expect(resolveAppBrand({ host: 'portal.example.com' }).key).toBe('default');
  });

  it('prefers the runtime config brand over the host', () => {
    expect(resolveAppBrand({ runtimeBrand: 'oakmore', host: 'swift.localhost' }).key).toBe('oakmore');
  });

  it('prefers a native build brand over both, and ignores an unknown one', () => {
    expect(resolveAppBrand({ nativeBrand: 'incent', runtimeBrand: 'oakmore', host: 'swift.localhost' }).key).toBe(
      'incent',
    );
    expect(resolveAppBrand({ nativeBrand: 'nope', host: 'swift.localhost' }).key).toBe('swift');
  });
});

describe('getCurrentBrand', () => {
  afterEach(() => {
    setCurrentBrand(undefined);
    document.getElementById('runtime-config')?.remove();
  });

  it('reads the runtime config the server embeds in index.html', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'runtime-config';
    script.textContent = JSON.stringify({
      brand: 'evergreen',
      services: { auth: '/api/auth', authorization: '/api/authorization', ingestion: '/api/ingestion' },
      ingestionKey: null,
    });
    document.head.append(script);
    expect(getCurrentBrand().key).toBe('evergreen');
  });

  it('falls back to the host (jsdom: localhost → attentive) without a runtime config', () => {
    expect(getCurrentBrand().key).toBe('attentive');
  });
});
