/** The clinic library's queries: the conditions (embedded or imported) and the remote provider's cache. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TClinicSection } from '@portal/contracts/clinic-library';
import type { TAppLocale } from '@portal/contracts/locales';
import type { Database } from '../../db/client';
import { clinicConditions, clinicContentCache, tenants } from '../../db/schema';
import { getIndexLetter, getSearchText, toSearchForm } from './search-form';

/** A condition as written or imported, before it is stored for a tenant. */
export interface ConditionInput {
  conditionId: string;
  locale: TAppLocale;
  title: string;
  alsoCalled: string[];
  summary: string;
  sections: TClinicSection[];
  related: string[];
  sourceName: string;
  sourceAttribution: string;
  sourceUrl: string | null;
  lastReviewed: string | null;
}

export type ConditionRow = typeof clinicConditions.$inferSelect;
export type ConditionSummaryRow = Pick<ConditionRow, 'conditionId' | 'title' | 'alsoCalled' | 'summary'>;

const SUMMARY_COLUMNS = {
  conditionId: clinicConditions.conditionId,
  title: clinicConditions.title,
  alsoCalled: clinicConditions.alsoCalled,
  summary: clinicConditions.summary,
};

/** How close a misspelled word must come to a stored word (pg_trgm's word_similarity, 0–1). */
const WORD_SIMILARITY_THRESHOLD = 0.5;

function toRow(tenantId: string, input: ConditionInput) {
  return {
    tenantId,
    locale: input.locale,
    conditionId: input.conditionId,
    title: input.title,
    titleSearch: toSearchForm(input.title),
    letter: getIndexLetter(input.title),
    alsoCalled: input.alsoCalled,
    summary: input.summary,
    sections: input.sections,
    related: input.related,
    sourceName: input.sourceName,
    sourceAttribution: input.sourceAttribution,
    sourceUrl: input.sourceUrl,
    lastReviewed: input.lastReviewed,
    searchText: getSearchText(input),
  };
}

const UPDATABLE = {
  title: sql`excluded.title`,
  titleSearch: sql`excluded.title_search`,
  letter: sql`excluded.letter`,
  alsoCalled: sql`excluded.also_called`,
  summary: sql`excluded.summary`,
  sections: sql`excluded.sections`,
  related: sql`excluded.related`,
  sourceName: sql`excluded.source_name`,
  sourceAttribution: sql`excluded.source_attribution`,
  sourceUrl: sql`excluded.source_url`,
  lastReviewed: sql`excluded.last_reviewed`,
  searchText: sql`excluded.search_text`,
  updatedAt: sql`now()`,
};

/** A tenant's library in one language, and any further conditions. */
function inLibrary(tenantId: string, locale: TAppLocale, ...conditions: SQL[]) {
  return and(eq(clinicConditions.tenantId, tenantId), eq(clinicConditions.locale, locale), ...conditions);
}

