import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TListNewsResponse } from '@portal/contracts/news';
import { loadClients } from '@/api/load-clients';

/** `GET /news`: the programme's latest news, in the language the request names (Accept-Language). */
export async function getNews(): Promise<TListNewsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListNewsResponse>('/news');
  return data;
}

/** Per language: the items are written in it, so switching language fetches its own. */
export function getNewsQueryOptions(locale: TAppLocale) {
  return queryOptions({ queryKey: ['news', locale], queryFn: getNews, staleTime: 5 * 60_000 });
}

export function useNews() {
  const { i18n } = useLingui();
  return useQuery(getNewsQueryOptions(i18n.locale === 'es' ? 'es' : 'en'));
}
