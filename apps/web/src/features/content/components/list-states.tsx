import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';

/** Placeholder cards while a list loads; hidden from assistive technology (the busy region says it). */
export function CardSkeletons({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <ul aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex animate-pulse flex-col gap-3 rounded-lg border border-border bg-surface p-4">
          <div className="aspect-video rounded-md bg-surface-muted" />
          <div className="h-5 w-3/4 rounded bg-surface-muted" />
          <div className="h-4 w-full rounded bg-surface-muted" />
        </li>
      ))}
    </ul>
  );
}

/** The parts of an infinite query the end of a paged list needs. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** The end of a paged list: the next page's failure with a retry, and "Load more" while there is more. */
export function LoadMore({ query, errorMessage }: { query: PagedQuery; errorMessage: string }) {
  const fetchNextPage = () => void query.fetchNextPage();
  return (
    <>
      {query.isFetchNextPageError ? (
        <LoadError error={query.error} onRetry={fetchNextPage}>
          {errorMessage}
        </LoadError>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
          onClick={fetchNextPage}
        >
          {query.isFetchingNextPage ? (
            <>
              <Spinner />
              <Trans>Loading more…</Trans>
            </>
          ) : (
            <Trans>Load more</Trans>
          )}
        </Button>
      ) : null}
    </>
  );
}
