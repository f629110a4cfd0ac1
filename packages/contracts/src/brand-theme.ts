/**
 * A programme's theme as data: the `--brand-*` custom properties the app's stylesheet reads, which the
 * server writes into every page as one `:root` block. Colours are checked for WCAG AA contrast when saved.
 */
import * as z from 'zod/mini';
import { fillMessage } from './localize-message';

/** The theme check's messages: patterns, filled with the property's name (BRAND_THEME_LABELS). */
export const BRAND_THEME_MESSAGES = {
  colour: 'Use a colour such as #0e7490 for {property}.',
  required: 'Give a value for {property}.',
  unsafe: 'The value for {property} may not hold ; { } < > \\ @, quotes or url().',
  contrast: 'The contrast of {text} on {background} is {ratio}; it needs at least 4.5:1.',
  unknownProperty: 'The theme has an unknown property {name}.',
  missingProperty: 'The theme lacks {name}.',
} as const;

export const BRAND_THEME_VARIABLES = [
  'primary',
  'primaryForeground',
  'primaryHover',
  'accent',
  'accentForeground',
  'background',
  'surface',
  'surfaceMuted',
  'foreground',
  'mutedForeground',
  'border',
  'ring',
  'destructive',
  'destructiveForeground',
  'success',
  'successForeground',
  'sidebar',
  'sidebarForeground',
  'sidebarActive',
  'hero',
  'radius',
  'fontSans',
  'fontHeading',
] as const;
export type BrandThemeVariable = (typeof BRAND_THEME_VARIABLES)[number];

/** The properties that are not a colour (a gradient, a length, font stacks). */
type FreeValue = 'hero' | 'radius' | 'fontSans' | 'fontHeading';
export type BrandThemeColour = Exclude<BrandThemeVariable, FreeValue>;

/** `#rrggbb`, either case on the way in: a parsed theme holds it in lower case. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** What a value outside a colour may never hold: it could end the declaration or fetch something. */
const FORBIDDEN_IN_VALUES = [';', '{', '}', '<', '>', '\\', '@', '/*', 'url(', 'expression(', '"', '`'];

/** At most 400 characters, none of FORBIDDEN_IN_VALUES (`url(`, `/*` and `expression(` in any case). */
export function isSafeThemeValue(value: string): boolean {
  const lower = value.toLowerCase();
  return value.length <= 400 && !FORBIDDEN_IN_VALUES.some((fragment) => lower.includes(fragment));
}

