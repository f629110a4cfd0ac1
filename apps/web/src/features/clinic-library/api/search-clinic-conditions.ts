import { useLingui } from '@lingui/react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchClinicConditionsResponse } from '@portal/contracts/clinic-library';
import type { TAppLocale } from '@portal/contracts/locales';
import { loadClients } from '@/api/load-clients';

/**
 * `GET /clinic-library/search?q=`: conditions by title, other names and summary, misspellings
 * tolerated. Spaces only or a very long query answer no results with a `reason`, not an error.
 */
export async function searchClinicConditions(query: string): Promise<TSearchClinicConditionsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TSearchClinicConditionsResponse>('/clinic-library/search', {
    params: { q: query },
  });
  return data;
}

export function getSearchClinicConditionsQueryOptions(query: string, locale: TAppLocale) {
  return queryOptions({
    queryKey: ['clinic-library', 'search', query, locale],
    queryFn: () => searchClinicConditions(query),
    staleTime: 60_000,
  });
}

/** `query` is the debounced text; nothing is asked while it is empty. Earlier results stay while the next load. */
export function useSearchClinicConditions(query: string) {
  const { i18n } = useLingui();
  return useQuery({
    ...getSearchClinicConditionsQueryOptions(query, i18n.locale === 'es' ? 'es' : 'en'),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
