import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DATABASES } from '@portal/contracts/brand-fields';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/create-test-app';
import { createProgrammeDeletionRepository } from './programme-deletion-repository';
import type { Catalog } from './programme-tables';
import { planProgrammeTables } from './programme-tables';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let handle: DatabaseHandle;
let catalog: Catalog;

beforeAll(async () => {
  database = await openTestDatabase();
  handle = database.handle;
  catalog = await createProgrammeDeletionRepository(handle.db).readCatalog();
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const label = (schema: string, name: string) => (schema === 'public' ? name : `${schema}.${name}`);

describe('the tables of a programme, read from the catalogue', () => {
  it('are every table with a tenant_id column (never a partition), and those whose rows cascade from them', async () => {
    const withTenantId = rowsOf<{ schema: string; name: string }>(
      await handle.db.execute(sql`
        select c.table_schema as schema, c.table_name as name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
          and not exists (select 1 from pg_inherits i where i.inhrelid = format('%I.%I', c.table_schema, c.table_name)::regclass)
      `),
    );
    expect(withTenantId.length).toBeGreaterThan(40);
    const { exportOrder } = planProgrammeTables(catalog);
    const planned = exportOrder.map((table) => table.label).sort();
    expect(planned).toEqual(
      [
        ...withTenantId.map((table) => label(table.schema, table.name)),
        'tenants',
        'members',
        'eligibility_import_rows',
      ].sort(),
    );
  });

  it('are deleted children first, so that no foreign key between them is broken, the tenants row last', () => {
    const { deletionOrder, exportOrder } = planProgrammeTables(catalog);
    const position = new Map(deletionOrder.map((table, index) => [table.label, index]));
    let checked = 0;
    for (const key of catalog.foreignKeys) {
      const child = position.get(label(key.child.schema, key.child.name));
      const parent = position.get(label(key.parent.schema, key.parent.name));
      if (child === undefined || parent === undefined || child === parent) continue;
      expect(child, `${key.child.name} → ${key.parent.name}`).toBeLessThan(parent);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    expect(deletionOrder.at(-1)?.label).toBe('tenants');
    expect(exportOrder.map((table) => table.label)).toEqual(deletionOrder.map((table) => table.label).reverse());
  });

  it('each have a primary key, which the export pages by', () => {
    const keyless = planProgrammeTables(catalog).exportOrder.filter((table) => table.primaryKey.length === 0);
    expect(keyless.map((table) => table.label)).toEqual([]);
  });

  it('include the analytics events and roll-ups, each deleted through an index led by tenant_id', async () => {
    const leading = rowsOf<{ name: string }>(
      await handle.db.execute(sql`
        select distinct format('%s.%s', n.nspname, c.relname) as name
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
        where a.attname = 'tenant_id' and not c.relispartition
      `),
    ).map((row) => row.name);
    const analytics = planProgrammeTables(catalog).exportOrder.filter((table) =>
      (ANALYTICS_DATABASES as readonly string[]).includes(table.schema),
    );
    expect(analytics.length).toBe(ANALYTICS_DATABASES.length * 6);
    for (const table of analytics) expect(leading, table.label).toContain(`${table.schema}.${table.name}`);
  });

  it('refuses to guess an order for tables that reference each other', () => {
    const table = (name: string) => ({ schema: 'public', name, hasTenantId: name !== 'tenants', primaryKey: [] });
    const key = (child: string, parent: string) => ({
      child: { schema: 'public', name: child },
      parent: { schema: 'public', name: parent },
      columns: [['x', 'id']] as [string, string][],
      onDelete: 'a',
    });
    expect(() =>
      planProgrammeTables({
        tables: [table('tenants'), table('eggs'), table('hens')],
        foreignKeys: [key('eggs', 'hens'), key('hens', 'eggs')],
      }),
    ).toThrow(/eggs, hens/);
  });
});
