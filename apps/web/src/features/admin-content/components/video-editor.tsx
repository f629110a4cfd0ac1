import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@/navigation/router/hooks';
import { VIDEO_MESSAGES, ZCreateVideoRequest } from '@portal/contracts/videos';
import type { TVideo } from '@portal/contracts/videos';
import { useUpload } from '@/api/storage/use-upload';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { adminHref } from '@/navigation/admin-sections';
import { useForm } from '@/ui/form/use-form';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/use-toast';
import { useUnsavedChangesGuard } from '@/ui/use-unsaved-changes-guard';
import { editedVideoQueryOptions } from '../api/edited-content';
import { useVideoCaptions } from '../api/get-video-captions';
import { useSaveVideo } from '../api/save-video';
import { useVersionedRecord } from '../hooks/use-versioned-record';
import {
  EMPTY_VIDEO_FORM,
  VIDEO_FIELD_ORDER,
  isSameVideoForm,
  toCreateVideoRequest,
  toVideoFormValues,
} from '../utils/video-form';
import { CaptionsField } from './captions-field';
import type { CategoryLabels } from './category-field';
import { ContentBasicsFields } from './content-basics-fields';
import { EditorFrame, EditorLoadGate } from './editor-frame';
import { PosterField } from './poster-field';
import { VideoSourceField } from './video-source-field';

const BACK_TO_CONTENT = { to: adminHref('adminContent'), label: <Trans>Back to content</Trans> };

export interface VideoEditorProps {
  /** The video to edit, or null for a new one. */
  videoId: string | null;
  categoryLabels: CategoryLabels;
}

/** The video editor, for editors and admins: the video and its captions loaded, then the form. */
export function VideoEditor({ videoId, categoryLabels }: VideoEditorProps) {
  const { t } = useLingui();
  const video = useQuery({ ...editedVideoQueryOptions(videoId ?? ''), enabled: videoId !== null });
  // A save sends the whole video, captions included: they are read first, so an edit of the title keeps them.
  const hasCaptions = video.data?.has_captions ?? false;
  const captions = useVideoCaptions(videoId ?? '', { enabled: videoId !== null && hasCaptions });
  return (
    <EditorLoadGate
      title={videoId === null ? t`New video` : t`Edit video`}
      notFoundTitle={t`We couldn't find that video`}
      back={BACK_TO_CONTENT}
      loads={videoId === null ? [] : hasCaptions ? [video, captions] : [video]}
    >
      {() => (
        <VideoForm
          video={videoId === null ? null : video}
          captions={hasCaptions ? (captions.data ?? null) : null}
          fetchCaptions={async () => {
            const result = await captions.refetch();
            if (result.data === undefined || result.isError) throw result.error;
            return result.data;
          }}
          categoryLabels={categoryLabels}
        />
      )}
    </EditorLoadGate>
  );
}

interface VideoFormProps {
  video: UseQueryResult<TVideo> | null;
  /** The stored captions the form starts from. */
  captions: string | null;
  /** Reads the stored captions afresh (for their version). */
  fetchCaptions: () => Promise<string>;
  categoryLabels: CategoryLabels;
}

function VideoForm({ video, captions, fetchCaptions, categoryLabels }: VideoFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const idPrefix = useId();
  const record = useVersionedRecord(video);
  const { saved } = record;
  const upload = useUpload();
  const saveVideo = useSaveVideo();
  const form = useForm({
    initialValues: saved ? toVideoFormValues(saved, captions) : EMPTY_VIDEO_FORM,
    schema: ZCreateVideoRequest,
    // The pressed button says the status; Enter keeps the one the video has.
    toRequest: (values, intent) =>
      toCreateVideoRequest(values, intent === 'draft' || intent === 'published' ? intent : (saved?.status ?? 'draft')),
    fields: VIDEO_FIELD_ORDER,
    onSubmit: (request) =>
      record.save(() =>
        saveVideo.mutateAsync(
          saved ? { id: saved.id, request: { ...request, version: saved.version } } : { id: null, request },
        ),
      ),
    onSuccess: async (result) => {
      record.setSaved(result);
      toast({
        title: result.status === 'published' ? t`Video published` : t`Video saved as a draft`,
        variant: 'success',
      });
      if (!saved) await navigate(adminHref('adminVideo', { id: result.id }), { replace: true });
    },
    failures: {
      detectsConflicts: true,
      byStatus: {
        403: localizeContractMessage(VIDEO_MESSAGES.editorsOnly),
        404: localizeContractMessage(VIDEO_MESSAGES.notFound),
      },
    },
    guardUnsavedChanges: true,
    isEqual: isSameVideoForm,
  });
  // Leaving mid-upload loses the file too, even before the form has changed.
  useUnsavedChangesGuard(upload.isUploading && !form.isDirty);

  async function loadTheirVersion() {
    const theirs = await record.fetchLatest();
    const theirCaptions = theirs.has_captions ? await fetchCaptions() : null;
    record.setSaved(theirs);
    form.reset(toVideoFormValues(theirs, theirCaptions));
  }

  const { values, errors } = form;
  return (
    <EditorFrame
      form={form}
      title={saved ? t`Edit video` : t`New video`}
      intro={saved ? saved.title : t`Upload the video or give its https address, then add a poster and captions.`}
      back={BACK_TO_CONTENT}
      cancelTo={BACK_TO_CONTENT.to}
      savedStatus={saved?.status ?? null}
      conflictMessage={localizeContractMessage(VIDEO_MESSAGES.conflict)}
      theirVersion={record.theirVersion}
      onLoadTheirVersion={loadTheirVersion}
      isBusy={upload.isUploading}
    >
      <ContentBasicsFields
        idPrefix={idPrefix}
        form={form}
        categoryLabels={categoryLabels}
        blurb={
          <TextField
            id={`${idPrefix}-description`}
            name="description"
            label={t`Description`}
            multiline
            rows={3}
            value={values.description}
            onChange={(description) => form.setValue('description', description)}
            error={errors.description}
          />
        }
        besideCategory={
          <TextField
            id={`${idPrefix}-duration`}
            name="duration_seconds"
            label={t`Length in seconds`}
            hint={t`Filled in from the file when you choose one.`}
            inputMode="numeric"
            value={values.duration}
            onChange={(duration) => form.setValue('duration', duration)}
            error={errors.duration_seconds}
          />
        }
      />
      <VideoSourceField idPrefix={idPrefix} form={form} upload={upload} />
      <PosterField idPrefix={idPrefix} form={form} upload={upload} />
      <CaptionsField idPrefix={idPrefix} form={form} />
    </EditorFrame>
  );
}
