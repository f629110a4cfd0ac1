import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dependents, tenants } from '../../db/schema';

export type DependentRow = typeof dependents.$inferSelect;
export type DependentFields = Pick<
  typeof dependents.$inferInsert,
  'firstName' | 'lastName' | 'relationship' | 'dateOfBirth' | 'email'
>;

/** Every query names the tenant and the member: an id alone never finds a row. */
export function createDependentsRepository(db: Database) {
  const ownedBy = (tenantId: string, accountId: string, id: string) =>
    and(eq(dependents.id, id), eq(dependents.tenantId, tenantId), eq(dependents.accountId, accountId));

  return {
    async findChildMaxAge(tenantId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ value: tenants.dependentChildMaxAge })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1);
      return row?.value;
    },

    listDependents(tenantId: string, accountId: string): Promise<DependentRow[]> {
      return db
        .select()
        .from(dependents)
        .where(
          and(eq(dependents.tenantId, tenantId), eq(dependents.accountId, accountId), isNull(dependents.deletedAt)),
        )
        .orderBy(dependents.createdAt, dependents.id);
    },

    async countDependents(tenantId: string, accountId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(dependents)
        .where(
          and(eq(dependents.tenantId, tenantId), eq(dependents.accountId, accountId), isNull(dependents.deletedAt)),
        );
      return row?.value ?? 0;
    },

    async findDependent(tenantId: string, accountId: string, id: string): Promise<DependentRow | undefined> {
      const [row] = await db
        .select()
        .from(dependents)
        .where(and(ownedBy(tenantId, accountId, id), isNull(dependents.deletedAt)))
        .limit(1);
      return row;
    },

    async createDependent(tenantId: string, accountId: string, fields: DependentFields): Promise<DependentRow> {
      const [row] = await db
        .insert(dependents)
        .values({ tenantId, accountId, ...fields })
        .returning();
      if (!row) throw new Error('The dependent was not stored.');
      return row;
    },

    async updateDependent(
      tenantId: string,
      accountId: string,
      id: string,
      fields: Partial<DependentFields>,
    ): Promise<DependentRow | undefined> {
      const [row] = await db
        .update(dependents)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(ownedBy(tenantId, accountId, id), isNull(dependents.deletedAt)))
        .returning();
      return row;
    },

    async softDeleteDependent(tenantId: string, accountId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(dependents)
        .set({ deletedAt: sql`now()` })
        .where(and(ownedBy(tenantId, accountId, id), isNull(dependents.deletedAt)))
        .returning({ id: dependents.id });
      return rows.length > 0;
    },

    /** Undoes a delete made less than `windowSeconds` ago (the database's clock decides). */
    async restoreDependent(
      tenantId: string,
      accountId: string,
      id: string,
      windowSeconds: number,
    ): Promise<DependentRow | undefined> {
      const [row] = await db
        .update(dependents)
        .set({ deletedAt: null, updatedAt: sql`now()` })
        .where(
          and(
            ownedBy(tenantId, accountId, id),
            isNotNull(dependents.deletedAt),
            gt(dependents.deletedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type DependentsRepository = ReturnType<typeof createDependentsRepository>;
