import { and, count, countDistinct, eq, max, ne, notInArray, sql } from 'drizzle-orm';
import type { TBrandTheme } from '@portal/contracts/brand-theme';
import type { Database } from '../../db/client';
import { accounts, brandAssets, companies, sessions, tenantHosts, tenants } from '../../db/schema';
import type { AuditEventName } from '../../db/schema';
import type { ClientContext } from '../../lib/client-context';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

/** How a programme is doing, for the console's list. */
export interface ProgrammeHealth {
  members: number;
  activeThisMonth: number;
  lastSignInAt: Date | null;
}

/** A new programme's rows, written together or not at all. */
export interface NewProgramme {
  key: string;
  name: string;
  ingestionWriteKey: string;
  hosts: readonly string[];
  theme: TBrandTheme;
  programmes: readonly string[];
  languages: readonly string[];
  supportEmail: string;
  senderName: string | null;
  logo: { fileName: string; contentType: string; body: Buffer } | undefined;
}

/** Who did it, for the operators' audit log. */
export interface OperatorAct {
  operatorsTenantId: string;
  operatorAccountId: string;
  context: ClientContext;
}

export type CreatedProgramme =
  | { kind: 'created'; tenantId: string; companyId: string }
  | { kind: 'key-taken' }
  | { kind: 'host-taken'; host: string };

/** A host another programme claimed while this one was being written. */
class HostTaken extends Error {
  constructor(readonly host: string) {
    super(host);
  }
}

export function createOperatorConsoleRepository(db: Database) {
  function audit(tx: Pick<Database, 'insert'>, act: OperatorAct, event: AuditEventName, programme: string) {
    return insertAuditEvent(tx, {
      tenantId: act.operatorsTenantId,
      // No account is its subject: the operator did it (the console's audit log names them).
      accountId: null,
      actorAccountId: act.operatorAccountId,
      event,
      context: act.context,
      details: { programme },
    });
  }

  function writeProgramme(programme: NewProgramme, act: OperatorAct): Promise<CreatedProgramme> {
    return db.transaction(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({
          key: programme.key,
          name: programme.name,
          ingestionWriteKey: programme.ingestionWriteKey,
          hostRules: {},
          theme: programme.theme,
          programmes: [...programme.programmes],
          languages: [...programme.languages],
          supportEmail: programme.supportEmail,
          senderName: programme.senderName,
          logoFile: programme.logo?.fileName ?? null,
        })
        .onConflictDoNothing({ target: tenants.key })
        .returning({ id: tenants.id });
      if (!tenant) return { kind: 'key-taken' };
      const [company] = await tx
        .insert(companies)
        .values({ tenantId: tenant.id, name: programme.name })
        .returning({ id: companies.id });
      if (!company) throw new Error('The programme’s company was not written.');
      for (const host of programme.hosts) {
        const claimed = await tx
          .insert(tenantHosts)
          .values({ host, tenantId: tenant.id })
          .onConflictDoNothing({ target: tenantHosts.host })
          .returning({ host: tenantHosts.host });
        // Claimed a moment ago by another programme: nothing of this one is kept.
        if (claimed.length === 0) throw new HostTaken(host);
      }
      if (programme.logo) await tx.insert(brandAssets).values({ tenantId: tenant.id, ...programme.logo });
      await audit(tx, act, 'programme_created', programme.key);
      return { kind: 'created', tenantId: tenant.id, companyId: company.id };
    });
  }

  return {
    /** Every programme's members, members who signed in this month, and last sign-in, by tenant id. */
    async listHealth(): Promise<Map<string, ProgrammeHealth>> {
      const [memberRows, sessionRows] = await Promise.all([
        db
          .select({ tenantId: accounts.tenantId, members: count() })
          .from(accounts)
          .where(and(eq(accounts.role, 'member'), ne(accounts.status, 'disabled')))
          .groupBy(accounts.tenantId),
        db
          .select({
            tenantId: sessions.tenantId,
            activeThisMonth: countDistinct(
              sql`case when ${sessions.createdAt} >= date_trunc('month', now()) then ${sessions.accountId} end`,
            ),
            lastSignInAt: max(sessions.createdAt),
          })
          .from(sessions)
          .groupBy(sessions.tenantId),
      ]);
      const health = new Map<string, ProgrammeHealth>();
      const entry = (tenantId: string) => {
        const found = health.get(tenantId) ?? { members: 0, activeThisMonth: 0, lastSignInAt: null };
        health.set(tenantId, found);
        return found;
      };
      for (const row of memberRows) entry(row.tenantId).members = row.members;
      for (const row of sessionRows) {
        const found = entry(row.tenantId);
        found.activeThisMonth = row.activeThisMonth;
        found.lastSignInAt = row.lastSignInAt;
      }
      return health;
    },

    /** The hosts each programme claims, by tenant id. */
    async listHosts(): Promise<Map<string, string[]>> {
      const rows = await db.select({ tenantId: tenantHosts.tenantId, host: tenantHosts.host }).from(tenantHosts);
      const hosts = new Map<string, string[]>();
      for (const row of rows) hosts.set(row.tenantId, [...(hosts.get(row.tenantId) ?? []), row.host].sort());
      return hosts;
    },

    /** The programme, its company, its hosts and its logo, and the audit row, in one transaction. */
    async createProgramme(programme: NewProgramme, act: OperatorAct): Promise<CreatedProgramme> {
      try {
        return await writeProgramme(programme, act);
      } catch (error) {
        if (error instanceof HostTaken) return { kind: 'host-taken', host: error.host };
        throw error;
      }
    },

    /**
     * The programme's claimed hosts become exactly `hosts`, with the audit row, in one transaction; a host
     * another programme claimed since the check leaves everything as it was.
     */
    async replaceHosts(
      tenantId: string,
      programme: string,
      hosts: readonly string[],
      act: OperatorAct,
    ): Promise<{ kind: 'replaced' } | { kind: 'host-taken'; host: string }> {
      try {
        await db.transaction(async (tx) => {
          const kept = hosts.length > 0 ? notInArray(tenantHosts.host, [...hosts]) : undefined;
          await tx.delete(tenantHosts).where(and(eq(tenantHosts.tenantId, tenantId), kept));
          for (const host of hosts) {
            const [owner] = await tx
              .insert(tenantHosts)
              .values({ host, tenantId })
              .onConflictDoUpdate({
                target: tenantHosts.host,
                set: { host },
                where: eq(tenantHosts.tenantId, tenantId),
              })
              .returning({ tenantId: tenantHosts.tenantId });
            if (!owner) throw new HostTaken(host);
          }
          await audit(tx, act, 'programme_updated', programme);
        });
        return { kind: 'replaced' };
      } catch (error) {
        if (error instanceof HostTaken) return { kind: 'host-taken', host: error.host };
        throw error;
      }
    },

    /** An artwork's bytes beside the programme's others (its name is its content's hash: written once). */
    async saveArtwork(tenantId: string, asset: { fileName: string; contentType: string; body: Buffer }): Promise<void> {
      await db
        .insert(brandAssets)
        .values({ tenantId, ...asset })
        .onConflictDoNothing();
    },

    /** Records an operator's act on a programme that changed elsewhere (the tenants module wrote it). */
    async recordAct(act: OperatorAct, event: AuditEventName, programme: string): Promise<void> {
      await audit(db, act, event, programme);
    },
  };
}
export type OperatorConsoleRepository = ReturnType<typeof createOperatorConsoleRepository>;
