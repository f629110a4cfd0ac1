import { BackButton } from '../../../app/back-button';
import { href } from '../../../app/paths';
import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function Video() {
  return (
    <>
      <PageHeading
        title="Video"
        intro="Watch the session and find related videos."
        before={<BackButton fallback={href('videos')} label="Back to videos" />}
      />
      <PreparingNotice />
    </>
  );
}
