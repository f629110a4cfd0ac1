import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListClinicLettersResponse } from '@portal/contracts/clinic-library';
import type { TAppLocale } from '@portal/contracts/locales';
import { loadClients } from '@/api/load-clients';

/** `GET /clinic-library/letters`: A–Z with how many conditions each letter has, by the localized titles. */
export async function getClinicLetters(): Promise<TListClinicLettersResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListClinicLettersResponse>('/clinic-library/letters');
  return data;
}

/** One cache entry per language: titles, and so their letters, change with it. */
export function getClinicLettersQueryOptions(locale: TAppLocale) {
  return queryOptions({ queryKey: ['clinic-library', 'letters', locale], queryFn: getClinicLetters });
}

export function useClinicLetters() {
  const { i18n } = useLingui();
  return useQuery(getClinicLettersQueryOptions(i18n.locale === 'es' ? 'es' : 'en'));
}
