import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from '@/navigation/link';
import type { TContentStatus } from '@portal/contracts/content';
import { Button, buttonVariants } from '@/ui/button';
import { formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { useContentList } from '../api/get-content-list';
import type { ContentKind, ContentListFilter } from '../api/get-content-list';
import { StatusBadge } from './status-badge';

export interface ContentItem {
  id: string;
  title: string;
  status: TContentStatus;
  updated_at: string;
}

export interface ContentSectionProps {
  kind: ContentKind;
  filter: ContentListFilter;
  /** Where "New" goes. */
  newHref: string;
  /** Where an item's "Edit" goes. */
  editHref: (id: string) => string;
}

/** One kind of content (articles or videos) of the programme, drafts and published, with New and Edit. */
export function ContentSection({ kind, filter, newHref, editHref }: ContentSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const query = useContentList(kind, filter);
  const items: ContentItem[] = query.data?.pages.flatMap((page): ContentItem[] => page.items) ?? [];
  const title = kind === 'articles' ? t`Articles` : t`Videos`;
  const isFiltered = filter.search.trim() !== '' || filter.status !== '';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <Link to={newHref} className={buttonVariants({ size: 'sm' })}>
          {kind === 'articles' ? <Trans>New article</Trans> : <Trans>New video</Trans>}
        </Link>
      </div>
      {query.isPending ? (
        <LoadingStatus className="text-sm">
          <Trans>Loading…</Trans>
        </LoadingStatus>
      ) : query.isError && items.length === 0 ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {isFiltered ? (
            kind === 'articles' ? (
              <Trans>No articles match.</Trans>
            ) : (
              <Trans>No videos match.</Trans>
            )
          ) : kind === 'articles' ? (
            <Trans>No articles yet.</Trans>
          ) : (
            <Trans>No videos yet.</Trans>
          )}
        </p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {items.map((item) => {
            const updated = formatLongDate(item.updated_at);
            const itemTitle = item.title;
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium break-words">{item.title}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <StatusBadge status={item.status} />
                    <span>
                      <Trans>Updated {updated}</Trans>
                    </span>
                  </p>
                </div>
                <Link
                  to={editHref(item.id)}
                  aria-label={t`Edit ${itemTitle}`}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  <Trans>Edit</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {query.isFetchNextPageError ? <LoadError error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Trans>Loading more…</Trans> : <Trans>Load more</Trans>}
        </Button>
      ) : null}
    </section>
  );
}
