import { and, desc, eq, notExists } from 'drizzle-orm';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TNewsItem } from '@portal/contracts/news';
import type { Database } from '../../db/client';
import { newsAnnouncements, newsFeedCache, tenants } from '../../db/schema';

export type AnnouncementRow = typeof newsAnnouncements.$inferSelect;
export type NewAnnouncement = Pick<
  typeof newsAnnouncements.$inferInsert,
  'tenantId' | 'locale' | 'title' | 'summary' | 'url' | 'publishedAt'
>;
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
          notExists(
            db
              .select({ id: newsAnnouncements.id })
              .from(newsAnnouncements)
              .where(eq(newsAnnouncements.tenantId, tenants.id)),
          ),
        )
        .orderBy(tenants.key);
    },

    async insertAnnouncements(rows: readonly NewAnnouncement[]): Promise<void> {
      if (rows.length > 0) await db.insert(newsAnnouncements).values([...rows]);
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
