import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from './brands';
import {
  brandThemeContrastProblems,
  brandThemeCss,
  contrastProblemMessage,
  contrastRatio,
  deriveBrandTheme,
  formatContrastRatio,
  parseBrandThemeCss,
  ZBrandTheme,
} from './brand-theme';

const themeFile = (key: string) =>
  readFileSync(new URL(`../../../apps/server/brands/${key}/theme.css`, import.meta.url), 'utf8');

describe('a brand theme', () => {
  it.each(BRAND_KEYS)('%s’s file reads into a theme that passes every contrast pair', (key) => {
    const theme = parseBrandThemeCss(themeFile(key));
    expect(ZBrandTheme.safeParse(theme).success).toBe(true);
    expect(brandThemeContrastProblems(theme)).toEqual([]);
    expect(brandThemeCss(theme)).toMatch(/^:root\{--brand-primary:#[0-9a-f]{6};.*--brand-font-heading:[^;]+;\}$/);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
  });

  it('names a poor pair with its ratio', () => {
    const base = parseBrandThemeCss(themeFile('default'));
    const theme = deriveBrandTheme({ primary: '#7dd3fc', primaryForeground: '#ffffff' }, base);
    const problems = brandThemeContrastProblems(theme);
    expect(problems.map(contrastProblemMessage)).toContain(
      `The contrast of the primary colour’s text on the primary colour is ${formatContrastRatio(contrastRatio('#ffffff', '#7dd3fc'))}; it needs at least 4.5:1.`,
    );
  });

  it('takes a good pair and derives the rest from it', () => {
    const base = parseBrandThemeCss(themeFile('default'));
    const theme = deriveBrandTheme({ primary: '#0F5132', primaryForeground: '#FFFFFF' }, base);
    expect(ZBrandTheme.safeParse(theme).success).toBe(true);
    expect(theme.primary).toBe('#0f5132');
    expect(brandThemeContrastProblems(theme)).toEqual([]);
  });

  it.each(['red;} body{color:red', 'url(http://x.example/a.png)', '</style><script>', '"Inter"'])(
    'refuses a value that could leave its declaration: %s',
    (hero) => {
      const theme = { ...parseBrandThemeCss(themeFile('default')), hero };
      expect(ZBrandTheme.safeParse(theme).success).toBe(false);
    },
  );
});
