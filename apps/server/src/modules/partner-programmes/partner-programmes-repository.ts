import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TProgrammePageProgramme } from '@portal/contracts/partner-programmes';
import type { Database } from '../../db/client';
import { programmePages, tenants } from '../../db/schema';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

export type ProgrammePageRow = typeof programmePages.$inferSelect;
/** A page's words and ways in: everything but its keys and time stamp. */
export type ProgrammePageFields = Omit<ProgrammePageRow, 'tenantId' | 'programme' | 'locale' | 'updatedAt'>;
/** A demo page, named by its tenant's key. */
export interface ProgrammePageSeed extends ProgrammePageFields {
  tenantKey: string;
  programme: TProgrammePageProgramme;
  locale: TAppLocale;
}

/** Every query names the tenant: another tenant's page is never found. */
export function createPartnerProgrammesRepository(db: Database) {
  return {
    /** The tenant's page of `programme` in each of `locales` that is written. */
    findPages(tenantId: string, programme: TProgrammePageProgramme, locales: readonly TAppLocale[]) {
      return db
        .select()
        .from(programmePages)
        .where(
          and(
            eq(programmePages.tenantId, tenantId),
            eq(programmePages.programme, programme),
            inArray(programmePages.locale, [...locales]),
          ),
        );
    },

    /** Every page the tenant has written of `programmes`, in every language. */
    findAllPages(tenantId: string, programmes: readonly TProgrammePageProgramme[]): Promise<ProgrammePageRow[]> {
      if (programmes.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(programmePages)
        .where(and(eq(programmePages.tenantId, tenantId), inArray(programmePages.programme, [...programmes])));
    },

    /**
     * Replaces the page in one statement (the whole row is written, or nothing is), and records the change
     * in the same transaction.
     */
    replacePage(
      tenantId: string,
      programme: TProgrammePageProgramme,
      locale: TAppLocale,
      fields: ProgrammePageFields,
      audit: AuditEvent,
    ): Promise<ProgrammePageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(programmePages)
          .values({ tenantId, programme, locale, ...fields })
          .onConflictDoUpdate({
            target: [programmePages.tenantId, programmePages.programme, programmePages.locale],
            set: { ...fields, updatedAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error('The programme page was not stored.');
        await insertAuditEvent(tx, audit);
        return row;
      });
    },

    /** Inserts the seeds whose tenant exists and whose page is missing; never replaces one. Returns how many. */
    async insertMissingPages(seeds: readonly ProgrammePageSeed[]): Promise<number> {
      if (seeds.length === 0) return 0;
      const keys = [...new Set(seeds.map((seed) => seed.tenantKey))];
      const found = await db
        .select({ id: tenants.id, key: tenants.key })
        .from(tenants)
        .where(inArray(tenants.key, keys));
      const idOf = new Map(found.map((tenant) => [tenant.key, tenant.id]));
      const values = seeds.flatMap(({ tenantKey, ...page }) => {
        const tenantId = idOf.get(tenantKey);
        return tenantId ? [{ ...page, tenantId }] : [];
      });
      if (values.length === 0) return 0;
      const inserted = await db
        .insert(programmePages)
        .values(values)
        .onConflictDoNothing()
        .returning({ tenantId: programmePages.tenantId });
      return inserted.length;
    },
  };
}
export type PartnerProgrammesRepository = ReturnType<typeof createPartnerProgrammesRepository>;
