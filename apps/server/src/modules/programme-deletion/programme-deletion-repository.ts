/**
 * What the programme deletion reads and deletes: the catalogue (which tables hold a programme's rows), the
 * programmes due, their rows page by page for the export, their stored files, and the one transaction that
 * deletes every row of one programme. Every query names the programme's tenant id.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { dataExports, mediaObjects, tenants } from '../../db/schema';
import type { Catalog, CatalogForeignKey, CatalogTable, ProgrammeTable, ProgrammeTablesPlan } from './programme-tables';
import { ownedRows, tableRef } from './programme-tables';

export interface DueProgramme {
  id: string;
  key: string;
}

/** One page of a table's rows: each row as PostgreSQL writes it in JSON, and where the next page starts. */
export interface RowsPage {
  rows: string[];
  /** The last row's primary key as text; undefined: this was the last page. */
  after: string[] | undefined;
}

/** A media object's bytes, or a member's prepared download, as the storage keeps them. */
export interface StoredFile {
  ownerAccountId: string | null;
  objectId: string;
  /** Media objects are exported; data downloads are copies of the rows already exported, and only go. */
  kind: 'media' | 'data-export';
}

/** The deletion found the programme otherwise than it was exported: nothing was deleted, the next run tries again. */
export class ProgrammeChangedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ProgrammeChangedError';
  }
}

const ROWS_PER_PAGE = 200;

