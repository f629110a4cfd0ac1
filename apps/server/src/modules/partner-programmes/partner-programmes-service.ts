import { BRANDS } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import type {
  TGetProgrammePageResponse,
  TProgrammePage,
  TProgrammePageProgramme,
  ZUpdateProgrammePageRequest,
} from '@portal/contracts/partner-programmes';
import type { z } from 'zod/mini';
import type { Caller } from '../../lib/caller';
import { assertProgrammeOffered } from '../../lib/programme-access';
import { getDemoProgrammePages } from './demo-programme-pages';
import type { PartnerProgrammesRepository, ProgrammePageRow } from './partner-programmes-repository';

function toPage(row: ProgrammePageRow): TProgrammePage {
  return {
    programme: row.programme as TProgrammePageProgramme,
    locale: row.locale as TAppLocale,
    name: row.name,
    summary: row.summary,
    offers: row.offers,
    eligibility: { text: row.eligibility, includes_dependents: row.includesDependents },
    contact: row.contact,
    phone: row.phone,
    website: row.website,
    hours: row.hours,
    call_to_action: row.callToAction,
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface PartnerProgrammesService {
  /** The page in `locale`, else in English, else none (the tenant has not written it). */
  getProgrammePage(
    caller: Caller,
    input: { programme: TProgrammePageProgramme; locale: TAppLocale },
  ): Promise<TGetProgrammePageResponse>;
  /** An admin replaces one language's page of a programme the tenant offers. */
  replaceProgrammePage(
    caller: Caller,
    input: { programme: TProgrammePageProgramme; page: z.output<typeof ZUpdateProgrammePageRequest> },
  ): Promise<TProgrammePage>;
  /** The demo pages of every brand's tenant, in English and Spanish; what exists is left as admins wrote it. */
  seedDemoPages(): Promise<number>;
}

export function createPartnerProgrammesService(deps: {
  repository: PartnerProgrammesRepository;
}): PartnerProgrammesService {
  const { repository } = deps;

  return {
    async getProgrammePage({ tenant }, { programme, locale }) {
      assertProgrammeOffered(tenant, programme);
      const rows = await repository.findPages(tenant.id, programme, locale === 'en' ? ['en'] : [locale, 'en']);
      const row = rows.find((candidate) => candidate.locale === locale) ?? rows.find((c) => c.locale === 'en');
      return { page: row ? toPage(row) : null };
    },

    async replaceProgrammePage({ tenant }, { programme, page }) {
      assertProgrammeOffered(tenant, programme);
      const row = await repository.replacePage(tenant.id, programme, page.locale, {
        name: page.name,
        summary: page.summary,
        offers: page.offers,
        eligibility: page.eligibility.text,
        includesDependents: page.eligibility.includes_dependents,
        contact: page.contact,
        phone: page.phone ?? null,
        website: page.website ?? null,
        hours: page.hours,
        callToAction: page.call_to_action,
      });
      return toPage(row);
    },

    seedDemoPages() {
      return repository.insertMissingPages(BRANDS.flatMap((brand) => getDemoProgrammePages(brand.key)));
    },
  };
}
