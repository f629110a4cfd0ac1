import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { tenants } from '../../db/schema';
import { signIn } from '../../test/create-test-app';
import type { TestInstances } from '../../test/create-test-instances';
import { createTestInstances } from '../../test/create-test-instances';
import { waitFor } from '../../test/wait-for';

describe('the support line on two instances', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await createTestInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('an admin’s change on A is what B gives members at once, though B had memoised the old line', async () => {
    const { a, b } = instances;
    const [row] = await b.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
    const tenant = { id: row!.id, brand: (await b.services.tenants.getTenant('swift')).brand };
    expect(await b.services.programmeSettingsService.getSupportLine(tenant)).toEqual(getBrand('swift').support);
    const line = { phone: '+1 555 0142', hours: { en: 'Weekdays 8–6', es: 'Entre semana 8–6' } };
    const token = await signIn(a.app, 'admin@swift.test', 'swift.localhost');
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/authorization/admin/support-line',
      headers: { host: 'swift.localhost', authorization: `Bearer ${token}` },
      payload: { support_line: line },
    });
    expect(saved.statusCode).toBe(200);
    // B's memo lasts 30 s: only A's notice makes it read the new line within this wait.
    await waitFor(
      async () => (await b.services.programmeSettingsService.getSupportLine(tenant)).phone === line.phone,
      'B gives the new line',
    );
  });
});
