import { QueryClient } from '@tanstack/react-query';
import { getErrorStatus } from '../api/error-message';
import { onSessionCleared } from './sign-out';

function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = getErrorStatus(error);
  // Client errors (401 above all) will not heal by asking again.
  if (status !== undefined && status < 500) return false;
  return failureCount < 2;
}

/** One cache of server state for the signed-in area; emptied on sign-out. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
  },
});

onSessionCleared(() => queryClient.clear());
