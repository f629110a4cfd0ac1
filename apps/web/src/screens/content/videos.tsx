import { useState } from 'react';
import { CONTENT_CATEGORY_LABELS } from '@portal/contracts/content';
import type { TContentCategory } from '@portal/contracts/content';
import { useVideos } from '../../features/content/api/get-videos';
import { CategoryFilter } from '../../features/content/components/category-filter';
import { CardSkeletons, LoadMore } from '../../features/content/components/list-states';
import { VideoCard } from '../../features/content/components/video-card';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { PageHeading } from '../../ui/page-heading';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function Videos() {
  const [category, setCategory] = useState<TContentCategory | ''>('');
  const query = useVideos(category);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeading title="Videos" intro="Short sessions to watch at your own pace." />
      <CategoryFilter label="Filter videos by category" value={category} onChange={setCategory} />
      <section aria-label="Video list" aria-busy={query.isPending} className="flex flex-col gap-4">
        {query.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading videos…
            </p>
            <CardSkeletons count={3} className={GRID} />
          </>
        ) : query.isError && items.length === 0 ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()}>
            We couldn't load the videos. Check your connection and try again.
          </LoadError>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
            <p role="status">
              {category ? `No videos in ${CONTENT_CATEGORY_LABELS[category]} yet.` : 'There are no videos yet.'}
            </p>
            {category ? (
              <Button variant="secondary" onClick={() => setCategory('')}>
                Show all videos
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
            <LoadMore query={query} errorMessage="We couldn't load more videos. Try again." />
          </>
        )}
      </section>
    </>
  );
}
