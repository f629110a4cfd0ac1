import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListClinicConditionsResponse } from '@portal/contracts/clinic-library';
import type { TAppLocale } from '@portal/contracts/locales';
import { loadClients } from '@/api/load-clients';

/** `GET /clinic-library/conditions?letter=`: the conditions whose title starts with the letter. */
export async function getClinicConditions(letter: string): Promise<TListClinicConditionsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListClinicConditionsResponse>('/clinic-library/conditions', {
    params: { letter },
  });
  return data;
}

export function getClinicConditionsQueryOptions(letter: string, locale: TAppLocale) {
  return queryOptions({
    queryKey: ['clinic-library', 'conditions', letter, locale],
    queryFn: () => getClinicConditions(letter),
  });
}

/** Nothing is asked until a letter is chosen. */
export function useClinicConditions(letter: string | null) {
  const { i18n } = useLingui();
  return useQuery({
    ...getClinicConditionsQueryOptions(letter ?? '', i18n.locale === 'es' ? 'es' : 'en'),
    enabled: letter !== null,
  });
}
