import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';

export interface Tenant {
  id: string;
  key: string;
  name: string;
  ingestionWriteKey: string;
  /** The tenant's own list of programmes; null: its brand's. */
  programmes: string[] | null;
}

export function createTenantsRepository(db: Database) {
  return {
    async findByKey(key: string): Promise<Tenant | undefined> {
      const [row] = await db
        .select({
          id: tenants.id,
          key: tenants.key,
          name: tenants.name,
          ingestionWriteKey: tenants.ingestionWriteKey,
          programmes: tenants.programmes,
        })
        .from(tenants)
        .where(eq(tenants.key, key))
        .limit(1);
      return row;
    },
    async countTenants(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(tenants);
      return row?.value ?? 0;
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
