import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { hashToken } from '../../../lib/secure-token';
import { accounts, authenticatorApps, members, passkeys, recoveryCodes, sessions, tenants } from '../../../db/schema';
import type { AuditEvent } from '../../audit-log/audit-log-repository';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';

/** Whose second factors: an account of a tenant. */
export interface FactorOwner {
  tenantId: string;
  accountId: string;
}

/** Recovery codes are kept as their SHA-256 only (lib/secure-token.ts): each is random, so no slow hash is needed. */
const hashRecoveryCode = hashToken;

const ownedAuthenticator = (owner: FactorOwner) =>
  and(eq(authenticatorApps.accountId, owner.accountId), eq(authenticatorApps.tenantId, owner.tenantId));
const ownedRecoveryCodes = (owner: FactorOwner) =>
  and(eq(recoveryCodes.accountId, owner.accountId), eq(recoveryCodes.tenantId, owner.tenantId));

export function createTwoStepRepository(db: Database) {
  async function insertRecoveryCodes(tx: Pick<Database, 'insert' | 'delete'>, owner: FactorOwner, codes: string[]) {
    await tx.delete(recoveryCodes).where(ownedRecoveryCodes(owner));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ ...owner, codeHash: hashRecoveryCode(code) })));
  }

  return {
    /** What guards the account beyond its password. */
    async findFactors(owner: FactorOwner) {
      const [app] = await db
        .select({
          sealedSecret: authenticatorApps.sealedSecret,
          confirmedAt: authenticatorApps.confirmedAt,
          lastUsedStep: authenticatorApps.lastUsedStep,
        })
        .from(authenticatorApps)
        .where(ownedAuthenticator(owner))
        .limit(1);
      const [codes] = await db
        .select({ value: count() })
        .from(recoveryCodes)
        .where(and(ownedRecoveryCodes(owner), isNull(recoveryCodes.usedAt)));
      const [keys] = await db
        .select({ value: count() })
        .from(passkeys)
        .where(and(eq(passkeys.accountId, owner.accountId), eq(passkeys.tenantId, owner.tenantId)));
      return { app, recoveryCodesLeft: codes?.value ?? 0, passkeys: keys?.value ?? 0 };
    },

    /** Starts (or starts over) setting up an app; false when one is already confirmed. */
    async saveUnconfirmedAuthenticator(owner: FactorOwner, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .insert(authenticatorApps)
        .values({ ...owner, sealedSecret })
        .onConflictDoUpdate({
          target: authenticatorApps.accountId,
          set: { sealedSecret, createdAt: sql`now()`, lastUsedStep: null },
          setWhere: isNull(authenticatorApps.confirmedAt),
        })
        .returning({ accountId: authenticatorApps.accountId });
      return rows.length > 0;
    },

    /**
     * Confirms the app with its first code's step, stores the recovery codes, lifts the programme's
     * "set it up first" from the account's sessions and marks the confirming session two-factor, in one
     * transaction; false when there was no setup to confirm.
     */
    async confirmAuthenticator(
      owner: FactorOwner,
      input: { step: number; recoveryCodes: string[]; sessionId: string },
      audit: Pick<AuditEvent, 'context'>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(authenticatorApps)
          .set({ confirmedAt: sql`now()`, lastUsedStep: input.step })
          .where(and(ownedAuthenticator(owner), isNull(authenticatorApps.confirmedAt)))
          .returning({ accountId: authenticatorApps.accountId });
        if (rows.length === 0) return false;
        await insertRecoveryCodes(tx, owner, input.recoveryCodes);
        await tx
          .update(sessions)
          .set({ twoStepSetupRequired: false })
          .where(and(eq(sessions.accountId, owner.accountId), eq(sessions.tenantId, owner.tenantId)));
        await tx
          .update(sessions)
          .set({ factors: 2, verifiedAt: sql`now()` })
          .where(and(eq(sessions.id, input.sessionId), eq(sessions.tenantId, owner.tenantId)));
        await insertAuditEvent(tx, { ...owner, event: 'two_step_enabled', context: audit.context });
        return true;
      });
    },

    /** Accepts a code's step only if it is later than the last accepted one: each code works once. */
    async claimAuthenticatorStep(owner: FactorOwner, step: number): Promise<boolean> {
      const rows = await db
        .update(authenticatorApps)
        .set({ lastUsedStep: step })
        .where(
          and(
            ownedAuthenticator(owner),
            isNotNull(authenticatorApps.confirmedAt),
            or(isNull(authenticatorApps.lastUsedStep), lt(authenticatorApps.lastUsedStep, step)),
          ),
        )
        .returning({ accountId: authenticatorApps.accountId });
      return rows.length > 0;
    },

    /** Spends a recovery code (once: a second use finds it spent); audited. */
    async spendRecoveryCode(owner: FactorOwner, code: string, audit: Pick<AuditEvent, 'context'>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(recoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              ownedRecoveryCodes(owner),
              eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        if (rows.length === 0) return false;
        await insertAuditEvent(tx, { ...owner, event: 'recovery_code_used', context: audit.context });
        return true;
      });
    },

    async replaceRecoveryCodes(owner: FactorOwner, codes: string[], audit: Pick<AuditEvent, 'context'>) {
      await db.transaction(async (tx) => {
        await insertRecoveryCodes(tx, owner, codes);
        await insertAuditEvent(tx, { ...owner, event: 'recovery_codes_renewed', context: audit.context });
      });
    },

    /**
     * Removes the app and its recovery codes (the member turning it off, or an admin's reset); false when
     * there was none. An admin's reset is audited as theirs.
     */
    async removeAuthenticator(
      owner: FactorOwner,
      audit: Pick<AuditEvent, 'context'> & { event: 'two_step_disabled' },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(authenticatorApps)
          .where(and(ownedAuthenticator(owner), isNotNull(authenticatorApps.confirmedAt)))
          .returning({ accountId: authenticatorApps.accountId });
        if (rows.length === 0) return false;
        await tx.delete(recoveryCodes).where(ownedRecoveryCodes(owner));
        await insertAuditEvent(tx, { ...owner, ...audit });
        return true;
      });
    },

    /**
     * An admin's reset: the app, the recovery codes and the passkeys go, in one transaction, audited as
     * the admin's; false when the account had none.
     */
    async resetSecondFactors(owner: FactorOwner, audit: Pick<AuditEvent, 'context' | 'actorAccountId'>) {
      return db.transaction(async (tx) => {
        const apps = await tx
          .delete(authenticatorApps)
          .where(ownedAuthenticator(owner))
          .returning({ confirmedAt: authenticatorApps.confirmedAt });
        await tx.delete(recoveryCodes).where(ownedRecoveryCodes(owner));
        const keys = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.accountId, owner.accountId), eq(passkeys.tenantId, owner.tenantId)))
          .returning({ id: passkeys.id });
        if (!apps.some((app) => app.confirmedAt) && keys.length === 0) return false;
        await insertAuditEvent(tx, {
          ...owner,
          ...audit,
          event: 'two_step_reset',
          details: { passkeys_removed: keys.length },
        });
        return true;
      });
    },

    async findPasswordHash(owner: FactorOwner): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(and(eq(accounts.tenantId, owner.tenantId), eq(accounts.id, owner.accountId)))
        .limit(1);
      return row?.passwordHash ?? null;
    },

    /** The demo: an account's app, confirmed, unless it has one; true when added. */
    async seedConfirmedAuthenticator(email: string, tenantKey: string, seal: (accountId: string) => string) {
      const [account] = await db
        .select({ id: accounts.id, tenantId: accounts.tenantId })
        .from(accounts)
        .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
        .where(and(eq(tenants.key, tenantKey), eq(accounts.email, email)))
        .limit(1);
      if (!account) return false;
      const rows = await db
        .insert(authenticatorApps)
        .values({
          accountId: account.id,
          tenantId: account.tenantId,
          sealedSecret: seal(account.id),
          confirmedAt: sql`now()`,
        })
        .onConflictDoNothing()
        .returning({ accountId: authenticatorApps.accountId });
      return rows.length > 0;
    },

    /** An account of the tenant: its role, and what an email to it needs. */
    async findAccount(owner: FactorOwner) {
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          role: accounts.role,
          firstName: members.firstName,
          preferredLanguage: members.preferredLanguage,
        })
        .from(accounts)
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.tenantId, owner.tenantId), eq(accounts.id, owner.accountId)))
        .limit(1);
      return row;
    },
  };
}
export type TwoStepRepository = ReturnType<typeof createTwoStepRepository>;
