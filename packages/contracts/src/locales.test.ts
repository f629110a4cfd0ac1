import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, pickAppLocale, toAppLocale } from './locales';

describe('toAppLocale', () => {
  it('reads the primary language of a tag', () => {
    expect(toAppLocale('es-MX')).toBe('es');
    expect(toAppLocale('ES_us')).toBe('es');
    expect(toAppLocale('en')).toBe('en');
  });

  it('has no answer for a language the portal does not speak', () => {
    expect(toAppLocale('fr')).toBeUndefined();
    expect(toAppLocale('')).toBeUndefined();
    expect(toAppLocale(null)).toBeUndefined();
  });
});

describe('pickAppLocale', () => {
  it('takes the first supported tag and falls back to English', () => {
    expect(pickAppLocale(['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(pickAppLocale(['de', 'pt'])).toBe('en');
    expect(pickAppLocale([])).toBe('en');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('follows the weights, not the order', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, es-MX;q=0.9')).toBe('es');
    expect(localeFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('fr-CA, en;q=0.3, es;q=0.2')).toBe('en');
  });

  it('ignores refused and malformed entries and falls back to English', () => {
    expect(localeFromAcceptLanguage('es;q=0, fr')).toBe('en');
    expect(localeFromAcceptLanguage('es;q=abc')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage(`${'x,'.repeat(10_000)}es`)).toBe('en');
  });
});
