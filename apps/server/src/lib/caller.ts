/**
 * Who is calling: what the edge (plugins/authentication.ts) hands a service once it has verified the
 * request's access token. Services take this, never a token, and never see HTTP.
 */
import type { TRole } from '@portal/contracts/accounts';
import type { ProgrammeBrand } from '@portal/contracts/programme-records';
import type { PartnerProgramme } from '@portal/contracts/programmes';

/** The tenant a request is for (its brand names it). */
export interface TenantRef {
  id: string;
  key: string;
  brand: ProgrammeBrand;
  /** The programmes the tenant offers (its settings, else its brand's). */
  programmes: readonly PartnerProgramme[];
}

/**
 * The signed-in account, as its live session found it: who it is, its role and its company, nothing of its
 * profile (a service that needs the member's names, language or preferences reads them from
 * modules/members).
 */
export interface CallerAccount {
  id: string;
  email: string;
  role: TRole;
  /** The company (employer) the account belongs to, within the tenant. */
  companyId: string;
}

export interface Caller {
  tenant: TenantRef;
  account: CallerAccount;
  /** The session the access token belongs to. */
  sessionId: string;
  /** The programme requires two-step sign-in and the account has none yet: only setting it up is open. */
  twoStepSetupRequired: boolean;
}

/**
 * Who may call a route: anyone (`public`), a signed-in account of at least that role (`member`,
 * `editor`, `admin`), the holder of the tenant's public analytics write key (`ingestion-key`), the
 * deployment's own machinery (`operator`: METRICS_TOKEN, else this machine's loopback address; see
 * lib/operator-access.ts), or a person who runs the platform (`platform-operator`: a signed-in admin of
 * the operators' own tenant, which answers on OPERATOR_HOST alone and requires two steps of everyone).
 */
export const ROUTE_AUTH = [
  'public',
  'member',
  'editor',
  'admin',
  'ingestion-key',
  'operator',
  'platform-operator',
] as const;
export type RouteAuth = (typeof ROUTE_AUTH)[number];
/** The route kinds that need a signed-in account (and so have a caller). */
export type SignedInAuth = Extract<RouteAuth, TRole | 'platform-operator'>;

export function isSignedInAuth(auth: RouteAuth): auth is SignedInAuth {
  return auth === 'member' || auth === 'editor' || auth === 'admin' || auth === 'platform-operator';
}

/** Roles in order of what they may do: each may do everything the ones before it may. */
const ROLE_RANK: Record<TRole, number> = { member: 0, editor: 1, admin: 2 };

/** Whether an account of `role` may call a route open to `required` and above. */
export function hasRole(role: TRole, required: TRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}
