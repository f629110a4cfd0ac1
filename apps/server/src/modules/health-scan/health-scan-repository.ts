import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { WithinTransaction } from '../../lib/within-transaction';
import { healthScans } from '../../db/schema';

export type HealthScanRow = typeof healthScans.$inferSelect;
export type HealthScanFields = Omit<typeof healthScans.$inferInsert, 'id' | 'tenantId' | 'accountId' | 'recordedAt'>;

/** Every query names the tenant and the member: a reading is only ever its member's. */
export function createHealthScanRepository(db: Database) {
  return {
    /** Stores a reading; `within` runs in its transaction (the points it earns). */
    async createHealthScan(
      tenantId: string,
      accountId: string,
      fields: HealthScanFields,
      within?: WithinTransaction,
    ): Promise<HealthScanRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(healthScans)
          .values({ tenantId, accountId, ...fields })
          .returning();
        if (!row) throw new Error('The health scan was not stored.');
        await within?.(tx);
        return row;
      });
    },

    /** The member's readings, newest first. */
    listHealthScans(tenantId: string, accountId: string, limit: number): Promise<HealthScanRow[]> {
      return db
        .select()
        .from(healthScans)
        .where(and(eq(healthScans.tenantId, tenantId), eq(healthScans.accountId, accountId)))
        .orderBy(desc(healthScans.recordedAt), desc(healthScans.id))
        .limit(limit);
    },
  };
}
export type HealthScanRepository = ReturnType<typeof createHealthScanRepository>;
