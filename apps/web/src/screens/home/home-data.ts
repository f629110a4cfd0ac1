import {
  getFeaturedArticlesQueryOptions,
  getFeaturedVideosQueryOptions,
} from '@/features/content/api/featured-content-queries';
import { getNewsQueryOptions } from '@/features/news/api/get-news';
import { getQuestionnaireResultsQueryOptions } from '@/features/questionnaire/api/get-questionnaire-results';
import { activeLocale } from '@/i18n/i18n';
import { queryClient } from '@/session/query-client';

/**
 * Asks for what Home lays out with (the member's latest result and the featured lists) into the cache
 * its hooks read, in the active language, and resolves when they have answered, so that a first load
 * lays Home out once, complete. The news is asked for too but not waited for: Home never waits for it.
 * Never fails: a list that could not load shows its own error when Home renders (and asks again).
 */
export async function prefetchHomeData(): Promise<void> {
  const locale = activeLocale();
  void queryClient.prefetchQuery(getNewsQueryOptions(locale));
  await Promise.all([
    queryClient.prefetchQuery(getQuestionnaireResultsQueryOptions(locale)),
    queryClient.prefetchInfiniteQuery(getFeaturedArticlesQueryOptions()),
    queryClient.prefetchInfiniteQuery(getFeaturedVideosQueryOptions()),
  ]);
}
