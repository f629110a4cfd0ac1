import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  isMediaContentType,
  MEDIA_MESSAGES,
  MEDIA_TITLE_MAX_LENGTH,
  MEDIA_TYPES,
  MEMBER_MEDIA_CONTENT_TYPES,
} from '@portal/contracts/media';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { isStorageError } from '@/api/storage/storage-error';
import { useUpload } from '@/api/storage/use-upload';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { cn } from '@/ui/cn';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { ProgressBar } from '@/ui/progress-bar';
import { toast } from '@/ui/use-toast';
import { getMediaQueryOptions } from '../api/get-media';
import { uploadMedia } from '../api/upload-media';
import { formatMegabytes } from './media-quota';

/**
 * What stops a file before it is sent: its type or size (the server checks again, and the content).
 * The contracts' English (the server's answer reads the same); shown through localizeContractMessage.
 */
export function getFileProblem(file: File): string | null {
  // Videos are the programme's (editors upload them in the admin console), never a member's file.
  if (!isMediaContentType(file.type) || MEDIA_TYPES[file.type].kind === 'video') return MEDIA_MESSAGES.unsupportedType;
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  const { kind, maxBytes } = MEDIA_TYPES[file.type];
  if (file.size > maxBytes) return kind === 'image' ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.documentTooLarge;
  return null;
}

/** The sizes the upload zone names, in the active language. */
function getSizeLimits(i18n: I18n) {
  return { imageMax: formatMegabytes(IMAGE_MAX_BYTES, i18n), documentMax: formatMegabytes(DOCUMENT_MAX_BYTES, i18n) };
}

/** The title to store: the one typed, else the file's name without its extension. */
function getTitle(typed: string, file: File): string {
  const title = typed.trim() || file.name.replace(/\.[^.]+$/, '') || file.name;
  return title.slice(0, MEDIA_TITLE_MAX_LENGTH);
}

/**
 * A title, then a file by the picker or dropped on the zone (the zone is the
 * picker's label, so the keyboard path is the picker); progress and Cancel.
 */
export function MediaUpload() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { imageMax, documentMax } = getSizeLimits(i18n);
  const [title, setTitle] = useState('');
  const upload = useUpload();
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  async function start(file: File | undefined) {
    if (!file || upload.isUploading) return;
    setError(null);
    const problem = getFileProblem(file);
    if (problem) {
      setError(localizeContractMessage(problem));
      return;
    }
    setFileName(file.name);
    const outcome = await upload.start((controls) => uploadMedia({ file, title: getTitle(title, file), ...controls }));
    if (outcome.status === 'canceled') {
      toast({ title: t`Upload cancelled` });
    } else if (outcome.status === 'failed') {
      const failure = outcome.error;
      setError(isStorageError(failure) ? failure.message : t`The file could not be uploaded. Try again.`);
    } else {
      setTitle('');
      toast({ title: t`File uploaded`, description: outcome.value.title, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: getMediaQueryOptions().queryKey });
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setIsDragging(false);
    void start(event.dataTransfer.files[0]);
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">
          <Trans>Upload a file</Trans>
        </h2>
        <FormField
          id="media-title"
          label={t`Title (optional)`}
          hint={t`If you leave it empty, we use the file's name.`}
        >
          {(control) => (
            <Input
              {...control}
              name="title"
              maxLength={MEDIA_TITLE_MAX_LENGTH}
              value={title}
              disabled={upload.isUploading}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <label
          htmlFor="media-file"
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-border p-6 text-center hover:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            isDragging && 'border-primary bg-surface-muted',
            upload.isUploading && 'pointer-events-none opacity-60',
          )}
        >
          <span className="font-semibold">
            <Trans>Choose a file or drop it here</Trans>
          </span>
          <span className="text-sm text-muted-foreground">
            <Trans>
              Images (JPEG, PNG, WebP, HEIC) up to {imageMax}, PDF documents up to {documentMax}.
            </Trans>
          </span>
          <input
            id="media-file"
            type="file"
            accept={MEMBER_MEDIA_CONTENT_TYPES.join(',')}
            className="sr-only"
            disabled={upload.isUploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void start(file);
            }}
          />
        </label>
        {upload.isUploading ? (
          <div className="flex flex-wrap items-end gap-3">
            <ProgressBar value={upload.fraction} label={t`Uploading ${fileName}`} className="min-w-40 flex-1" />
            <Button type="button" variant="secondary" size="sm" onClick={upload.cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        ) : null}
        <FormAlert message={error} />
      </CardContent>
    </Card>
  );
}
