import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@/navigation/link';
import { href } from '@/navigation/paths';
import {
  FEATURED_ARTICLES,
  FEATURED_VIDEOS,
  getFeaturedArticlesQueryOptions,
  getFeaturedVideosQueryOptions,
} from '../api/featured-content-queries';
import { ArticleCard } from './article-card';
import { CardSkeletons } from './list-states';
import { VideoCard } from './video-card';

/** The lists "Featured and recent" shows; a screen may wait for them (`isPending`) before laying out below. */
export function useFeaturedContent() {
  const articles = useInfiniteQuery(getFeaturedArticlesQueryOptions());
  const videos = useInfiniteQuery(getFeaturedVideosQueryOptions());
  return { articles, videos, isPending: articles.isPending || videos.isPending };
}

/** Home's "Featured and recent": the newest 3 articles and 2 videos, each section quiet when it has nothing. */
export function FeaturedContent() {
  const { t } = useLingui();
  const { articles, videos } = useFeaturedContent();
  const articleItems = articles.data?.pages[0]?.items.slice(0, FEATURED_ARTICLES) ?? [];
  const videoItems = videos.data?.pages[0]?.items.slice(0, FEATURED_VIDEOS) ?? [];
  return (
    <section aria-labelledby="home-featured" className="flex flex-col gap-4">
      <h2 id="home-featured" className="text-lg font-semibold">
        <Trans>Featured and recent</Trans>
      </h2>
      <div className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-semibold">
            <Trans>Articles</Trans>
          </h3>
          <Link
            to={href('articles')}
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>All articles</Trans>
          </Link>
        </div>
        {articles.isPending ? (
          <CardSkeletons count={FEATURED_ARTICLES} className="grid gap-4 sm:grid-cols-3" />
        ) : articles.isError ? (
          <p className="text-sm text-muted-foreground">
            <Trans>We couldn't load articles just now.</Trans>
          </p>
        ) : articleItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No articles yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Recent articles`} className="grid gap-4 sm:grid-cols-3">
            {articleItems.map((article) => (
              <ArticleCard key={article.id} article={article} headingLevel={3} />
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-semibold">
            <Trans>Videos</Trans>
          </h3>
          <Link
            to={href('videos')}
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>All videos</Trans>
          </Link>
        </div>
        {videos.isPending ? (
          <CardSkeletons count={FEATURED_VIDEOS} className="grid gap-4 sm:grid-cols-2" />
        ) : videos.isError ? (
          <p className="text-sm text-muted-foreground">
            <Trans>We couldn't load videos just now.</Trans>
          </p>
        ) : videoItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No videos yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Recent videos`} className="grid gap-4 sm:grid-cols-2">
            {videoItems.map((video) => (
              <VideoCard key={video.id} video={video} headingLevel={3} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
