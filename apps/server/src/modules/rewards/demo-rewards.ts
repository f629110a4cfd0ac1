/**
 * The demo's rewards: every tenant gets a plan for the calendar year the server starts in (when no plan
 * covers today), and a few demo members hold points in it already, their level celebrated (the app's
 * celebration is for levels reached in the app). Only the demo seed calls this; a tenant with a plan for
 * today is left alone, so a restart adds nothing and a programme's own plan is never touched.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import { demoEmail } from '@portal/contracts/demo';
import type { TIncentiveActivity, TIncentiveLevel } from '@portal/contracts/rewards';
import type { Database } from '../../db/client';
import { accounts, incentiveBalances, incentivePlans, tenants } from '../../db/schema';
import { addDays, dayOf } from '../../lib/utc-days';
import { findPlanOn, recordAwardInPlan } from './rewards-ledger';
import type { Award } from './rewards-ledger';

export const DEMO_PLAN_ACTIVITIES: TIncentiveActivity[] = [
  { kind: 'questionnaire', points: 250 },
  { kind: 'health_scan', points: 50, per_month: 2 },
  { kind: 'article', points: 10, per_day: 3, per_year: 50 },
  { kind: 'video', points: 20, per_day: 2, per_year: 25 },
  { kind: 'partner_programme', points: 100 },
  { kind: 'custom', key: 'annual-physical', title: 'Annual physical', points: 300, per_year: 1 },
  { kind: 'custom', key: 'flu-shot', title: 'Flu shot', points: 100, per_year: 1 },
];

export const DEMO_PLAN_LEVELS: TIncentiveLevel[] = [
  { name: 'Bronze', points: 500, reward: '$25 gift card' },
  { name: 'Silver', points: 1000, reward: '$50 gift card' },
  { name: 'Gold', points: 2000, reward: '$100 HSA contribution' },
];

/** What each demo member already earned this year: `member` has reached Bronze, `who5` is on the way. */
const DEMO_AWARDS: Record<string, { source: Award['source']; activityKey: string; title?: string; daysAgo: number }[]> =
  {
    member: [
      { source: 'questionnaire', activityKey: 'questionnaire', daysAgo: 12 },
      { source: 'custom', activityKey: 'custom:annual-physical', title: 'Annual physical', daysAgo: 30 },
    ],
    who5: [{ source: 'custom', activityKey: 'custom:flu-shot', title: 'Flu shot', daysAgo: 20 }],
  };

export function createDemoRewardsSeeder(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Plans for the tenants without one today, and their demo members' points; how many plans it added. */
    async seedDemoRewards(): Promise<number> {
      const at = now();
      const today = dayOf(at);
      const year = today.slice(0, 4);
      let added = 0;
      // The operators' own tenant has no members to reward.
      const programmes = await deps.db
        .select({ id: tenants.id, key: tenants.key })
        .from(tenants)
        .where(ne(tenants.key, OPERATORS_TENANT_KEY));
      for (const tenant of programmes) {
        if (await findPlanOn(deps.db, tenant.id, today)) continue;
        await deps.db.transaction(async (tx) => {
          const [plan] = await tx
            .insert(incentivePlans)
            .values({
              tenantId: tenant.id,
              startsOn: `${year}-01-01`,
              endsOn: `${year}-12-31`,
              activities: DEMO_PLAN_ACTIVITIES,
              levels: DEMO_PLAN_LEVELS,
            })
            .returning();
          if (!plan) throw new Error('The demo plan was not stored.');
          const emails = Object.keys(DEMO_AWARDS).map((localPart) => demoEmail(localPart, tenant.key));
          const holders = await tx
            .select({ id: accounts.id, email: accounts.email })
            .from(accounts)
            .where(and(eq(accounts.tenantId, tenant.id), inArray(accounts.email, emails)));
          for (const holder of holders) {
            const awards = DEMO_AWARDS[holder.email.split('@')[0] ?? ''] ?? [];
            for (const award of awards) {
              const day =
                addDays(today, -award.daysAgo) < plan.startsOn ? plan.startsOn : addDays(today, -award.daysAgo);
              await recordAwardInPlan(tx, plan, {
                tenantId: tenant.id,
                accountId: holder.id,
                source: award.source,
                activityKey: award.activityKey,
                awardKey: award.source === 'custom' ? `${award.activityKey}:${day}` : award.activityKey,
                title: award.title ?? null,
                at: new Date(`${day}T12:00:00Z`),
              });
            }
            // Levels the demo starts at are not news to the member.
            await tx
              .update(incentiveBalances)
              .set({ celebratedPoints: incentiveBalances.points })
              .where(and(eq(incentiveBalances.planId, plan.id), eq(incentiveBalances.accountId, holder.id)));
          }
        });
        added += 1;
      }
      return added;
    },
  };
}
