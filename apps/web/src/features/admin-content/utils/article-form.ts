import type { TArticle, TCreateArticleRequest } from '@portal/contracts/articles';
import type { TContentCategory, TContentStatus } from '@portal/contracts/content';

/** The `:id` of the edit route that creates an article instead of changing one (`/dashboard/articles/new/edit`). */
export const NEW_ARTICLE_ID = 'new';

/** What the article editor holds: text fields as typed, the cover by its media id. */
export interface ArticleFormValues {
  title: string;
  summary: string;
  body: string;
  category: TContentCategory | '';
  /** As typed: comma-separated. */
  tags: string;
  status: TContentStatus;
  coverMediaId: string | null;
  /** The API path of the saved cover (for its preview), or null. */
  coverUrl: string | null;
}

/** The fields a contract or server error can be about, by their controls' names, in the order they appear. */
export const ARTICLE_FIELD_ORDER = [
  'title',
  'summary',
  'category',
  'status',
  'tags',
  'cover_media_id',
  'body',
] as const;

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '',
  summary: '',
  body: '',
  category: '',
  tags: '',
  status: 'draft',
  coverMediaId: null,
  coverUrl: null,
};

export function toArticleFormValues(article: TArticle): ArticleFormValues {
  return {
    title: article.title,
    summary: article.summary,
    body: article.body,
    category: article.category,
    tags: article.tags.join(', '),
    status: article.status,
    coverMediaId: article.cover_media_id,
    coverUrl: article.cover_url,
  };
}

/** "Comma, separated , tags" → ['Comma', 'separated', 'tags'] (trimmed, no empties, no repeats). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/** Whether two forms would save the same article (the tags as they parse, not as typed). */
export function isSameArticleForm(a: ArticleFormValues, b: ArticleFormValues): boolean {
  return (
    a.title === b.title &&
    a.summary === b.summary &&
    a.body === b.body &&
    a.category === b.category &&
    parseTags(a.tags).join(',') === parseTags(b.tags).join(',') &&
    a.status === b.status &&
    a.coverMediaId === b.coverMediaId
  );
}

/**
 * The request body (the version is added for an existing article). `slug` is left out: the server keeps
 * the address (the editor has no field for it), so a save never moves an article.
 */
export function toArticleRequest(values: ArticleFormValues): TCreateArticleRequest {
  return {
    title: values.title,
    summary: values.summary,
    body: values.body,
    // An empty choice goes to the contract's check, which names the field.
    category: values.category as TContentCategory,
    tags: parseTags(values.tags),
    status: values.status,
    cover_media_id: values.coverMediaId,
  };
}
