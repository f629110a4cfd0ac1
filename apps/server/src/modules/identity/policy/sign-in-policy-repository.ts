import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tenants } from '../../../db/schema';
import type { AuditEvent } from '../../audit-log/audit-log-repository';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';
import type { TTwoStepRequirement } from '@portal/contracts/sign-in-security';

export interface SignInPolicy {
  twoStepRequirement: TTwoStepRequirement;
  idleMinutes: number;
}

export function createSignInPolicyRepository(db: Database) {
  return {
    async findPolicy(tenantId: string): Promise<SignInPolicy | undefined> {
      const [row] = await db
        .select({ twoStepRequirement: tenants.twoStepRequirement, idleMinutes: tenants.sessionIdleMinutes })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1);
      return row;
    },
    async savePolicy(tenantId: string, policy: SignInPolicy, audit: AuditEvent): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(tenants)
          .set({ twoStepRequirement: policy.twoStepRequirement, sessionIdleMinutes: policy.idleMinutes })
          .where(eq(tenants.id, tenantId));
        await insertAuditEvent(tx, audit);
      });
    },
  };
}
export type SignInPolicyRepository = ReturnType<typeof createSignInPolicyRepository>;
