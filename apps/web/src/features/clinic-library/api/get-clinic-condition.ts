import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClinicConditionResponse } from '@portal/contracts/clinic-library';
import type { TAppLocale } from '@portal/contracts/locales';
import { loadClients } from '@/api/load-clients';

/** `GET /clinic-library/conditions/:id`: one condition with its sections, source and related conditions. */
export async function getClinicCondition(id: string): Promise<TClinicConditionResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TClinicConditionResponse>(
    `/clinic-library/conditions/${encodeURIComponent(id)}`,
  );
  return data;
}

export function getClinicConditionQueryOptions(id: string, locale: TAppLocale) {
  return queryOptions({
    queryKey: ['clinic-library', 'condition', id, locale],
    queryFn: () => getClinicCondition(id),
  });
}

export function useClinicCondition(id: string) {
  const { i18n } = useLingui();
  return useQuery(getClinicConditionQueryOptions(id, i18n.locale === 'es' ? 'es' : 'en'));
}
