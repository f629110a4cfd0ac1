import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZCreateArticleRequest, ZUpdateArticleRequest } from '@portal/contracts/articles';
import type { TArticleResponse, TListArticlesResponse } from '@portal/contracts/articles';
import { ARTICLE_MESSAGES } from '@portal/contracts/articles';
import { ZListContentQuery } from '@portal/contracts/content';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { ArticlesService } from './articles-service';

/** Answers depend on the caller's role: a browser may keep them, but must revalidate, and no shared cache may. */
function callerOf(request: FastifyRequest, reply: FastifyReply, cacheControl = 'private, no-cache') {
  reply.header('cache-control', cacheControl);
  return requireCaller(request);
}

/** Room for the longest article (100 000 characters, up to 4 bytes each, escaped as JSON). */
export const CONTENT_BODY_LIMIT_BYTES = 1024 * 1024;

export async function articlesRoutes(app: FastifyInstance, options: { articlesService: ArticlesService }) {
  const { articlesService } = options;
  const member = { config: { auth: 'member' as const } };
  const editor = { config: { auth: 'editor' as const, forbiddenMessage: ARTICLE_MESSAGES.editorsOnly } };

  app.get('/articles', member, async (request, reply): Promise<TListArticlesResponse> => {
    const caller = callerOf(request, reply);
    const query = parseInput(ZListContentQuery, request.query);
    return articlesService.listArticles(caller, query);
  });

  app.get<{ Params: { id: string } }>('/articles/:id', member, async (request, reply): Promise<TArticleResponse> => {
    return articlesService.getArticle(callerOf(request, reply), request.params.id);
  });

  app.post('/articles', { ...editor, bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request, reply): Promise<TArticleResponse> => {
    const caller = callerOf(request, reply, 'no-store');
    const article = parseInput(ZCreateArticleRequest, request.body);
    const created = await articlesService.createArticle(caller, article);
    reply.code(201);
    return created;
  });

  app.put<{ Params: { id: string } }>(
    '/articles/:id',
    { ...editor, bodyLimit: CONTENT_BODY_LIMIT_BYTES },
    async (request, reply): Promise<TArticleResponse> => {
      const caller = callerOf(request, reply, 'no-store');
      const article = parseInput(ZUpdateArticleRequest, request.body);
      return articlesService.updateArticle(caller, { id: request.params.id, article });
    },
  );
}
