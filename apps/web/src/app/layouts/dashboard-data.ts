import { queryClient } from '@/session/query-client';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';

/**
 * Asks for the signed-in member (every dashboard screen greets them and names them in the account menu)
 * into the cache the layout reads. Never fails: the layout shows what it can without it.
 */
export async function prefetchDashboardData(): Promise<void> {
  await queryClient.prefetchQuery(getCurrentUserQueryOptions());
}
