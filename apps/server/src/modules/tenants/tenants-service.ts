import type { TBrandTheme } from '@portal/contracts/brand-theme';
import { brandThemeContrastProblems, contrastProblemMessage, ZBrandTheme } from '@portal/contracts/brand-theme';
import { normaliseHostname } from '@portal/contracts/brands';
import type { TTenantStatus, TenantHostRules } from '@portal/contracts/programme-records';
import { isTenantKey } from '@portal/contracts/programme-records';
import { ERROR_CODES } from '@portal/contracts/errors';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import { AppError, validationFailed } from '../../lib/errors';
import type { ResolvedTenant } from './programme-record';
import { resolveTenantRecord } from './programme-record';
import type { TenantsRepository } from './tenants-repository';

export type { ResolvedTenant } from './programme-record';

/** How long a process trusts its copy of the records before it reads them again (a lost notice's bound). */
export const TENANT_RECORDS_TTL_MS = 30_000;

/** The programme every host no rule or claim matches is: the product rules' default brand. */
export const FALLBACK_TENANT_KEY = 'default';

export interface TenantsService {
  /** The tenant a host name is (its claim, else the first host rule that matches, else the default). Sync. */
  tenantKeyOfHost(hostname: string): string;
  /** The tenant a request names: an explicit brand header wins, else the host name decides. */
  resolveTenant(brandHeader: string | undefined, hostname: string): Promise<ResolvedTenant>;
  /** The tenant's record, from this process's copy (read from the database if it is not in it yet). */
  getTenant(key: string): Promise<ResolvedTenant>;
  /** Every tenant in this process's copy, in host-matching order. */
  listTenants(): readonly ResolvedTenant[];
  /** Every programme members use: the tenants but the operators' own. */
  listProgrammes(): readonly ResolvedTenant[];
  /** The tenant in this process's copy, if there is one by that key. */
  findTenant(key: string): ResolvedTenant | undefined;
  /** Reads every record again (at start, and on any instance's notice). */
  refresh(): Promise<void>;
  /** How many tenants exist (none before the very first start). */
  countTenants(): Promise<number>;
  /**
   * Changes a programme's record (its title, theme, host rules, support address or sender) and tells
   * every instance. A theme whose text does not reach WCAG AA on its colours is refused, naming the ratio.
   */
  updateRecord(key: string, changes: RecordChanges): Promise<ResolvedTenant>;
}

export interface RecordChanges {
  name?: string;
  theme?: TBrandTheme;
  hostRules?: TenantHostRules;
  supportEmail?: string;
  senderName?: string | null;
  senderAddress?: string | null;
  programmes?: string[];
  languages?: string[];
  logoFile?: string;
  faviconFile?: string;
  status?: TTenantStatus;
  deletionDueAt?: Date | null;
}

function matches(rules: TenantHostRules, hostname: string): boolean {
  return (
    (rules.exact?.includes(hostname) ?? false) ||
    (rules.contains?.some((fragment) => hostname.includes(fragment)) ?? false)
  );
}

