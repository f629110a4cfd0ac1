/**
 * The languages the portal speaks (its screens, error messages and emails).
 * A member may store another preferred language (profile.ts); until the
 * portal speaks it they see English.
 */
export const APP_LOCALES = ['en', 'es'] as const;
export type TAppLocale = (typeof APP_LOCALES)[number];
export const DEFAULT_LOCALE: TAppLocale = 'en';

/** Each language's name in the language itself, for the language switch. */
export const APP_LOCALE_NAMES: Record<TAppLocale, string> = { en: 'English', es: 'Español' };

export function isAppLocale(value: unknown): value is TAppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/** The portal's language for a language tag: `es-MX` → `es`; an unknown tag → undefined. */
export function toAppLocale(tag: string | null | undefined): TAppLocale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isAppLocale(primary) ? primary : undefined;
}

/** The first of the tags the portal speaks, in the order given; else English. */
export function pickAppLocale(tags: readonly (string | null | undefined)[]): TAppLocale {
  for (const tag of tags) {
    const locale = toAppLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The portal's language for an `Accept-Language` header (`es-MX,es;q=0.9,en;q=0.8`):
 * the supported language with the highest weight, ties in the order written; else English.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): TAppLocale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickAppLocale(ranked.map((entry) => entry.tag));
}
