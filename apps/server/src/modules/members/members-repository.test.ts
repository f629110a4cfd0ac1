import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, members } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { createMembersRepository } from './members-repository';
import type { MembersRepository } from './members-repository';

let t: TestApp;
let repository: MembersRepository;
beforeAll(async () => {
  t = await createTestApp();
  repository = createMembersRepository(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function accountOf(email: string) {
  const [row] = await t.db
    .select({ id: accounts.id, tenantId: accounts.tenantId, companyId: accounts.companyId })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row!;
}

describe('the members repository', () => {
  it('finds the account’s profile within its tenant only', async () => {
    const member = await accountOf('member@swift.test');
    const oakmore = await accountOf('member@oakmore.test');
    expect(await repository.findProfile(member.tenantId, member.id)).toMatchObject({
      email: 'member@swift.test',
      companyId: member.companyId,
      companyName: 'SwiftCare Demo Company',
      firstName: 'Morgan',
      lastName: 'Lee',
      analyticsEnabled: true,
    });
    expect(await repository.findProfile(oakmore.tenantId, member.id)).toBeUndefined();
  });

  it('says whether the member lets the app send usage events', async () => {
    const member = await accountOf('new@swift.test');
    const oakmore = await accountOf('member@oakmore.test');
    expect(await repository.isAnalyticsEnabled(member.tenantId, member.id)).toBe(true);
    await t.db.update(members).set({ analyticsEnabled: false }).where(eq(members.accountId, member.id));
    expect(await repository.isAnalyticsEnabled(member.tenantId, member.id)).toBe(false);
    // Another tenant's account is never attested.
    expect(await repository.isAnalyticsEnabled(oakmore.tenantId, member.id)).toBe(false);

    // An account without a member row has the column's default: on.
    const [bare] = await t.db
      .insert(accounts)
      .values({ tenantId: member.tenantId, companyId: member.companyId, email: 'bare@swift.test' })
      .returning({ id: accounts.id });
    expect(await repository.isAnalyticsEnabled(member.tenantId, bare!.id)).toBe(true);
    expect(await repository.findProfile(member.tenantId, bare!.id)).toMatchObject({
      email: 'bare@swift.test',
      firstName: null,
      analyticsEnabled: null,
    });
  });
});
