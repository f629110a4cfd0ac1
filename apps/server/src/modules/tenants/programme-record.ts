import { createHash } from 'node:crypto';
import type { AnalyticsDatabase, BrandSupportLine } from '@portal/contracts/brand-fields';
import { ANALYTICS_DATABASES } from '@portal/contracts/brand-fields';
import type { TBrandTheme } from '@portal/contracts/brand-theme';
import { brandThemeCss } from '@portal/contracts/brand-theme';
import type { Brand } from '@portal/contracts/brands';

export type { ProgrammeBrand } from '@portal/contracts/programme-records';
import { BRANDS, getBrand, isBrandKey } from '@portal/contracts/brands';
import { APP_LOCALES, isAppLocale } from '@portal/contracts/locales';
import type { ProgrammeBrand, TTenantStatus, TenantHostRules } from '@portal/contracts/programme-records';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import { isPartnerProgramme } from '@portal/contracts/programmes';

/** A tenants row as the directory reads it. */
export interface TenantRecord {
  id: string;
  key: string;
  name: string;
  ingestionWriteKey: string;
  programmes: string[] | null;
  supportLine: BrandSupportLine | null;
  hostRules: TenantHostRules | null;
  hostOrder: number;
  theme: TBrandTheme | null;
  logoFile: string | null;
  faviconFile: string | null;
  languages: string[] | null;
  analyticsDatabase: string | null;
  supportEmail: string | null;
  brandSupportLine: BrandSupportLine | null;
  senderName: string | null;
  senderAddress: string | null;
  status: TTenantStatus;
  deletionDueAt: Date | null;
}

export interface ResolvedTenant {
  id: string;
  key: string;
  name: string;
  ingestionWriteKey: string;
  status: TTenantStatus;
  deletionDueAt: Date | null;
  brand: ProgrammeBrand;
  /** What the tenant offers: its record's list (unknown names are ignored). */
  programmes: readonly PartnerProgramme[];
}

function isAnalyticsDatabase(value: string | null): value is AnalyticsDatabase {
  return value !== null && (ANALYTICS_DATABASES as readonly string[]).includes(value);
}

/** The built-in brand a record starts from (its own, or the default's for a programme an operator made). */
function registryBrandOf(key: string): Brand {
  return isBrandKey(key) ? getBrand(key) : getBrand('default');
}

/**
 * A record as the portal uses it. A field a record lacks (a built-in brand's row before its first start
 * on this version filled it) is its registry brand's, so a page never lacks a title, theme or icon.
 */
export function resolveTenantRecord(row: TenantRecord, fallbackTheme: TBrandTheme): ResolvedTenant {
  const registry = registryBrandOf(row.key);
  const theme = row.theme ?? fallbackTheme;
  const logo = row.logoFile ? `/brands/${row.key}/${row.logoFile}` : registry.logo;
  const favicon = row.faviconFile ? `/brands/${row.key}/${row.faviconFile}` : registry.favicon;
  const languages = (row.languages ?? [...APP_LOCALES]).filter(isAppLocale);
  const programmes = row.programmes
    ? row.programmes.filter(isPartnerProgramme)
    : isBrandKey(row.key)
      ? registry.programmes
      : [];
  const themeCss = brandThemeCss(theme);
  const brand: Omit<ProgrammeBrand, 'version'> = {
    key: row.key,
    title: row.name,
    logo,
    favicon,
    faviconType: favicon.endsWith('.png') ? 'image/png' : 'image/svg+xml',
    hosts: row.hostRules ?? (isBrandKey(row.key) ? registry.hosts : {}),
    hostOrder: row.hostOrder,
    themeColor: theme.primary,
    theme,
    themeCss,
    analyticsDatabase: isAnalyticsDatabase(row.analyticsDatabase) ? row.analyticsDatabase : registry.analyticsDatabase,
    programmes,
    supportEmail: row.supportEmail ?? registry.supportEmail,
    support: row.brandSupportLine ?? registry.support,
    languages: languages.length > 0 ? languages : [...APP_LOCALES],
    sender: { name: row.senderName, address: row.senderAddress },
  };
  const version = createHash('sha256').update(JSON.stringify(brand)).digest('base64url').slice(0, 12);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    ingestionWriteKey: row.ingestionWriteKey,
    status: row.status,
    deletionDueAt: row.deletionDueAt,
    brand: { ...brand, version },
    programmes,
  };
}

/** The built-in brands' host rules in the registry's matching order (the product rules'). */
export function builtInHostOrder(key: string): number {
  const index = BRANDS.findIndex((brand) => brand.key === key);
  return index === -1 ? 1000 : (index + 1) * 10;
}
