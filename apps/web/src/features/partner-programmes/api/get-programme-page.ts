import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TGetProgrammePageResponse, TProgrammePageProgramme } from '@portal/contracts/partner-programmes';
import { loadClients } from '@/api/load-clients';

/**
 * `GET /programmes/:programme`: the tenant's page of a partner programme, in the language of the
 * request's Accept-Language (the language on screen), else English; `page` is null until it is written.
 */
export async function getProgrammePage(programme: TProgrammePageProgramme): Promise<TGetProgrammePageResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TGetProgrammePageResponse>(
    `/programmes/${encodeURIComponent(programme)}`,
  );
  return data;
}

/** One cache entry per language: switching language fetches the page in the new one. */
export function getProgrammePageQueryOptions(programme: TProgrammePageProgramme, locale: TAppLocale) {
  return queryOptions({
    queryKey: ['programme-page', programme, locale],
    queryFn: () => getProgrammePage(programme),
  });
}

export function useProgrammePage(programme: TProgrammePageProgramme) {
  const { i18n } = useLingui();
  return useQuery(getProgrammePageQueryOptions(programme, i18n.locale === 'es' ? 'es' : 'en'));
}