function cssName(variable: BrandThemeVariable): string {
  return `--brand-${variable.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** How each property is named in a message. */
export const BRAND_THEME_LABELS: Readonly<Record<BrandThemeVariable, string>> = {
  primary: 'the primary colour',
  primaryForeground: 'the primary colour’s text',
  primaryHover: 'the primary colour under the pointer',
  accent: 'the accent colour',
  accentForeground: 'the accent colour’s text',
  background: 'the page background',
  surface: 'the card background',
  surfaceMuted: 'the muted background',
  foreground: 'text',
  mutedForeground: 'muted text',
  border: 'borders',
  ring: 'the focus ring',
  destructive: 'the warning colour',
  destructiveForeground: 'the warning colour’s text',
  success: 'the success colour',
  successForeground: 'the success colour’s text',
  sidebar: 'the sidebar',
  sidebarForeground: 'the sidebar’s text',
  sidebarActive: 'the sidebar’s current item',
  hero: 'the hero background',
  radius: 'the corner radius',
  fontSans: 'the text font',
  fontHeading: 'the heading font',
};

function colour(variable: BrandThemeColour) {
  const message = fillMessage(BRAND_THEME_MESSAGES.colour, { property: BRAND_THEME_LABELS[variable] });
  return z.string().check(z.regex(HEX_COLOUR, message), z.toLowerCase());
}

function freeValue(variable: FreeValue) {
  const property = BRAND_THEME_LABELS[variable];
  return z
    .string()
    .check(
      z.minLength(1, fillMessage(BRAND_THEME_MESSAGES.required, { property })),
      z.refine(isSafeThemeValue, fillMessage(BRAND_THEME_MESSAGES.unsafe, { property })),
    );
}

export const ZBrandTheme = z.object({
  primary: colour('primary'),
  primaryForeground: colour('primaryForeground'),
  primaryHover: colour('primaryHover'),
  accent: colour('accent'),
  accentForeground: colour('accentForeground'),
  background: colour('background'),
  surface: colour('surface'),
  surfaceMuted: colour('surfaceMuted'),
  foreground: colour('foreground'),
  mutedForeground: colour('mutedForeground'),
  border: colour('border'),
  ring: colour('ring'),
  destructive: colour('destructive'),
  destructiveForeground: colour('destructiveForeground'),
  success: colour('success'),
  successForeground: colour('successForeground'),
  sidebar: colour('sidebar'),
  sidebarForeground: colour('sidebarForeground'),
  sidebarActive: colour('sidebarActive'),
  hero: freeValue('hero'),
  radius: freeValue('radius'),
  fontSans: freeValue('fontSans'),
  fontHeading: freeValue('fontHeading'),
});
export type TBrandTheme = z.infer<typeof ZBrandTheme>;

/** The theme as a page inlines it: one minified `:root` block, in the properties' order. */
export function brandThemeCss(theme: TBrandTheme): string {
  return `:root{${BRAND_THEME_VARIABLES.map((variable) => `${cssName(variable)}:${theme[variable]};`).join('')}}`;
}

/** A value's text as the page's minified theme always had it: its lines trimmed, joined with one space. */
function collapseValue(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replaceAll(' {', '{')
    .replaceAll('{ ', '{')
    .replaceAll(' }', '}')
    .replaceAll(': ', ':');
}

/**
 * Reads a theme file (apps/server/brands/<key>/theme.css: one `:root` block of `--brand-*` declarations)
 * into a theme; throws naming a property that is missing or unknown.
 */
export function parseBrandThemeCss(css: string): TBrandTheme {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open = withoutComments.indexOf('{');
  const close = withoutComments.lastIndexOf('}');
  const body = withoutComments.slice(open + 1, close);
  const byName = new Map(BRAND_THEME_VARIABLES.map((variable) => [cssName(variable), variable]));
  const theme: Partial<Record<BrandThemeVariable, string>> = {};
  for (const declaration of body.split(';')) {
    const separator = declaration.indexOf(':');
    if (separator === -1) continue;
    const name = declaration.slice(0, separator).trim();
    const variable = byName.get(name);
    if (!variable) throw new Error(fillMessage(BRAND_THEME_MESSAGES.unknownProperty, { name }));
    theme[variable] = collapseValue(declaration.slice(separator + 1));
  }
  for (const variable of BRAND_THEME_VARIABLES) {
    if (theme[variable] === undefined)
      throw new Error(fillMessage(BRAND_THEME_MESSAGES.missingProperty, { name: cssName(variable) }));
  }
  return theme as TBrandTheme;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const MINIMUM_CONTRAST = 4.5;

/** Text (first) drawn on a background (second): each must reach MINIMUM_CONTRAST. */
export const BRAND_THEME_PAIRS: readonly (readonly [BrandThemeColour, BrandThemeColour])[] = [
  ['primaryForeground', 'primary'],
  ['primaryForeground', 'primaryHover'],
  ['accentForeground', 'accent'],
  ['foreground', 'background'],
  ['foreground', 'surface'],
  ['foreground', 'surfaceMuted'],
  ['mutedForeground', 'surface'],
  ['destructiveForeground', 'destructive'],
  ['successForeground', 'success'],
  ['sidebarForeground', 'sidebar'],
  ['sidebarForeground', 'sidebarActive'],
  ['mutedForeground', 'background'],
  ['mutedForeground', 'surfaceMuted'],
  // Links and field errors are drawn in these on cards.
  ['primary', 'surface'],
  ['primary', 'background'],
  ['destructive', 'surface'],
];

export interface ContrastProblem {
  text: BrandThemeColour;
  background: BrandThemeColour;
  ratio: number;
}

/** `3.21:1`: two decimals, never rounded up past what it is (4.499 is 4.49:1). */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export function brandThemeContrastProblems(theme: TBrandTheme): ContrastProblem[] {
  return BRAND_THEME_PAIRS.flatMap(([text, background]) => {
    const ratio = contrastRatio(theme[text], theme[background]);
    return ratio < MINIMUM_CONTRAST ? [{ text, background, ratio }] : [];
  });
}

/** The problem in words; `labels` names the properties (another language's, say). */
export function contrastProblemMessage(
  problem: ContrastProblem,
  labels: Readonly<Record<BrandThemeVariable, string>> = BRAND_THEME_LABELS,
): string {
  return fillMessage(BRAND_THEME_MESSAGES.contrast, {
    text: labels[problem.text],
    background: labels[problem.background],
    ratio: formatContrastRatio(problem.ratio),
  });
}

/** `a` moved `amount` (0 to 1) of the way to `b`. */
export function mixColour(a: string, b: string, amount: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from
    .map((channel, index) =>
      Math.round(channel + ((to[index] ?? 0) - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** White, unless black reads better on the darker of `backgrounds` (white where neither reaches AA). */
function textOn(...backgrounds: string[]): string {
  const worst = (text: string) => Math.min(...backgrounds.map((background) => contrastRatio(text, background)));
  const white = worst('#ffffff');
  return white >= MINIMUM_CONTRAST || white >= worst('#000000') ? '#ffffff' : '#000000';
}

/**
 * The theme a new programme gets from its two colours: the base's, with its primary pair and shades of
 * it (a darker hover, a pale accent, a very dark sidebar). Its contrast is not promised: a pale primary
 * gives problems (brandThemeContrastProblems) for the operator to answer.
 */
export function deriveBrandTheme(
  colours: { primary: string; primaryForeground: string },
  base: TBrandTheme,
): TBrandTheme {
  const primary = colours.primary.toLowerCase();
  const sidebar = mixColour(primary, '#000000', 0.7);
  const sidebarActive = mixColour(primary, '#000000', 0.45);
  return {
    ...base,
    primary,
    primaryForeground: colours.primaryForeground.toLowerCase(),
    primaryHover: mixColour(primary, '#000000', 0.15),
    ring: primary,
    accent: mixColour(primary, '#ffffff', 0.85),
    accentForeground: mixColour(primary, '#000000', 0.6),
    sidebar,
    sidebarForeground: textOn(sidebar, sidebarActive),
    sidebarActive,
    hero: `linear-gradient(135deg, ${sidebar} 0%, ${primary} 100%)`,
  };
}
