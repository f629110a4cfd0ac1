import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerSandboxArrivals, partnerSignOnConfigs, signingKeys, tenants } from '../../db/schema';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

export type PartnerSignOnConfigRow = typeof partnerSignOnConfigs.$inferSelect;
export type SigningKeyRow = typeof signingKeys.$inferSelect;
export type NewSigningKey = Pick<typeof signingKeys.$inferInsert, 'kid' | 'publicJwk' | 'sealedPrivateKey'>;

/** Every query names the tenant: a tenant's partners, keys and sandbox arrivals are its own. */
export function createPartnerSignOnRepository(db: Database) {
  return {
    async findConfig(tenantId: string, partner: string): Promise<PartnerSignOnConfigRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerSignOnConfigs)
        .where(and(eq(partnerSignOnConfigs.tenantId, tenantId), eq(partnerSignOnConfigs.partner, partner)))
        .limit(1);
      return row;
    },

    /** The partner addresses configured for the tenant (null: the built-in sandbox). */
    listConfiguredUrls(tenantId: string): Promise<{ partner: string; url: string | null }[]> {
      return db
        .select({ partner: partnerSignOnConfigs.partner, url: partnerSignOnConfigs.url })
        .from(partnerSignOnConfigs)
        .where(eq(partnerSignOnConfigs.tenantId, tenantId));
    },

    /**
     * Sets the partner's address and audience for the tenant, and records the change in the same
     * transaction. An upsert: a programme made since the last start has no default row yet.
     */
    async saveConfig(
      tenantId: string,
      partner: string,
      config: { url: string; audience: string },
      audit: AuditEvent,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(partnerSignOnConfigs)
          .values({ tenantId, partner, url: config.url, audience: config.audience })
          .onConflictDoUpdate({
            target: [partnerSignOnConfigs.tenantId, partnerSignOnConfigs.partner],
            set: { url: config.url, audience: config.audience },
          });
        await insertAuditEvent(tx, audit);
      });
    },

    /** Gives every tenant the partner's default configuration unless it has one; returns how many were added. */
    async ensureConfigForEveryTenant(partner: string, defaults: { url: string | null; audience: string }) {
      const rows = await db
        .insert(partnerSignOnConfigs)
        .select(
          db
            .select({
              tenantId: tenants.id,
              partner: sql<string>`${partner}`.as('partner'),
              url: sql<string | null>`${defaults.url}::text`.as('url'),
              audience: sql<string>`${defaults.audience}`.as('audience'),
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(tenants),
        )
        .onConflictDoNothing()
        .returning({ tenantId: partnerSignOnConfigs.tenantId });
      return rows.length;
    },

    /** The tenant's current signing key (never retired), if it has one yet. */
    async findCurrentKey(tenantId: string): Promise<SigningKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(signingKeys)
        .where(and(eq(signingKeys.tenantId, tenantId), isNull(signingKeys.retiredAt)))
        .limit(1);
      return row;
    },

    /**
     * Makes `key` the tenant's current key unless another instance made one first (the partial unique
     * index allows one current key per tenant); either way answers the current key.
     */
    async insertCurrentKeyIfNone(tenantId: string, key: NewSigningKey): Promise<SigningKeyRow> {
      await db
        .insert(signingKeys)
        .values({ ...key, tenantId })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(signingKeys)
        .where(and(eq(signingKeys.tenantId, tenantId), isNull(signingKeys.retiredAt)))
        .limit(1);
      if (!row) throw new Error('The signing key was neither stored nor found.');
      return row;
    },

    /** The keys to publish: the current one and the retired ones still within their grace. */
    listPublishedKeys(tenantId: string, now: Date): Promise<SigningKeyRow[]> {
      return db
        .select()
        .from(signingKeys)
        .where(
          and(eq(signingKeys.tenantId, tenantId), or(isNull(signingKeys.retiredAt), gt(signingKeys.publishUntil, now))),
        )
        .orderBy(sql`${signingKeys.retiredAt} desc nulls first`, signingKeys.createdAt);
    },

    /**
     * Retires the tenant's current key (published until `publishUntil`) and makes `key` current, at once;
     * an admin's rotation is audited in the same transaction (the command line's is not: no account did it).
     */
    rotateKey(
      tenantId: string,
      key: NewSigningKey,
      publishUntil: Date,
      audit?: AuditEvent,
    ): Promise<{ retiredKid: string | null }> {
      return db.transaction(async (tx) => {
        const retired = await tx
          .update(signingKeys)
          .set({ retiredAt: sql`now()`, publishUntil })
          .where(and(eq(signingKeys.tenantId, tenantId), isNull(signingKeys.retiredAt)))
          .returning({ kid: signingKeys.kid });
        await tx.insert(signingKeys).values({ ...key, tenantId });
        if (audit) await insertAuditEvent(tx, audit);
        return { retiredKid: retired[0]?.kid ?? null };
      });
    },

    /**
     * Records a handoff's `jti` as used: true the first time, false if it arrived before (in any instance:
     * the primary key decides). Arrivals long expired are cleared on the way.
     */
    async recordArrival(tenantId: string, arrival: { jti: string; keepUntil: Date }): Promise<boolean> {
      await db
        .delete(partnerSandboxArrivals)
        .where(and(eq(partnerSandboxArrivals.tenantId, tenantId), lt(partnerSandboxArrivals.expiresAt, sql`now()`)));
      const inserted = await db
        .insert(partnerSandboxArrivals)
        .values({ jti: arrival.jti, tenantId, expiresAt: arrival.keepUntil })
        .onConflictDoNothing()
        .returning({ jti: partnerSandboxArrivals.jti });
      return inserted.length === 1;
    },
  };
}
export type PartnerSignOnRepository = ReturnType<typeof createPartnerSignOnRepository>;
