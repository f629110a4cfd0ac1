import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TMediaKind } from '@portal/contracts/media';
import type { Database } from '../../db/client';
import { articles, mediaObjects } from '../../db/schema';
import { recordContentChange } from './content-audit';
import type { ContentChange } from './content-audit';
import { buildListQuery } from './content-listing';
import type { ListFilter } from './content-listing';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleFields = Pick<
  typeof articles.$inferInsert,
  'slug' | 'title' | 'summary' | 'body' | 'coverMediaId' | 'category' | 'tags' | 'readingTimeMinutes' | 'status'
>;

/** A shared (programme-wide) media object of the tenant, of the given kind; undefined otherwise. */
export async function findSharedMedia(db: Database, tenantId: string, id: string, kind: TMediaKind) {
  const [row] = await db
    .select({ id: mediaObjects.id })
    .from(mediaObjects)
    .where(
      and(
        eq(mediaObjects.id, id),
        eq(mediaObjects.tenantId, tenantId),
        eq(mediaObjects.kind, kind),
        isNull(mediaObjects.ownerAccountId),
        isNull(mediaObjects.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Publishing stamps the time once; back to draft clears it. */
function publishedAtFor(status: ArticleFields['status']) {
  return status === 'published' ? sql`coalesce(${articles.publishedAt}, now())` : null;
}

/** Every query names the tenant: an id alone never finds a row. */
export function createArticlesRepository(db: Database) {
  return {
    listArticles(filter: ListFilter): Promise<ArticleRow[]> {
      const query = buildListQuery(articles, [articles.title, articles.summary, articles.body], filter);
      return db
        .select()
        .from(articles)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit);
    },

    async findArticle(tenantId: string, id: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.tenantId, tenantId)))
        .limit(1);
      return row;
    },

    /** Stores the article and its audit row (`article_changed`, by `change`'s editor) in one transaction. */
    createArticle(
      tenantId: string,
      author: { accountId: string | null; name: string },
      fields: ArticleFields,
      change: ContentChange,
    ): Promise<ArticleRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(articles)
          .values({
            tenantId,
            ...fields,
            authorAccountId: author.accountId,
            authorName: author.name,
            publishedAt: fields.status === 'published' ? sql`now()` : null,
          })
          .onConflictDoNothing()
          .returning();
        if (row) await recordContentChange(tx, { tenantId, kind: 'article', row, isNew: true, change });
        return row;
      });
    },

    /**
     * Saves only if the stored version is still `version`, with its audit row in the same transaction;
     * undefined otherwise (stale, or no such article), and then nothing is recorded.
     */
    updateArticle(
      tenantId: string,
      id: string,
      version: number,
      fields: ArticleFields,
      change: ContentChange,
    ): Promise<ArticleRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(articles)
          .set({
            ...fields,
            publishedAt: publishedAtFor(fields.status),
            updatedAt: sql`now()`,
            version: sql`${articles.version} + 1`,
          })
          .where(and(eq(articles.id, id), eq(articles.tenantId, tenantId), eq(articles.version, version)))
          .returning();
        if (row) await recordContentChange(tx, { tenantId, kind: 'article', row, isNew: false, change });
        return row;
      });
    },

    async isSlugTaken(tenantId: string, slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.tenantId, tenantId), eq(articles.slug, slug)))
        .limit(1);
      return row !== undefined && row.id !== exceptId;
    },

    findSharedMedia: (tenantId: string, id: string, kind: TMediaKind) => findSharedMedia(db, tenantId, id, kind),
  };
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
