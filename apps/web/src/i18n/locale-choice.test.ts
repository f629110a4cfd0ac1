import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale, LOCALE_COOKIE, readLocaleChoice, storeLocaleChoice } from './locale-choice';

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

describe('chooseLocale', () => {
  it("prefers the signed-in member's own language", () => {
    expect(chooseLocale({ memberLanguage: 'es', deviceChoice: 'en', browserLanguages: ['en-US'] })).toBe('es');
  });

  it('shows English to a member whose language the portal does not speak yet', () => {
    expect(chooseLocale({ memberLanguage: 'fr', deviceChoice: 'es', browserLanguages: ['es'] })).toBe('en');
  });

  it("then this device's choice, then the browser's languages in order", () => {
    expect(chooseLocale({ memberLanguage: null, deviceChoice: 'es', browserLanguages: ['en-GB'] })).toBe('es');
    expect(chooseLocale({ browserLanguages: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(chooseLocale({ browserLanguages: ['de', 'pt-BR'] })).toBe('en');
    expect(chooseLocale({ browserLanguages: [] })).toBe('en');
  });
});

describe('the device choice', () => {
  it('is kept in a cookie the server can read', () => {
    expect(readLocaleChoice()).toBeUndefined();
    storeLocaleChoice('es');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);
    expect(readLocaleChoice()).toBe('es');
  });

  it('ignores a cookie value the portal does not speak', () => {
    document.cookie = `${LOCALE_COOKIE}=xx; path=/`;
    expect(readLocaleChoice()).toBeUndefined();
  });
});
