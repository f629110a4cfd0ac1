import { Link, useParams } from 'react-router';
import { CONTENT_CATEGORY_LABELS } from '@portal/contracts/content';
import { getErrorStatus } from '../../api/error-message';
import { useVideo } from '../../features/content/api/get-video';
import { useVideoProgress } from '../../features/content/api/get-video-progress';
import { VideoPlayer } from '../../features/content/components/video-player';
import { formatDuration } from '../../features/content/utils/format';
import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { buttonVariants } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { Notice } from '../../ui/notice';
import { PageHeading } from '../../ui/page-heading';

function BackToVideos() {
  return <BackButton fallback={href('videos')} label="Back to videos" />;
}

export function Video() {
  const { id = '' } = useParams();
  const query = useVideo(id);
  const progress = useVideoProgress(id);

  if (query.isPending || (progress.isPending && !query.isError)) {
    return (
      <>
        <PageHeading title="Loading video…" before={<BackToVideos />} />
        <div aria-hidden="true" className="aspect-video max-w-4xl animate-pulse rounded-lg bg-surface-muted" />
      </>
    );
  }
  if (query.isError) {
    if (getErrorStatus(query.error) === 404) {
      return (
        <>
          <PageHeading title="We couldn't find that video" before={<BackToVideos />} />
          <Notice>
            <p>It may have been moved or unpublished.</p>
            <Link
              to={href('videos')}
              className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}
            >
              All videos
            </Link>
          </Notice>
        </>
      );
    }
    return (
      <>
        <PageHeading title="Video" before={<BackToVideos />} />
        <LoadError error={query.error} onRetry={() => void query.refetch()}>
          We couldn't load this video. Check your connection and try again.
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
        <span>{CONTENT_CATEGORY_LABELS[video.category]}</span>
        <span aria-hidden="true">·</span>
        <span>{formatDuration(video.duration_seconds)}</span>
      </p>
      {video.description ? <p className="max-w-prose break-words">{video.description}</p> : null}
    </div>
  );
}
