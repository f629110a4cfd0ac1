import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandAssets, tenants } from '../../db/schema';
import type { TenantRecord } from './programme-record';

const RECORD_COLUMNS = {
  id: tenants.id,
  key: tenants.key,
  name: tenants.name,
  ingestionWriteKey: tenants.ingestionWriteKey,
  programmes: tenants.programmes,
  supportLine: tenants.supportLine,
  hostRules: tenants.hostRules,
  hostOrder: tenants.hostOrder,
  theme: tenants.theme,
  logoFile: tenants.logoFile,
  faviconFile: tenants.faviconFile,
  languages: tenants.languages,
  analyticsDatabase: tenants.analyticsDatabase,
  supportEmail: tenants.supportEmail,
  brandSupportLine: tenants.brandSupportLine,
  senderName: tenants.senderName,
  senderAddress: tenants.senderAddress,
  status: tenants.status,
  deletionDueAt: tenants.deletionDueAt,
};

/** A built-in brand's record as the registry and apps/server/brands/ give it. */
export interface BuiltInRecord {
  key: string;
  name: string;
  ingestionWriteKey: string;
  programmes: string[];
  hostRules: NonNullable<TenantRecord['hostRules']>;
  hostOrder: number;
  theme: NonNullable<TenantRecord['theme']>;
  logo: { fileName: string; contentType: string; body: Buffer };
  favicon: { fileName: string; contentType: string; body: Buffer };
  analyticsDatabase: string;
  supportEmail: string;
  brandSupportLine: NonNullable<TenantRecord['brandSupportLine']>;
}

export function createTenantsRepository(db: Database) {
  return {
    listRecords(): Promise<TenantRecord[]> {
      return db.select(RECORD_COLUMNS).from(tenants);
    },
    async findByKey(key: string): Promise<TenantRecord | undefined> {
      const [row] = await db.select(RECORD_COLUMNS).from(tenants).where(eq(tenants.key, key)).limit(1);
      return row;
    },
    async countTenants(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(tenants);
      return row?.value ?? 0;
    },
    /**
     * Writes a built-in brand's record where it is missing, and each field its row lacks (a row from
     * before programmes were records): what an operator changed stays as they left it.
     */
    ensureBuiltIn(record: BuiltInRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(tenants)
          .values({ key: record.key, name: record.name, ingestionWriteKey: record.ingestionWriteKey })
          .onConflictDoNothing({ target: tenants.key })
          .returning({ id: tenants.id });
        const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, record.key));
        if (!row) throw new Error(`Tenant ${record.key} is missing after insert.`);
        for (const asset of [record.logo, record.favicon]) {
          await tx
            .insert(brandAssets)
            .values({ tenantId: row.id, ...asset })
            .onConflictDoNothing();
        }
        await tx
          .update(tenants)
          .set({
            programmes: sql`coalesce(${tenants.programmes}, ${`{${record.programmes.join(',')}}`}::text[])`,
            hostRules: sql`coalesce(${tenants.hostRules}, ${JSON.stringify(record.hostRules)}::jsonb)`,
            hostOrder: record.hostOrder,
            theme: sql`coalesce(${tenants.theme}, ${JSON.stringify(record.theme)}::jsonb)`,
            logoFile: sql`coalesce(${tenants.logoFile}, ${record.logo.fileName})`,
            faviconFile: sql`coalesce(${tenants.faviconFile}, ${record.favicon.fileName})`,
            languages: sql`coalesce(${tenants.languages}, array['en', 'es']::text[])`,
            analyticsDatabase: sql`coalesce(${tenants.analyticsDatabase}, ${record.analyticsDatabase})`,
            supportEmail: sql`coalesce(${tenants.supportEmail}, ${record.supportEmail})`,
            brandSupportLine: sql`coalesce(${tenants.brandSupportLine}, ${JSON.stringify(record.brandSupportLine)}::jsonb)`,
          })
          .where(eq(tenants.id, row.id));
        return created.length > 0;
      });
    },
    /** Writes what an operator changed of a programme's record; false when there is no such programme. */
    async updateRecord(
      key: string,
      changes: Partial<
        Pick<
          TenantRecord,
          | 'name'
          | 'theme'
          | 'hostRules'
          | 'supportEmail'
          | 'senderName'
          | 'senderAddress'
          | 'programmes'
          | 'languages'
          | 'logoFile'
          | 'faviconFile'
          | 'status'
          | 'deletionDueAt'
        >
      >,
    ): Promise<boolean> {
      const updated = await db.update(tenants).set(changes).where(eq(tenants.key, key)).returning({ id: tenants.id });
      return updated.length > 0;
    },
    async findAsset(tenantKey: string, fileName: string): Promise<{ contentType: string; body: Buffer } | undefined> {
      const [row] = await db
        .select({ contentType: brandAssets.contentType, body: brandAssets.body })
        .from(brandAssets)
        .innerJoin(tenants, eq(tenants.id, brandAssets.tenantId))
        .where(and(eq(tenants.key, tenantKey), eq(brandAssets.fileName, fileName)))
        .limit(1);
      // PGlite answers a bytea as a Uint8Array, node-postgres as a Buffer.
      return row && { contentType: row.contentType, body: Buffer.from(row.body) };
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
