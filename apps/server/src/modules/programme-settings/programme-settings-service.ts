import type { BrandSupportLine } from '@portal/contracts/brand-fields';
import type { TAdminSupportLineResponse, ZUpdateSupportLineRequest } from '@portal/contracts/programme-settings';
import type { z } from 'zod/mini';
import type { Caller, TenantRef } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import type { ProgrammeSettingsRepository } from './programme-settings-repository';

/**
 * How long a tenant's support line is kept in this process before it is read again. A change shows at
 * once here and, through the cache notices (lib/cache-notices.ts), on the other instances; this is the
 * bound when a notice is lost.
 */
export const SUPPORT_LINE_CACHE_MS = 30_000;

export interface ProgrammeSettingsService {
  /** The line members see: the tenant's own, else its brand's (memoised per process). */
  getSupportLine(tenant: Pick<TenantRef, 'id' | 'brand'>): Promise<BrandSupportLine>;
  getAdminSupportLine(caller: Caller): Promise<TAdminSupportLineResponse>;
  /** Sets the tenant's own line, or with null goes back to the brand's; writes `programme_changed`. */
  updateSupportLine(
    caller: Caller,
    input: { request: z.output<typeof ZUpdateSupportLineRequest>; context: ClientContext },
  ): Promise<TAdminSupportLineResponse>;
  /** Drops the memoised line of the tenant (it changed, perhaps through another instance). */
  forgetSupportLine(tenantId: string): void;
}

function copyLine(line: BrandSupportLine): BrandSupportLine {
  return { phone: line.phone, hours: { en: line.hours.en, es: line.hours.es } };
}

export function createProgrammeSettingsService(deps: {
  repository: ProgrammeSettingsRepository;
  /** After a change has committed: tells the other instances to forget their memoised line. */
  onSupportLineChanged?: (tenantId: string) => void;
  now?: () => number;
}): ProgrammeSettingsService {
  const { repository } = deps;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { line: BrandSupportLine | null; until: number }>();

  async function ownLine(tenantId: string): Promise<BrandSupportLine | null> {
    const cached = cache.get(tenantId);
    if (cached && cached.until > now()) return cached.line;
    const line = await repository.findSupportLine(tenantId);
    cache.set(tenantId, { line, until: now() + SUPPORT_LINE_CACHE_MS });
    return line;
  }

  function toAdminResponse(tenant: Pick<TenantRef, 'brand'>, own: BrandSupportLine | null): TAdminSupportLineResponse {
    const fallback = copyLine(tenant.brand.support);
    return { support_line: own ? copyLine(own) : fallback, default_line: fallback, is_default: own === null };
  }

  return {
    async getSupportLine(tenant) {
      return (await ownLine(tenant.id)) ?? tenant.brand.support;
    },

    async getAdminSupportLine({ tenant }) {
      return toAdminResponse(tenant, await repository.findSupportLine(tenant.id));
    },

    async updateSupportLine({ tenant, account }, { request, context }) {
      const line = request.support_line ? copyLine(request.support_line) : null;
      await repository.saveSupportLine(tenant.id, line, {
        tenantId: tenant.id,
        accountId: null,
        actorAccountId: account.id,
        event: 'programme_changed',
        context,
        details: { area: 'support_line', action: line ? 'set' : 'reset_to_brand' },
      });
      cache.delete(tenant.id);
      deps.onSupportLineChanged?.(tenant.id);
      return toAdminResponse(tenant, line);
    },

    forgetSupportLine(tenantId) {
      cache.delete(tenantId);
    },
  };
}
