import { eq } from 'drizzle-orm';
import type { BrandSupportLine } from '@portal/contracts/brand-fields';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

/** The tenant's own programme settings (its support line); every query names the tenant. */
export function createProgrammeSettingsRepository(db: Database) {
  return {
    /** The tenant's own support line; null: none set (its brand's applies). */
    async findSupportLine(tenantId: string): Promise<BrandSupportLine | null> {
      const [row] = await db
        .select({ supportLine: tenants.supportLine })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1);
      return row?.supportLine ?? null;
    },

    /** Sets (or with null clears) the tenant's support line, and records the change in the same transaction. */
    async saveSupportLine(tenantId: string, line: BrandSupportLine | null, audit: AuditEvent): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(tenants).set({ supportLine: line }).where(eq(tenants.id, tenantId));
        await insertAuditEvent(tx, audit);
      });
    },
  };
}
export type ProgrammeSettingsRepository = ReturnType<typeof createProgrammeSettingsRepository>;
