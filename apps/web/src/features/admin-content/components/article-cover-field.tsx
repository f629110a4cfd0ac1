import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { ARTICLE_MESSAGES } from '@portal/contracts/articles';
import { IMAGE_CONTENT_TYPES } from '@portal/contracts/media';
import type { Upload } from '@/api/storage/use-upload';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import type { FormState } from '@/ui/form/use-form';
import { PrivateImage } from '@/ui/private-image';
import { uploadProgrammeMedia } from '../api/upload-programme-media';
import type { ArticleFormValues } from '../utils/article-form';
import { FILE_INPUT_CLASS } from './upload-progress';

// The stored file's title when the picture has no name of its own: data, not words on screen.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media object's title, never shown as text here
const UNNAMED_COVER_TITLE = 'Article cover';

export interface ArticleCoverFieldProps {
  idPrefix: string;
  form: FormState<ArticleFormValues>;
  upload: Upload;
}

/** The article's cover: uploaded to the programme's media as soon as it is chosen, previewed from the file itself. */
export function ArticleCoverField({ idPrefix, form, upload }: ArticleCoverFieldProps) {
  const { t, i18n } = useLingui();
  // The chosen file's own picture: while it uploads, then for the cover it became (not once the form holds another).
  const [preview, setPreview] = useState<{ url: string; mediaId: string | null } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { values } = form;

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      form.setError('cover_media_id', localizeContractMessage(ARTICLE_MESSAGES.coverNotImage));
      return;
    }
    form.setError('cover_media_id', undefined);
    if (preview) URL.revokeObjectURL(preview.url);
    const url = URL.createObjectURL(file);
    setPreview({ url, mediaId: null });
    setUploadError(null);
    const outcome = await upload.start((controls) =>
      uploadProgrammeMedia(file, file.name || UNNAMED_COVER_TITLE, controls),
    );
    if (outcome.status === 'done') {
      setPreview({ url, mediaId: outcome.value.id });
      form.setValues((current) => ({ ...current, coverMediaId: outcome.value.id, coverUrl: null }));
      return;
    }
    URL.revokeObjectURL(url);
    setPreview(null);
    const failure = outcome.status === 'failed' ? outcome.error : null;
    setUploadError(failure instanceof Error ? failure.message : t`The upload failed. Try again.`);
  }

  function removeCover() {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
    setUploadError(null);
    form.setValues((current) => ({ ...current, coverMediaId: null, coverUrl: null }));
  }

  const previewUrl =
    preview && (preview.mediaId === null || preview.mediaId === values.coverMediaId) ? preview.url : null;
  // All bytes sent is not yet saved: the bar stops short of the end until the server answers.
  const fraction = Math.min(upload.fraction, 0.99);
  const uploadedPercent = i18n.number(fraction, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <FormField
      id={`${idPrefix}-cover`}
      label={t`Cover image`}
      hint={t`JPEG, PNG, WebP or HEIC.`}
      error={form.errors.cover_media_id}
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t`Cover preview`}
              className="aspect-video w-full max-w-sm rounded-md object-cover"
            />
          ) : values.coverUrl ? (
            <PrivateImage
              path={values.coverUrl}
              alt={t`Cover preview`}
              className="aspect-video w-full max-w-sm rounded-md"
            />
          ) : null}
          <input
            {...control}
            name="cover_media_id"
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            disabled={upload.isUploading}
            className={FILE_INPUT_CLASS}
            onChange={(event) => void onFileChange(event)}
          />
          {upload.isUploading ? (
            <div className="flex items-center gap-3 text-sm">
              <progress max={1} value={fraction} aria-label={t`Cover upload`} className="w-40" />
              <span role="status">
                <Trans>Uploading… {uploadedPercent}</Trans>
              </span>
            </div>
          ) : null}
          {uploadError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {uploadError}
            </p>
          ) : null}
          {values.coverMediaId ? (
            <Button variant="secondary" size="sm" className="self-start" onClick={removeCover}>
              <Trans>Remove cover</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
