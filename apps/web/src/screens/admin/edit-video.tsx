import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTENT_CATEGORIES } from '@portal/contracts/content';
import type { TContentStatus } from '@portal/contracts/content';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  VIDEO_CONTENT_TYPES,
  VIDEO_MAX_BYTES,
  isMediaContentType,
} from '@portal/contracts/media';
import { VIDEO_MESSAGES, ZCreateVideoRequest } from '@portal/contracts/videos';
import type { TVideo } from '@portal/contracts/videos';
import { isConflict } from '@/api/error-codes';
import { getErrorStatus } from '@/api/error-message';
import { useUpload } from '@/api/storage/use-upload';
import { useVideoCaptions } from '@/features/admin-content/api/get-video-captions';
import { useSaveVideo } from '@/features/admin-content/api/save-video';
import { uploadProgrammeMedia } from '@/features/admin-content/api/upload-programme-media';
import { StatusBadge } from '@/features/admin-content/components/status-badge';
import { readTextFile } from '@/features/admin-content/utils/read-text-file';
import { readVideoDuration } from '@/features/admin-content/utils/read-video-duration';
import {
  EMPTY_VIDEO_FORM,
  NEW_VIDEO_ID,
  VIDEO_FIELD_ORDER,
  countCues,
  isSameVideoForm,
  toCreateVideoRequest,
  toUpdateVideoRequest,
  toVideoFormValues,
} from '@/features/admin-content/utils/video-form';
import type { VideoFormField, VideoFormValues } from '@/features/admin-content/utils/video-form';
import { getVideoQueryOptions } from '@/features/content/api/get-video';
import { categoryLabel } from '@/features/content/utils/category-labels';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { adminHref } from '@/navigation/admin-paths';
import { Button, buttonVariants } from '@/ui/button';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { PrivateImage } from '@/ui/private-image';
import { ProgressBar } from '@/ui/progress-bar';
import { Select } from '@/ui/select';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { Spinner } from '@/ui/spinner';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useUnsavedChangesGuard } from '@/ui/use-unsaved-changes-guard';

const DISCARD_MESSAGE = msg`Discard your changes and load the version they saved?`;
const FILE_INPUT_CLASS =
  'text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:font-semibold focus-visible:outline-2 focus-visible:outline-ring';

/** What stops a video file before it is sent (the server checks again, and the content). */
function getVideoFileProblem(file: File): string | null {
  if (!(VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type)) return MEDIA_MESSAGES.notAVideo;
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  if (file.size > VIDEO_MAX_BYTES) return MEDIA_MESSAGES.videoTooLarge;
  return null;
}

function getPosterFileProblem(file: File): string | null {
  if (!isMediaContentType(file.type) || MEDIA_TYPES[file.type].kind !== 'image') return VIDEO_MESSAGES.posterNotImage;
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  if (file.size > IMAGE_MAX_BYTES) return MEDIA_MESSAGES.imageTooLarge;
  return null;
}

function Loading({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> <Trans>Loading…</Trans>
      </p>
    </>
  );
}

function BackToContent() {
  return (
    <Link
      to={adminHref('adminContent')}
      className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}
    >
      <span aria-hidden="true">←</span>
      <Trans>Back to content</Trans>
    </Link>
  );
}

/** `/admin/content/videos/:id` (`new` for a new one): the video editor, for editors and admins. */
export function EditVideo() {
  const { t } = useLingui();
  const { id = NEW_VIDEO_ID } = useParams();
  const isNew = id === NEW_VIDEO_ID;
  const videoQuery = useQuery({ ...getVideoQueryOptions(id), enabled: !isNew });
  const hasCaptions = videoQuery.data?.has_captions ?? false;
  const captionsQuery = useVideoCaptions(id, { enabled: !isNew && hasCaptions });
  const title = isNew ? t`New video` : t`Edit video`;

  if (!isNew && (videoQuery.isPending || (hasCaptions && captionsQuery.isPending))) return <Loading title={title} />;
  if (!isNew && videoQuery.isError) {
    if (getErrorStatus(videoQuery.error) === 404) {
      return (
        <>
          <PageHeading title={t`We couldn't find that video`} before={<BackToContent />} />
        </>
      );
    }
    return (
      <>
        <PageHeading title={title} before={<BackToContent />} />
        <LoadError error={videoQuery.error} onRetry={() => void videoQuery.refetch()} />
      </>
    );
  }
  if (!isNew && hasCaptions && captionsQuery.isError) {
    return (
      <>
        <PageHeading title={title} before={<BackToContent />} />
        <LoadError error={captionsQuery.error} onRetry={() => void captionsQuery.refetch()} />
      </>
    );
  }
  const video = isNew ? null : (videoQuery.data ?? null);
  return (
    <VideoEditor
      // Keyed by version: loading their version (after a conflict) starts the form again from it.
      key={video ? `${video.id}:${video.version}` : 'new'}
      video={video}
      captions={hasCaptions ? (captionsQuery.data ?? null) : null}
      onReload={async () => {
        await Promise.all([videoQuery.refetch(), captionsQuery.refetch()]);
      }}
    />
  );
}

