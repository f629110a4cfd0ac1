/**
 * The demo's challenge: every tenant without a challenge running today gets a step challenge that
 * started a week before the seed and ends three weeks after it (so the demo is always mid-challenge),
 * two teams members pick from, and a few demo members already in it with some days of steps. `new` and
 * `editor` are left out: the browser journeys join with them. Only the demo seed calls this.
 */
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import { demoEmail } from '@portal/contracts/demo';
import type { Database } from '../../db/client';
import {
  accounts,
  challengeEntries,
  challengeParticipants,
  challengeTeams,
  challenges,
  tenants,
} from '../../db/schema';
import { addDays, dayOf } from '../../lib/utc-days';

export const DEMO_CHALLENGE = {
  title: 'Step it up',
  description: 'Walk 150,000 steps over four weeks. Pick a team and log your steps each day.',
  teams: ['Trailblazers', 'Pathfinders'],
  goal: 150_000,
  points: 500,
  /** Days before the seed day it started, and after it that it ends. */
  startedDaysAgo: 7,
  endsInDays: 21,
} as const;

/** Who is in it already: their team (by position), the name they show (null: "A member"), steps on the days before today. */
const DEMO_PARTICIPANTS: Record<string, { team: number; displayName: string | null; steps: number[] }> = {
  member: { team: 0, displayName: 'Morgan', steps: [9_200, 11_050, 7_600, 12_400, 8_800, 10_300] },
  who5: { team: 1, displayName: null, steps: [6_500, 8_100, 7_300] },
  admin: { team: 1, displayName: 'Avery', steps: [10_200, 9_400] },
};

export function createDemoChallengesSeeder(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The demo challenge for each tenant with none running today; how many it added. */
    async seedDemoChallenges(): Promise<number> {
      const today = dayOf(now());
      const startsOn = addDays(today, -DEMO_CHALLENGE.startedDaysAgo);
      const endsOn = addDays(today, DEMO_CHALLENGE.endsInDays);
      let added = 0;
      // The operators' own tenant has no members to reward.
      const programmes = await deps.db
        .select({ id: tenants.id, key: tenants.key })
        .from(tenants)
        .where(ne(tenants.key, OPERATORS_TENANT_KEY));
      for (const tenant of programmes) {
        const [running] = await deps.db
          .select({ id: challenges.id })
          .from(challenges)
          .where(
            and(eq(challenges.tenantId, tenant.id), lte(challenges.startsOn, today), gte(challenges.endsOn, today)),
          )
          .limit(1);
        if (running) continue;
        await deps.db.transaction(async (tx) => {
          const [challenge] = await tx
            .insert(challenges)
            .values({
              tenantId: tenant.id,
              title: DEMO_CHALLENGE.title,
              description: DEMO_CHALLENGE.description,
              kind: 'steps',
              goalType: 'total',
              goal: DEMO_CHALLENGE.goal,
              teamMode: 'choose',
              startsOn,
              endsOn,
              joinUntil: endsOn,
              points: DEMO_CHALLENGE.points,
            })
            .returning({ id: challenges.id });
          if (!challenge) throw new Error('The demo challenge was not stored.');
          const teams = await tx
            .insert(challengeTeams)
            .values(
              DEMO_CHALLENGE.teams.map((name, position) => ({
                challengeId: challenge.id,
                tenantId: tenant.id,
                name,
                position,
              })),
            )
            .returning({ id: challengeTeams.id, position: challengeTeams.position });
          const emails = Object.keys(DEMO_PARTICIPANTS).map((localPart) => demoEmail(localPart, tenant.key));
          const holders = await tx
            .select({ id: accounts.id, email: accounts.email })
            .from(accounts)
            .where(and(eq(accounts.tenantId, tenant.id), inArray(accounts.email, emails)));
          for (const holder of holders) {
            const demo = DEMO_PARTICIPANTS[holder.email.split('@')[0] ?? ''];
            if (!demo) continue;
            const days = demo.steps.map((steps, index) => ({ day: addDays(today, index - demo.steps.length), steps }));
            await tx.insert(challengeParticipants).values({
              challengeId: challenge.id,
              accountId: holder.id,
              tenantId: tenant.id,
              teamId: teams.find((team) => team.position === demo.team)?.id ?? null,
              displayName: demo.displayName,
              total: demo.steps.reduce((sum, steps) => sum + steps, 0),
              daysMet: 0,
              joinedAt: new Date(`${startsOn}T09:00:00Z`),
            });
            await tx.insert(challengeEntries).values(
              days.map(({ day, steps }) => ({
                challengeId: challenge.id,
                accountId: holder.id,
                tenantId: tenant.id,
                day,
                value: steps,
                source: 'manual' as const,
                updatedAt: new Date(`${day}T20:00:00Z`),
              })),
            );
          }
        });
        added += 1;
      }
      return added;
    },
  };
}
