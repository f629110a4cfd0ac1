import { and, desc, eq, isNull, or, sql, sum } from 'drizzle-orm';
import type { TMediaKind } from '@portal/contracts/media';
import type { Database } from '../../db/client';
import { accounts, mediaObjects, members } from '../../db/schema';

export type MediaRow = typeof mediaObjects.$inferSelect;

export interface NewMediaObject {
  id: string;
  tenantId: string;
  ownerAccountId: string | null;
  uploadedBy: string;
  kind: TMediaKind;
  contentType: string;
  size: number;
  title: string;
}

/** Every query names the tenant; members reach their own objects and the tenant's shared ones only. */
export function createMediaRepository(db: Database) {
  const visibleTo = (tenantId: string, accountId: string) =>
    and(
      eq(mediaObjects.tenantId, tenantId),
      isNull(mediaObjects.deletedAt),
      or(eq(mediaObjects.ownerAccountId, accountId), isNull(mediaObjects.ownerAccountId)),
    );

  async function sumUsed(tx: Pick<Database, 'select'>, tenantId: string, accountId: string): Promise<number> {
    const [row] = await tx
      .select({ used: sum(mediaObjects.size).mapWith(Number) })
      .from(mediaObjects)
      .where(
        and(
          eq(mediaObjects.tenantId, tenantId),
          eq(mediaObjects.ownerAccountId, accountId),
          isNull(mediaObjects.deletedAt),
        ),
      );
    return row?.used ?? 0;
  }

  return {
    getUsedBytes: (tenantId: string, accountId: string) => sumUsed(db, tenantId, accountId),

    listVisible(tenantId: string, accountId: string): Promise<MediaRow[]> {
      return db
        .select()
        .from(mediaObjects)
        .where(visibleTo(tenantId, accountId))
        .orderBy(desc(mediaObjects.createdAt), mediaObjects.id);
    },

    async findVisible(tenantId: string, accountId: string, id: string): Promise<MediaRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaObjects)
        .where(and(eq(mediaObjects.id, id), visibleTo(tenantId, accountId)))
        .limit(1);
      return row;
    },

    /**
     * Stores the row unless it takes the owner past `quotaBytes`; checked
     * under a per-account lock, so two uploads at once cannot both squeeze
     * in. Shared media count against nobody. False: over quota.
     */
    insertWithinQuota(object: NewMediaObject, quotaBytes: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const owner = object.ownerAccountId;
        if (owner !== null) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media-quota:${owner}`}))`);
          if ((await sumUsed(tx, object.tenantId, owner)) + object.size > quotaBytes) return false;
        }
        await tx.insert(mediaObjects).values(object);
        return true;
      });
    },

    /**
     * Marks the object deleted, and clears it as the owner's profile picture
     * if it was that. Returns the row as it was, or undefined.
     */
    softDelete(tenantId: string, id: string): Promise<MediaRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mediaObjects)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(mediaObjects.id, id), eq(mediaObjects.tenantId, tenantId), isNull(mediaObjects.deletedAt)))
          .returning();
        if (row?.ownerAccountId) {
          await tx
            .update(members)
            .set({ profilePictureName: null })
            .where(and(eq(members.accountId, row.ownerAccountId), eq(members.profilePictureName, id)));
        }
        return row;
      });
    },

    /**
     * Makes the object the member's profile picture; returns the previous
     * picture's id (now marked deleted), if there was one.
     */
    setProfilePicture(tenantId: string, accountId: string, objectId: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ previous: members.profilePictureName })
          .from(accounts)
          .leftJoin(members, eq(members.accountId, accounts.id))
          .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
          .for('update', { of: accounts })
          .limit(1);
        if (!account) return null;
        await tx
          .insert(members)
          .values({ accountId, profilePictureName: objectId })
          .onConflictDoUpdate({ target: members.accountId, set: { profilePictureName: objectId } });
        const previous = account.previous;
        if (!previous || previous === objectId) return null;
        const [old] = await tx
          .update(mediaObjects)
          .set({ deletedAt: sql`now()` })
          .where(
            and(
              eq(mediaObjects.id, previous),
              eq(mediaObjects.tenantId, tenantId),
              eq(mediaObjects.ownerAccountId, accountId),
              isNull(mediaObjects.deletedAt),
            ),
          )
          .returning({ id: mediaObjects.id });
        return old?.id ?? null;
      });
    },

    async findProfilePictureId(tenantId: string, accountId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: members.profilePictureName })
        .from(members)
        .innerJoin(accounts, eq(accounts.id, members.accountId))
        .where(and(eq(members.accountId, accountId), eq(accounts.tenantId, tenantId)))
        .limit(1);
      return row?.name ?? null;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
