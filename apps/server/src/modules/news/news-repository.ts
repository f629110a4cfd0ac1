import { and, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TNewsItem } from '@portal/contracts/news';
import type { Database } from '../../db/client';
import { newsAnnouncements, newsFeedCache, tenants } from '../../db/schema';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

export type AnnouncementRow = typeof newsAnnouncements.$inferSelect;
export type NewAnnouncement = Pick<
  typeof newsAnnouncements.$inferInsert,
  'tenantId' | 'locale' | 'title' | 'summary' | 'url' | 'publishedAt'
>;
/** An announcement's words, as an admin writes them. */
export type AnnouncementText = Pick<AnnouncementRow, 'title' | 'summary' | 'url'>;
export interface FeedCacheEntry {
  items: TNewsItem[];
  fetchedAt: Date;
}

/** Every query names the tenant: one tenant's announcements and cached feed never reach another. */
export function createNewsRepository(db: Database) {
  return {
    listAnnouncements(tenantId: string, locale: TAppLocale, limit: number): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(newsAnnouncements)
        .where(and(eq(newsAnnouncements.tenantId, tenantId), eq(newsAnnouncements.locale, locale)))
        .orderBy(desc(newsAnnouncements.publishedAt), desc(newsAnnouncements.id))
        .limit(limit);
    },

    /** The tenants that have no announcement at all (the demo seed fills only those). */
    listTenantsWithoutAnnouncements(): Promise<{ id: string; key: string; programmes: string[] | null }[]> {
      return db
        .select({ id: tenants.id, key: tenants.key, programmes: tenants.programmes })
        .from(tenants)
        .where(
          and(
            // The operators' own tenant has no members to tell.
            ne(tenants.key, OPERATORS_TENANT_KEY),
            notExists(
              db
                .select({ id: newsAnnouncements.id })
                .from(newsAnnouncements)
                .where(eq(newsAnnouncements.tenantId, tenants.id)),
            ),
          ),
        )
        .orderBy(tenants.key);
    },

    async insertAnnouncements(rows: readonly NewAnnouncement[]): Promise<void> {
      if (rows.length > 0) await db.insert(newsAnnouncements).values([...rows]);
    },

    /** An admin's: the announcements of one language, newest first. */
    listAllAnnouncements(tenantId: string, locale: TAppLocale, limit: number): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(newsAnnouncements)
        .where(and(eq(newsAnnouncements.tenantId, tenantId), eq(newsAnnouncements.locale, locale)))
        .orderBy(desc(newsAnnouncements.publishedAt), desc(newsAnnouncements.id))
        .limit(limit);
    },

    /** Adds one announcement, published now, and records the change in the same transaction. */
    createAnnouncement(
      input: { tenantId: string; locale: TAppLocale } & AnnouncementText,
      audit: (id: string) => AuditEvent,
    ): Promise<AnnouncementRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsAnnouncements)
          .values({ ...input, publishedAt: sql`now()` })
          .returning();
        if (!row) throw new Error('The announcement was not stored.');
        await insertAuditEvent(tx, audit(row.id));
        return row;
      });
    },

    /** Replaces an announcement's words; undefined when the tenant has no such announcement. */
    updateAnnouncement(
      tenantId: string,
      id: string,
      text: AnnouncementText,
      audit: (row: AnnouncementRow) => AuditEvent,
    ): Promise<AnnouncementRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsAnnouncements)
          .set(text)
          .where(and(eq(newsAnnouncements.tenantId, tenantId), eq(newsAnnouncements.id, id)))
          .returning();
        if (row) await insertAuditEvent(tx, audit(row));
        return row;
      });
    },

    /** Removes an announcement; false when the tenant has no such announcement. */
    deleteAnnouncement(tenantId: string, id: string, audit: (row: AnnouncementRow) => AuditEvent): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(newsAnnouncements)
          .where(and(eq(newsAnnouncements.tenantId, tenantId), eq(newsAnnouncements.id, id)))
          .returning();
        if (row) await insertAuditEvent(tx, audit(row));
        return row !== undefined;
      });
    },

    async readFeedCache(tenantId: string, locale: TAppLocale): Promise<FeedCacheEntry | undefined> {
      const [row] = await db
        .select({ items: newsFeedCache.items, fetchedAt: newsFeedCache.fetchedAt })
        .from(newsFeedCache)
        .where(and(eq(newsFeedCache.tenantId, tenantId), eq(newsFeedCache.locale, locale)))
        .limit(1);
      return row;
    },

    async writeFeedCache(tenantId: string, locale: TAppLocale, entry: FeedCacheEntry): Promise<void> {
      await db
        .insert(newsFeedCache)
        .values({ tenantId, locale, items: entry.items, fetchedAt: entry.fetchedAt })
        .onConflictDoUpdate({
          target: [newsFeedCache.tenantId, newsFeedCache.locale],
          set: { items: entry.items, fetchedAt: entry.fetchedAt },
        });
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
