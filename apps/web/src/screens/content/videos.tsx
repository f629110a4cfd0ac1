import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TContentCategory } from '@portal/contracts/content';
import { useVideos } from '@/features/content/api/get-videos';
import { CategoryFilter } from '@/features/content/components/category-filter';
import { CardSkeletons, LoadMore } from '@/features/content/components/list-states';
import { VideoCard } from '@/features/content/components/video-card';
import { categoryLabel } from '@/features/content/utils/category-labels';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function Videos() {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<TContentCategory | ''>('');
  const query = useVideos(category);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const categoryName = category ? categoryLabel(i18n, category) : '';
  return (
    <>
      <PageHeading title={t`Videos`} intro={t`Short sessions to watch at your own pace.`} />
      <CategoryFilter label={t`Filter videos by category`} value={category} onChange={setCategory} />
      <section aria-label={t`Video list`} aria-busy={query.isPending} className="flex flex-col gap-4">
        {query.isPending ? (
          <>
            <p className="sr-only" role="status">
              <Trans>Loading videos…</Trans>
            </p>
            <CardSkeletons count={3} className={GRID} />
          </>
        ) : query.isError && items.length === 0 ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()}>
            <Trans>We couldn't load the videos. Check your connection and try again.</Trans>
          </LoadError>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
            <p role="status">{categoryName ? t`No videos in ${categoryName} yet.` : t`There are no videos yet.`}</p>
            {category ? (
              <Button variant="secondary" onClick={() => setCategory('')}>
                <Trans>Show all videos</Trans>
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <ul className={GRID}>
              {items.map((video) => (
                <VideoCard key={video.id} video={video} />
              ))}
            </ul>
            <LoadMore query={query} errorMessage={t`We couldn't load more videos. Try again.`} />
          </>
        )}
      </section>
    </>
  );
}
