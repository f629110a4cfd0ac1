/**
 * A programme (tenant) as the platform stores it: its hosts, its state, and what an operator may set.
 * The built-in brands' records are written from the registry (brands.ts); an operator creates the rest.
 */
import type { TBrandTheme } from './brand-theme';
import type { Brand } from './brands';
import type { TAppLocale } from './locales';

/** `suspended`: members and admins see a clear page and cannot sign in; nothing is deleted. */
export const TENANT_STATUSES = ['active', 'suspended'] as const;
export type TTenantStatus = (typeof TENANT_STATUSES)[number];

/** The host names a programme answers on besides its claimed hosts (tenant_hosts). */
export interface TenantHostRules {
  /** The host name contains this text (`swift.example.com`, `swift.localhost`). */
  contains?: readonly string[];
  /** The host name is exactly this (development hosts such as `localhost`). */
  exact?: readonly string[];
}

/** A programme's key: lower-case letters, digits and single hyphens, as in its addresses. */
export const TENANT_KEY_PATTERN = /^[a-z][a-z0-9]{0,30}(?:-[a-z0-9]{1,30}){0,3}$/;
export const TENANT_KEY_MESSAGE =
  'A programme key is lower-case letters and digits, with single hyphens between words (acme-health).';

export function isTenantKey(value: string): boolean {
  return value.length <= 40 && TENANT_KEY_PATTERN.test(value);
}

/** Who a programme's emails come from; absent: the platform's sender (MAIL_FROM). */
export interface ProgrammeSender {
  name: string | null;
  address: string | null;
}

/** A programme's brand as its record holds it: what its pages, emails and apps show. */
export interface ProgrammeBrand extends Omit<Brand, 'key'> {
  key: string;
  hosts: TenantHostRules;
  /** Where its host rules stand in the matching order (lowest first). */
  hostOrder: number;
  theme: TBrandTheme;
  /** The theme as the page inlines it: one `:root` block. */
  themeCss: string;
  /** The favicon's media type (an uploaded one is a PNG). */
  faviconType: string;
  languages: readonly TAppLocale[];
  sender: ProgrammeSender;
  /** Changes whenever anything a page shows of the brand changes: part of a rendered page's cache key. */
  version: string;
}
