import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantHosts, tenants } from '../../db/schema';

export interface HostClaim {
  host: string;
  tenantKey: string;
}

export function createHostClaimsRepository(db: Database) {
  return {
    /** Every claimed host and its tenant's key. */
    listClaims(): Promise<HostClaim[]> {
      return db
        .select({ host: tenantHosts.host, tenantKey: tenants.key })
        .from(tenantHosts)
        .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId));
    },

    async findClaim(host: string): Promise<HostClaim | undefined> {
      const [row] = await db
        .select({ host: tenantHosts.host, tenantKey: tenants.key })
        .from(tenantHosts)
        .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
        .where(eq(tenantHosts.host, host))
        .limit(1);
      return row;
    },

    /** Claims `host` for the tenant; false when it was already claimed (by anyone). */
    async insertClaim(host: string, tenantId: string): Promise<boolean> {
      const inserted = await db
        .insert(tenantHosts)
        .values({ host, tenantId })
        .onConflictDoNothing({ target: tenantHosts.host })
        .returning({ host: tenantHosts.host });
      return inserted.length > 0;
    },

    /** Releases the tenant's claim of `host`; false when it held none. */
    async deleteClaim(host: string, tenantId: string): Promise<boolean> {
      const deleted = await db
        .delete(tenantHosts)
        .where(and(eq(tenantHosts.host, host), eq(tenantHosts.tenantId, tenantId)))
        .returning({ host: tenantHosts.host });
      return deleted.length > 0;
    },
  };
}
export type HostClaimsRepository = ReturnType<typeof createHostClaimsRepository>;
