import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { TMediaObject } from '@portal/contracts/media';
import { getErrorMessage } from '@/api/error-message';
import { useDeleteMedia } from '@/features/media/api/delete-media';
import { useMedia } from '@/features/media/api/get-media';
import { useMediaContents, useRevokeMediaContentUrls } from '@/features/media/api/get-media-content';
import { MediaCard } from '@/features/media/components/media-card';
import { MediaQuota } from '@/features/media/components/media-quota';
import { MediaUpload } from '@/features/media/components/media-upload';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ImagePreview } from '@/ui/image-preview/image-preview';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { toast } from '@/ui/use-toast';

const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

export function Media() {
  const { t } = useLingui();
  useRevokeMediaContentUrls();
  const { data, isPending, isError, error, refetch } = useMedia();
  const deleteMedia = useDeleteMedia();
  const [deleting, setDeleting] = useState<TMediaObject | null>(null);
  const [preview, setPreview] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });
  const deletingTitle = deleting ? deleting.title : null;

  const items = useMemo(() => data?.items ?? [], [data]);
  const own = items.filter((item) => item.is_own);
  const shared = items.filter((item) => !item.is_own);
  // Previous and next step through every image on the screen, in the order shown.
  const images = [...own, ...shared].filter((item) => item.kind === 'image');
  const contents = useMediaContents(preview.open ? images.map((image) => image.id) : []);
  const previewImages = images.map((image, index) => ({
    src: contents[index]?.data?.url ?? '',
    alt: image.title,
    title: image.title,
  }));

  function openImage(media: TMediaObject) {
    setPreview({ open: true, index: Math.max(0, images.indexOf(media)) });
  }

  async function onConfirmDelete(media: TMediaObject) {
    try {
      await deleteMedia.mutateAsync(media.id);
      toast({ title: t`File deleted`, description: media.title, variant: 'success' });
    } catch (error) {
      toast({
        title: t`The file could not be deleted`,
        description: getErrorMessage(error),
        variant: 'destructive',
      });
    }
    setDeleting(null);
  }

  function renderSection(title: string, id: string, sectionItems: TMediaObject[], empty: string, canDelete: boolean) {
    return (
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {sectionItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className={GRID_CLASS}>
            {sectionItems.map((media) => (
              <MediaCard
                key={media.id}
                media={media}
                onOpenImage={() => openImage(media)}
                onDelete={canDelete ? () => setDeleting(media) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
    );
  }

  return (
    <>
      <PageHeading title={t`Media`} intro={t`Your photos and documents, kept safely for your programme.`} />
      <div className="flex flex-col gap-6">
        <MediaUpload />
        {isPending ? (
          <LoadingStatus>
            <Trans>Loading your files…</Trans>
          </LoadingStatus>
        ) : isError ? (
          <LoadError error={error} onRetry={() => void refetch()}>
            <Trans>Your files could not be loaded.</Trans>
          </LoadError>
        ) : (
          <>
            <MediaQuota usage={data.usage} />
            {renderSection(t`Your files`, 'media-own', own, t`You have not uploaded any files yet.`, true)}
            {renderSection(
              t`From your programme`,
              'media-shared',
              shared,
              t`Your programme has not shared any files yet.`,
              false,
            )}
          </>
        )}
      </div>
      <ImagePreview
        images={previewImages}
        index={preview.index}
        open={preview.open && previewImages.length > 0}
        onOpenChange={(open) => setPreview((current) => ({ ...current, open }))}
        onIndexChange={(index) => setPreview((current) => ({ ...current, index }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deletingTitle !== null ? t`Delete “${deletingTitle}”?` : t`Delete file?`}
        description={t`The file is deleted for good.`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
        isPending={deleteMedia.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void onConfirmDelete(deleting);
        }}
      />
    </>
  );
}
