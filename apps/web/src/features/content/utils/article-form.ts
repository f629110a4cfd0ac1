import type { TArticle, TCreateArticleRequest, TUpdateArticleRequest } from '@portal/contracts/articles';
import type { TContentCategory, TContentStatus } from '@portal/contracts/content';
import { parseTags } from './format';

/** The `:id` of the edit route that creates an article instead of changing one (`/dashboard/articles/new/edit`). */
export const NEW_ARTICLE_ID = 'new';

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

export type ArticleFormField = 'title' | 'summary' | 'body' | 'category' | 'tags' | 'status' | 'cover_media_id';

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

export function toFormValues(article: TArticle): ArticleFormValues {
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

export function isSameForm(a: ArticleFormValues, b: ArticleFormValues): boolean {
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
 * The request body. `slug` is left out: the server keeps the address
 * (the editor has no field for it), so a save never moves an article.
 */
export function toCreateRequest(values: ArticleFormValues): TCreateArticleRequest {
  return {
    title: values.title,
    summary: values.summary,
    body: values.body,
    // An empty choice goes to the server's check, which names the field.
    category: values.category as TContentCategory,
    tags: parseTags(values.tags),
    status: values.status,
    cover_media_id: values.coverMediaId,
  };
}

export function toUpdateRequest(values: ArticleFormValues, version: number): TUpdateArticleRequest {
  return { ...toCreateRequest(values), version };
}
