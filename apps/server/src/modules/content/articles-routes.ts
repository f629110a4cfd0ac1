import type { FastifyInstance } from 'fastify';
import {
  ARTICLE_MESSAGES,
  ZArticleResponse,
  ZCreateArticleRequest,
  ZListArticlesResponse,
  ZUpdateArticleRequest,
} from '@portal/contracts/articles';
import { ZListContentQuery } from '@portal/contracts/content';
import { ZIdParams } from '@portal/contracts/ids';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { ArticlesService } from './articles-service';

/** Room for the longest article (100 000 characters, up to 4 bytes each, escaped as JSON). */
export const CONTENT_BODY_LIMIT_BYTES = 1024 * 1024;

/** Answers depend on the caller's role: a browser may keep them, but must revalidate, and no shared cache may. */
export const READ_CONTENT = { auth: 'member', cacheControl: 'private, no-cache' } as const;
/** Editors and admins write; their answers are never stored. */
const EDIT = {
  auth: 'editor',
  forbiddenMessage: ARTICLE_MESSAGES.editorsOnly,
  cacheControl: 'no-store',
  bodyLimit: CONTENT_BODY_LIMIT_BYTES,
} as const;
/** Malformed, unknown and other tenants' ids (and, for members, drafts) all answer the same 404. */
const BY_ID = { params: ZIdParams, paramsNotFound: ARTICLE_MESSAGES.notFound } as const;
const tags = ['authorization', 'articles'];

export async function articlesRoutes(app: FastifyInstance, options: { articlesService: ArticlesService }) {
  const { articlesService } = options;

  defineRoute(app, {
    ...READ_CONTENT,
    method: 'GET',
    url: '/articles',
    summary: 'Articles, newest first (members see published ones; editors drafts too)',
    tags,
    querystring: ZListContentQuery,
    response: { 200: ZListArticlesResponse },
    handler: ({ caller, query }) => articlesService.listArticles(caller, query),
  });

  defineRoute(app, {
    ...READ_CONTENT,
    ...BY_ID,
    method: 'GET',
    url: '/articles/:id',
    summary: 'One article with its Markdown body',
    tags,
    response: { 200: ZArticleResponse },
    handler: ({ caller, params }) => articlesService.getArticle(caller, params.id),
  });

  defineRoute(app, {
    ...EDIT,
    method: 'POST',
    url: '/articles',
    summary: 'Write an article',
    tags,
    body: ZCreateArticleRequest,
    response: { 201: ZArticleResponse },
    handler: ({ caller, body }, request) => articlesService.createArticle(caller, body, readClientContext(request)),
  });

  defineRoute(app, {
    ...EDIT,
    ...BY_ID,
    method: 'PUT',
    url: '/articles/:id',
    summary: 'Save an article (409 when someone saved it since `version`)',
    tags,
    body: ZUpdateArticleRequest,
    response: { 200: ZArticleResponse },
    handler: ({ caller, params, body }, request) =>
      articlesService.updateArticle(caller, { id: params.id, article: body }, readClientContext(request)),
  });
}
