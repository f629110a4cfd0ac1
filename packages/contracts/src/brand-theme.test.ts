import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from './brands';
import type { TBrandTheme } from './brand-theme';
import {
  BRAND_THEME_LABELS,
  BRAND_THEME_PAIRS,
  BRAND_THEME_VARIABLES,
  brandThemeContrastProblems,
  brandThemeCss,
  contrastProblemMessage,
  contrastRatio,
  deriveBrandTheme,
  formatContrastRatio,
  mixColour,
  parseBrandThemeCss,
  ZBrandTheme,
} from './brand-theme';

const themeFile = (key: string) =>
  readFileSync(new URL(`../../../apps/server/brands/${key}/theme.css`, import.meta.url), 'utf8');

/** What the server inlined before themes were records (apps/server's brand-looks.ts, until the themes moved). */
function minifyTheme(css: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return withoutComments
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replaceAll(' {', '{')
    .replaceAll('{ ', '{')
    .replaceAll('; ', ';')
    .replaceAll(' }', '}')
    .replaceAll(': ', ':');
}

const defaultTheme = (): TBrandTheme => parseBrandThemeCss(themeFile('default'));

describe('a built-in brand’s theme file', () => {
  it('covers all six brands', () => {
    expect(BRAND_KEYS).toHaveLength(6);
  });

  it.each(BRAND_KEYS)('%s’s reads into a theme, and back into the very bytes pages had', (key) => {
    const css = themeFile(key);
    const theme = parseBrandThemeCss(css);
    expect(Object.keys(theme)).toEqual([...BRAND_THEME_VARIABLES]);
    expect(ZBrandTheme.parse(theme)).toEqual(theme);
    expect(brandThemeCss(theme)).toBe(minifyTheme(css));
  });

  it.each(BRAND_KEYS)('%s’s passes every contrast pair', (key) => {
    expect(brandThemeContrastProblems(parseBrandThemeCss(themeFile(key)))).toEqual([]);
  });

  it('is read with its comments out and its values’ lines joined', () => {
    const css = themeFile('swift').replace('--brand-radius: 0.375rem;', '/* a ; comment */ --brand-radius:\n  0.375rem\n;');
    expect(parseBrandThemeCss(css).radius).toBe('0.375rem');
  });

  it('names a property that is missing or unknown', () => {
    const css = themeFile('swift');
    expect(() => parseBrandThemeCss(css.replace(/--brand-ring:[^;]*;/, ''))).toThrow('--brand-ring');
    expect(() => parseBrandThemeCss(css.replace('}', '--brand-glow: #ffffff; }'))).toThrow('--brand-glow');
  });
});

describe('contrast', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('shows a ratio with two decimals, never rounded up', () => {
    expect(formatContrastRatio(21)).toBe('21.00:1');
    expect(formatContrastRatio(3.2199)).toBe('3.21:1');
    expect(formatContrastRatio(4.499)).toBe('4.49:1');
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
  });

  it('checks links in the primary colour on cards and on the page', () => {
    expect(BRAND_THEME_PAIRS).toContainEqual(['primary', 'surface']);
    expect(BRAND_THEME_PAIRS).toContainEqual(['primary', 'background']);
  });

  it('names a poor pair with its ratio', () => {
    const theme = { ...defaultTheme(), mutedForeground: '#777777' };
    const problems = brandThemeContrastProblems(theme);
    const onSurface = problems.find((problem) => problem.background === 'surface');
    expect(onSurface).toEqual({ text: 'mutedForeground', background: 'surface', ratio: expect.any(Number) });
    expect(contrastProblemMessage(onSurface!)).toBe(
      `The contrast of ${BRAND_THEME_LABELS.mutedForeground} on ${BRAND_THEME_LABELS.surface} is ${formatContrastRatio(contrastRatio('#777777', theme.surface))}; it needs at least 4.5:1.`,
    );
  });

  it('names a pale primary’s text, and takes other labels', () => {
    const theme = { ...defaultTheme(), primary: '#7dd3fc', primaryForeground: '#ffffff' };
    const [problem] = brandThemeContrastProblems(theme);
    expect(problem).toMatchObject({ text: 'primaryForeground', background: 'primary' });
    expect(contrastProblemMessage(problem!)).toMatch(
      /^The contrast of the primary colour’s text on the primary colour is 1\.\d\d:1; it needs at least 4\.5:1\.$/,
    );
    const labels = { ...BRAND_THEME_LABELS, primaryForeground: 'el texto', primary: 'el color' };
    expect(contrastProblemMessage(problem!, labels)).toContain('of el texto on el color is 1.');
  });
});

