import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOGO_SIZE } from '@portal/contracts/brand-fields';
import { BRANDS } from '@portal/contracts/brands';
import { brandThemeCss } from '@portal/contracts/brand-theme';
import { BRANDS_DIR, loadBuiltInLooks } from './brand-looks';

const COLOUR_PROPERTIES = [
  '--brand-primary',
  '--brand-primary-foreground',
  '--brand-primary-hover',
  '--brand-accent',
  '--brand-accent-foreground',
  '--brand-background',
  '--brand-surface',
  '--brand-surface-muted',
  '--brand-foreground',
  '--brand-muted-foreground',
  '--brand-border',
  '--brand-ring',
  '--brand-destructive',
  '--brand-destructive-foreground',
  '--brand-success',
  '--brand-success-foreground',
  '--brand-sidebar',
  '--brand-sidebar-foreground',
  '--brand-sidebar-active',
] as const;

const REQUIRED_PROPERTIES = [
  ...COLOUR_PROPERTIES,
  '--brand-hero',
  '--brand-radius',
  '--brand-font-sans',
  '--brand-font-heading',
] as const;

type ColourProperty = (typeof COLOUR_PROPERTIES)[number];

/** [text, background, minimum ratio]: WCAG 2.x AA, 4.5:1 for text and 3:1 for UI components. */
const CONTRAST_PAIRS: readonly [ColourProperty, ColourProperty, number][] = [
  ['--brand-primary-foreground', '--brand-primary', 4.5],
  ['--brand-accent-foreground', '--brand-accent', 4.5],
  ['--brand-foreground', '--brand-background', 4.5],
  ['--brand-foreground', '--brand-surface', 4.5],
  ['--brand-muted-foreground', '--brand-surface', 4.5],
  ['--brand-muted-foreground', '--brand-background', 4.5],
  ['--brand-destructive-foreground', '--brand-destructive', 4.5],
  ['--brand-success-foreground', '--brand-success', 4.5],
  ['--brand-sidebar-foreground', '--brand-sidebar', 4.5],
  ['--brand-ring', '--brand-background', 3],
  ['--brand-primary', '--brand-background', 3],
  // Beyond the minimum: the hover state keeps its label readable, the active sidebar item its
  // text, muted text stays readable on muted panels, and primary and destructive work as text
  // (links, field errors) on cards.
  ['--brand-primary-foreground', '--brand-primary-hover', 4.5],
  ['--brand-sidebar-foreground', '--brand-sidebar-active', 4.5],
  ['--brand-muted-foreground', '--brand-surface-muted', 4.5],
  ['--brand-primary', '--brand-surface', 4.5],
  ['--brand-destructive', '--brand-surface', 4.5],
];

function read(path: string): string {
  return readFileSync(path, 'utf8');
}

/** The custom properties of a theme file's single `:root` block. */
function parseTheme(css: string): { selectors: string[]; properties: Map<string, string> } {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...withoutComments.matchAll(/([^{}]+)\{/g)].map((match) => (match[1] ?? '').trim());
  const properties = new Map<string, string>();
  for (const match of withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    properties.set(match[1] ?? '', (match[2] ?? '').replace(/\s+/g, ' ').trim());
  }
  return { selectors, properties };
}

