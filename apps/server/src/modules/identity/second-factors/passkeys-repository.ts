import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts, passkeys, sessions, webauthnChallenges } from '../../../db/schema';
import type { ClientContext } from '../../../lib/client-context';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';

/** Whose passkeys: an account of a tenant. */
export interface PasskeyOwner {
  tenantId: string;
  accountId: string;
}

export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** What a ceremony's challenge is bound to: the tenant, why it was made, the relying party and the account. */
export interface ChallengeBinding {
  tenantId: string;
  purpose: ChallengePurpose;
  rpId: string;
  /** Null for a sign-in that does not know who yet. */
  accountId: string | null;
}

export type PasskeyRow = typeof passkeys.$inferSelect;

const owned = (owner: PasskeyOwner) =>
  and(eq(passkeys.accountId, owner.accountId), eq(passkeys.tenantId, owner.tenantId));

const bound = (binding: ChallengeBinding, challenge: string) =>
  and(
    eq(webauthnChallenges.tenantId, binding.tenantId),
    eq(webauthnChallenges.purpose, binding.purpose),
    eq(webauthnChallenges.rpId, binding.rpId),
    eq(webauthnChallenges.challenge, challenge),
    binding.accountId === null
      ? isNull(webauthnChallenges.accountId)
      : eq(webauthnChallenges.accountId, binding.accountId),
  );

export function createPasskeysRepository(db: Database) {
  return {
    async createChallenge(binding: ChallengeBinding, input: { challenge: string; expiresAt: Date }): Promise<void> {
      await db.insert(webauthnChallenges).values({ ...binding, ...input });
    },

    /**
     * Spends a challenge: true once for a live one made for exactly this binding. Atomic, so of two
     * requests answering the same challenge one gets it and the other is refused.
     */
    async claimChallenge(binding: ChallengeBinding, challenge: string): Promise<boolean> {
      const rows = await db
        .update(webauthnChallenges)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            bound(binding, challenge),
            isNull(webauthnChallenges.usedAt),
            gt(webauthnChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: webauthnChallenges.id });
      return rows.length > 0;
    },

    /** Why a challenge could not be claimed: spent, expired, or never made for this binding. */
    async describeChallenge(binding: ChallengeBinding, challenge: string): Promise<'used' | 'expired' | 'unknown'> {
      const [row] = await db
        .select({ usedAt: webauthnChallenges.usedAt, expiresAt: webauthnChallenges.expiresAt })
        .from(webauthnChallenges)
        .where(bound(binding, challenge))
        .limit(1);
      if (!row) return 'unknown';
      return row.usedAt ? 'used' : 'expired';
    },

    /** The account's passkeys, oldest first; only those made for `rpId` when given. */
    async listPasskeys(owner: PasskeyOwner, rpId?: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(and(owned(owner), rpId === undefined ? undefined : eq(passkeys.rpId, rpId)))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    async countPasskeys(owner: PasskeyOwner): Promise<number> {
      const [row] = await db.select({ value: count() }).from(passkeys).where(owned(owner));
      return row?.value ?? 0;
    },

    /** A passkey by its credential id, within the tenant and relying party, with its account as sign-in needs it. */
    async findByCredential(input: { tenantId: string; rpId: string; credentialId: string }) {
      const [row] = await db
        .select({
          passkey: passkeys,
          account: { id: accounts.id, email: accounts.email, status: accounts.status },
        })
        .from(passkeys)
        .innerJoin(accounts, and(eq(accounts.id, passkeys.accountId), eq(accounts.tenantId, passkeys.tenantId)))
        .where(
          and(
            eq(passkeys.tenantId, input.tenantId),
            eq(passkeys.rpId, input.rpId),
            eq(passkeys.credentialId, input.credentialId),
          ),
        )
        .limit(1);
      return row;
    },

    async credentialExists(credentialId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.credentialId, credentialId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Stores a new passkey and lifts the programme's "set up two-step sign-in first" from the account's
     * sessions, audited, in one transaction; undefined when its credential id is already stored.
     */
    async addPasskey(
      owner: PasskeyOwner,
      input: Pick<PasskeyRow, 'credentialId' | 'publicKey' | 'signCount' | 'transports' | 'rpId' | 'name' | 'backedUp'>,
      audit: { context: ClientContext },
    ): Promise<PasskeyRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(passkeys)
          .values({ ...owner, ...input })
          .onConflictDoNothing({ target: passkeys.credentialId })
          .returning();
        if (!row) return undefined;
        await tx
          .update(sessions)
          .set({ twoStepSetupRequired: false })
          .where(and(eq(sessions.accountId, owner.accountId), eq(sessions.tenantId, owner.tenantId)));
        await insertAuditEvent(tx, {
          ...owner,
          event: 'passkey_added',
          context: audit.context,
          details: { passkey_id: row.id },
        });
        return row;
      });
    },

    /**
     * After a signature: the authenticator's counter and when it was last used. The counter only moves
     * forward, so of two racing uses of one signature the second finds nothing to update.
     */
    async recordUse(id: string, input: { previousCount: number; newCount: number }): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ signCount: input.newCount, lastUsedAt: sql`now()` })
        .where(and(eq(passkeys.id, id), eq(passkeys.signCount, input.previousCount)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async renamePasskey(owner: PasskeyOwner, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(owned(owner), eq(passkeys.id, id)))
        .returning();
      return row;
    },

    async findPasskey(owner: PasskeyOwner, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .select()
        .from(passkeys)
        .where(and(owned(owner), eq(passkeys.id, id)))
        .limit(1);
      return row;
    },

    /** Removes one of the account's passkeys, audited in the same transaction; false when there was none. */
    async removePasskey(owner: PasskeyOwner, id: string, audit: { context: ClientContext }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(passkeys)
          .where(and(owned(owner), eq(passkeys.id, id)))
          .returning({ id: passkeys.id });
        if (rows.length === 0) return false;
        await insertAuditEvent(tx, {
          ...owner,
          event: 'passkey_removed',
          context: audit.context,
          details: { passkey_id: id },
        });
        return true;
      });
    },
  };
}
export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;

/** The maintenance: challenges past their lifetime count for nothing, used or not. */
export async function purgeExpiredChallenges(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, now))
    .returning({ id: webauthnChallenges.id });
  return rows.length;
}
