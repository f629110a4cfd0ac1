import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountDeletionRequests, accounts, members } from '../../db/schema';
import type { ClientContext } from '../../lib/client-context';
import { insertAuditEvent } from '../audit-log/audit-log-repository';
import { replacePassword } from '../identity/passwords/password-repository';
import { endSessions } from '../identity/sessions/end-sessions';
import { removeAccountDevices } from '../devices/devices-repository';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  preferredName?: string | null;
  dateOfBirth?: string | null;
  phone?: string | null;
  preferredLanguage?: (typeof members.$inferInsert)['preferredLanguage'];
  emailNews?: boolean;
  emailReminders?: boolean;
  pushReminders?: boolean;
  pushNews?: boolean;
  /** The member lets the app send usage events. */
  analyticsEnabled?: boolean;
  /** The media object id of the picture, or null for none. */
  profilePictureName?: string | null;
}

export function createProfileRepository(db: Database) {
  return {
    /** Applies the changes to the member row (created if the account has none yet). */
    async updateProfile(tenantId: string, accountId: string, changes: ProfileChanges): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Tenant-bound: the account must belong to this tenant before its member row is touched.
        const [owner] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
          .limit(1);
        if (!owner) return false;
        if (Object.keys(changes).length === 0) return true;
        await tx
          .insert(members)
          .values({ accountId, ...changes })
          .onConflictDoUpdate({ target: members.accountId, set: changes });
        await tx
          .update(accounts)
          .set({ updatedAt: sql`now()` })
          .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)));
        return true;
      });
    },

    async findPasswordHash(tenantId: string, accountId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId), eq(accounts.status, 'active')))
        .limit(1);
      return row?.passwordHash;
    },

    /**
     * In one transaction: sets the password (only if the hash is still the
     * one that was verified, so two concurrent changes cannot both win),
     * revokes every other live session and records the change. Returns the
     * revoked session ids, or undefined when the password changed meanwhile.
     */
    changePassword(input: {
      tenantId: string;
      accountId: string;
      keepSessionId: string;
      previousHash: string;
      passwordHash: string;
      context: ClientContext;
    }): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        return replacePassword(tx, input, {
          hash: input.passwordHash,
          replacing: input.previousHash,
          keepSessionId: input.keepSessionId,
          context: input.context,
        });
      });
    },

    /** Records the request, revokes every live session of the account, removes its phones and audits it, in one transaction. */
    requestDeletion(input: {
      tenantId: string;
      accountId: string;
      reason: string | null;
      context: ClientContext;
    }): Promise<{ id: string; revokedSessionIds: string[] }> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .insert(accountDeletionRequests)
          .values({ tenantId: input.tenantId, accountId: input.accountId, reason: input.reason })
          .returning({ id: accountDeletionRequests.id });
        if (!request) throw new Error('The deletion request was not stored.');
        const revokedSessionIds = await endSessions(
          tx,
          { tenantId: input.tenantId, accountId: input.accountId },
          'all',
        );
        // Signed out everywhere, and no more push notifications to its phones.
        await removeAccountDevices(tx, { tenantId: input.tenantId, accountId: input.accountId });
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: input.accountId,
          event: 'deletion_requested',
          context: input.context,
        });
        return { id: request.id, revokedSessionIds };
      });
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