describe('ZBrandTheme', () => {
  it('takes a colour in either case and keeps it in lower case', () => {
    const parsed = ZBrandTheme.parse({ ...defaultTheme(), primary: '#0E7490' });
    expect(parsed.primary).toBe('#0e7490');
  });

  it.each(['0e7490', '#0e749', '#0e74900', '#0e749g', 'red', 'rgb(0,0,0)'])(
    'refuses %s as a colour, naming the property',
    (primary) => {
      const result = ZBrandTheme.safeParse({ ...defaultTheme(), primary });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Use a colour such as #0e7490 for the primary colour.');
    },
  );

  it.each([
    'red;} body{color:red',
    'url(http://x)',
    'URL(http://x.example/a.png)',
    '</style><script>alert(1)</script>',
    'red /* } */',
    'expression(alert(1))',
    '\\7d',
    '@import x',
    '"Inter", sans-serif',
    '`Inter`',
    'x'.repeat(401),
  ])('refuses a value that could leave its declaration: %s', (hero) => {
    const result = ZBrandTheme.safeParse({ ...defaultTheme(), hero });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('the hero background');
  });

  it('takes single quotes, gradients and commas', () => {
    const value = "linear-gradient(135deg, #082f3c 0%, #0e7490 100%), 'Segoe UI'";
    expect(ZBrandTheme.safeParse({ ...defaultTheme(), hero: value, fontSans: value }).success).toBe(true);
  });

  it('wants every property', () => {
    const { fontHeading: _dropped, ...rest } = defaultTheme();
    expect(ZBrandTheme.safeParse(rest).success).toBe(false);
    expect(ZBrandTheme.safeParse({ ...defaultTheme(), radius: '' }).success).toBe(false);
  });
});

describe('a new programme’s theme', () => {
  it('mixes colours', () => {
    expect(mixColour('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColour('#0E7490', '#000000', 0)).toBe('#0e7490');
    expect(mixColour('#0e7490', '#ffffff', 1)).toBe('#ffffff');
  });

  it('derives the rest from a good pair, and parses', () => {
    const base = defaultTheme();
    const theme = deriveBrandTheme({ primary: '#0F5132', primaryForeground: '#FFFFFF' }, base);
    expect(ZBrandTheme.parse(theme)).toEqual(theme);
    expect(theme).toMatchObject({
      primary: '#0f5132',
      primaryForeground: '#ffffff',
      primaryHover: mixColour('#0f5132', '#000000', 0.15),
      ring: '#0f5132',
      sidebar: mixColour('#0f5132', '#000000', 0.7),
      sidebarForeground: '#ffffff',
      sidebarActive: mixColour('#0f5132', '#000000', 0.45),
      accent: mixColour('#0f5132', '#ffffff', 0.85),
      accentForeground: mixColour('#0f5132', '#000000', 0.6),
      hero: `linear-gradient(135deg, ${mixColour('#0f5132', '#000000', 0.7)} 0%, #0f5132 100%)`,
      background: base.background,
      fontSans: base.fontSans,
    });
    expect(brandThemeContrastProblems(theme)).toEqual([]);
    expect(brandThemeCss(theme)).toMatch(/^:root\{--brand-primary:#0f5132;.*\}$/);
  });

  it('keeps white sidebar text even for the palest primary, and names what then fails', () => {
    const theme = deriveBrandTheme({ primary: '#ffffff', primaryForeground: '#000000' }, defaultTheme());
    expect(ZBrandTheme.safeParse(theme).success).toBe(true);
    expect(theme).toMatchObject({ sidebar: '#4d4d4d', sidebarActive: '#8c8c8c', sidebarForeground: '#ffffff' });
    expect(brandThemeContrastProblems(theme)).toContainEqual({
      text: 'sidebarForeground',
      background: 'sidebarActive',
      ratio: contrastRatio('#ffffff', '#8c8c8c'),
    });
  });
});
