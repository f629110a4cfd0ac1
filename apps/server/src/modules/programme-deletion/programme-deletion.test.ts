import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { ZGetQuestionnaireResponse, listQuestions } from '@portal/contracts/questionnaire';
import { rowsOf } from '../../db/rows';
import {
  accounts,
  auditEvents,
  brandAssets,
  companies,
  dataExports,
  mediaObjects,
  members,
  tenants,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { createIngestionRepository } from '../ingestion/ingestion-repository';
import { createStorage } from '../media/storage/create-storage';
import type { ObjectKey, Storage } from '../media/storage/storage';
import { createPendingRemovals } from './pending-removals';
import { createProgrammeDeletionJob } from './programme-deletion-job';
import type { ProgrammeDeletionRun } from './programme-deletion-job';
import { createProgrammeDeletionRepository } from './programme-deletion-repository';
import type { ProgrammeDeletionRepository } from './programme-deletion-repository';

/** What the app logged while the tests ran. */
const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let storage: Storage;
let exportsDir: string;
let png: Buffer;

interface Programme {
  id: string;
  key: string;
  companyId: string;
  host: string;
}

interface ExportDocument {
  format: string;
  version: number;
  programme: { id: string; key: string };
  exported_at: string;
  tables: Record<string, Record<string, unknown>[]>;
  media: { media_object_id: string; file: string | null }[];
  row_counts: Record<string, number>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Every table with a tenant_id column, partitions and all, read from the catalogue (not from the job). */
async function tablesWithTenantId(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.db.execute(sql`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      order by 1
    `),
  );
  return rows.map((row) => row.name);
}

/** Each table's rows of the tenant, as a count and a digest of their contents. */
async function rowsOfTenant(tenantId: string): Promise<Record<string, { count: number; digest: string | null }>> {
  const found: Record<string, { count: number; digest: string | null }> = {};
  for (const table of await tablesWithTenantId()) {
    const [row] = rowsOf<{ count: number; digest: string | null }>(
      await t.db.execute(sql`
        select count(*)::int as count, md5(string_agg(to_jsonb(x)::text, ',' order by to_jsonb(x)::text)) as digest
        from ${sql.raw(table)} as x where x.tenant_id = ${tenantId}::uuid
      `),
    );
    found[table] = { count: Number(row?.count ?? 0), digest: row?.digest ?? null };
  }
  return found;
}

/** Makes a programme as the operator console does: its record, company, logo and claimed host. */
async function createProgramme(key: string): Promise<Programme> {
  const [tenant] = await t.db
    .insert(tenants)
    .values({
      key,
      name: `Programme ${key}`,
      ingestionWriteKey: `iwk_${randomBytes(18).toString('base64url')}`,
      hostRules: {},
      languages: ['en', 'es'],
      supportEmail: `help@${key}.example`,
      logoFile: 'logo.0123456789abcdef.png',
    })
    .returning({ id: tenants.id });
  const [company] = await t.db
    .insert(companies)
    .values({ tenantId: tenant!.id, name: `Programme ${key}` })
    .returning({ id: companies.id });
  await t.db.insert(brandAssets).values({
    tenantId: tenant!.id,
    fileName: 'logo.0123456789abcdef.png',
    contentType: 'image/png',
    body: png,
  });
  await t.services.tenants.refresh();
  const host = `${key}.localhost`;
  await t.services.hostClaims.claim({ tenant: { id: tenant!.id, key }, host });
  return { id: tenant!.id, key, companyId: company!.id, host };
}

async function addAccount(programme: Programme, email: string, firstName: string, role: 'member' | 'admin' = 'member') {
  const [account] = await t.db
    .insert(accounts)
    .values({
      tenantId: programme.id,
      companyId: programme.companyId,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      passwordChangedAt: new Date(),
      role,
    })
    .returning({ id: accounts.id });
  await t.db.insert(members).values({ accountId: account!.id, firstName, lastName: 'Testperson' });
  return account!.id;
}

async function scheduleDeletion(programme: Pick<Programme, 'id'>, dueAt: Date) {
  await t.db.update(tenants).set({ status: 'suspended', deletionDueAt: dueAt }).where(eq(tenants.id, programme.id));
  await t.services.tenants.refresh();
}

const memberApi = (programme: Programme, token: string) =>
  api(t.app, { host: programme.host, prefix: '/api/authorization' }).as(token);

async function readExport(file: string): Promise<ExportDocument> {
  return JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as ExportDocument;
}

async function readAllBytes(key: ObjectKey): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination, seedContent: ['swift'] });
  storage = createStorage(t.config);
  exportsDir = path.join(t.config.DATA_DIR, 'programme-exports');
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2080c8' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await t?.close();
});

