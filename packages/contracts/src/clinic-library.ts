/**
 * The clinic library (the `mayo-clinic` programme's diseases and conditions): `GET /clinic-library/meta`,
 * `/letters`, `/conditions?letter=`, `/search?q=`, `/conditions/:id`, all in the request's language.
 */
import * as z from 'zod/mini';
import { APP_LOCALES } from './locales';

/** Every condition's sections, in reading order; a section's heading is the app's, by key. */
export const CLINIC_SECTION_KEYS = [
  'overview',
  'symptoms',
  'when-to-see-a-doctor',
  'causes',
  'risk-factors',
  'complications',
  'prevention',
  'diagnosis',
  'treatment',
  'living-with',
] as const;
export const ZClinicSectionKey = z.enum(CLINIC_SECTION_KEYS);
export type TClinicSectionKey = z.infer<typeof ZClinicSectionKey>;

export const CLINIC_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A search longer than this is not run (the answer says why). */
export const CLINIC_SEARCH_MAX_LENGTH = 200;
/** At most this many results. */
export const CLINIC_SEARCH_LIMIT = 20;

/** Condition ids: kebab-case ASCII, as the file names of the embedded library. */
export const CLINIC_CONDITION_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CONDITION_NOT_FOUND_MESSAGE = 'That condition was not found.';
export const CLINIC_UNAVAILABLE_MESSAGE =
  'The clinic library is temporarily unavailable. Please try again in a few minutes.';

export const ZClinicConditionParams = z.object({
  id: z.string().check(z.maxLength(120), z.regex(CLINIC_CONDITION_ID_PATTERN, CONDITION_NOT_FOUND_MESSAGE)),
});
export type TClinicConditionParams = z.infer<typeof ZClinicConditionParams>;

/** One line of a listing or of search results. */
export const ZClinicConditionSummary = z.object({
  id: z.string(),
  title: z.string(),
  also_called: z.array(z.string()),
  summary: z.string(),
});
export type TClinicConditionSummary = z.infer<typeof ZClinicConditionSummary>;

export const ZClinicLetter = z.object({
  letter: z.string(),
  /** 0: shown, but not a link. */
  count: z.number(),
});
export type TClinicLetter = z.infer<typeof ZClinicLetter>;

export const ZListClinicLettersResponse = z.object({ letters: z.array(ZClinicLetter) });
export type TListClinicLettersResponse = z.infer<typeof ZListClinicLettersResponse>;

export const ZClinicLetterValue = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.enum(CLINIC_LETTERS as [string, ...string[]], { error: 'Choose a letter from A to Z.' }),
);
export const ZListClinicConditionsQuery = z.object({ letter: ZClinicLetterValue });
export type TListClinicConditionsQuery = z.infer<typeof ZListClinicConditionsQuery>;

export const ZListClinicConditionsResponse = z.object({
  letter: z.string(),
  conditions: z.array(ZClinicConditionSummary),
});
export type TListClinicConditionsResponse = z.infer<typeof ZListClinicConditionsResponse>;

/**
 * The query is read as typed (up to a generous bound, so a long paste is a clear state, not a 400):
 * the service trims it and says in `reason` why it did not search.
 */
export const ZSearchClinicConditionsQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(2000, 'That search is too long.'))),
});
export type TSearchClinicConditionsQuery = z.infer<typeof ZSearchClinicConditionsQuery>;

/** Why a search did not run: nothing but spaces, or longer than CLINIC_SEARCH_MAX_LENGTH. */
export const CLINIC_SEARCH_REASONS = ['empty-query', 'query-too-long'] as const;
export const ZClinicSearchReason = z.enum(CLINIC_SEARCH_REASONS);
export type TClinicSearchReason = z.infer<typeof ZClinicSearchReason>;

export const ZSearchClinicConditionsResponse = z.object({
  /** The trimmed query that ran (empty when it did not). */
  query: z.string(),
  results: z.array(ZClinicConditionSummary),
  reason: z.nullable(ZClinicSearchReason),
});
export type TSearchClinicConditionsResponse = z.infer<typeof ZSearchClinicConditionsResponse>;

export const ZClinicSection = z.object({
  key: ZClinicSectionKey,
  /** Markdown: paragraphs, `- ` lists and `**bold**`. */
  body: z.string(),
});
export type TClinicSection = z.infer<typeof ZClinicSection>;

export const ZClinicSource = z.object({
  name: z.string(),
  attribution: z.string(),
  url: z.nullable(z.string()),
});
export type TClinicSource = z.infer<typeof ZClinicSource>;

export const ZClinicConditionResponse = z.object({
  id: z.string(),
  /** The content's language (a remote library may have one language only). */
  locale: z.enum(APP_LOCALES),
  title: z.string(),
  also_called: z.array(z.string()),
  summary: z.string(),
  /** In CLINIC_SECTION_KEYS order; a section the source lacks is absent. */
  sections: z.array(ZClinicSection),
  /** Only the ones the library has, with their titles. */
  related: z.array(z.object({ id: z.string(), title: z.string() })),
  source: ZClinicSource,
  /** `YYYY-MM-DD`. */
  last_reviewed: z.nullable(z.string()),
});
export type TClinicConditionResponse = z.infer<typeof ZClinicConditionResponse>;

export const CLINIC_PROVIDER_KINDS = ['embedded', 'remote'] as const;
export const ZClinicLibraryMetaResponse = z.object({
  provider: z.enum(CLINIC_PROVIDER_KINDS),
  locale: z.enum(APP_LOCALES),
  condition_count: z.number(),
  sources: z.array(ZClinicSource),
});
export type TClinicLibraryMetaResponse = z.infer<typeof ZClinicLibraryMetaResponse>;
