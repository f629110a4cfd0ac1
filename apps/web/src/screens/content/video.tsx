import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import { getErrorStatus } from '@/api/error-message';
import { useVideo } from '@/features/content/api/get-video';
import { useVideoProgress } from '@/features/content/api/get-video-progress';
import { VideoPlayer } from '@/features/content/components/video-player';
import { categoryLabel } from '@/features/content/utils/category-labels';
import { formatDuration, formatSpokenDuration } from '@/features/content/utils/format';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';

function BackToVideos() {
  const { t } = useLingui();
  return <BackButton fallback={href('videos')} label={t`Back to videos`} />;
}

export function Video() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const query = useVideo(id);
  const progress = useVideoProgress(id);

  if (query.isPending || (progress.isPending && !query.isError)) {
    return (
      <>
        <PageHeading title={t`Loading video…`} before={<BackToVideos />} />
        <div aria-hidden="true" className="aspect-video max-w-4xl animate-pulse rounded-lg bg-surface-muted" />
      </>
    );
  }
  if (query.isError) {
    if (getErrorStatus(query.error) === 404) {
      return (
        <>
          <PageHeading title={t`We couldn't find that video`} before={<BackToVideos />} />
          <Notice>
            <p>
              <Trans>It may have been moved or unpublished.</Trans>
            </p>
            <Link
              to={href('videos')}
              className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}
            >
              <Trans>All videos</Trans>
            </Link>
          </Notice>
        </>
      );
    }
    return (
      <>
        <PageHeading title={t`Video`} before={<BackToVideos />} />
        <LoadError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>We couldn't load this video. Check your connection and try again.</Trans>
        </LoadError>
      </>
    );
  }
  const video = query.data;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeading title={video.title} before={<BackToVideos />} />
      {/* A failed progress read only means starting from the beginning. */}
      <VideoPlayer key={video.id} video={video} resumeAt={progress.data?.position_seconds ?? 0} />
      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        <span>{categoryLabel(i18n, video.category)}</span>
        <span aria-hidden="true">·</span>
        <span>
          <span aria-hidden="true">{formatDuration(i18n, video.duration_seconds)}</span>
          <span className="sr-only">{formatSpokenDuration(i18n, video.duration_seconds)}</span>
        </span>
      </p>
      {video.description ? <p className="max-w-prose break-words">{video.description}</p> : null}
    </div>
  );
}
