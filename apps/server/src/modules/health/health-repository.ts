import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The readiness probe's one query: the database answers at all. */
export function createHealthRepository(db: Database) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
