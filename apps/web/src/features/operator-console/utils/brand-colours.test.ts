import { i18n } from '@lingui/core';
import { BRAND_THEME_LABELS, BRAND_THEME_VARIABLES } from '@portal/contracts/brand-theme';
import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '@/test/i18n';
import { BASE_THEME } from '../test/operator-fixtures';
import { brandThemeStyle, contrastProblemTexts, previewTheme, withContrastCheck } from './brand-colours';

const PALE = { primary: '#ffff00', primaryForeground: '#ffffff' };

describe('the brand colours', () => {
  it('names the colours in English as the server does, so its refusal and the preview’s read the same', () => {
    const theme = previewTheme(PALE, BASE_THEME)!;
    const [first] = contrastProblemTexts(theme, i18n);
    expect(first).toEqual({
      field: 'primaryForeground',
      message: `The contrast of ${BRAND_THEME_LABELS.primaryForeground} on ${BRAND_THEME_LABELS.primary} is 1.07:1; it needs at least 4.5:1.`,
    });
  });

  it('says a problem in Spanish, with the colours named in Spanish', () => {
    activateTestLocale('es');
    const [first] = contrastProblemTexts(previewTheme(PALE, BASE_THEME)!, i18n);
    expect(first?.message).toBe(
      'El contraste del texto del color primario sobre el color primario es 1.07:1; necesita al menos 4.5:1.',
    );
  });

  it('finds no problem in a pair that reads well', () => {
    expect(
      contrastProblemTexts(previewTheme({ primary: '#0e7490', primaryForeground: '#ffffff' }, BASE_THEME)!, i18n),
    ).toEqual([]);
  });

  it('draws no preview until both colours are hex codes', () => {
    expect(previewTheme({ primary: '#0e749', primaryForeground: '#ffffff' }, BASE_THEME)).toBeUndefined();
    expect(previewTheme(PALE, undefined)).toBeUndefined();
  });

  it('sets every property of the theme as the stylesheet names it', () => {
    const style = brandThemeStyle(BASE_THEME) as Record<string, string>;
    expect(Object.keys(style)).toHaveLength(BRAND_THEME_VARIABLES.length);
    expect(style['--brand-primary-foreground']).toBe('#ffffff');
    expect(style['--brand-font-heading']).toBe(BASE_THEME.fontHeading);
  });

  it('refuses a poor pair in a form’s schema, on the field the server would name', () => {
    const schema = withContrastCheck(
      { safeParse: (input: unknown) => ({ success: true as const, data: input as typeof PALE }) },
      { base: BASE_THEME, i18n, unavailable: 'no base' },
    );
    const refused = schema.safeParse(PALE);
    expect(refused.success).toBe(false);
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path)).toContainEqual([
      'primaryForeground',
    ]);
    expect(schema.safeParse({ primary: '#0e7490', primaryForeground: '#ffffff' }).success).toBe(true);
    const withoutBase = withContrastCheck(
      { safeParse: (input: unknown) => ({ success: true as const, data: input as typeof PALE }) },
      { base: undefined, i18n, unavailable: 'no base' },
    );
    expect(withoutBase.safeParse(PALE)).toEqual({
      success: false,
      error: { issues: [{ path: ['primary'], message: 'no base' }] },
    });
  });
});
