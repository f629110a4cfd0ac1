/**
 * Seeds the embedded clinic library into every tenant (or those named), whatever programmes it offers
 * today, so a tenant's programmes can change without a reseed: the API is what is gated. Idempotent:
 * a condition still from the embedded library is brought up to date, an imported one is left alone.
 */
import type { ClinicLibraryRepository, ConditionInput } from './clinic-library-repository';
import { EMBEDDED_SOURCE, loadEmbeddedConditions } from './condition-files';
import type { ConditionDocument } from './condition-files';

export function toConditionInput(document: ConditionDocument): ConditionInput {
  return {
    conditionId: document.id,
    locale: document.locale,
    title: document.title,
    alsoCalled: document.alsoCalled,
    summary: document.summary,
    sections: document.sections,
    related: document.related,
    sourceName: EMBEDDED_SOURCE.name,
    sourceAttribution: EMBEDDED_SOURCE.attribution[document.locale],
    sourceUrl: null,
    lastReviewed: document.lastReviewed,
  };
}

export function createClinicLibrarySeeder(deps: { repository: ClinicLibraryRepository }) {
  return {
    async seedClinicLibrary(tenantKeys?: readonly string[]): Promise<{ conditionsCreated: number }> {
      const inputs = (await loadEmbeddedConditions()).map(toConditionInput);
      let conditionsCreated = 0;
      for (const tenant of await deps.repository.listTenants(tenantKeys)) {
        conditionsCreated += await deps.repository.seedConditions(tenant.id, inputs, EMBEDDED_SOURCE.name);
      }
      return { conditionsCreated };
    },
  };
}
export type ClinicLibrarySeeder = ReturnType<typeof createClinicLibrarySeeder>;
