import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  isMediaContentType,
} from '@portal/contracts/media';
import { VIDEO_MESSAGES } from '@portal/contracts/videos';
import type { Upload } from '@/api/storage/use-upload';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import type { FormState } from '@/ui/form/use-form';
import { PrivateImage } from '@/ui/private-image';
import { uploadProgrammeMedia } from '../api/upload-programme-media';
import type { VideoFormValues } from '../utils/video-form';
import { FILE_INPUT_CLASS, UploadProgress, uploadFailureMessage } from './upload-progress';

function getPosterFileProblem(file: File): string | null {
  if (!isMediaContentType(file.type) || MEDIA_TYPES[file.type].kind !== 'image') return VIDEO_MESSAGES.posterNotImage;
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  if (file.size > IMAGE_MAX_BYTES) return MEDIA_MESSAGES.imageTooLarge;
  return null;
}

export interface PosterFieldProps {
  idPrefix: string;
  form: FormState<VideoFormValues>;
  /** The editor's one upload at a time (the video file shares it). */
  upload: Upload;
}

/** The image shown before the video plays: uploaded to the programme's media, previewed from the file itself. */
export function PosterField({ idPrefix, form, upload }: PosterFieldProps) {
  const { t } = useLingui();
  const [isUploadingHere, setIsUploadingHere] = useState(false);
  // The chosen file's own picture, for the poster it was uploaded as (not once the form holds another).
  const [preview, setPreview] = useState<{ mediaId: string; url: string } | null>(null);
  const { values } = form;

  function dropPreview() {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
  }

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = getPosterFileProblem(file);
    if (problem) {
      form.setError('poster_media_id', localizeContractMessage(problem));
      return;
    }
    form.setError('poster_media_id', undefined);
    const localUrl = URL.createObjectURL(file);
    setIsUploadingHere(true);
    const outcome = await upload.start((controls) => uploadProgrammeMedia(file, file.name, controls));
    setIsUploadingHere(false);
    if (outcome.status === 'done') {
      dropPreview();
      setPreview({ mediaId: outcome.value.id, url: localUrl });
      form.setValues((current) => ({ ...current, posterMediaId: outcome.value.id, posterUrl: null }));
      return;
    }
    URL.revokeObjectURL(localUrl);
    form.setError('poster_media_id', uploadFailureMessage(outcome, t`The upload failed. Try again.`));
  }

  function removePoster() {
    dropPreview();
    form.setValues((current) => ({ ...current, posterMediaId: null, posterUrl: null }));
  }

  const previewUrl = preview && preview.mediaId === values.posterMediaId ? preview.url : null;
  return (
    <FormField
      id={`${idPrefix}-poster`}
      label={t`Poster image`}
      hint={t`Shown before the video plays. JPEG, PNG, WebP or HEIC.`}
      error={form.errors.poster_media_id}
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t`Poster preview`}
              className="aspect-video w-full max-w-sm rounded-md object-cover"
            />
          ) : values.posterUrl ? (
            <PrivateImage
              path={values.posterUrl}
              alt={t`Poster preview`}
              className="aspect-video w-full max-w-sm rounded-md"
            />
          ) : null}
          <input
            {...control}
            name="poster_media_id"
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            disabled={upload.isUploading}
            className={FILE_INPUT_CLASS}
            onChange={(event) => void onFileChange(event)}
          />
          {isUploadingHere ? (
            <UploadProgress label={t`Uploading the poster`} fraction={upload.fraction} onCancel={upload.cancel} />
          ) : null}
          {values.posterMediaId ? (
            <Button variant="secondary" size="sm" className="self-start" onClick={removePoster}>
              <Trans>Remove poster</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
