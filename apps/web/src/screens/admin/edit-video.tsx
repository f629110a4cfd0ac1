import { useParams } from '@/navigation/router/hooks';
import { VideoEditor } from '@/features/admin-content/components/video-editor';
import { NEW_VIDEO_ID } from '@/features/admin-content/utils/video-form';
import { CATEGORY_LABELS } from '@/features/content/utils/category-labels';

/** `/admin/content/videos/:id` (`new` for a new one): the video editor, for editors and admins. */
export function EditVideo() {
  const { id = NEW_VIDEO_ID } = useParams();
  return (
    // Keyed by the address: a new video, once saved, opens afresh as the video it became.
    <VideoEditor key={id} videoId={id === NEW_VIDEO_ID ? null : id} categoryLabels={CATEGORY_LABELS} />
  );
}