interface VideoEditorProps {
  video: TVideo | null;
  captions: string | null;
  onReload: () => Promise<void>;
}

type UploadTarget = 'video' | 'poster';

function VideoEditor({ video, captions, onReload }: VideoEditorProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<VideoFormValues>(() => (video ? toVideoFormValues(video, captions) : EMPTY_VIDEO_FORM));
  const [values, setValues] = useState<VideoFormValues>(initial);
  const [saved, setSaved] = useState<VideoFormValues>(initial);
  const [status, setStatus] = useState<TContentStatus>(video?.status ?? 'draft');
  const [version, setVersion] = useState(video?.version ?? 0);
  const [errors, setErrors] = useState<FieldErrors<VideoFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [posterPreview, setPosterPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState<UploadTarget | null>(null);
  const upload = useUpload();
  const save = useSaveVideo();
  const isDirty = !isSameVideoForm(values, saved);
  const isUploading = upload.isUploading;
  useUnsavedChangesGuard(isDirty || isUploading);

  const title = video ? t`Edit video` : t`New video`;

  function setField<Key extends keyof VideoFormValues>(key: Key, value: VideoFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function setError(field: VideoFormField, message: string | undefined) {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function uploadFailure(outcome: { status: 'canceled' } | { status: 'failed'; error: unknown }): string | undefined {
    if (outcome.status === 'canceled') return undefined;
    return outcome.error instanceof Error ? outcome.error.message : t`The upload failed. Try again.`;
  }

  async function onVideoFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = getVideoFileProblem(file);
    if (problem) {
      setError('source', localizeContractMessage(problem));
      return;
    }
    setError('source', undefined);
    // The browser reads the length from the file's own metadata while it uploads.
    void readVideoDuration(file).then((seconds) => {
      if (seconds === null) return;
      setValues((current) => ({ ...current, duration: String(seconds) }));
      setError('duration_seconds', undefined);
    });
    setUploading('video');
    const outcome = await upload.start((controls) => uploadProgrammeMedia(file, file.name, controls));
    setUploading(null);
    if (outcome.status === 'done') {
      setValues((current) => ({ ...current, sourceMediaId: outcome.value.id, sourceFileName: file.name }));
      return;
    }
    setError('source', uploadFailure(outcome));
  }

  async function onPosterChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = getPosterFileProblem(file);
    if (problem) {
      setError('poster_media_id', localizeContractMessage(problem));
      return;
    }
    setError('poster_media_id', undefined);
    const localUrl = URL.createObjectURL(file);
    setUploading('poster');
    const outcome = await upload.start((controls) => uploadProgrammeMedia(file, file.name, controls));
    setUploading(null);
    if (outcome.status === 'done') {
      if (posterPreview) URL.revokeObjectURL(posterPreview);
      setPosterPreview(localUrl);
      setValues((current) => ({ ...current, posterMediaId: outcome.value.id, posterUrl: null }));
      return;
    }
    URL.revokeObjectURL(localUrl);
    setError('poster_media_id', uploadFailure(outcome));
  }

  function removePoster() {
    if (posterPreview) URL.revokeObjectURL(posterPreview);
    setPosterPreview(null);
    setValues((current) => ({ ...current, posterMediaId: null, posterUrl: null }));
  }

  async function onCaptionsChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await readTextFile(file);
    // The contract's own check (WEBVTT first, not too long), so the message is the server's.
    const parsed = ZCreateVideoRequest.shape.captions.safeParse(text);
    if (!parsed.success) {
      setError('captions', localizeContractMessage(parsed.error.issues[0]?.message ?? VIDEO_MESSAGES.captions));
      return;
    }
    setError('captions', undefined);
    setValues((current) => ({ ...current, captions: text, captionsFileName: file.name }));
  }

  async function submit(nextStatus: TContentStatus) {
    const form = formRef.current;
    if (save.isPending || isUploading) return;
    setFormError(null);
    const parsed = ZCreateVideoRequest.safeParse(toCreateVideoRequest(values, nextStatus));
    if (!parsed.success) {
      const fieldErrors = getFieldErrors<VideoFormField>(parsed.error.issues);
      setErrors(fieldErrors);
      focusField(
        form,
        VIDEO_FIELD_ORDER.find((field) => field in fieldErrors),
      );
      return;
    }
    setErrors({});
    try {
      const result = await save.mutateAsync(
        video
          ? { id: video.id, request: toUpdateVideoRequest(values, nextStatus, version) }
          : { id: null, request: toCreateVideoRequest(values, nextStatus) },
      );
      setSaved(values);
      setStatus(result.status);
      setVersion(result.version);
      setConflict(false);
      toast({
        title: result.status === 'published' ? t`Video published` : t`Video saved as a draft`,
        variant: 'success',
      });
      if (!video) await navigate(adminHref('adminVideo', { id: result.id }), { replace: true });
    } catch (error) {
      if (isConflict(error)) {
        setConflict(true);
        return;
      }
      const { field, message } = getServerFieldError(error, getErrorStatus(error) === 400 ? VIDEO_FIELD_ORDER : [], {
        byStatus: {
          403: localizeContractMessage(VIDEO_MESSAGES.editorsOnly),
          404: localizeContractMessage(VIDEO_MESSAGES.notFound),
        },
      });
      if (field) {
        setErrors({ [field]: message });
        focusField(form, field);
        return;
      }
      setFormError(message);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosen = submitter?.getAttribute('value');
    void submit(chosen === 'draft' || chosen === 'published' ? chosen : status);
  }

  async function loadTheirVersion() {
    if (isDirty && !window.confirm(i18n._(DISCARD_MESSAGE))) return;
    // Marks the form clean first so the guard stays quiet; the key change remounts with their version.
    setSaved(values);
    await onReload();
  }

  // All bytes sent is not yet stored: the bar stops short of the end until the server answers.
  const uploadedPercent = Math.min(upload.fraction, 0.99);
  const maxMegabytes = i18n.number(VIDEO_MAX_BYTES / 1024 / 1024);
  const captionsFile = values.captionsFileName;
  const sourceFile = values.sourceFileName;
  const cueCount = i18n.number(values.captions === null ? 0 : countCues(values.captions));
  const isPublished = status === 'published';
  return (
    <>
      <PageHeading
        title={title}
        intro={video ? video.title : t`Upload the video or give its https address, then add a poster and captions.`}
        before={<BackToContent />}
      />
      {video ? (
        <p className="flex items-center gap-2 text-sm">
          <Trans>Status:</Trans> <StatusBadge status={status} />
        </p>
      ) : null}
      {conflict ? (
        <Notice variant="destructive" role="alert">
          <p className="font-semibold">{localizeContractMessage(VIDEO_MESSAGES.conflict)}</p>
          <p>
            <Trans>Your changes are still here and were not saved. Load their version to continue from it.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void loadTheirVersion()}>
              <Trans>Load their version</Trans>
            </Button>
          </div>
        </Notice>
      ) : null}
      <form ref={formRef} noValidate aria-label={title} id={formId} className="flex flex-col gap-5" onSubmit={onSubmit}>
        <FormField id={`${formId}-title`} label={t`Title`} error={errors.title}>
          {(control) => (
            <Input
              {...control}
              name="title"
              value={values.title}
              onChange={(event) => setField('title', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${formId}-description`} label={t`Description`} error={errors.description}>
          {(control) => (
            <Textarea
              {...control}
              name="description"
              rows={3}
              value={values.description}
              onChange={(event) => setField('description', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${formId}-category`} label={t`Category`} error={errors.category}>
            {(control) => (
              <Select
                {...control}
                name="category"
                value={values.category}
                onChange={(event) => setField('category', event.target.value as VideoFormValues['category'])}
              >
                <option value="">{t`Choose a category`}</option>
                {CONTENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(i18n, category)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id={`${formId}-duration`}
            label={t`Length in seconds`}
            hint={t`Filled in from the file when you choose one.`}
            error={errors.duration_seconds}
          >
            {(control) => (
              <Input
                {...control}
                name="duration_seconds"
                inputMode="numeric"
                value={values.duration}
                onChange={(event) => setField('duration', event.target.value)}
              />
            )}
          </FormField>
        </div>

        <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">
            <Trans>The video</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-source-kind`}
                checked={values.sourceKind === 'upload'}
                onChange={() => setField('sourceKind', 'upload')}
              />
              <Trans>Upload a file</Trans>
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-source-kind`}
                checked={values.sourceKind === 'url'}
                onChange={() => setField('sourceKind', 'url')}
              />
              <Trans>Link to an https address</Trans>
            </label>
          </div>
          {values.sourceKind === 'upload' ? (
            <FormField
              id={`${formId}-source-file`}
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
                    disabled={isUploading}
                    className={FILE_INPUT_CLASS}
                    onChange={(event) => void onVideoFileChange(event)}
                  />
                  {uploading === 'video' ? (
                    <UploadProgress
                      label={t`Uploading the video`}
                      fraction={uploadedPercent}
                      onCancel={upload.cancel}
                    />
                  ) : null}
                </div>
              )}
            </FormField>
          ) : (
            <FormField
              id={`${formId}-source-url`}
              label={t`Video address`}
              hint={t`An https:// address the browser can play.`}
              error={errors.source}
            >
              {(control) => (
                <Input
                  {...control}
                  name="source"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={values.url}
                  onChange={(event) => setField('url', event.target.value)}
                />
              )}
            </FormField>
          )}
        </fieldset>

        <FormField
          id={`${formId}-poster`}
          label={t`Poster image`}
          hint={t`Shown before the video plays. JPEG, PNG, WebP or HEIC.`}
          error={errors.poster_media_id}
        >
          {(control) => (
            <div className="flex flex-col gap-3">
              {posterPreview ? (
                <img
                  src={posterPreview}
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
                disabled={isUploading}
                className={FILE_INPUT_CLASS}
                onChange={(event) => void onPosterChange(event)}
              />
              {uploading === 'poster' ? (
                <UploadProgress label={t`Uploading the poster`} fraction={uploadedPercent} onCancel={upload.cancel} />
              ) : null}
              {values.posterMediaId ? (
                <Button variant="secondary" size="sm" className="self-start" onClick={removePoster}>
                  <Trans>Remove poster</Trans>
                </Button>
              ) : null}
            </div>
          )}
        </FormField>

        <FormField
          id={`${formId}-captions`}
          label={t`Captions`}
          hint={t`A WebVTT file (.vtt) in the video's language.`}
          error={errors.captions}
        >
          {(control) => (
            <div className="flex flex-col gap-3">
              {values.captions !== null ? (
                <p className="text-sm">
                  {values.captionsFileName ? (
                    <Trans>
                      {captionsFile}: {cueCount} captions
                    </Trans>
                  ) : (
                    <Trans>Captions stored: {cueCount}</Trans>
                  )}
                </p>
              ) : null}
              <input
                {...control}
                name="captions"
                type="file"
                accept=".vtt,text/vtt"
                className={FILE_INPUT_CLASS}
                onChange={(event) => void onCaptionsChange(event)}
              />
              {values.captions !== null ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => setValues((current) => ({ ...current, captions: null, captionsFileName: null }))}
                >
                  <Trans>Remove captions</Trans>
                </Button>
              ) : null}
            </div>
          )}
        </FormField>

        <FormAlert message={formError} />
        <div className="flex flex-wrap items-center gap-3">
          {/* The first submit button is what Enter does: it keeps the status the video has. */}
          {isPublished ? (
            <>
              <Button type="submit" value="published" disabled={save.isPending || isUploading}>
                <Trans>Save</Trans>
              </Button>
              <Button type="submit" variant="secondary" value="draft" disabled={save.isPending || isUploading}>
                <Trans>Unpublish</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" variant="secondary" value="draft" disabled={save.isPending || isUploading}>
                <Trans>Save as draft</Trans>
              </Button>
              <Button type="submit" value="published" disabled={save.isPending || isUploading}>
                <Trans>Publish</Trans>
              </Button>
            </>
          )}
          <Link to={adminHref('adminContent')} className={buttonVariants({ variant: 'ghost' })}>
            <Trans>Cancel</Trans>
          </Link>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {save.isPending ? t`Saving…` : isDirty ? t`Unsaved changes` : ''}
          </p>
        </div>
      </form>
    </>
  );
}

function UploadProgress({ label, fraction, onCancel }: { label: string; fraction: number; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ProgressBar value={fraction} label={label} className="w-full max-w-sm" />
      <Button variant="secondary" size="sm" onClick={onCancel}>
        <Trans>Cancel upload</Trans>
      </Button>
    </div>
  );
}
