import { BRANDS } from '@portal/contracts/brands';
import type { TAdminProgrammePagesResponse } from '@portal/contracts/programme-settings';
import type { TAppLocale } from '@portal/contracts/locales';
import type {
  TGetProgrammePageResponse,
  TProgrammePage,
  TProgrammePageProgramme,
  ZUpdateProgrammePageRequest,
} from '@portal/contracts/partner-programmes';
import type { z } from 'zod/mini';
import { isProgrammePageProgramme } from '@portal/contracts/programmes';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
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
  /** An admin replaces one language's page of a programme the tenant offers; writes `programme_changed`. */
  replaceProgrammePage(
    caller: Caller,
    input: {
      programme: TProgrammePageProgramme;
      page: z.output<typeof ZUpdateProgrammePageRequest>;
      context: ClientContext;
    },
  ): Promise<TProgrammePage>;
  /** The admin console: each page programme the tenant offers, with its page in each language. */
  listPagesForAdmin(caller: Caller): Promise<TAdminProgrammePagesResponse>;
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

    async listPagesForAdmin({ tenant }) {
      const programmes = tenant.programmes.filter(isProgrammePageProgramme);
      const rows = await repository.findAllPages(tenant.id, programmes);
      const pageOf = (programme: TProgrammePageProgramme, locale: TAppLocale) => {
        const row = rows.find((candidate) => candidate.programme === programme && candidate.locale === locale);
        return row ? toPage(row) : null;
      };
      return {
        programmes: programmes.map((programme) => ({
          programme,
          pages: { en: pageOf(programme, 'en'), es: pageOf(programme, 'es') },
        })),
      };
    },

    async replaceProgrammePage({ tenant, account }, { programme, page, context }) {
      assertProgrammeOffered(tenant, programme);
      const audit = {
        tenantId: tenant.id,
        accountId: null,
        actorAccountId: account.id,
        event: 'programme_changed',
        context,
        details: { area: 'programme_page', programme, locale: page.locale },
      } as const;
      const row = await repository.replacePage(
        tenant.id,
        programme,
        page.locale,
        {
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
        },
        audit,
      );
      return toPage(row);
    },

    seedDemoPages() {
      return repository.insertMissingPages(BRANDS.flatMap((brand) => getDemoProgrammePages(brand.key)));
    },
  };
}
