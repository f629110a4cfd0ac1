/**
 * The admin console's member search: `%`, `_` and `\` are the characters they are, and the search is
 * one the trigram indexes answer (a programme of 100,000 members is searched without reading them all),
 * after a short walk in email order that fills a page of a common name at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListAdminMembersResponse } from '@portal/contracts/admin-members';
import { accounts, companies, members, tenants } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { createAdminMembersRepository, memberSearchCondition } from './admin-members-repository';

let t: TestApp;
let adminToken: string;
let tenantId: string;

/** Members whose names or emails hold a character LIKE would read as a wildcard or an escape. */
const PEOPLE = [
  { email: 'percent.one@example.com', firstName: 'Ana', lastName: '100% Diaz' },
  { email: 'under_score@example.com', firstName: 'Bo', lastName: 'Lind' },
  { email: 'back.slash@example.com', firstName: 'Cy', lastName: 'Back\\Slash' },
  { email: 'plain.person@example.com', firstName: 'Dee', lastName: 'Plain' },
];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, 'admin@swift.test');
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
  tenantId = tenant!.id;
  const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.tenantId, tenantId));
  for (const person of PEOPLE) {
    const [account] = await t.db
      .insert(accounts)
      .values({ tenantId, companyId: company!.id, email: person.email, status: 'invited' })
      .returning({ id: accounts.id });
    await t.db
      .insert(members)
      .values({ accountId: account!.id, firstName: person.firstName, lastName: person.lastName });
  }
});
afterAll(async () => {
  await t?.close();
});

async function search(text: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/authorization/admin/members?search=${encodeURIComponent(text)}`,
    headers: { host: 'swift.localhost', authorization: `Bearer ${adminToken}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZListAdminMembersResponse.parse(response.json()).members.map((member) => member.email);
}

describe('the member search', () => {
  it('finds only the members whose name or email holds a %, an _ or a \\ itself', async () => {
    expect(await search('%')).toEqual(['percent.one@example.com']);
    expect(await search('_')).toEqual(['under_score@example.com']);
    expect(await search('\\')).toEqual(['back.slash@example.com']);
    expect(await search('0% d')).toEqual(['percent.one@example.com']);
    // A fragment of a full name, across first and last.
    expect(await search('dee pla')).toEqual(['plain.person@example.com']);
  });

  it('is answered by the trigram indexes of accounts and members', async () => {
    const query = t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), memberSearchCondition('plain')))
      .toSQL();
    const plan = await t.db.transaction(async (tx) => {
      // The test tenant is small enough for a scan to be cheaper: make the planner show what it can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute(
        sql.raw(
          `explain ${query.sql.replace(/\$(\d+)/g, (_, index: string) => `'${String(query.params[Number(index) - 1]).replaceAll("'", "''")}'`)}`,
        ),
      );
      return rowsOf<{ 'QUERY PLAN': string }>(explained)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    for (const index of ['accounts_email_trgm', 'members_full_name_trgm', 'members_preferred_name_trgm']) {
      expect(plan).toContain(index);
    }
    // Neither table is read whole.
    expect(plan).not.toMatch(/Seq Scan on (accounts|members)/);
  });

  it('finds the same pages whether the walk in email order fills a page or the trigram indexes answer', async () => {
    const walking = createAdminMembersRepository(t.db);
    // Two accounts read in email order, then the indexes: every search here takes both paths.
    const short = createAdminMembersRepository(t.db, { searchWalkRows: 2 });
    const pages = async (repository: typeof walking, text: string) => {
      const emails: string[][] = [];
      let afterEmail: string | undefined;
      for (;;) {
        const rows = await repository.listMembers({ tenantId, search: text, afterEmail, limit: 2 });
        emails.push(rows.slice(0, 2).map((row) => row.email));
        if (rows.length <= 2) return emails;
        afterEmail = rows[1]!.email;
      }
    };
    for (const text of ['e', 'example', 'swift', '%', 'dee pla', 'nobody-at-all']) {
      const expected = await pages(walking, text);
      expect(await pages(short, text), text).toEqual(expected);
    }
    expect((await pages(walking, 'example')).flat()).toEqual(expect.arrayContaining(PEOPLE.map((p) => p.email)));
  });
});
