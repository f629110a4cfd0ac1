import { and, eq, sql } from 'drizzle-orm';
import type { TDocumentKind } from '@portal/contracts/documents';
import type { Database } from '../../db/client';
import { tenantDocuments, tenants } from '../../db/schema';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

export function createDocumentsRepository(db: Database) {
  return {
    async findDocument(tenantId: string, kind: TDocumentKind) {
      const [row] = await db
        .select({ title: tenantDocuments.title, body: tenantDocuments.body, updatedAt: tenantDocuments.updatedAt })
        .from(tenantDocuments)
        .where(and(eq(tenantDocuments.tenantId, tenantId), eq(tenantDocuments.kind, kind)))
        .limit(1);
      return row;
    },

    async listTenants() {
      return db.select({ id: tenants.id, title: tenants.name, supportEmail: tenants.supportEmail }).from(tenants);
    },

    /** Inserts the documents a tenant lacks; never replaces one. Returns how many were inserted. */
    async insertMissingDocuments(
      rows: readonly { tenantId: string; kind: TDocumentKind; title: string; body: string }[],
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(tenantDocuments)
        .values([...rows])
        .onConflictDoNothing({ target: [tenantDocuments.tenantId, tenantDocuments.kind] })
        .returning({ tenantId: tenantDocuments.tenantId });
      return inserted.length;
    },

    /** An admin's replacement of a document, recorded in the same transaction; returns when it changed. */
    replaceDocument(
      input: { tenantId: string; kind: TDocumentKind; title: string; body: string },
      audit: AuditEvent,
    ): Promise<Date> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tenantDocuments)
          .values(input)
          .onConflictDoUpdate({
            target: [tenantDocuments.tenantId, tenantDocuments.kind],
            set: { title: input.title, body: input.body, updatedAt: sql`now()` },
          })
          .returning({ updatedAt: tenantDocuments.updatedAt });
        if (!row) throw new Error('The document was not stored.');
        await insertAuditEvent(tx, audit);
        return row.updatedAt;
      });
    },

    async saveDocument(input: { tenantId: string; kind: TDocumentKind; title: string; body: string }) {
      await db
        .insert(tenantDocuments)
        .values(input)
        .onConflictDoUpdate({
          target: [tenantDocuments.tenantId, tenantDocuments.kind],
          set: { title: input.title, body: input.body, updatedAt: sql`now()` },
        });
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
