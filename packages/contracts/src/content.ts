/**
 * What articles and videos share: categories, publication status, the list
 * query (search, category, keyset cursor) and the messages of their
 * endpoints under `/api/authorization`.
 */
import * as z from 'zod/mini';
import { ZCursor, createIdSchema } from './ids';
import { toStorableText } from './storable-text';

export const CONTENT_CATEGORIES = [
  'sleep',
  'nutrition',
  'movement',
  'stress',
  'preventive-care',
  'family-health',
] as const;
export type TContentCategory = (typeof CONTENT_CATEGORIES)[number];
export const ZContentCategory = z.enum(CONTENT_CATEGORIES, { error: 'Choose one of the categories.' });
export const CONTENT_CATEGORY_LABELS: Record<TContentCategory, string> = {
  sleep: 'Sleep',
  nutrition: 'Nutrition',
  movement: 'Movement',
  stress: 'Stress',
  'preventive-care': 'Preventive care',
  'family-health': 'Family health',
};

/** Members see `published` items only; editors and admins see drafts too. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type TContentStatus = (typeof CONTENT_STATUSES)[number];
export const ZContentStatus = z.enum(CONTENT_STATUSES, { error: 'Choose draft or published.' });

export const CONTENT_PAGE_SIZE_DEFAULT = 12;
export const CONTENT_PAGE_SIZE_MAX = 50;
export const CONTENT_SEARCH_MAX_LENGTH = 200;

/** `?search=&category=&status=&cursor=&limit=` of `GET /articles` and `GET /videos`. */
export const ZListContentQuery = z.object({
  // A stray NUL or broken emoji in a search is removed rather than refused: there is nothing to fix by hand.
  search: z.optional(
    z
      .string()
      .check(z.overwrite(toStorableText), z.trim(), z.maxLength(CONTENT_SEARCH_MAX_LENGTH, 'Use a shorter search.')),
  ),
  category: z.optional(z.union([z.literal(''), ZContentCategory], { error: 'Choose one of the categories.' })),
  /** Editors' lists (the admin console): only drafts or only published items. Members see published ones whatever it says. */
  status: z.optional(z.union([z.literal(''), ZContentStatus], { error: 'Choose draft or published.' })),
  /** The `next_cursor` of the previous page, as given. */
  cursor: z.optional(ZCursor),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, `Use a page size from 1 to ${CONTENT_PAGE_SIZE_MAX}.`)),
      z.pipe(
        z.transform(Number),
        z
          .number()
          .check(
            z.minimum(1, `Use a page size from 1 to ${CONTENT_PAGE_SIZE_MAX}.`),
            z.maximum(CONTENT_PAGE_SIZE_MAX, `Use a page size from 1 to ${CONTENT_PAGE_SIZE_MAX}.`),
          ),
      ),
    ),
  ),
});
export type TListContentQuery = z.input<typeof ZListContentQuery>;

/** The highest version there can be: versions are PostgreSQL `integer`s, which end here. */
export const CONTENT_VERSION_MAX = 2_147_483_647;

/** Optimistic concurrency: every save sends the version it started from. */
export const ZContentVersion = z
  .number({ error: 'Send the version you started editing.' })
  .check(
    z.int('Send the version you started editing.'),
    z.minimum(1, 'Send the version you started editing.'),
    z.maximum(CONTENT_VERSION_MAX, 'Send the version you started editing.'),
  );

/** A media object id (a shared image uploaded with `POST /media?shared=true`), or null for none. */
export const ZMediaReference = z.nullable(createIdSchema('Choose an uploaded image.'));