describe('a programme past its scheduled deletion', () => {
  let acme: Programme;
  let later: Programme;
  let acmeAccountIds: string[];
  let swiftBefore: Awaited<ReturnType<typeof rowsOfTenant>>;
  let swiftFiles: ObjectKey[];
  let acmeFiles: { key: ObjectKey; bytes: Buffer | undefined; kind: 'media' | 'data-export' }[];
  let uploadedId: string;
  let outcome: ProgrammeDeletionRun;
  let analyticsTable: string;

  beforeAll(async () => {
    acme = await createProgramme('acme');
    const memberId = await addAccount(acme, 'robin.member@acme.example', 'Robinia');
    const otherId = await addAccount(acme, 'sam.member@acme.example', 'Samwise');
    const adminId = await addAccount(acme, 'alex.admin@acme.example', 'Alexandra', 'admin');
    acmeAccountIds = [memberId, otherId, adminId];

    // The member uses the programme: a session, a dependent, a picture, an upload, answers, a data download.
    const token = await signIn(t.app, 'robin.member@acme.example', acme.host);
    const as = memberApi(acme, token);
    const dependent = await as.post('/dependents', {
      first_name: 'Robin',
      last_name: 'Dependentkin',
      relationship: 'spouse-or-partner',
      date_of_birth: '1988-04-02',
    });
    expect(dependent.statusCode, dependent.body).toBe(201);
    const picture = await as.put('/accounts/me/profile-picture', png, { headers: { 'content-type': 'image/png' } });
    expect(picture.statusCode, picture.body).toBe(200);
    const upload = await as.post('/media?title=My%20scan', png, { headers: { 'content-type': 'image/png' } });
    expect(upload.statusCode, upload.body).toBe(201);
    uploadedId = (upload.json() as { id: string }).id;
    const questionnaire = ZGetQuestionnaireResponse.parse((await as.get('/companies/questionnaire')).json());
    const answers = Object.fromEntries(listQuestions(questionnaire).map((q) => [q.id, q.options[0]!.value]));
    const answered = await as.post('/companies/questionnaire/responses', {
      questionnaire_id: questionnaire.id,
      version: questionnaire.version,
      answers,
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const download = await as.post('/accounts/me/data-exports');
    expect(download.statusCode, download.body).toBe(202);
    await t.services.dataExportService.idle();

    // Its app's usage events, and their roll-ups.
    const tenant = await t.services.tenants.getTenant('acme');
    const [{ writeKey } = { writeKey: '' }] = await t.db
      .select({ writeKey: tenants.ingestionWriteKey })
      .from(tenants)
      .where(eq(tenants.id, acme.id));
    analyticsTable = `${tenant.brand.analyticsDatabase}.events`;
    const ingested = await t.app.inject({
      method: 'POST',
      url: `/api/ingestion/crud?db=${tenant.brand.analyticsDatabase}`,
      headers: { host: acme.host, 'content-type': 'application/json', authorization: `Bearer ${writeKey}` },
      payload: JSON.stringify({
        events: [
          {
            id: randomUUID(),
            name: 'page_view',
            occurred_at: new Date(Date.now() - 120_000).toISOString(),
            platform: 'web',
            member_id: null,
            properties: { route: '/dashboard/home' },
          },
        ],
      }),
    });
    expect(ingested.statusCode, ingested.body).toBe(200);
    await t.services.analyticsRollups.run();

    // A programme whose deletion is scheduled, but not due yet.
    later = await createProgramme('later');
    await addAccount(later, 'kim.member@later.example', 'Kimberly');
    await scheduleDeletion(later, new Date(Date.now() + 30 * 86_400_000));

    // Swift goes on as it was: a member's own upload beside the demo's shared media.
    const swiftToken = await signIn(t.app, 'member@swift.test');
    const swiftUpload = await api(t.app, { prefix: '/api/authorization' })
      .as(swiftToken)
      .post('/media?title=Swift%20scan', png, { headers: { 'content-type': 'image/png' } });
    expect(swiftUpload.statusCode, swiftUpload.body).toBe(201);
    const swift = await t.services.tenants.getTenant('swift');
    swiftFiles = (
      await t.db
        .select({ id: mediaObjects.id, owner: mediaObjects.ownerAccountId })
        .from(mediaObjects)
        .where(eq(mediaObjects.tenantId, swift.id))
    ).map((row) => ({ tenantKey: 'swift', ownerAccountId: row.owner, objectId: row.id }));
    expect(swiftFiles.length).toBeGreaterThan(1);

    const media = await t.db
      .select({ id: mediaObjects.id, owner: mediaObjects.ownerAccountId })
      .from(mediaObjects)
      .where(eq(mediaObjects.tenantId, acme.id));
    const downloads = await t.db.select().from(dataExports).where(eq(dataExports.tenantId, acme.id));
    expect(downloads.map((row) => row.status)).toEqual(['ready']);
    acmeFiles = [
      ...(await Promise.all(
        media.map(async (row) => {
          const key = { tenantKey: 'acme', ownerAccountId: row.owner, objectId: row.id };
          return { key, bytes: await readAllBytes(key), kind: 'media' as const };
        }),
      )),
      ...downloads.map((row) => {
        const [, ownerAccountId, objectId] = row.fileKey!.split('/');
        return {
          key: { tenantKey: 'acme', ownerAccountId: ownerAccountId!, objectId: objectId! },
          bytes: undefined,
          kind: 'data-export' as const,
        };
      }),
    ];
    expect(media).toHaveLength(2);
    for (const file of acmeFiles) expect(await storage.stat(file.key)).toBeDefined();

    await scheduleDeletion(acme, new Date(Date.now() - 60_000));
    swiftBefore = await rowsOfTenant(swift.id);
    outcome = await t.services.programmeDeletion.run();
  });

  it('deletes it, and leaves the programme not yet due alone', () => {
    expect(outcome.deleted.map((deleted) => deleted.key)).toEqual(['acme']);
    expect(outcome).toMatchObject({ refused: [], postponed: [], failed: [] });
    expect(outcome.deleted[0]!.rows).toMatchObject({ tenants: 1, accounts: 3, members: 3, dependents: 1 });
  });

  it('first exports every row of it as one gzip JSON file, readable by the server’s user only', async () => {
    const file = path.join(exportsDir, `acme-${today()}.json.gz`);
    expect(outcome.deleted[0]!.exportFile).toBe(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const document = await readExport(file);
    expect(document).toMatchObject({
      format: 'portal-programme-export',
      version: 1,
      programme: { id: acme.id, key: 'acme' },
    });
    const { tables } = document;
    expect(tables.tenants).toEqual([expect.objectContaining({ id: acme.id, key: 'acme', status: 'suspended' })]);
    expect(tables.companies).toEqual([expect.objectContaining({ id: acme.companyId })]);
    expect(tables.accounts!.map((row) => row.email).sort()).toEqual([
      'alex.admin@acme.example',
      'robin.member@acme.example',
      'sam.member@acme.example',
    ]);
    expect(tables.members!.map((row) => row.account_id).sort()).toEqual([...acmeAccountIds].sort());
    expect(tables.dependents).toEqual([expect.objectContaining({ first_name: 'Robin', last_name: 'Dependentkin' })]);
    expect(tables.sessions!.length).toBeGreaterThanOrEqual(1);
    expect(tables.questionnaire_responses).toHaveLength(1);
    expect(tables.media_objects!.map((row) => row.id)).toContain(uploadedId);
    expect(tables.data_exports).toHaveLength(1);
    expect(tables.tenant_hosts).toEqual([expect.objectContaining({ host: 'acme.localhost' })]);
    // bytea as PostgreSQL writes it in JSON: `\x` and hex.
    expect(tables.brand_assets).toEqual([
      expect.objectContaining({ file_name: 'logo.0123456789abcdef.png', body: `\\x${png.toString('hex')}` }),
    ]);
    expect(tables[analyticsTable]).toHaveLength(1);
    expect(tables.audit_events!.length).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(tables)) expect(document.row_counts[table], table).toBe(rows.length);
    // The export names every table that holds programmes' rows, empty or not.
    const expected = (await tablesWithTenantId())
      .map((name) => name.replace(/^public\./, ''))
      .filter((name) => !/_\d{4}_\d{2}$/.test(name));
    expect(Object.keys(tables)).toEqual(expect.arrayContaining([...expected, 'members', 'eligibility_import_rows']));
  });

  it('exports the media’s bytes beside it, and not the members’ data downloads', async () => {
    const document = await readExport(path.join(exportsDir, `acme-${today()}.json.gz`));
    const media = acmeFiles.filter((file) => file.kind === 'media');
    expect(document.media.map((entry) => entry.media_object_id).sort()).toEqual(
      media.map((file) => file.key.objectId).sort(),
    );
    for (const file of media) {
      const entry = document.media.find((item) => item.media_object_id === file.key.objectId);
      expect(entry?.file).toBe(`acme-${today()}-media/${file.key.ownerAccountId ?? 'shared'}/${file.key.objectId}`);
      const copy = path.join(exportsDir, entry!.file!);
      expect(await readFile(copy)).toEqual(file.bytes);
      expect((await stat(copy)).mode & 0o777).toBe(0o600);
    }
    expect(outcome.deleted[0]!.mediaExported).toBe(media.length);
    expect((await readdir(exportsDir)).filter((name) => !name.startsWith('.')).sort()).toEqual([
      `acme-${today()}-media`,
      `acme-${today()}.json.gz`,
    ]);
  });

  it('leaves no row in any table that references it, nor its accounts’ members', async () => {
    const left = Object.entries(await rowsOfTenant(acme.id)).filter(([, rows]) => rows.count > 0);
    expect(left).toEqual([]);
    const [counted] = rowsOf<{ members: number; dependents: number; tenants: number }>(
      await t.db.execute(sql`
        select
          (select count(*)::int from members where account_id in ${acmeAccountIds}) as members,
          (select count(*)::int from dependents where account_id in ${acmeAccountIds}) as dependents,
          (select count(*)::int from tenants where id = ${acme.id}::uuid) as tenants
      `),
    );
    expect(counted).toEqual({ members: 0, dependents: 0, tenants: 0 });
  });

  it('removes its stored files, and its folders in the local media storage', async () => {
    for (const file of acmeFiles) expect(await storage.stat(file.key), file.key.objectId).toBeUndefined();
    await expect(stat(path.join(t.config.DATA_DIR, 'media', 'acme'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(path.join(exportsDir, '.pending-removals'))).toEqual([]);
  });

  it('is forgotten by the programmes’ records and the host claims', async () => {
    await t.services.tenants.refresh();
    await t.services.hostClaims.refresh();
    expect(t.services.tenants.findTenant('acme')).toBeUndefined();
    await expect(t.services.tenants.getTenant('acme')).rejects.toThrow();
    expect(t.services.hostClaims.tenantOf('acme.localhost')).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { host: 'acme.localhost' } });
    expect(page.statusCode).toBe(200);
  });

  it('touches nothing of another programme’s', async () => {
    const swift = await t.services.tenants.getTenant('swift');
    const after = await rowsOfTenant(swift.id);
    // Counts everywhere; contents too but sessions', whose last use is written after each answer.
    expect(Object.fromEntries(Object.entries(after).map(([table, rows]) => [table, rows.count]))).toEqual(
      Object.fromEntries(Object.entries(swiftBefore).map(([table, rows]) => [table, rows.count])),
    );
    const withoutSessions = (rows: typeof after) =>
      Object.fromEntries(Object.entries(rows).filter(([table]) => table !== 'public.sessions'));
    expect(withoutSessions(after)).toEqual(withoutSessions(swiftBefore));
    for (const key of swiftFiles) expect(await storage.stat(key), key.objectId).toBeDefined();
    const stillThere = await t.db.select().from(tenants).where(eq(tenants.id, later.id));
    expect(stillThere).toEqual([expect.objectContaining({ key: 'later', status: 'suspended' })]);
    expect(Object.values(await rowsOfTenant(later.id)).some((rows) => rows.count > 0)).toBe(true);
  });

  it('logs the programme’s key and counts, never what its rows hold', () => {
    const line = logLines.find((entry) => entry.includes('exported and deleted a programme'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      programme: 'acme',
      tables: expect.objectContaining({ accounts: 3 }),
      export: `acme-${today()}.json.gz`,
    });
    // The mail outbox of development names addresses; the job's own lines never do.
    const all = logLines.filter((entry) => entry.includes('programme deletion')).join('\n');
    expect(all).not.toBe('');
    for (const personal of ['robin.member@acme.example', 'Robinia', 'Dependentkin', 'My scan']) {
      expect(all).not.toContain(personal);
    }
  });

  it('does nothing more when run again', async () => {
    const before = await readdir(exportsDir);
    const again = await t.services.programmeDeletion.run();
    expect(again).toEqual({ deleted: [], refused: [], postponed: [], failed: [], finishedRemovals: 0 });
    expect(await readdir(exportsDir)).toEqual(before);
  });
});

describe('what is never deleted', () => {
  it('refuses the operators’ tenant and a built-in brand, even when due', async () => {
    const guarded = await t.db
      .select({ id: tenants.id, key: tenants.key, status: tenants.status })
      .from(tenants)
      .where(sql`${tenants.key} in ('swift', 'operators')`);
    const before = await Promise.all(guarded.map((tenant) => rowsOfTenant(tenant.id)));
    await t.db
      .update(tenants)
      .set({ status: 'suspended', deletionDueAt: new Date(Date.now() - 60_000) })
      .where(sql`${tenants.key} in ('swift', 'operators')`);
    try {
      const outcome = await t.services.programmeDeletion.run();
      expect(outcome.refused.sort()).toEqual(['operators', 'swift']);
      expect(outcome.deleted).toEqual([]);
      expect(await Promise.all(guarded.map((tenant) => rowsOfTenant(tenant.id)))).toEqual(before);
      expect(
        await t.db
          .select({ key: tenants.key })
          .from(tenants)
          .where(sql`${tenants.key} in ('swift', 'operators')`),
      ).toHaveLength(2);
    } finally {
      for (const tenant of guarded) {
        await t.db.update(tenants).set({ status: tenant.status, deletionDueAt: null }).where(eq(tenants.id, tenant.id));
      }
      await t.services.tenants.refresh();
    }
  });
});

describe('a table a later migration adds', () => {
  it('is exported and emptied too, with the rows that cascade from it', async () => {
    await t.db.execute(sql`
      create table extra_notes (id uuid primary key, tenant_id uuid not null references tenants(id), note text not null)
    `);
    await t.db.execute(sql`
      create table extra_note_marks (
        note_id uuid not null references extra_notes(id) on delete cascade, mark int not null, primary key (note_id, mark)
      )
    `);
    try {
      const beta = await createProgramme('beta');
      const swift = await t.services.tenants.getTenant('swift');
      const [betaNote, swiftNote] = [randomUUID(), randomUUID()];
      await t.db.execute(sql`
        insert into extra_notes values (${betaNote}::uuid, ${beta.id}::uuid, 'beta''s'), (${swiftNote}::uuid, ${swift.id}::uuid, 'swift''s')
      `);
      await t.db.execute(sql`insert into extra_note_marks values (${betaNote}::uuid, 1), (${swiftNote}::uuid, 1)`);
      await scheduleDeletion(beta, new Date(Date.now() - 1_000));

      const outcome = await t.services.programmeDeletion.run();
      expect(outcome.deleted.map((deleted) => deleted.key)).toEqual(['beta']);
      const document = await readExport(outcome.deleted[0]!.exportFile);
      expect(document.tables.extra_notes).toEqual([{ id: betaNote, tenant_id: beta.id, note: "beta's" }]);
      expect(document.tables.extra_note_marks).toEqual([{ note_id: betaNote, mark: 1 }]);
      const left = rowsOf<{ note_id: string }>(await t.db.execute(sql`select note_id from extra_note_marks`));
      expect(left).toEqual([{ note_id: swiftNote }]);
    } finally {
      await t.db.execute(sql`drop table if exists extra_note_marks`);
      await t.db.execute(sql`drop table if exists extra_notes`);
    }
  });
});

describe('a programme with more rows than a page', () => {
  it('is exported whole, page by page, across the analytics partitions', async () => {
    const zeta = await createProgramme('zeta');
    const database = (await t.services.tenants.getTenant('zeta')).brand.analyticsDatabase;
    const months = [Date.now() - 40 * 86_400_000, Date.now() - 60_000];
    // Many events share a time: the pages' order is the whole primary key, not the time alone.
    const events = Array.from({ length: 450 }, (_, index) => ({
      id: randomUUID(),
      tenantId: zeta.id,
      event: 'page_view' as const,
      properties: { route: '/dashboard/home' },
      memberId: null,
      platform: 'web' as const,
      occurredAt: new Date(months[index % 2]! - (index % 3) * 1_000),
    }));
    const ingestion = createIngestionRepository(t.db);
    for (let start = 0; start < events.length; start += 100) {
      await ingestion.insertEvents(database, events.slice(start, start + 100));
    }
    await t.db.execute(sql`
      insert into audit_events (tenant_id, event, details)
      select ${zeta.id}::uuid, 'signed_in', jsonb_build_object('n', n) from generate_series(1, 430) as n
    `);
    await scheduleDeletion(zeta, new Date(Date.now() - 1_000));

    const outcome = await t.services.programmeDeletion.run();
    expect(outcome.deleted.map((deleted) => deleted.key)).toEqual(['zeta']);
    expect(outcome.deleted[0]!.rows).toMatchObject({ [`${database}.events`]: 450, audit_events: 430 });
    const { tables } = await readExport(outcome.deleted[0]!.exportFile);
    expect(tables[`${database}.events`]!.map((row) => row.id).sort()).toEqual(events.map((event) => event.id).sort());
    expect(new Set(tables.audit_events!.map((row) => (row.details as { n: number }).n)).size).toBe(430);
  });
});

describe('a run that does not finish', () => {
  /** The job as the services build it, on a storage or repository of the test's. */
  function jobWith(overrides: { storage?: Storage; repository?: ProgrammeDeletionRepository }) {
    return createProgrammeDeletionJob({
      repository: overrides.repository ?? createProgrammeDeletionRepository(t.db),
      storage: overrides.storage ?? storage,
      exportsDir,
      mediaRoot: path.join(t.config.DATA_DIR, 'media'),
      onDeleted: () => {
        void t.services.tenants.refresh();
      },
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
  }

  async function programmeWithUpload(key: string) {
    const programme = await createProgramme(key);
    await addAccount(programme, `pat@${key}.example`, 'Patricia');
    const token = await signIn(t.app, `pat@${key}.example`, programme.host);
    const upload = await memberApi(programme, token).post('/media?title=Scan', png, {
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json() as { id: string };
    const [row] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.id, id));
    return { programme, file: { tenantKey: key, ownerAccountId: row!.ownerAccountId, objectId: id } };
  }

  it('leaves the files it could not remove for the next run, which removes them', async () => {
    const { programme, file } = await programmeWithUpload('gamma');
    await scheduleDeletion(programme, new Date(Date.now() - 1_000));
    const failing: Storage = {
      ...storage,
      delete: async () => {
        throw new Error('The storage is away.');
      },
    };
    const first = await jobWith({ storage: failing }).run();
    expect(first.deleted.map((deleted) => deleted.key)).toEqual(['gamma']);
    expect(await t.db.select().from(tenants).where(eq(tenants.id, programme.id))).toEqual([]);
    expect(await storage.stat(file)).toBeDefined();
    const pending = await createPendingRemovals(path.join(exportsDir, '.pending-removals')).list();
    expect(pending.map((removal) => removal.tenantKey)).toEqual(['gamma']);

    const next = await jobWith({}).run();
    expect(next.finishedRemovals).toBe(1);
    expect(await storage.stat(file)).toBeUndefined();
    expect(await createPendingRemovals(path.join(exportsDir, '.pending-removals')).list()).toEqual([]);
    // The export stays: the programme went.
    expect((await readExport(first.deleted[0]!.exportFile)).programme.key).toBe('gamma');
  });

  it('throws away what an attempt that never committed wrote, and deletes nothing', async () => {
    const { programme, file } = await programmeWithUpload('delta');
    const stale = {
      file: path.join(exportsDir, 'delta-2000-01-01.json.gz'),
      mediaFolder: path.join(exportsDir, 'delta-2000-01-01-media'),
    };
    await writeFile(stale.file, 'half an export');
    await mkdir(stale.mediaFolder);
    await writeFile(path.join(exportsDir, '.delta-2000-01-01.json.gz.tmp-0123456789ab'), 'half');
    await createPendingRemovals(path.join(exportsDir, '.pending-removals')).save({
      tenantId: programme.id,
      tenantKey: programme.key,
      export: stale,
      files: [{ ownerAccountId: file.ownerAccountId, objectId: file.objectId }],
    });

    await jobWith({}).run();
    const names = await readdir(exportsDir);
    expect(names.filter((name) => name.includes('delta'))).toEqual([]);
    expect(await storage.stat(file)).toBeDefined();
    expect(await t.db.select({ key: tenants.key }).from(tenants).where(eq(tenants.id, programme.id))).toEqual([
      { key: 'delta' },
    ]);
  });

  it('postpones a programme that changed after its export, keeping neither the export nor a deletion', async () => {
    const { programme, file } = await programmeWithUpload('epsilon');
    await scheduleDeletion(programme, new Date(Date.now() - 1_000));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.tenantId, programme.id));
    const real = createProgrammeDeletionRepository(t.db);
    // A row arrives between the export and the deletion.
    const racing: ProgrammeDeletionRepository = {
      ...real,
      deleteProgramme: async (input) => {
        await t.db.insert(auditEvents).values({ tenantId: programme.id, accountId: account!.id, event: 'signed_in' });
        return real.deleteProgramme(input);
      },
    };
    const before = await rowsOfTenant(programme.id);
    const outcome = await jobWith({ repository: racing }).run();
    expect(outcome.postponed).toEqual(['epsilon']);
    const after = await rowsOfTenant(programme.id);
    expect(after['public.audit_events']!.count).toBe(before['public.audit_events']!.count + 1);
    expect({ ...after, 'public.audit_events': null }).toEqual({ ...before, 'public.audit_events': null });
    expect(await storage.stat(file)).toBeDefined();
    expect((await readdir(exportsDir)).filter((name) => name.includes('epsilon'))).toEqual([]);

    // And once it is as exported, the next run deletes it.
    const next = await jobWith({}).run();
    expect(next.deleted.map((deleted) => deleted.key)).toEqual(['epsilon']);
    expect(await storage.stat(file)).toBeUndefined();
  });
});
