import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BRAND_THEME_VARIABLES,
  brandThemeContrastProblems,
  contrastProblemMessage,
  deriveBrandTheme,
} from '@portal/contracts/brand-theme';
import type { BrandThemeVariable, TBrandTheme } from '@portal/contracts/brand-theme';
import type { CSSProperties } from 'react';
import { localizeContractMessage } from '@/i18n/contract-messages';
import type { FormSchema } from '@/ui/form/use-form';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** `#rrggbb`, as the contracts take a colour. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** The theme two colours give on `base`, or undefined while either is not yet a colour. */
export function previewTheme(
  colours: { primary: string; primaryForeground: string },
  base: TBrandTheme | undefined,
): TBrandTheme | undefined {
  if (!base || !isHexColour(colours.primary) || !isHexColour(colours.primaryForeground)) return undefined;
  return deriveBrandTheme(colours, base);
}

/**
 * The theme as the `--brand-*` custom properties the stylesheet's colours read (app/styles.css), set on the
 * preview's own element: the sample inside takes the programme's look, the console around it keeps its own.
 */
export function brandThemeStyle(theme: TBrandTheme): CSSProperties {
  return Object.fromEntries(
    BRAND_THEME_VARIABLES.map((variable) => [
      `--brand-${variable.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      theme[variable],
    ]),
  ) as CSSProperties;
}

/** BRAND_THEME_LABELS in the console's words, so a contrast problem names its colours in the operator's language. */
const THEME_LABELS: Readonly<Record<BrandThemeVariable, MessageDescriptor>> = {
  primary: msg`the primary colour`,
  primaryForeground: msg`the primary colour’s text`,
  primaryHover: msg`the primary colour under the pointer`,
  accent: msg`the accent colour`,
  accentForeground: msg`the accent colour’s text`,
  background: msg`the page background`,
  surface: msg`the card background`,
  surfaceMuted: msg`the muted background`,
  foreground: msg`text`,
  mutedForeground: msg`muted text`,
  border: msg`borders`,
  ring: msg`the focus ring`,
  destructive: msg`the warning colour`,
  destructiveForeground: msg`the warning colour’s text`,
  success: msg`the success colour`,
  successForeground: msg`the success colour’s text`,
  sidebar: msg`the sidebar`,
  sidebarForeground: msg`the sidebar’s text`,
  sidebarActive: msg`the sidebar’s current item`,
  hero: msg`the hero background`,
  radius: msg`the corner radius`,
  fontSans: msg`the text font`,
  fontHeading: msg`the heading font`,
};

export interface ContrastProblemText {
  /** The colour field the server names when it refuses the pair (and where the form shows it). */
  field: 'primary' | 'primaryForeground';
  message: string;
}

/** Spanish contracts "de el" into "del" where a label that starts with "el" follows the pattern's "de". */
function withContractions(message: string, locale: string): string {
  return locale === 'es' ? message.replace(/\bde el\b/g, 'del') : message;
}

/**
 * Every pair of the theme whose text would not read (WCAG AA), as the server words its refusal: the
 * contracts' pattern with the labels in the language on screen, then the pattern itself translated.
 */
export function contrastProblemTexts(theme: TBrandTheme, i18n: I18n): ContrastProblemText[] {
  const labels = Object.fromEntries(
    BRAND_THEME_VARIABLES.map((variable) => [variable, i18n._(THEME_LABELS[variable])]),
  ) as Record<BrandThemeVariable, string>;
  return brandThemeContrastProblems(theme).map((problem) => ({
    field: problem.text === 'primaryForeground' ? 'primaryForeground' : 'primary',
    message: withContractions(localizeContractMessage(contrastProblemMessage(problem, labels)), i18n.locale),
  }));
}

export interface ContrastCheck {
  /** The theme the colours are set into; undefined while it loads (the step is then refused with `unavailable`). */
  base: TBrandTheme | undefined;
  i18n: I18n;
  /** Said on the primary colour when there is no base to check against. */
  unavailable: string;
}

/**
 * A form's schema that also refuses colours whose theme has a contrast problem, each on the field the
 * server would name: a step is never left (nor a change sent) with a pair the server refuses. Requests
 * without colours (an edit that leaves them) pass as the schema says.
 */
export function withContrastCheck<
  Request extends { primary?: string | undefined; primaryForeground?: string | undefined },
>(schema: FormSchema<Request>, { base, i18n, unavailable }: ContrastCheck): FormSchema<Request> {
  return {
    safeParse(input) {
      const result = schema.safeParse(input);
      if (!result.success) return result;
      const { primary, primaryForeground } = result.data;
      if (primary === undefined || primaryForeground === undefined) return result;
      if (!base) return { success: false, error: { issues: [{ path: ['primary'], message: unavailable }] } };
      const issues = contrastProblemTexts(deriveBrandTheme({ primary, primaryForeground }, base), i18n).map(
        ({ field, message }) => ({ path: [field], message }),
      );
      return issues.length > 0 ? { success: false, error: { issues } } : result;
    },
  };
}
