import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { MEDIA_MESSAGES, VIDEO_CONTENT_TYPES, VIDEO_MAX_BYTES } from '@portal/contracts/media';
import type { Upload } from '@/api/storage/use-upload';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { FormField } from '@/ui/form-field';
import type { FormState } from '@/ui/form/use-form';
import { TextField } from '@/ui/text-field';
import { uploadProgrammeMedia } from '../api/upload-programme-media';
import { readVideoDuration } from '../utils/read-video-duration';
import type { VideoFormValues } from '../utils/video-form';
import { FILE_INPUT_CLASS, UploadProgress, uploadFailureMessage } from './upload-progress';

/** What stops a video file before it is sent (the server checks again, and the content). */
function getVideoFileProblem(file: File): string | null {
  if (!(VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type)) return MEDIA_MESSAGES.notAVideo;
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  if (file.size > VIDEO_MAX_BYTES) return MEDIA_MESSAGES.videoTooLarge;
  return null;
}

export interface VideoSourceFieldProps {
  idPrefix: string;
  form: FormState<VideoFormValues>;
  /** The editor's one upload at a time (the poster shares it). */
  upload: Upload;
}

/** Where the video plays from: a file uploaded to the programme's media (its length read from it), or an https address. */
export function VideoSourceField({ idPrefix, form, upload }: VideoSourceFieldProps) {
  const { t, i18n } = useLingui();
  const [isUploadingHere, setIsUploadingHere] = useState(false);
  const { values, errors } = form;

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = getVideoFileProblem(file);
    if (problem) {
      form.setError('source', localizeContractMessage(problem));
      return;
    }
    form.setError('source', undefined);
    // The browser reads the length from the file's own metadata while it uploads.
    void readVideoDuration(file).then((seconds) => {
      if (seconds === null) return;
      form.setValue('duration', String(seconds));
      form.setError('duration_seconds', undefined);
    });
    setIsUploadingHere(true);
    const outcome = await upload.start((controls) => uploadProgrammeMedia(file, file.name, controls));
    setIsUploadingHere(false);
    if (outcome.status === 'done') {
      form.setValues((current) => ({ ...current, sourceMediaId: outcome.value.id, sourceFileName: file.name }));
      return;
    }
    form.setError('source', uploadFailureMessage(outcome, t`The upload failed. Try again.`));
  }

  const maxMegabytes = i18n.number(VIDEO_MAX_BYTES / 1024 / 1024);
  const sourceFile = values.sourceFileName;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">
        <Trans>The video</Trans>
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${idPrefix}-source-kind`}
            checked={values.sourceKind === 'upload'}
            onChange={() => form.setValue('sourceKind', 'upload')}
          />
          <Trans>Upload a file</Trans>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${idPrefix}-source-kind`}
            checked={values.sourceKind === 'url'}
            onChange={() => form.setValue('sourceKind', 'url')}
          />
          <Trans>Link to an https address</Trans>
        </label>
      </div>
      {values.sourceKind === 'upload' ? (
        <FormField
          id={`${idPrefix}-source-file`}
          label={t`Video file`}
          hint={t`MP4 or WebM, up to ${maxMegabytes} MB.`}
          error={errors.source}
        >
          {(control) => (
            <div className="flex flex-col gap-3">
              {values.sourceMediaId ? (
                <p className="text-sm">
                  {sourceFile ? (
                    <Trans>Uploaded: {sourceFile}</Trans>
                  ) : (
                    <Trans>A video file is uploaded. Choose another to replace it.</Trans>
                  )}
                </p>
              ) : null}
              <input
                {...control}
                name="source"
                type="file"
                accept={VIDEO_CONTENT_TYPES.join(',')}
                disabled={upload.isUploading}
                className={FILE_INPUT_CLASS}
                onChange={(event) => void onFileChange(event)}
              />
              {isUploadingHere ? (
                <UploadProgress label={t`Uploading the video`} fraction={upload.fraction} onCancel={upload.cancel} />
              ) : null}
            </div>
          )}
        </FormField>
      ) : (
        <TextField
          id={`${idPrefix}-source-url`}
          name="source"
          label={t`Video address`}
          hint={t`An https:// address the browser can play.`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.url}
          onChange={(url) => form.setValue('url', url)}
          error={errors.source}
        />
      )}
    </fieldset>
  );
}
