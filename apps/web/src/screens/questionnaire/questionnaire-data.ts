import { getQuestionnaireQueryOptions } from '@/features/questionnaire/api/get-questionnaire';
import { activeLocale } from '@/i18n/i18n';
import { queryClient } from '@/session/query-client';
import { hasStoredToken } from '@/session/storage';

/**
 * Asks for the member's questionnaire, in the active language, into the cache the screen reads, so a
 * first load lays it out once, complete: its card would otherwise open small around "Loading the
 * questions…" and grow to the page's height. Signed out there is nothing to ask for. Never fails (the
 * built-in questionnaire is the answer to any failure).
 */
export async function prefetchQuestionnaireData(): Promise<void> {
  if (!hasStoredToken()) return;
  await queryClient.prefetchQuery(getQuestionnaireQueryOptions(activeLocale()));
}
