/**
 * Where the clinic library's content comes from: the embedded library in the database (the default)
 * or a remote clinic content API (remote-clinic-provider.ts, when CLINIC_CONTENT_API_URL is set). The
 * service checks the programme and the input; a provider only answers.
 */
import { CLINIC_LETTERS } from '@portal/contracts/clinic-library';
import type {
  TClinicConditionResponse,
  TClinicConditionSummary,
  TClinicLetter,
  TClinicLibraryMetaResponse,
} from '@portal/contracts/clinic-library';
import type { TAppLocale } from '@portal/contracts/locales';
import type { ClinicLibraryRepository, ConditionRow, ConditionSummaryRow } from './clinic-library-repository';
import { CLINIC_SECTION_KEYS } from '@portal/contracts/clinic-library';
import type { TClinicSection } from '@portal/contracts/clinic-library';

/** The tenant whose library is read. */
export interface ClinicTenant {
  id: string;
  key: string;
}

export interface ClinicContentProvider {
  readonly kind: TClinicLibraryMetaResponse['provider'];
  describe(tenant: ClinicTenant, locale: TAppLocale): Promise<TClinicLibraryMetaResponse>;
  /** Every letter A–Z, with how many conditions' titles start with it (0 for none). */
  listLetters(tenant: ClinicTenant, locale: TAppLocale): Promise<TClinicLetter[]>;
  listByLetter(tenant: ClinicTenant, locale: TAppLocale, letter: string): Promise<TClinicConditionSummary[]>;
  /** `query` is trimmed and not empty; best matches first, at most `limit`. */
  search(tenant: ClinicTenant, locale: TAppLocale, query: string, limit: number): Promise<TClinicConditionSummary[]>;
  /** Undefined when the library has no such condition. */
  getCondition(tenant: ClinicTenant, locale: TAppLocale, id: string): Promise<TClinicConditionResponse | undefined>;
}

/** A–Z from counts by letter, letters without entries included with 0. */
export function toLetters(counts: ReadonlyMap<string, number>): TClinicLetter[] {
  return CLINIC_LETTERS.map((letter) => ({ letter, count: counts.get(letter) ?? 0 }));
}

/** Sections in the contract's order, whatever order they were stored in. */
export function orderSections(sections: readonly TClinicSection[]): TClinicSection[] {
  return [...sections].sort((a, b) => CLINIC_SECTION_KEYS.indexOf(a.key) - CLINIC_SECTION_KEYS.indexOf(b.key));
}

function toSummary(row: ConditionSummaryRow): TClinicConditionSummary {
  return { id: row.conditionId, title: row.title, also_called: row.alsoCalled, summary: row.summary };
}

function toCondition(row: ConditionRow, related: ReadonlyMap<string, string>): TClinicConditionResponse {
  return {
    id: row.conditionId,
    locale: row.locale === 'es' ? 'es' : 'en',
    title: row.title,
    also_called: row.alsoCalled,
    summary: row.summary,
    sections: orderSections(
      row.sections.filter((section): section is TClinicSection =>
        (CLINIC_SECTION_KEYS as readonly string[]).includes(section.key),
      ),
    ),
    related: row.related.flatMap((id) => {
      const title = related.get(id);
      return title === undefined ? [] : [{ id, title }];
    }),
    source: { name: row.sourceName, attribution: row.sourceAttribution, url: row.sourceUrl },
    last_reviewed: row.lastReviewed,
  };
}

/** The library stored in the database (seeded from the embedded Markdown files, or imported). */
export function createEmbeddedClinicProvider(deps: { repository: ClinicLibraryRepository }): ClinicContentProvider {
  const { repository } = deps;
  return {
    kind: 'embedded',
    async describe(tenant, locale) {
      const { count, sources } = await repository.describe(tenant.id, locale);
      return { provider: 'embedded', locale, condition_count: count, sources };
    },
    async listLetters(tenant, locale) {
      return toLetters(await repository.countByLetter(tenant.id, locale));
    },
    async listByLetter(tenant, locale, letter) {
      return (await repository.listByLetter(tenant.id, locale, letter)).map(toSummary);
    },
    async search(tenant, locale, query, limit) {
      return (await repository.search(tenant.id, locale, query, limit)).map(toSummary);
    },
    async getCondition(tenant, locale, id) {
      const row = await repository.getCondition(tenant.id, locale, id);
      if (!row) return undefined;
      return toCondition(row, await repository.getTitles(tenant.id, locale, row.related));
    },
  };
}
