import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestInstances } from '../../test/create-test-instances';
import { createTestInstances } from '../../test/create-test-instances';
import { waitFor } from '../../test/wait-for';

describe('a programme’s record on two instances', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await createTestInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('is changed on the other instance within seconds: its title and theme', async () => {
    const { a, b } = instances;
    const before = await b.services.tenants.getTenant('evergreen');
    expect(before.brand.title).toBe('Evergreen Wellbeing');
    const theme = { ...before.brand.theme, primary: '#065f46' };
    await a.services.tenants.updateRecord('evergreen', { name: 'Evergreen Together', theme });
    await waitFor(
      async () => (await b.services.tenants.getTenant('evergreen')).brand.title === 'Evergreen Together',
      'b sees the new title',
      5_000,
    );
    expect((await b.services.tenants.getTenant('evergreen')).brand.themeCss).toContain('--brand-primary:#065f46;');
  });
});