function parseHex(value: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) throw new Error(`not a #rrggbb colour: ${value}`);
  return [match[1], match[2], match[3]].map((channel) => parseInt(channel ?? '', 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(BRANDS.map((brand) => [brand.key, brand] as const))('brand %s', (key, brand) => {
  const themePath = join(BRANDS_DIR, key, 'theme.css');
  const logoPath = join(BRANDS_DIR, key, 'logo.svg');
  const faviconPath = join(BRANDS_DIR, key, 'favicon.svg');

  it('has a theme file, a logo and a favicon where the registry points', () => {
    expect(existsSync(themePath), themePath).toBe(true);
    expect(existsSync(logoPath), logoPath).toBe(true);
    expect(existsSync(faviconPath), faviconPath).toBe(true);
    expect(brand.logo).toBe(`/brands/${key}/logo.svg`);
    expect(brand.favicon).toBe(`/brands/${key}/favicon.svg`);
  });

  it('is its record’s look: the theme without its comment, the artwork named by its content', () => {
    const look = loadBuiltInLooks().get(key);
    const theme = brandThemeCss(look!.theme);
    expect(theme.startsWith(':root{')).toBe(true);
    expect(theme).not.toContain('/*');
    expect(theme).toContain(`--brand-primary:${brand.themeColor}`);
    expect(look?.logo.body.toString('utf8')).toBe(read(logoPath));
    expect(look?.logo.fileName).toMatch(/^logo\.[0-9a-f]{16}\.svg$/);
    expect(look?.favicon.body.toString('utf8')).toBe(read(faviconPath));
    expect(look?.favicon.fileName).toMatch(/^favicon\.[0-9a-f]{16}\.svg$/);
  });

  it("draws its logo's words as outlines, named by the SVG's title", () => {
    // A logo set in text looks different on every device (whichever font it has) and costs the
    // browser a font-fallback lookup on the first paint (about 50 ms on the login page's main thread).
    const svg = read(logoPath);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    expect(svg).toMatch(new RegExp(`<title>${brand.title}</title>`));
  });

  describe('theme', () => {
    const css = existsSync(themePath) ? read(themePath) : '';
    const { selectors, properties } = parseTheme(css);
    const colour = (property: ColourProperty): string => properties.get(property) ?? '';

    it('is one :root block, described by a comment, with no external resources', () => {
      expect(selectors).toEqual([':root']);
      expect(css.trimStart().startsWith('/*')).toBe(true);
      expect(css).not.toMatch(/@import|@font-face|url\(/i);
    });

    it('defines exactly the required custom properties', () => {
      expect([...properties.keys()].sort()).toEqual([...REQUIRED_PROPERTIES].sort());
    });

    it.each(COLOUR_PROPERTIES)('%s is a #rrggbb colour', (property) => {
      expect(() => parseHex(colour(property))).not.toThrow();
    });

    it('keeps the registry theme colour as its primary', () => {
      expect(colour('--brand-primary').toLowerCase()).toBe(brand.themeColor.toLowerCase());
    });

    it('has a gradient hero, a length radius and system font stacks', () => {
      const hero = properties.get('--brand-hero') ?? '';
      expect(hero).toMatch(/gradient\(/);
      for (const hex of hero.match(/#[0-9a-f]+\b/gi) ?? []) expect(hex).toMatch(/^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i);
      expect(properties.get('--brand-radius')).toMatch(/^(?:\d*\.)?\d+(?:rem|px|em)$/);
      expect(properties.get('--brand-font-sans')).toMatch(/,\s*sans-serif$/);
      expect(properties.get('--brand-font-heading')).toMatch(/,\s*(?:sans-serif|serif)$/);
    });

    it.each(CONTRAST_PAIRS)('%s on %s reaches %s:1', (text, background, minimum) => {
      const ratio = contrast(colour(text), colour(background));
      expect(ratio, `${colour(text)} on ${colour(background)} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
        minimum,
      );
    });
  });

  describe('artwork', () => {
    const logo = existsSync(logoPath) ? read(logoPath) : '';
    const favicon = existsSync(faviconPath) ? read(faviconPath) : '';

    it('draws its logo on LOGO_SIZE, the box pages reserve for it', () => {
      const { width, height } = LOGO_SIZE;
      expect(logo).toContain(`viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`);
    });

    it('has an accessible logo titled with the brand title', () => {
      expect(logo).toMatch(/<svg[^>]*\srole="img"/);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(logo)?.[1];
      expect(title).toBe(brand.title);
    });

    it('has a square favicon', () => {
      const viewBox = /<svg[^>]*\sviewBox="0 0 (\d+) (\d+)"/.exec(favicon);
      expect(viewBox?.[1]).toBeDefined();
      expect(viewBox?.[1]).toBe(viewBox?.[2]);
    });

    it.each([
      ['logo', logo],
      ['favicon', favicon],
    ])('keeps the %s small and self-contained', (_name, svg) => {
      expect(svg.length).toBeGreaterThan(0);
      // Sent gzipped: the logo's words are outlines (see above), which text compresses well.
      expect(gzipSync(svg).length).toBeLessThan(4096);
      expect(svg).not.toMatch(/<image|<script|@import|@font-face|href="(?:https?:|data:)/i);
    });
  });
});