export function createTenantsService(deps: {
  repository: Pick<TenantsRepository, 'findByKey' | 'countTenants' | 'listRecords' | 'updateRecord'>;
  /** Tells every instance (this one too) to read the records again. */
  onChanged?: () => void;
  /** The tenant that claims this exact host (a custom domain), before the host rules. */
  claimedTenantOf?: (hostname: string) => string | undefined;
  /** A record's theme while it has none (the default brand's, from apps/server/brands/). */
  fallbackTheme: TBrandTheme;
  /** The operator console's host (OPERATOR_HOST): the operators' tenant answers there and nowhere else. */
  operatorHost?: string;
  now?: () => number;
}): TenantsService {
  const now = deps.now ?? (() => Date.now());
  let byKey = new Map<string, ResolvedTenant>();
  let ordered: ResolvedTenant[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  function refresh(): Promise<void> {
    reading ??= deps.repository
      .listRecords()
      .then((rows) => {
        const resolved = rows.map((row) => resolveTenantRecord(row, deps.fallbackTheme));
        // The order host rules are tried in: the record's place, then its key, so every instance agrees.
        ordered = resolved.sort((a, b) => a.brand.hostOrder - b.brand.hostOrder || a.key.localeCompare(b.key));
        byKey = new Map(ordered.map((tenant) => [tenant.key, tenant]));
        readAt = now();
      })
      .finally(() => (reading = undefined));
    return reading;
  }

  function keepFresh(): void {
    // Stale: served as it is while it is read again (a lost notice costs at most the TTL).
    if (now() - readAt > TENANT_RECORDS_TTL_MS) refresh().catch(() => undefined);
  }

  function notSetUp(): AppError {
    return new AppError(ERROR_CODES.unavailable, 'This programme is not set up yet. Ask the operator to run `seed`.');
  }

  /** A tenant made a moment ago on another instance, before its notice arrived here. */
  async function findFresh(key: string): Promise<ResolvedTenant | undefined> {
    const row = await deps.repository.findByKey(key);
    return row && resolveTenantRecord(row, deps.fallbackTheme);
  }

  async function getTenant(key: string): Promise<ResolvedTenant> {
    keepFresh();
    const tenant = byKey.get(key) ?? (await findFresh(key));
    if (!tenant) throw notSetUp();
    return tenant;
  }

  function isOperatorHost(hostname: string): boolean {
    return deps.operatorHost !== undefined && normaliseHostname(hostname) === deps.operatorHost;
  }

  function tenantKeyOfHost(hostname: string): string {
    keepFresh();
    if (isOperatorHost(hostname)) return OPERATORS_TENANT_KEY;
    const claimed = deps.claimedTenantOf?.(hostname);
    if (claimed) return claimed;
    const host = normaliseHostname(hostname);
    return ordered.find((tenant) => matches(tenant.brand.hosts, host))?.key ?? FALLBACK_TENANT_KEY;
  }

  return {
    tenantKeyOfHost,
    async resolveTenant(brandHeader, hostname) {
      // The first request of a process that was never told to read the records (a CLI's, a test's).
      if (readAt === Number.NEGATIVE_INFINITY) await refresh();
      // The operators' host is theirs whatever a header says, and their tenant is reached on it alone.
      if (brandHeader === undefined || isOperatorHost(hostname)) return getTenant(tenantKeyOfHost(hostname));
      const key = brandHeader.trim().toLowerCase();
      const named = key === OPERATORS_TENANT_KEY ? undefined : byKey.get(key);
      const known = named ?? (isTenantKey(key) && key !== OPERATORS_TENANT_KEY ? await findFresh(key) : undefined);
      if (!known) throw validationFailed(`Unknown brand "${brandHeader.slice(0, 40)}".`, 'X-Portal-Brand');
      return known;
    },
    getTenant,
    listTenants: () => ordered,
    listProgrammes: () => ordered.filter((tenant) => tenant.key !== OPERATORS_TENANT_KEY),
    findTenant: (key) => byKey.get(key),
    refresh,
    countTenants: () => deps.repository.countTenants(),
    async updateRecord(key, changes) {
      if (changes.theme) {
        const parsed = ZBrandTheme.safeParse(changes.theme);
        if (!parsed.success)
          throw validationFailed(parsed.error.issues[0]?.message ?? 'The theme is not valid.', 'theme');
        const [problem] = brandThemeContrastProblems(parsed.data);
        if (problem) throw validationFailed(contrastProblemMessage(problem), `theme.${problem.text}`);
      }
      if (!(await deps.repository.updateRecord(key, changes))) {
        throw new AppError(ERROR_CODES.notFound, `There is no programme "${key.slice(0, 40)}".`);
      }
      deps.onChanged?.();
      await refresh();
      return getTenant(key);
    },
  };
}