/** The catalogue's tables and foreign keys, outside PostgreSQL's own schemas; never a partition (its parent holds its rows). */
async function readCatalog(db: Database): Promise<Catalog> {
  const tables = rowsOf<{ schema: string; name: string; has_tenant_id: boolean; primary_key: string }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as name,
        exists (
          select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attname = 'tenant_id' and a.attnum > 0 and not a.attisdropped
        ) as has_tenant_id,
        coalesce((
          select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by k.ord)
          from pg_constraint pk
          cross join lateral unnest(pk.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = pk.conrelid and a.attnum = k.attnum
          where pk.conrelid = c.oid and pk.contype = 'p'
        ), '[]')::text as primary_key
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2
    `),
  );
  const foreignKeys = rowsOf<{
    child_schema: string;
    child_name: string;
    parent_schema: string;
    parent_name: string;
    on_delete: string;
    columns: string;
  }>(
    await db.execute(sql`
      select cn.nspname as child_schema, cc.relname as child_name, pn.nspname as parent_schema,
        pc.relname as parent_name, con.confdeltype::text as on_delete,
        (
          select json_agg(json_build_array(ca.attname, pa.attname) order by k.ord)
          from unnest(con.conkey, con.confkey) with ordinality as k(child_attnum, parent_attnum, ord)
          join pg_attribute ca on ca.attrelid = con.conrelid and ca.attnum = k.child_attnum
          join pg_attribute pa on pa.attrelid = con.confrelid and pa.attnum = k.parent_attnum
        )::text as columns
      from pg_constraint con
      join pg_class cc on cc.oid = con.conrelid
      join pg_namespace cn on cn.oid = cc.relnamespace
      join pg_class pc on pc.oid = con.confrelid
      join pg_namespace pn on pn.oid = pc.relnamespace
      -- A partitioned table's key is copied onto each partition: the parent's is the one that counts.
      where con.contype = 'f' and con.conparentid = 0 and not cc.relispartition and not pc.relispartition
      order by 1, 2, 3, 4
    `),
  );
  return {
    tables: tables.map((row): CatalogTable => ({
      schema: row.schema,
      name: row.name,
      hasTenantId: Boolean(row.has_tenant_id),
      primaryKey: JSON.parse(row.primary_key) as CatalogTable['primaryKey'],
    })),
    foreignKeys: foreignKeys.map((row): CatalogForeignKey => ({
      child: { schema: row.child_schema, name: row.child_name },
      parent: { schema: row.parent_schema, name: row.parent_name },
      columns: JSON.parse(row.columns) as [string, string][],
      onDelete: row.on_delete,
    })),
  };
}

/** `(t0.a, t0.b)`: the table's primary key columns. */
function keyColumns(table: ProgrammeTable): SQL {
  return sql.join(
    table.primaryKey.map((column) => sql`t0.${sql.identifier(column.name)}`),
    sql`, `,
  );
}

export function createProgrammeDeletionRepository(db: Database) {
  return {
    readCatalog: () => readCatalog(db),

    /** Programmes whose deletion is due by the database's clock, longest due first. */
    async listDue(): Promise<DueProgramme[]> {
      return db
        .select({ id: tenants.id, key: tenants.key })
        .from(tenants)
        .where(and(sql`${tenants.deletionDueAt} <= now()`, eq(tenants.status, 'suspended')))
        .orderBy(tenants.deletionDueAt, tenants.key);
    },

    async tenantExists(tenantId: string): Promise<boolean> {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
      return row !== undefined;
    },

    /** The programme's files in the media storage: its media objects' bytes and its members' prepared downloads. */
    async listStoredFiles(tenantId: string): Promise<StoredFile[]> {
      const media = await db
        .select({ ownerAccountId: mediaObjects.ownerAccountId, objectId: mediaObjects.id })
        .from(mediaObjects)
        .where(eq(mediaObjects.tenantId, tenantId))
        .orderBy(mediaObjects.id);
      const downloads = await db
        .select({ fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(and(eq(dataExports.tenantId, tenantId), isNotNull(dataExports.fileKey)));
      return [
        ...media.map((row) => ({ ...row, kind: 'media' as const })),
        ...downloads.flatMap(({ fileKey }) => {
          // `<tenant key>/<account id>/<object id>` (data-export-service.ts).
          const [, ownerAccountId, objectId] = (fileKey ?? '').split('/');
          return ownerAccountId && objectId ? [{ ownerAccountId, objectId, kind: 'data-export' as const }] : [];
        }),
      ];
    },

    /**
     * A page of the programme's rows of one table, in primary-key order from `after` on (keyset paging: each
     * page is an index range, however large the table). A table without a primary key is read in one page.
     */
    async readRows(table: ProgrammeTable, tenantId: string, after: string[] | undefined): Promise<RowsPage> {
      const paged = table.primaryKey.length > 0;
      const from =
        after && paged
          ? sql` and (${keyColumns(table)}) > (${sql.join(
              table.primaryKey.map((column, index) => sql`${after[index]}::${sql.raw(column.type)}`),
              sql`, `,
            )})`
          : sql``;
      const keys = paged
        ? sql`, ${sql.join(
            table.primaryKey.map(
              (column, index) => sql`t0.${sql.identifier(column.name)}::text as ${sql.identifier(`k${index}`)}`,
            ),
            sql`, `,
          )}`
        : sql``;
      const rows = rowsOf<Record<string, string>>(
        await db.execute(sql`
          select to_jsonb(t0)::text as row${keys}
          from ${tableRef(table)} as t0
          where ${ownedRows(table, 't0', tenantId)}${from}
          ${paged ? sql`order by ${keyColumns(table)} limit ${ROWS_PER_PAGE}` : sql``}
        `),
      );
      const last = rows.at(-1);
      return {
        rows: rows.map((row) => row.row as string),
        after:
          paged && last && rows.length === ROWS_PER_PAGE
            ? table.primaryKey.map((_, index) => last[`k${index}`] as string)
            : undefined,
      };
    },

    /**
     * Deletes every row of the programme in one transaction, children before parents, the tenants row last.
     * It goes ahead only while the programme is still due and its record is as exported (`tenantRow`), and no
     * table has more of its rows than the export holds (`exported`: fewer is fine, the maintenance may have
     * purged some meanwhile); otherwise ProgrammeChangedError, and nothing is deleted.
     *
     * The tenants row is locked first: every new row of the programme's would have to wait for it (each
     * table's key to tenants), so nothing arrives while its rows go. A delete locks only the rows it
     * deletes, all the programme's: other programmes' requests go on meanwhile.
     */
    async deleteProgramme(input: {
      tenantId: string;
      plan: ProgrammeTablesPlan;
      tenantRow: string;
      exported: ReadonlyMap<string, number>;
    }): Promise<Map<string, number>> {
      return db.transaction(async (tx) => {
        // A large programme's events take longer than a request's statement limit; this holds its rows only.
        await tx.execute(sql`set local statement_timeout = 0`);
        const [locked] = rowsOf<{ row: string }>(
          await tx.execute(sql`
            select to_jsonb(t0)::text as row from ${tenants} as t0
            where t0.id = ${input.tenantId}::uuid and t0.deletion_due_at <= now() and t0.status = 'suspended'
            for update
          `),
        );
        if (!locked) throw new ProgrammeChangedError('its deletion is no longer due');
        if (locked.row !== input.tenantRow) throw new ProgrammeChangedError('its record changed after the export');
        const deleted = new Map<string, number>();
        for (const table of input.plan.deletionOrder) {
          const [counted] = rowsOf<{ n: number | string }>(
            await tx.execute(sql`
              with gone as (delete from ${tableRef(table)} as t0 where ${ownedRows(table, 't0', input.tenantId)} returning 1)
              select count(*)::int as n from gone
            `),
          );
          const count = Number(counted?.n ?? 0);
          if (count > (input.exported.get(table.label) ?? 0)) {
            throw new ProgrammeChangedError(`${table.label} has rows the export does not hold`);
          }
          deleted.set(table.label, count);
        }
        return deleted;
      });
    },
  };
}
export type ProgrammeDeletionRepository = ReturnType<typeof createProgrammeDeletionRepository>;
