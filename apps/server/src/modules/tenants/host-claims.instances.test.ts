import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestInstances } from '../../test/create-test-instances';
import { createTestInstances } from '../../test/create-test-instances';
import { waitFor } from '../../test/wait-for';

describe('a custom domain on two instances', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await createTestInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('is the tenant’s on the other instance within seconds of its claim, and no longer once released', async () => {
    const { a, b } = instances;
    const host = 'wellness.two-instances.example';
    // b has read the claims before: it must hear of the change, not find it on a first read.
    expect(b.services.tenants.tenantKeyOfHost(host)).toBe('default');
    await b.services.hostClaims.refresh();
    const oakmore = await a.services.tenants.getTenant('oakmore');
    await a.services.hostClaims.claim({ tenant: oakmore, host });
    await waitFor(() => b.services.tenants.tenantKeyOfHost(host) === 'oakmore', 'b sees the claim', 5_000);
    await a.services.hostClaims.release({ tenant: oakmore, host });
    await waitFor(() => b.services.tenants.tenantKeyOfHost(host) === 'default', 'b sees the release', 5_000);
  });
});
