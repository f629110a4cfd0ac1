/**
 * Which tables hold a programme's rows, and in what order they are exported and deleted, worked out from
 * the database's own catalogue at every run: a table added by a later migration is covered without
 * anyone remembering to list it here.
 *
 * A table belongs to programmes when it has a `tenant_id` column (its rows are the tenant's whose id it
 * holds), or when a foreign key that cascades on delete ties it to such a table (`members` through
 * `accounts`, eligibility rows through their file): the rows the database itself would take with their
 * parent. The `tenants` row is the root and goes last.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

export interface CatalogTable {
  schema: string;
  name: string;
  hasTenantId: boolean;
  /** The primary key's columns in order, with their SQL types (to page through the rows). */
  primaryKey: { name: string; type: string }[];
}

export interface CatalogForeignKey {
  child: { schema: string; name: string };
  parent: { schema: string; name: string };
  /** `[child column, parent column]` pairs, in the key's order. */
  columns: [string, string][];
  /** pg_constraint.confdeltype: `c` cascade, `n` set null, `d` set default, `r` restrict, `a` no action. */
  onDelete: string;
}

export interface Catalog {
  tables: CatalogTable[];
  foreignKeys: CatalogForeignKey[];
}

/** How a table's rows are found to be the programme's. */
export type Ownership =
  | { kind: 'root' }
  | { kind: 'tenant-column' }
  /** Through cascading keys to tables that are the programme's: a row is its when any of them points at one of its rows. */
  | { kind: 'cascade'; through: { parent: ProgrammeTable; columns: [string, string][] }[] };

export interface ProgrammeTable extends CatalogTable {
  /** `accounts`, or `amm_c0nj.events` outside the public schema: the name the export and the logs use. */
  label: string;
  ownership: Ownership;
}

export interface ProgrammeTablesPlan {
  /** Parents before children, the `tenants` row first: the order the export lists them. */
  exportOrder: ProgrammeTable[];
  /** Children before parents, the `tenants` row last: no foreign key is broken by a delete. */
  deletionOrder: ProgrammeTable[];
}

export const TENANTS_TABLE = { schema: 'public', name: 'tenants' } as const;
const TENANT_COLUMN = 'tenant_id';

const idOf = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`;
const labelOf = (table: { schema: string; name: string }) =>
  table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;

export function planProgrammeTables(catalog: Catalog): ProgrammeTablesPlan {
  const byId = new Map(catalog.tables.map((table) => [idOf(table), table]));
  const tenantsTable = byId.get(idOf(TENANTS_TABLE));
  if (!tenantsTable) throw new Error('The database has no tenants table.');

  const owned = new Map<string, ProgrammeTable>();
  owned.set(idOf(tenantsTable), { ...tenantsTable, label: labelOf(tenantsTable), ownership: { kind: 'root' } });
  for (const table of catalog.tables) {
    if (table.hasTenantId && !owned.has(idOf(table))) {
      owned.set(idOf(table), { ...table, label: labelOf(table), ownership: { kind: 'tenant-column' } });
    }
  }
  // Rows without a tenant column, reached through cascading keys, a level at a time: a table's condition
  // only names tables found before it, so the conditions never loop.
  for (let found = true; found;) {
    found = false;
    for (const table of catalog.tables) {
      if (owned.has(idOf(table))) continue;
      const through = catalog.foreignKeys
        .filter((key) => key.onDelete === 'c' && idOf(key.child) === idOf(table) && owned.has(idOf(key.parent)))
        .map((key) => ({ parent: owned.get(idOf(key.parent)) as ProgrammeTable, columns: key.columns }));
      if (through.length === 0) continue;
      owned.set(idOf(table), { ...table, label: labelOf(table), ownership: { kind: 'cascade', through } });
      found = true;
    }
  }

  const deletionOrder = orderChildrenFirst([...owned.values()], catalog.foreignKeys);
  return { deletionOrder, exportOrder: [...deletionOrder].reverse() };
}

/** A topological order of the tables, each after every table whose keys point at it; the root last. */
function orderChildrenFirst(tables: ProgrammeTable[], foreignKeys: CatalogForeignKey[]): ProgrammeTable[] {
  const ids = new Set(tables.map(idOf));
  // For each table, the other tables whose keys point at it: they go first.
  const children = new Map<string, Set<string>>(tables.map((table) => [idOf(table), new Set<string>()]));
  for (const key of foreignKeys) {
    const child = idOf(key.child);
    const parent = idOf(key.parent);
    // A table's keys to itself hold within the one statement that deletes all of its rows.
    if (child !== parent && ids.has(child) && ids.has(parent)) children.get(parent)?.add(child);
  }
  const root = idOf(TENANTS_TABLE);
  const remaining = tables.filter((table) => idOf(table) !== root).sort((a, b) => a.label.localeCompare(b.label));
  const done = new Set<string>();
  const order: ProgrammeTable[] = [];
  while (remaining.length > 0) {
    const next = remaining.findIndex((table) =>
      [...(children.get(idOf(table)) ?? [])].every((child) => child === root || done.has(child)),
    );
    if (next < 0) {
      throw new Error(
        `No deletion order: these tables reference each other: ${remaining.map((table) => table.label).join(', ')}.`,
      );
    }
    const [table] = remaining.splice(next, 1) as [ProgrammeTable];
    done.add(idOf(table));
    order.push(table);
  }
  return [...order, ...tables.filter((table) => idOf(table) === root)];
}

export const tableRef = (table: { schema: string; name: string }): SQL =>
  sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;

/**
 * The condition that holds for exactly the programme's rows of `table`, whose alias in the query is
 * `alias`. Subqueries take aliases of their own (`t1`, `t2`, …) so none shadows another.
 */
export function ownedRows(table: ProgrammeTable, alias: string, tenantId: string, depth = 0): SQL {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  const { ownership } = table;
  if (ownership.kind === 'root') return sql`${column('id')} = ${tenantId}::uuid`;
  if (ownership.kind === 'tenant-column') return sql`${column(TENANT_COLUMN)} = ${tenantId}::uuid`;
  const inner = `t${depth + 1}`;
  const ways = ownership.through.map(({ parent, columns }) => {
    const childColumns = sql.join(
      columns.map(([child]) => column(child)),
      sql`, `,
    );
    const parentColumns = sql.join(
      columns.map(([, parentColumn]) => sql`${sql.identifier(inner)}.${sql.identifier(parentColumn)}`),
      sql`, `,
    );
    return sql`(${childColumns}) in (select ${parentColumns} from ${tableRef(parent)} as ${sql.identifier(inner)} where ${ownedRows(parent, inner, tenantId, depth + 1)})`;
  });
  return sql`(${sql.join(ways, sql` or `)})`;
}
