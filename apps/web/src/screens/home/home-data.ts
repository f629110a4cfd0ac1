import {
  getFeaturedArticlesQueryOptions,
  getFeaturedVideosQueryOptions,
} from '../../features/content/api/featured-content-queries';
import { getNewsQueryOptions } from '../../features/news/api/get-news';
import { getQuestionnaireResultsQueryOptions } from '../../features/questionnaire/api/get-questionnaire-results';
import { activeLocale } from '../../i18n/i18n';
import { queryClient } from '../../session/query-client';

/**
 * Asks for what Home shows first (the member's latest result, the featured lists and the news) into the
 * cache its hooks read, in the active language, so that a first load lays Home out once, complete.
 * Never fails: a list that could not load shows its own error when Home renders (and asks again).
 */
export async function prefetchHomeData(): Promise<void> {
  const locale = activeLocale();
  await Promise.all([
    queryClient.prefetchQuery(getQuestionnaireResultsQueryOptions(locale)),
    queryClient.prefetchInfiniteQuery(getFeaturedArticlesQueryOptions()),
    queryClient.prefetchInfiniteQuery(getFeaturedVideosQueryOptions()),
    queryClient.prefetchQuery(getNewsQueryOptions(locale)),
  ]);
}
