import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingStatus } from './loading-status';

export interface QueryStatesProps<Data> {
  query: UseQueryResult<Data>;
  /** What is loading, said in words ("Loading your passkeys…"). */
  loading: ReactNode;
  /** What could not be loaded, said instead of the error's own message ("Your passkeys could not be loaded."). */
  failed: ReactNode;
  /** What shows once the data is in. */
  children: (data: Data) => ReactNode;
}

/** A section's own data: a status line while it loads, an alert with Try again if it fails, then the section. */
export function QueryStates<Data>({ query, loading, failed, children }: QueryStatesProps<Data>) {
  if (query.isPending) return <LoadingStatus>{loading}</LoadingStatus>;
  if (query.isError) {
    return (
      <LoadError error={query.error} isRetrying={query.isFetching} onRetry={() => void query.refetch()}>
        {failed}
      </LoadError>
    );
  }
  return children(query.data);
}
