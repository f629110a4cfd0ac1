/**
 * The brand (tenant) registry: one source of truth for the web app, the
 * native shell and the server. A brand is configuration, not code; adding one
 * is adding an entry here plus its theme file and assets in the web app.
 */
import type { TAppLocale } from './locales';

export const BRAND_KEYS = ['swift', 'oakmore', 'attentive', 'incent', 'evergreen', 'default'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

/**
 * The programmes a brand can offer its members. Each but `ally-health` is a dashboard area (its child
 * path); `ally-health` is a sign-on partner that an offered programme's contact may hand members to.
 * The registry holds each brand's default; a tenant's settings (`tenants.programmes`) may replace it.
 */
export const PARTNER_PROGRAMMES = [
  'mayo-clinic',
  'attentive-health-scan',
  'corpcare',
  'ourrelationship',
  'vrsfreedom365',
  'ucm',
  'ally-health',
] as const;
export type PartnerProgramme = (typeof PARTNER_PROGRAMMES)[number];

/**
 * What a programme is on the dashboard: the clinic library, the camera health scan, a page its tenant
 * writes (one screen for every such programme), or a partner members are signed on to from another's page.
 */
export type ProgrammeKind = 'clinic-library' | 'health-scan' | 'programme-page' | 'sign-on';

export interface ProgrammeEntry {
  /** The partner's product name, the same in every language. */
  name: string;
  kind: ProgrammeKind;
  /** Its dashboard area: this address and everything under it. A sign-on partner has none. */
  path: `/dashboard/${string}` | null;
}

/** Every programme's name, kind and dashboard address: the one place they are written. */
export const PROGRAMMES = {
  'mayo-clinic': { name: 'Mayo Clinic', kind: 'clinic-library', path: '/dashboard/mayo-clinic' },
  'attentive-health-scan': {
    name: 'Attentive Health Scan',
    kind: 'health-scan',
    path: '/dashboard/attentive-health-scan',
  },
  corpcare: { name: 'CorpCare', kind: 'programme-page', path: '/dashboard/corpcare' },
  ourrelationship: { name: 'OurRelationship', kind: 'programme-page', path: '/dashboard/ourrelationship' },
  vrsfreedom365: { name: 'VRS Freedom 365', kind: 'programme-page', path: '/dashboard/vrsfreedom365' },
  ucm: { name: 'UCM', kind: 'programme-page', path: '/dashboard/ucm' },
  'ally-health': { name: 'Ally Health', kind: 'sign-on', path: null },
} as const satisfies Readonly<Record<PartnerProgramme, ProgrammeEntry>>;

/** The programmes of one kind. */
export type ProgrammeOfKind<Kind extends ProgrammeKind> = {
  [Programme in PartnerProgramme]: (typeof PROGRAMMES)[Programme]['kind'] extends Kind ? Programme : never;
}[PartnerProgramme];

export type TProgrammePageProgramme = ProgrammeOfKind<'programme-page'>;
/** The programmes whose dashboard area is a page the tenant writes (the others have their own screens). */
export const PROGRAMME_PAGE_PROGRAMMES = PARTNER_PROGRAMMES.filter(
  (programme): programme is TProgrammePageProgramme => PROGRAMMES[programme].kind === 'programme-page',
);

export function isProgrammePageProgramme(value: string): value is TProgrammePageProgramme {
  return (PROGRAMME_PAGE_PROGRAMMES as readonly string[]).includes(value);
}

/** Each programme's own name (PROGRAMMES). */
export const PARTNER_PROGRAMME_NAMES = Object.fromEntries(
  PARTNER_PROGRAMMES.map((programme) => [programme, PROGRAMMES[programme].name]),
) as Readonly<Record<PartnerProgramme, string>>;

/** The programmes that are a dashboard area of their own (all but the sign-on partner). */
export const PROGRAMME_AREAS = PARTNER_PROGRAMMES.filter(
  (programme): programme is Exclude<PartnerProgramme, ProgrammeOfKind<'sign-on'>> =>
    PROGRAMMES[programme].path !== null,
);
export type ProgrammeArea = (typeof PROGRAMME_AREAS)[number];

export function isProgrammeArea(value: string): value is ProgrammeArea {
  return (PROGRAMME_AREAS as readonly string[]).includes(value);
}

export function isPartnerProgramme(value: string): value is PartnerProgramme {
  return (PARTNER_PROGRAMMES as readonly string[]).includes(value);
}

export const ANALYTICS_DATABASES = ['incentwellness_mm', 'oakmorelabs_mm', 'amm_c0nj'] as const;
export type AnalyticsDatabase = (typeof ANALYTICS_DATABASES)[number];

export interface BrandHostRule {
  /** The host name contains this text (`swift.example.com`, `swift.localhost`). */
  contains?: readonly string[];
  /** The host name is exactly this (development hosts). */
  exact?: readonly string[];
}

/** The brand's support line, offered with a result that points to low well-being. */
export interface BrandSupportLine {
  /** Fictitious numbers in the reserved 555-01xx range until a real programme sets its own. */
  phone: string;
  /** When the line answers, in each language the portal speaks. */
  hours: Readonly<Record<TAppLocale, string>>;
}

/** Shown with every support line: it is not an emergency service. */
export const EMERGENCY_NOTE =
  'If you are in immediate danger or thinking about harming yourself, call your local emergency number now.';

/**
 * Every brand's logo is drawn on this box (its SVG's width, height and viewBox): pages give the image
 * these dimensions, so its space is kept before it loads and nothing moves when it does.
 */
export const LOGO_SIZE = { width: 200, height: 48 } as const;

export interface Brand {
  key: BrandKey;
  /** Page title. */
  title: string;
  /** Folder under the web app's `public/brands/` holding logo and favicon. */
  assetFolder: string;
  /** Favicon path, relative to the site root. */
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
    assetFolder: key,
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
