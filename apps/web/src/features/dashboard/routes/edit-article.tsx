import { BackButton } from '../../../app/back-button';
import { href } from '../../../app/paths';
import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function EditArticle() {
  return (
    <>
      <PageHeading
        title="Edit article"
        intro="Update the title, summary and body of this article."
        before={<BackButton fallback={href('articles')} label="Back to articles" />}
      />
      <PreparingNotice />
    </>
  );
}
