/**
 * Articles: `GET /articles`, `GET /articles/:id`, `POST /articles`,
 * `PUT /articles/:id` under `/api/authorization`. The body is Markdown, stored
 * and returned as written (never HTML): the app renders it safely.
 */
import * as z from 'zod/mini';
import { ZContentCategory, ZContentStatus, ZContentVersion, ZMediaReference } from './content';

export const ARTICLE_TITLE_MAX_LENGTH = 160;
export const ARTICLE_SUMMARY_MAX_LENGTH = 400;
export const ARTICLE_BODY_MAX_LENGTH = 100_000;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAG_MAX_LENGTH = 32;
export const ARTICLE_SLUG_MAX_LENGTH = 120;

export const ARTICLE_MESSAGES = {
  titleRequired: 'Give the article a title.',
  titleTooLong: `Use at most ${ARTICLE_TITLE_MAX_LENGTH} characters for the title.`,
  summaryTooLong: `Use at most ${ARTICLE_SUMMARY_MAX_LENGTH} characters for the summary.`,
  bodyTooLong: 'The article is too long.',
  tooManyTags: `Use at most ${ARTICLE_TAGS_MAX} tags.`,
  tagTooLong: `Use at most ${ARTICLE_TAG_MAX_LENGTH} characters per tag.`,
  slug: 'Use lower-case letters, digits and dashes for the address.',
  notFound: 'That article was not found.',
  conflict: 'Someone else saved this article since you opened it.',
  slugTaken: 'Another article already uses that address.',
  coverNotImage: 'Choose an image for the cover.',
  editorsOnly: 'Only editors can change articles.',
} as const;

export const ZArticleAuthor = z.object({
  /** Null once the author's account is gone, and for content the portal ships. */
  account_id: z.nullable(z.string()),
  display_name: z.string(),
});
export type TArticleAuthor = z.infer<typeof ZArticleAuthor>;

/** An article as lists show it (no body). */
export const ZArticleSummary = z.object({
  id: z.string(),
  slug: z.nullable(z.string()),
  title: z.string(),
  summary: z.string(),
  cover_media_id: z.nullable(z.string()),
  /** Same-origin path of the cover's bytes (needs the bearer token), or null. */
  cover_url: z.nullable(z.string()),
  category: ZContentCategory,
  tags: z.array(z.string()),
  author: ZArticleAuthor,
  reading_time_minutes: z.number(),
  status: ZContentStatus,
  published_at: z.nullable(z.string()),
  updated_at: z.string(),
  version: z.number(),
});
export type TArticleSummary = z.infer<typeof ZArticleSummary>;

export const ZArticle = z.extend(ZArticleSummary, {
  /** Markdown, as the editor wrote it. */
  body: z.string(),
});
export type TArticle = z.infer<typeof ZArticle>;
export const ZArticleResponse = ZArticle;
export type TArticleResponse = TArticle;

export const ZListArticlesResponse = z.object({
  items: z.array(ZArticleSummary),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
});
export type TListArticlesResponse = z.infer<typeof ZListArticlesResponse>;

const ZTag = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Tags cannot be empty.'),
    z.maxLength(ARTICLE_TAG_MAX_LENGTH, ARTICLE_MESSAGES.tagTooLong),
  );

const articleFields = {
  title: z
    .string({ error: ARTICLE_MESSAGES.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, ARTICLE_MESSAGES.titleRequired),
      z.maxLength(ARTICLE_TITLE_MAX_LENGTH, ARTICLE_MESSAGES.titleTooLong),
    ),
  summary: z._default(
    z.string().check(z.trim(), z.maxLength(ARTICLE_SUMMARY_MAX_LENGTH, ARTICLE_MESSAGES.summaryTooLong)),
    '',
  ),
  body: z._default(z.string().check(z.maxLength(ARTICLE_BODY_MAX_LENGTH, ARTICLE_MESSAGES.bodyTooLong)), ''),
  slug: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(ARTICLE_SLUG_MAX_LENGTH, ARTICLE_MESSAGES.slug),
          z.regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, ARTICLE_MESSAGES.slug),
        ),
    ),
  ),
  cover_media_id: z._default(ZMediaReference, null),
  category: ZContentCategory,
  tags: z._default(
    z.array(ZTag).check(
      z.maxLength(ARTICLE_TAGS_MAX, ARTICLE_MESSAGES.tooManyTags),
      z.overwrite((tags) => [...new Set(tags)]),
    ),
    [],
  ),
  status: z._default(ZContentStatus, 'draft'),
};

/** `POST /articles` (editors and admins). */
export const ZCreateArticleRequest = z.object(articleFields);
export type TCreateArticleRequest = z.input<typeof ZCreateArticleRequest>;

/** `PUT /articles/:id`: the whole article, with the version it was read at. */
export const ZUpdateArticleRequest = z.object({ ...articleFields, version: ZContentVersion });
export type TUpdateArticleRequest = z.input<typeof ZUpdateArticleRequest>;
