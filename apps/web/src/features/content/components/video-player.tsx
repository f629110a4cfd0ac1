import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { TVideo } from '@portal/contracts/videos';
import { track } from '@/analytics/track';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { usePrivateBlobUrl } from '@/ui/use-private-blob-url';
import { saveVideoProgress } from '../api/save-video-progress';
import { formatDuration } from '../utils/format';

/** While playing, the resume point is saved this often (and on pause, end and leaving). */
export const PROGRESS_SAVE_INTERVAL_MS = 5000;
export const SEEK_STEP_SECONDS = 5;
/** Closer than this to either end, there is nothing worth resuming. */
const RESUME_MARGIN_SECONDS = 3;

export interface VideoPlayerProps {
  video: TVideo;
  /** Where the member stopped last time (seconds). */
  resumeAt: number;
}

/**
 * A native <video controls> (keyboard-operable as it is) fed from blob URLs
 * (the media and captions need the bearer token), plus k/space to play or
 * pause and ←/→ to seek while it has focus, and a saved resume point.
 */
export function VideoPlayer({ video, resumeAt }: VideoPlayerProps) {
  const { t, i18n } = useLingui();
  const source = usePrivateBlobUrl(video.source.kind === 'media' ? video.source.url : null);
  const captions = usePrivateBlobUrl(video.captions_url);
  const sourceUrl = video.source.kind === 'external' ? video.source.url : source.url;
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef<number | null>(null);
  /** A play and a completion are counted once each while the player is on screen. */
  const counted = useRef({ play: false, complete: false });
  const shouldResume =
    resumeAt > RESUME_MARGIN_SECONDS &&
    (video.duration_seconds === 0 || resumeAt < video.duration_seconds - RESUME_MARGIN_SECONDS);
  const [resumeNotice, setResumeNotice] = useState<number | null>(shouldResume ? resumeAt : null);

  function save() {
    const element = ref.current;
    if (!element || !Number.isFinite(element.currentTime)) return;
    const position = element.currentTime;
    if (lastSaved.current !== null && Math.abs(lastSaved.current - position) < 0.5) return;
    lastSaved.current = position;
    saveVideoProgress(video.id, position).catch((error: unknown) => {
      console.warn('Saving the video position failed', error);
    });
  }

  // Every few seconds while playing.
  useEffect(() => {
    const timer = setInterval(() => {
      if (ref.current && !ref.current.paused) save();
    }, PROGRESS_SAVE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      // On leaving the screen.
      save();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads refs only
  }, [video.id]);

  // Reloads and tab closes.
  useEffect(() => {
    const onPageHide = () => save();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads refs only
  }, [video.id]);

  function onLoadedMetadata() {
    if (resumeNotice !== null && ref.current) ref.current.currentTime = resumeNotice;
  }

  function startOver() {
    if (ref.current) {
      ref.current.currentTime = 0;
      lastSaved.current = null;
      save();
    }
    setResumeNotice(null);
    ref.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLVideoElement>) {
    const element = event.currentTarget;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'k' || event.key === ' ') {
      event.preventDefault();
      if (element.paused) void element.play().catch(() => undefined);
      else element.pause();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const step = event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
      const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
      element.currentTime = Math.min(end, Math.max(0, element.currentTime + step));
    }
  }

  const isLoading = video.source.kind === 'media' && source.status === 'loading';
  const videoTitle = video.title;
  const seekStep = SEEK_STEP_SECONDS;
  const resumePosition = resumeNotice === null ? '' : formatDuration(i18n, resumeNotice);
  return (
    <div className="flex flex-col gap-3">
      {source.status === 'error' ? (
        <Notice variant="destructive" role="alert">
          <p>
            <Trans>We couldn't load this video. Check your connection and reload the page.</Trans>
          </p>
        </Notice>
      ) : (
        <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
          {sourceUrl ? (
            // Captions are a <track> from a blob URL; a video without captions has none to offer.
            // The tenant's captions are English: the label names that language in the member's.
            <video
              ref={ref}
              controls
              playsInline
              preload="metadata"
              src={sourceUrl}
              aria-label={t`${videoTitle} video player. Press K or Space to play or pause, arrow keys to skip ${seekStep} seconds.`}
              className="size-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              onKeyDown={onKeyDown}
              onLoadedMetadata={onLoadedMetadata}
              onPlay={() => {
                if (counted.current.play) return;
                counted.current.play = true;
                track('video_play', { video_id: video.id });
              }}
              onPause={save}
              onEnded={() => {
                save();
                if (counted.current.complete) return;
                counted.current.complete = true;
                track('video_complete', { video_id: video.id });
              }}
              onSeeked={() => {
                if (ref.current?.paused) save();
              }}
            >
              {captions.url ? (
                <track kind="captions" srcLang="en" label={t`English`} src={captions.url} default />
              ) : null}
            </video>
          ) : null}
          {isLoading ? (
            <p role="status" className="absolute inset-0 grid place-items-center text-sm text-white">
              <Trans>Loading video…</Trans>
            </p>
          ) : null}
        </div>
      )}
      {resumeNotice !== null ? (
        <Notice>
          <p role="status">
            <Trans>Resumed from {resumePosition}.</Trans>
          </p>
          <Button variant="link" size="sm" className="self-start" onClick={startOver}>
            <Trans>Start over</Trans>
          </Button>
        </Notice>
      ) : null}
    </div>
  );
}
