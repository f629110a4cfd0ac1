/**
 * The brand (tenant) registry: the server's, and the native shell's build's. The web app holds no brand:
 * the server's page tells it its own (runtime-config.ts's `brand`), with its theme and assets, which live
 * beside the server (apps/server/brands/<key>/).
 */
import type { AnalyticsDatabase, BrandSupportLine } from './brand-fields';
import { PARTNER_PROGRAMMES } from './programmes';
import type { PartnerProgramme } from './programmes';
import type { TAppBrand } from './runtime-config';

export const BRAND_KEYS = ['swift', 'oakmore', 'attentive', 'incent', 'evergreen', 'default'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

export interface BrandHostRule {
  /** The host name contains this text (`swift.example.com`, `swift.localhost`). */
  contains?: readonly string[];
  /** The host name is exactly this (development hosts). */
  exact?: readonly string[];
}

export interface Brand {
  key: BrandKey;
  /** Page title. */
  title: string;
  /** Favicon path, relative to the site root (the server serves apps/server/brands/<key>/favicon.svg there). */
  favicon: string;
  /** Logo path, relative to the site root; every logo is drawn at LOGO_SIZE. */
  logo: string;
  hosts: BrandHostRule;
  /** The brand's main colour, for emails and the browser's theme-color. */
  themeColor: string;
  /** Where this brand's analytics events are written. */
  analyticsDatabase: AnalyticsDatabase;
  /** The programmes the brand offers unless its tenant's settings say otherwise. */
  programmes: readonly PartnerProgramme[];
  /** Who members write to for help with their programme. */
  supportEmail: string;
  support: BrandSupportLine;
}

function brand(
  key: BrandKey,
  title: string,
  hosts: BrandHostRule,
  themeColor: string,
  analyticsDatabase: AnalyticsDatabase,
  programmes: readonly PartnerProgramme[],
  support: BrandSupportLine,
): Brand {
  return {
    key,
    title,
    favicon: `/brands/${key}/favicon.svg`,
    logo: `/brands/${key}/logo.svg`,
    hosts,
    themeColor,
    analyticsDatabase,
    programmes,
    supportEmail: `support@${key}.test`,
    support,
  };
}

const SWIFT_PROGRAMMES: readonly PartnerProgramme[] = ['mayo-clinic', 'corpcare', 'ourrelationship', 'ally-health'];

/**
 * In matching order: the first brand whose rule matches the host wins. Which programmes each offers is
 * the README's matrix: evergreen every one, default only the clinic library.
 */
export const BRANDS: readonly Brand[] = [
  brand('swift', 'SwiftCare', { contains: ['swift'] }, '#0e7490', 'amm_c0nj', SWIFT_PROGRAMMES, {
    phone: '+1 555 0101',
    hours: { en: 'Monday to Friday, 8 am to 8 pm', es: 'De lunes a viernes, de 8 a. m. a 8 p. m.' },
  }),
  brand(
    'oakmore',
    'Oakmore Health',
    { contains: ['oakmore'] },
    '#3f6212',
    'oakmorelabs_mm',
    ['mayo-clinic', 'ucm', 'corpcare'],
    {
      phone: '+1 555 0102',
      hours: { en: 'Every day, 7 am to 10 pm', es: 'Todos los días, de 7 a. m. a 10 p. m.' },
    },
  ),
  brand(
    'attentive',
    'Attentive Health',
    { contains: ['attentive'], exact: ['localhost'] },
    '#6d28d9',
    'amm_c0nj',
    ['mayo-clinic', 'attentive-health-scan', 'vrsfreedom365', 'ally-health'],
    { phone: '+1 555 0103', hours: { en: 'Every day, 24 hours', es: 'Todos los días, las 24 horas' } },
  ),
  brand(
    'incent',
    'Incent Wellness',
    { contains: ['incent'] },
    '#c2410c',
    'incentwellness_mm',
    ['corpcare', 'vrsfreedom365', 'ucm', 'ally-health'],
    {
      phone: '+1 555 0104',
      hours: { en: 'Monday to Saturday, 8 am to 6 pm', es: 'De lunes a sábado, de 8 a. m. a 6 p. m.' },
    },
  ),
  brand('evergreen', 'Evergreen Wellbeing', { contains: ['evergreen'] }, '#047857', 'amm_c0nj', PARTNER_PROGRAMMES, {
    phone: '+1 555 0105',
    hours: { en: 'Monday to Friday, 9 am to 5 pm', es: 'De lunes a viernes, de 9 a. m. a 5 p. m.' },
  }),
  brand('default', 'Default Logo', {}, '#1d4ed8', 'amm_c0nj', ['mayo-clinic'], {
    phone: '+1 555 0100',
    hours: { en: 'Monday to Friday, 9 am to 5 pm', es: 'De lunes a viernes, de 9 a. m. a 5 p. m.' },
  }),
];

const DEFAULT_BRAND = BRANDS[BRANDS.length - 1] as Brand;

function matches(rule: BrandHostRule, hostname: string): boolean {
  return (
    (rule.exact?.includes(hostname) ?? false) ||
    (rule.contains?.some((fragment) => hostname.includes(fragment)) ?? false)
  );
}

/** Strips the port and lower-cases: `Swift.LOCALHOST:8080` → `swift.localhost`. */
export function normaliseHostname(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0] ?? '';
}

/** The brand for a host name (with or without port); unmatched hosts get the default brand. */
export function resolveBrand(host: string): Brand {
  const hostname = normaliseHostname(host);
  return BRANDS.find((candidate) => matches(candidate.hosts, hostname)) ?? DEFAULT_BRAND;
}

export function isBrandKey(value: string): value is BrandKey {
  return (BRAND_KEYS as readonly string[]).includes(value);
}

export function getBrand(key: BrandKey): Brand {
  return BRANDS.find((candidate) => candidate.key === key) ?? DEFAULT_BRAND;
}

/** What a page tells the app of its brand (runtime-config.ts); a native build's page also names its hosts. */
export function appBrandOf(
  brand: Omit<Brand, 'key' | 'programmes' | 'support'> & { key: string },
  { withHosts = false }: { withHosts?: boolean } = {},
): TAppBrand {
  return {
    key: brand.key,
    title: brand.title,
    logo: brand.logo,
    favicon: brand.favicon,
    themeColor: brand.themeColor,
    analyticsDatabase: brand.analyticsDatabase,
    supportEmail: brand.supportEmail,
    ...(withHosts
      ? { hosts: { exact: [...(brand.hosts.exact ?? [])], contains: [...(brand.hosts.contains ?? [])] } }
      : {}),
  };
}
