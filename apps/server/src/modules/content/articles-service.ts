import { ARTICLE_MESSAGES } from '@portal/contracts/articles';
import { getReadingTimeMinutes } from '@portal/contracts/reading-time';
import type {
  TArticle,
  TArticleSummary,
  TListArticlesResponse,
  ZCreateArticleRequest,
  ZUpdateArticleRequest,
} from '@portal/contracts/articles';
import type { ZListContentQuery } from '@portal/contracts/content';
import { ERROR_CODES } from '@portal/contracts/errors';
import { getMediaContentPath } from '@portal/contracts/media';
import type { z } from 'zod/mini';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError, validationFailed } from '../../lib/errors';
import type { MembersRepository } from '../members/members-repository';
import type { ArticleFields, ArticleRow, ArticlesRepository } from './articles-repository';
import { canEditContent, getDisplayName } from './content-access';
import { isNewlyPublished } from './content-audit';
import type { ActivityRewards } from '../rewards/rewards-service';
import { decodeCursor, toPage } from './content-listing';

type ArticleInput = z.output<typeof ZCreateArticleRequest>;

function notFound(): AppError {
  return new AppError(ERROR_CODES.notFound, ARTICLE_MESSAGES.notFound);
}

export function toArticleSummary(row: ArticleRow): TArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_media_id: row.coverMediaId,
    cover_url: row.coverMediaId ? getMediaContentPath(row.coverMediaId) : null,
    category: row.category,
    tags: row.tags,
    author: { account_id: row.authorAccountId, display_name: row.authorName },
    reading_time_minutes: row.readingTimeMinutes,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toArticle(row: ArticleRow): TArticle {
  return { ...toArticleSummary(row), body: row.body };
}

export interface ArticlesService {
  listArticles(caller: Caller, query: z.output<typeof ZListContentQuery>): Promise<TListArticlesResponse>;
  /** `id` is a UUID (the route's params say so). */
  getArticle(caller: Caller, id: string): Promise<TArticle>;
  /** An editor's call (the route admits editors and admins only); audited with `context`. */
  createArticle(caller: Caller, article: ArticleInput, context: ClientContext): Promise<TArticle>;
  /** An editor's call (the route admits editors and admins only); audited with `context`. */
  updateArticle(
    caller: Caller,
    input: { id: string; article: z.output<typeof ZUpdateArticleRequest> },
    context: ClientContext,
  ): Promise<TArticle>;
}

export function createArticlesService(deps: {
  repository: ArticlesRepository;
  /** The author's name, read when an article is created. */
  members: Pick<MembersRepository, 'findProfile'>;
  /** Called once a save that published an article has committed (push notifications, in the background). */
  onArticlePublished?: (tenant: Caller['tenant'], article: { id: string; title: string; summary: string }) => void;
  /** The points an article served in full earns (once each, within the plan's daily and yearly limits). */
  rewards?: Pick<ActivityRewards, 'award'>;
}): ArticlesService {
  const { repository } = deps;

  function announceIfPublished(tenant: Caller['tenant'], row: ArticleRow) {
    if (isNewlyPublished(row))
      deps.onArticlePublished?.(tenant, { id: row.id, title: row.title, summary: row.summary });
  }

  /** The stored fields, after the checks the schema cannot make (the cover, the slug). */
  async function toFields(tenantId: string, article: ArticleInput, exceptId?: string): Promise<ArticleFields> {
    if (article.cover_media_id && !(await repository.findSharedMedia(tenantId, article.cover_media_id, 'image'))) {
      throw validationFailed(ARTICLE_MESSAGES.coverNotImage, 'cover_media_id');
    }
    // Left out of a save: the article keeps its address (the demo seed finds its articles by it).
    const slug = article.slug === undefined ? undefined : article.slug || null;
    if (slug && (await repository.isSlugTaken(tenantId, slug, exceptId))) {
      throw new AppError(ERROR_CODES.conflict, ARTICLE_MESSAGES.slugTaken, 'slug');
    }
    return {
      slug,
      title: article.title,
      summary: article.summary,
      body: article.body,
      coverMediaId: article.cover_media_id,
      category: article.category,
      tags: article.tags,
      readingTimeMinutes: getReadingTimeMinutes(article.body),
      status: article.status,
    };
  }

  return {
    async listArticles({ tenant, account }, query) {
      const limit = query.limit;
      const rows = await repository.listArticles({
        tenantId: tenant.id,
        includeDrafts: canEditContent(account),
        search: query.search || undefined,
        category: query.category || undefined,
        status: query.status || undefined,
        cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit,
      });
      const page = toPage(rows, limit);
      return { items: page.rows.map(toArticleSummary), next_cursor: page.nextCursor };
    },

    async getArticle({ tenant, account }, id) {
      // Unknown and other tenants' ids and (for members) drafts all answer the same 404 (as malformed ones do).
      const row = await repository.findArticle(tenant.id, id);
      if (!row || (row.status !== 'published' && !canEditContent(account))) throw notFound();
      if (row.status === 'published') {
        await deps.rewards?.award({
          tenant,
          accountId: account.id,
          source: 'article',
          activityKey: 'article',
          awardKey: `article:${row.id}`,
        });
      }
      return toArticle(row);
    },

    async createArticle({ tenant, account }, article, context) {
      const fields = await toFields(tenant.id, article);
      const author = await deps.members.findProfile(tenant.id, account.id);
      const row = await repository.createArticle(
        tenant.id,
        { accountId: account.id, name: getDisplayName(author ?? account) },
        { ...fields, slug: fields.slug ?? null },
        { actorAccountId: account.id, context },
      );
      if (!row) throw new AppError(ERROR_CODES.conflict, ARTICLE_MESSAGES.slugTaken, 'slug');
      announceIfPublished(tenant, row);
      return toArticle(row);
    },

    async updateArticle({ tenant, account }, { id, article }, context) {
      const fields = await toFields(tenant.id, article, id);
      const row = await repository.updateArticle(tenant.id, id, article.version, fields, {
        actorAccountId: account.id,
        context,
      });
      if (row) {
        announceIfPublished(tenant, row);
        return toArticle(row);
      }
      const current = await repository.findArticle(tenant.id, id);
      if (!current) throw notFound();
      // Never a silent overwrite: the editor reloads, sees the other save, and decides.
      throw new AppError(ERROR_CODES.conflict, ARTICLE_MESSAGES.conflict, undefined, {
        current_version: current.version,
      });
    },
  };
}
