import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { TMediaObject } from '@portal/contracts/media';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { getMediaContentQueryOptions, useMediaContent } from '../api/get-media-content';
import { formatMegabytes } from './media-quota';

function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}

export interface MediaCardProps {
  media: TMediaObject;
  onOpenImage?: () => void;
  onDelete?: () => void;
}

/** One file: an image thumbnail (from a blob URL) that opens the preview, or a document that opens in a tab. */
export function MediaCard({ media, onOpenImage, onDelete }: MediaCardProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const title = media.title;
  const isImage = media.kind === 'image';
  const { data: content, isError } = useMediaContent(media.id, isImage);

  async function openDocument() {
    try {
      const { url } = await queryClient.fetchQuery(getMediaContentQueryOptions(media.id));
      window.open(url, '_blank', 'noopener');
    } catch {
      toast({ title: t`The file could not be opened`, variant: 'destructive' });
    }
  }

  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface">
      {isImage ? (
        <button
          type="button"
          aria-label={t`Open ${title}`}
          onClick={onOpenImage}
          className="flex aspect-square items-center justify-center bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          {content ? (
            <img src={content.url} alt="" className="size-full object-cover" />
          ) : isError ? (
            <span className="p-2 text-sm text-muted-foreground">
              <Trans>Preview unavailable</Trans>
            </span>
          ) : (
            <Spinner />
          )}
        </button>
      ) : (
        <button
          type="button"
          aria-label={t`Open ${title}`}
          onClick={() => void openDocument()}
          className="flex aspect-square flex-col items-center justify-center gap-1 bg-surface-muted text-muted-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <DocumentIcon />
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a file format's name */}
          <span className="text-xs font-semibold">PDF</span>
        </button>
      )}
      <div className="flex flex-1 flex-col gap-1 p-2">
        <p className="text-sm font-medium break-words">{media.title}</p>
        <p className="text-xs text-muted-foreground">{formatMegabytes(media.size, i18n)}</p>
        {onDelete ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-auto self-start"
            aria-label={t`Delete ${title}`}
            onClick={onDelete}
          >
            <Trans>Delete</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
