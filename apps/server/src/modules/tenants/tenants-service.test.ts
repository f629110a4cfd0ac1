import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { tenants } from '../../db/schema';
import { assertProgrammeOffered, isProgrammeOffered } from '../../lib/programme-access';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { createTenantsRepository } from './tenants-repository';
import { createTenantsService } from './tenants-service';
import { loadBuiltInLooks } from './brand-looks';

describe('a tenant’s programmes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const freshService = () =>
    createTenantsService({
      repository: createTenantsRepository(t.db),
      fallbackTheme: loadBuiltInLooks().get('default')!.theme,
    });

  it('are its brand’s while its settings name none', async () => {
    const swift = await freshService().getTenant('swift');
    expect(swift.programmes).toEqual(getBrand('swift').programmes);
  });

  it('are its settings’ list when set, unknown names left out', async () => {
    await t.db
      .update(tenants)
      .set({ programmes: ['ucm', 'no-such-programme'] })
      .where(eq(tenants.key, 'oakmore'));
    try {
      const oakmore = await freshService().getTenant('oakmore');
      expect(oakmore.programmes).toEqual(['ucm']);
      expect(isProgrammeOffered(oakmore, 'ucm')).toBe(true);
      expect(() => assertProgrammeOffered(oakmore, 'mayo-clinic')).toThrow(
        expect.objectContaining({ code: 'NOT_FOUND', message: 'This is not part of your programme.' }),
      );
    } finally {
      await t.db.update(tenants).set({ programmes: null }).where(eq(tenants.key, 'oakmore'));
    }
  });
});
