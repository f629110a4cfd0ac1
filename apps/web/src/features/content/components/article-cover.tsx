import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/ui/cn';
import { usePrivateBlobUrl } from '@/ui/use-private-blob-url';

// The preview's code loads only when a member opens it.
const ImagePreview = lazy(() =>
  import('@/ui/image-preview/image-preview').then((module) => ({ default: module.ImagePreview })),
);

export interface ArticleCoverProps {
  /** The cover's private media path (fetched with the member's token). */
  path: string;
  title: string;
  className?: string;
}

/** An article's cover image, which opens full screen (zoom, rotate) in the image preview. */
export function ArticleCover({ path, title, className }: ArticleCoverProps) {
  const { t } = useLingui();
  const image = usePrivateBlobUrl(path);
  const [isOpen, setIsOpen] = useState(false);
  if (image.status !== 'ready') {
    return (
      <div
        aria-hidden="true"
        className={cn('bg-surface-muted', image.status === 'loading' && 'animate-pulse', className)}
      />
    );
  }
  const alt = t`Cover image of “${title}”`;
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="block w-full cursor-zoom-in rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <img src={image.url} alt={alt} className={cn('object-cover', className)} />
        <span className="sr-only">
          {' '}
          <Trans>(open full screen)</Trans>
        </span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ImagePreview images={[{ src: image.url, alt, title }]} index={0} open onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