export function createClinicLibraryRepository(db: Database) {
  return {
    async listTenants(keys?: readonly string[]): Promise<{ id: string; key: string }[]> {
      return db
        .select({ id: tenants.id, key: tenants.key })
        .from(tenants)
        .where(keys ? inArray(tenants.key, [...keys]) : undefined);
    },

    /**
     * The embedded library for a tenant: new conditions are added; a condition still from the embedded
     * source is brought up to date; one replaced by an import stays as imported. Returns the rows added.
     */
    async seedConditions(tenantId: string, inputs: readonly ConditionInput[], embeddedSource: string): Promise<number> {
      if (inputs.length === 0) return 0;
      const rows = await db
        .insert(clinicConditions)
        .values(inputs.map((input) => toRow(tenantId, input)))
        .onConflictDoUpdate({
          target: [clinicConditions.tenantId, clinicConditions.locale, clinicConditions.conditionId],
          set: UPDATABLE,
          setWhere: eq(clinicConditions.sourceName, embeddedSource),
        })
        .returning({ isNew: sql<boolean>`xmax = 0` });
      return rows.filter((row) => row.isNew).length;
    },

    /** An import: every condition replaces one of the same id and language, all or nothing. */
    async importConditions(
      tenantId: string,
      inputs: readonly ConditionInput[],
    ): Promise<{ created: number; updated: number }> {
      return db.transaction(async (tx) => {
        let created = 0;
        for (const input of inputs) {
          const [row] = await tx
            .insert(clinicConditions)
            .values(toRow(tenantId, input))
            .onConflictDoUpdate({
              target: [clinicConditions.tenantId, clinicConditions.locale, clinicConditions.conditionId],
              set: UPDATABLE,
            })
            .returning({ isNew: sql<boolean>`xmax = 0` });
          if (row?.isNew) created += 1;
        }
        return { created, updated: inputs.length - created };
      });
    },

    async countByLetter(tenantId: string, locale: TAppLocale): Promise<Map<string, number>> {
      const rows = await db
        .select({ letter: clinicConditions.letter, count: count() })
        .from(clinicConditions)
        .where(inLibrary(tenantId, locale))
        .groupBy(clinicConditions.letter);
      return new Map(rows.map((row) => [row.letter, Number(row.count)]));
    },

    async listByLetter(tenantId: string, locale: TAppLocale, letter: string): Promise<ConditionSummaryRow[]> {
      return db
        .select(SUMMARY_COLUMNS)
        .from(clinicConditions)
        .where(inLibrary(tenantId, locale, eq(clinicConditions.letter, letter)))
        .orderBy(asc(clinicConditions.titleSearch), asc(clinicConditions.conditionId));
    },

    /**
     * Full-text search (English or Spanish stemming) over title, other names and summary, or a word
     * close enough by trigram similarity (a misspelling), or a title starting with the query.
     * Ranking: exact title, title prefix, full-text rank, similarity, then title.
     */
    async search(tenantId: string, locale: TAppLocale, query: string, limit: number): Promise<ConditionSummaryRow[]> {
      const q = toSearchForm(query);
      if (q === '') return [];
      const config = locale === 'es' ? sql`'spanish'::regconfig` : sql`'english'::regconfig`;
      const document = sql`to_tsvector(${config}, ${clinicConditions.searchText})`;
      const tsQuery = sql`plainto_tsquery(${config}, ${q})`;
      const similarity = sql`word_similarity(${q}, ${clinicConditions.searchText})`;
      const prefix = `${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return db
        .select(SUMMARY_COLUMNS)
        .from(clinicConditions)
        .where(
          inLibrary(
            tenantId,
            locale,
            sql`(${document} @@ ${tsQuery} or ${similarity} >= ${WORD_SIMILARITY_THRESHOLD} or ${clinicConditions.titleSearch} like ${prefix})`,
          ),
        )
        .orderBy(
          sql`(${clinicConditions.titleSearch} = ${q}) desc`,
          sql`(${clinicConditions.titleSearch} like ${prefix}) desc`,
          sql`ts_rank(${document}, ${tsQuery}) desc`,
          sql`${similarity} desc`,
          asc(clinicConditions.titleSearch),
        )
        .limit(limit);
    },

    async getCondition(tenantId: string, locale: TAppLocale, conditionId: string): Promise<ConditionRow | undefined> {
      const [row] = await db
        .select()
        .from(clinicConditions)
        .where(inLibrary(tenantId, locale, eq(clinicConditions.conditionId, conditionId)))
        .limit(1);
      return row;
    },

    /** The titles of those of `ids` the tenant's library has, in that language. */
    async getTitles(tenantId: string, locale: TAppLocale, ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ conditionId: clinicConditions.conditionId, title: clinicConditions.title })
        .from(clinicConditions)
        .where(inLibrary(tenantId, locale, inArray(clinicConditions.conditionId, [...ids])));
      return new Map(rows.map((row) => [row.conditionId, row.title]));
    },

    /** How many conditions, and from which sources, the tenant's library has in that language. */
    async describe(
      tenantId: string,
      locale: TAppLocale,
    ): Promise<{ count: number; sources: { name: string; attribution: string; url: string | null }[] }> {
      const rows = await db
        .selectDistinct({ name: clinicConditions.sourceName, attribution: clinicConditions.sourceAttribution })
        .from(clinicConditions)
        .where(inLibrary(tenantId, locale))
        .orderBy(clinicConditions.sourceName, clinicConditions.sourceAttribution);
      const [counted] = await db.select({ total: count() }).from(clinicConditions).where(inLibrary(tenantId, locale));
      return {
        count: Number(counted?.total ?? 0),
        sources: rows.map((row) => ({ name: row.name, attribution: row.attribution, url: null })),
      };
    },

    async readCache(tenantId: string, cacheKey: string): Promise<{ body: unknown; fetchedAt: Date } | undefined> {
      const [row] = await db
        .select({ body: clinicContentCache.body, fetchedAt: clinicContentCache.fetchedAt })
        .from(clinicContentCache)
        .where(and(eq(clinicContentCache.tenantId, tenantId), eq(clinicContentCache.cacheKey, cacheKey)))
        .limit(1);
      return row;
    },

    async writeCache(tenantId: string, cacheKey: string, body: unknown, fetchedAt: Date): Promise<void> {
      await db
        .insert(clinicContentCache)
        .values({ tenantId, cacheKey, body, fetchedAt })
        .onConflictDoUpdate({
          target: [clinicContentCache.tenantId, clinicContentCache.cacheKey],
          set: { body: sql`excluded.body`, fetchedAt: sql`excluded.fetched_at` },
        });
    },
  };
}
export type ClinicLibraryRepository = ReturnType<typeof createClinicLibraryRepository>;
