import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import type { TVideoSummary } from '@portal/contracts/videos';
import { href } from '@/navigation/paths';
import { PrivateImage } from '@/ui/private-image';
import { categoryLabel } from '../utils/category-labels';
import { formatDuration, formatSpokenDuration } from '../utils/format';
import { DraftBadge } from './article-card';

/** One video in a grid: poster with its length, category and title; the whole card is the link. */
export function VideoCard({ video, headingLevel = 2 }: { video: TVideoSummary; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const spokenLength = formatSpokenDuration(i18n, video.duration_seconds);
  return (
    <li>
      <Link
        to={href('video', { id: video.id })}
        className="group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm shadow-black/5 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div className="relative">
          <PrivateImage path={video.poster_url} alt="" className="aspect-video w-full" />
          <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">
              <Trans>Length {spokenLength}</Trans>
            </span>
            <span aria-hidden="true">{formatDuration(i18n, video.duration_seconds)}</span>
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-muted-foreground">
            <span>{categoryLabel(i18n, video.category)}</span>
            {video.status === 'draft' ? <DraftBadge /> : null}
          </p>
          <Heading className="text-lg font-semibold break-words text-foreground group-hover:underline">
            {video.title}
          </Heading>
        </div>
      </Link>
    </li>
  );
}
