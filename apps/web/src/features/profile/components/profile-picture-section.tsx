import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, MEDIA_MESSAGES, MEGABYTE } from '@portal/contracts/media';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { isStorageError } from '@/api/storage/storage-error';
import { useUpload } from '@/api/storage/use-upload';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import {
  getProfilePictureQueryOptions,
  storeProfilePictureName,
  useProfilePictureUrl,
} from '@/session/use-profile-picture';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { ProgressBar } from '@/ui/progress-bar';
import { useObjectUrl } from '@/ui/use-object-url';
import { toast } from '@/ui/use-toast';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { getProfileQueryOptions } from '../api/get-profile';
import { cropToSquare } from '../utils/crop-square';

/** The picture in the header: choose an image, its centre square is uploaded with progress and a Cancel. */
export function ProfilePictureSection({ initials }: { initials: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const currentUrl = useProfilePictureUrl();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const [uploading, setUploading] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(uploading ?? undefined);
  const shownUrl = previewUrl ?? currentUrl;
  const maxSize = i18n.number(IMAGE_MAX_BYTES / MEGABYTE, { style: 'unit', unit: 'megabyte' });

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!(IMAGE_CONTENT_TYPES as string[]).includes(file.type))
      return setError(localizeContractMessage(MEDIA_MESSAGES.notAnImage));
    if (file.size > IMAGE_MAX_BYTES) return setError(localizeContractMessage(MEDIA_MESSAGES.imageTooLarge));
    const blob = await cropToSquare(file);
    setUploading(blob);
    const outcome = await upload.start((controls) => uploadProfilePicture({ file: blob, ...controls }));
    setUploading(null);
    if (outcome.status === 'canceled') {
      toast({ title: t`Upload cancelled` });
      return;
    }
    if (outcome.status === 'failed') {
      const failure = outcome.error;
      setError(isStorageError(failure) ? failure.message : t`The picture could not be saved. Try again.`);
      return;
    }
    const { profile_picture_name: name } = outcome.value;
    storeProfilePictureName(name);
    // The header shows the new picture at once, from the bytes we already have.
    queryClient.setQueryData(getProfilePictureQueryOptions(name).queryKey, blob);
    queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, (user) =>
      user?.member ? { ...user, member: { ...user.member, profile_picture_name: name } } : user,
    );
    queryClient.setQueryData(getProfileQueryOptions().queryKey, (profile) =>
      profile ? { ...profile, profile_picture_name: name } : profile,
    );
    toast({ title: t`Profile picture updated`, variant: 'success' });
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">
          <Trans>Profile picture</Trans>
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-2xl font-semibold text-primary-foreground">
            {shownUrl ? (
              <img src={shownUrl} alt={t`Your profile picture`} className="size-full object-cover" />
            ) : (
              <span aria-hidden="true">{initials}</span>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <label
              htmlFor="profile-picture-input"
              className="inline-flex h-11 cursor-pointer items-center justify-center self-start rounded-md border border-border bg-surface px-4 text-sm font-semibold hover:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <Trans>Choose a picture</Trans>
              <input
                ref={inputRef}
                id="profile-picture-input"
                type="file"
                accept={IMAGE_CONTENT_TYPES.join(',')}
                className="sr-only"
                disabled={upload.isUploading}
                aria-describedby="profile-picture-hint"
                onChange={(event) => void onChange(event)}
              />
            </label>
            <p id="profile-picture-hint" className="text-sm text-muted-foreground">
              <Trans>JPEG, PNG, WebP or HEIC, up to {maxSize}. We keep the centre square.</Trans>
            </p>
          </div>
        </div>
        {upload.isUploading ? (
          <div className="flex flex-wrap items-end gap-3">
            <ProgressBar value={upload.fraction} label={t`Uploading picture`} className="min-w-40 flex-1" />
            <Button type="button" variant="secondary" size="sm" onClick={upload.cancel}>
              <Trans>Cancel upload</Trans>
            </Button>
          </div>
        ) : null}
        <FormAlert message={error} />
      </CardContent>
    </Card>
  );
}
